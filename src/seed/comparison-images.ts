import { type DemoImage, scene } from './images'
import { type LakeOptions, lake } from './scenes'

/**
 * One lakeside view twice, for the before/after comparison: a flat, grey photo as it came from the
 * camera and the same photo after colour correction. Same seed and shapes, only colours differ,
 * so the two line up exactly.
 */
const VIEW: Omit<LakeOptions, 'sky' | 'water' | 'shores' | 'sun' | 'sauna' | 'birches'> = {
  seed: 51,
  islands: 2,
  headland: 'right',
}

const pair = (name: string, fi: string, en: string, options: LakeOptions): DemoImage =>
  scene(name, fi, en, lake(options))

export const COMPARISON_IMAGES = {
  before: pair(
    'vertailu-ennen',
    'Käsittelemätön kuva: harmaa, tasainen järvimaisema, rantasauna ja laituri',
    'The unedited photo: a grey, flat lake view with a lakeside sauna and a jetty',
    {
      ...VIEW,
      sky: ['#9a9c9f', '#b9b8b4'],
      water: ['#a5a6a4', '#6f7472'],
      shores: ['#7c807d', '#666b68', '#55584f'],
      sun: { x: 0.62, y: 0.5, r: 0.045, colour: '#c9c6bd' },
      sauna: { wall: '#6e5c57', window: '#a39f8e', smoke: true },
      birches: ['#6f766b', '#7d8577'],
    },
  ),
  after: pair(
    'vertailu-jalkeen',
    'Käsitelty kuva: sama järvimaisema kirkkain värein iltapäivän valossa',
    'The edited photo: the same lake view in clear colours and afternoon light',
    {
      ...VIEW,
      sky: ['#3f7fc4', '#9fd0ef', '#f7d9a8'],
      water: ['#6fb0d8', '#1f5f8f'],
      shores: ['#3d6b4a', '#2f5a3b', '#4a7a3a'],
      sun: { x: 0.62, y: 0.5, r: 0.045, colour: '#fff1c9' },
      sauna: { wall: '#8e3b2e', window: '#ffd66b', smoke: true },
      birches: ['#4c8a3c', '#6aa84f'],
    },
  ),
} satisfies Record<string, DemoImage>
