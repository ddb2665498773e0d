import type { Block, Field } from 'payload'
import { anchorField } from '@/cms/fields/anchor'
import { SIZES, SIZES_TO_XL } from '@/cms/fields/choices'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { shapeField, shapeHeightField } from '@/cms/fields/separator-shape'
import {
  arrayField,
  checkboxField,
  groupField,
  mediaField,
  numberField,
  percentField,
  selectField,
  textField,
} from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'
import { linkWidgetFields, widgetsField } from '../widget-field'
import { WIDGET_SLUGS } from '../widgets'

export const COLUMN_WIDTHS = ['1/1', '5/6', '3/4', '2/3', '1/2', '1/3', '1/4', '1/6'] as const

const widthOption = (name: string, label: string, defaultValue: string): Field =>
  selectField(
    name,
    label,
    COLUMN_WIDTHS.map((w) => ({ label: w, value: w })),
    { defaultValue },
  )

/** A background video's stop time must come after its start (both in seconds). */
export function validateStop(
  value: unknown,
  { siblingData }: { siblingData: { start?: unknown } },
): true | string {
  if (typeof value !== 'number') return true
  const start = typeof siblingData.start === 'number' ? siblingData.start : 0
  return value > start ? true : 'Lopun pitää olla alun jälkeen.'
}

/** A section's top and bottom padding. */
const PADDINGS = { none: 'Ei väliä', ...SIZES_TO_XL }

const SECTION_WIDTHS = {
  boxed: 'Rajattu (sisältöleveys)',
  full: 'Täysi tausta, rajattu sisältö',
  'ex-full': 'Täysi leveys (tausta ja sisältö)',
  ancestors: 'Ylempien tasojen mukaan',
}

/** How the section enters the view. */
const ENTRANCES = {
  none: 'Ei animaatiota',
  fade: 'Häivytys',
  'slide-up': 'Nousu alhaalta',
  'slide-left': 'Vasemmalta',
  'slide-right': 'Oikealta',
  zoom: 'Lähennys',
}

const SEPARATOR_POSITIONS = {
  none: 'Ei erotinta',
  top: 'Ylhäällä',
  bottom: 'Alhaalla',
  both: 'Ylhäällä ja alhaalla',
}

const section: Block = {
  slug: 'section',
  interfaceName: 'SectionBlock',
  labels: { singular: 'Osio', plural: 'Osiot' },
  admin: { images: { thumbnail: widgetThumbnail('section', 'Rivi sarakkeineen, tausta ja erottimet') } },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Sisältö',
          fields: [
            arrayField(
              'columns',
              ['Sarakkeet', 'Columns'],
              [
                groupField('widths', 'Leveys näytön koon mukaan', [
                  rowOf(
                    '33%',
                    widthOption('phone', 'Puhelin', '1/1'),
                    widthOption('tablet', 'Tabletti (≥ 768 px)', '1/1'),
                    widthOption('desktop', 'Työpöytä (≥ 992 px)', '1/1'),
                  ),
                ]),
                selectField(
                  'verticalAlign',
                  'Pystysuuntainen tasaus',
                  { start: 'Ylös', center: 'Keskelle', end: 'Alas' },
                  {
                    defaultValue: 'start',
                  },
                ),
                selectField(
                  'sticky',
                  'Kiinnitys vieritettäessä',
                  { none: 'Ei', top: 'Kiinnitä ylös', bottom: 'Kiinnitä alas' },
                  {
                    defaultValue: 'none',
                    admin: {
                      description:
                        'Sarake pysyy näkyvissä osion loppuun asti, kun viereinen sarake on pidempi. Vain vähintään 768 px leveillä näytöillä.',
                    },
                  },
                ),
                widgetsField({ name: 'widgets' }),
              ],
              { labels: { singular: 'Sarake', plural: 'Sarakkeet' }, minRows: 1, maxRows: 6 },
            ),
          ],
        },
        {
          label: 'Asettelu',
          fields: [
            rowOf(
              '50%',
              selectField('width', 'Leveys', SECTION_WIDTHS, { defaultValue: 'boxed' }),
              numberField('ancestorLevels', 'Tasoja ylöspäin', {
                defaultValue: 1,
                min: 1,
                max: 5,
                admin: { condition: (_, s) => s?.width === 'ancestors' },
              }),
            ),
            rowOf(
              '50%',
              selectField('paddingTop', 'Sisäväli ylhäällä', PADDINGS, { defaultValue: 'm' }),
              selectField('paddingBottom', 'Sisäväli alhaalla', PADDINGS, { defaultValue: 'm' }),
            ),
            anchorField('Linkitä osioon osoitteella #!/ankkuri tai #ankkuri.'),
            rowOf(
              '50%',
              selectField('animation', 'Tuloanimaatio', ENTRANCES, { defaultValue: 'none' }),
              checkboxField('animationNoMobile', 'Ei animaatiota mobiilissa'),
            ),
            colourField('textColour', 'Tekstin väri'),
          ],
        },
        {
          label: 'Tausta',
          fields: [
            groupField('background', 'Tausta', [
              selectField(
                'type',
                'Tyyppi',
                { none: 'Ei taustaa', colour: 'Väri', image: 'Kuva', video: 'Video' },
                {
                  defaultValue: 'none',
                },
              ),
              colourField('colour', 'Taustaväri'),
              mediaField('image', 'Taustakuva', { admin: { condition: (_, s) => s?.type === 'image' } }),
              groupField(
                'video',
                'Taustavideo',
                [
                  selectField(
                    'source',
                    'Lähde',
                    { hosted: 'Oma tiedosto', youtube: 'YouTube', vimeo: 'Vimeo' },
                    {
                      defaultValue: 'hosted',
                    },
                  ),
                  mediaField('file', 'Videotiedosto', {
                    admin: { condition: (_, s) => s?.source === 'hosted' },
                  }),
                  textField('url', 'Videon osoite', {
                    admin: { condition: (_, s) => s?.source !== 'hosted' },
                  }),
                  mediaField('poster', 'Esikatselukuva'),
                  rowOf(
                    '33%',
                    checkboxField('muted', 'Ilman ääntä', { defaultValue: true }),
                    checkboxField('loop', 'Toista jatkuvasti', { defaultValue: true }),
                    checkboxField('autoplay', 'Toista automaattisesti', { defaultValue: true }),
                  ),
                  rowOf(
                    '50%',
                    numberField('start', 'Alku (s)', { min: 0 }),
                    numberField('stop', 'Loppu (s)', {
                      min: 0,
                      validate: validateStop,
                      admin: { description: 'Tyhjä: video toistetaan loppuun.' },
                    }),
                  ),
                ],
                { admin: { condition: (_, s) => s?.type === 'video' } },
              ),
              rowOf(
                '50%',
                checkboxField('parallax', 'Parallaksivieritys'),
                checkboxField('fadeOut', 'Häivytys vierittäessä'),
              ),
            ]),
            groupField('overlay', 'Peittokerros', [
              row(
                colourField('colour', 'Peittoväri'),
                sized('25%', percentField('opacity', 'Peittävyys (%)', 50)),
                sized(
                  '25%',
                  selectField(
                    'pattern',
                    'Kuvio',
                    { none: 'Ei kuviota', dots: 'Pisteet', lines: 'Viivat', grid: 'Ruudukko' },
                    {
                      defaultValue: 'none',
                    },
                  ),
                ),
              ),
            ]),
          ],
        },
        {
          label: 'Erottimet',
          fields: [
            groupField('separator', 'Erotin', [
              rowOf(
                '50%',
                selectField('position', 'Sijainti', SEPARATOR_POSITIONS, { defaultValue: 'none' }),
                shapeField(),
              ),
              row(
                sized('33%', selectField('size', 'Koko', SIZES, { defaultValue: 'm' })),
                sized('33%', shapeHeightField()),
                colourField('colour', 'Erottimen väri', '#ffffff'),
              ),
              iconField(),
            ]),
          ],
        },
      ],
    },
  ],
}

/** Sections are not widgets; their columns reference every widget by slug. */
export const SectionBlock: Block = linkWidgetFields(section, WIDGET_SLUGS)
