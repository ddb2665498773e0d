import { Code, Globe, Link } from 'lucide'
import { type IconNode, LineIcon } from '@/lib/icons'

/**
 * Brand marks drawn as simple line glyphs in the style of the site's icon set (lucide no longer
 * ships brand icons), as lucide's own data so LineIcon draws them like every other icon.
 */
const BRANDS: Record<string, IconNode> = {
  linkedin: [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3' }],
    ['path', { d: 'M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17' }],
  ],
  x: [['path', { d: 'M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.3M10.6 12.7 4 20' }]],
  instagram: [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5' }],
    ['circle', { cx: '12', cy: '12', r: '4' }],
    ['path', { d: 'M17.5 6.5v.01' }],
  ],
  facebook: [
    [
      'path',
      {
        d: 'M14 21v-8h3l.5-3H14V8.5C14 7.6 14.5 7 15.5 7h2V4.2A13 13 0 0 0 15 4c-2.5 0-4 1.6-4 4.2V10H8v3h3v8',
      },
    ],
  ],
  youtube: [
    ['rect', { x: '2', y: '5', width: '20', height: '14', rx: '4' }],
    ['path', { d: 'm10 9 5 3-5 3z' }],
  ],
  github: Code,
  website: Globe,
}

/** Decorative: the link's accessible name carries the service's name. */
export function NetworkGlyph({ network }: { network: string | null | undefined }) {
  // Own keys only: a stored value such as "constructor" draws the plain link glyph.
  const node = network && Object.hasOwn(BRANDS, network) ? BRANDS[network] : undefined
  return <LineIcon node={node ?? Link} size={20} />
}
