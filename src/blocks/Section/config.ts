import type { Block, Field } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { ANCHOR_PATTERN } from '@/lib/links'
import { SHAPE_OPTIONS } from '@/lib/shapes'
import { widgetThumbnail } from '../thumbnail'
import { linkWidgetFields, widgetsField } from '../widget-field'
import { WIDGET_SLUGS } from '../widgets'

export const COLUMN_WIDTHS = ['1/1', '5/6', '3/4', '2/3', '1/2', '1/3', '1/4', '1/6'] as const

const widthOption = (name: string, label: string, defaultValue: string): Field => ({
  name,
  label,
  type: 'select',
  defaultValue,
  options: COLUMN_WIDTHS.map((w) => ({ label: w, value: w })),
  admin: { width: '33%' },
})

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
const PADDING_OPTIONS = [
  { label: 'Ei väliä', value: 'none' },
  { label: 'Pieni', value: 's' },
  { label: 'Keskikokoinen', value: 'm' },
  { label: 'Suuri', value: 'l' },
  { label: 'Erittäin suuri', value: 'xl' },
]

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
            {
              name: 'columns',
              label: { fi: 'Sarakkeet', en: 'Columns' },
              type: 'array',
              minRows: 1,
              maxRows: 6,
              labels: { singular: 'Sarake', plural: 'Sarakkeet' },
              fields: [
                {
                  name: 'widths',
                  label: 'Leveys näytön koon mukaan',
                  type: 'group',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        widthOption('phone', 'Puhelin', '1/1'),
                        widthOption('tablet', 'Tabletti (≥ 768 px)', '1/1'),
                        widthOption('desktop', 'Työpöytä (≥ 992 px)', '1/1'),
                      ],
                    },
                  ],
                },
                {
                  name: 'verticalAlign',
                  label: 'Pystysuuntainen tasaus',
                  type: 'select',
                  defaultValue: 'start',
                  options: [
                    { label: 'Ylös', value: 'start' },
                    { label: 'Keskelle', value: 'center' },
                    { label: 'Alas', value: 'end' },
                  ],
                },
                {
                  name: 'sticky',
                  label: 'Kiinnitys vieritettäessä',
                  type: 'select',
                  defaultValue: 'none',
                  options: [
                    { label: 'Ei', value: 'none' },
                    { label: 'Kiinnitä ylös', value: 'top' },
                    { label: 'Kiinnitä alas', value: 'bottom' },
                  ],
                  admin: {
                    description:
                      'Sarake pysyy näkyvissä osion loppuun asti, kun viereinen sarake on pidempi. Vain vähintään 768 px leveillä näytöillä.',
                  },
                },
                widgetsField({ name: 'widgets' }),
              ],
            },
          ],
        },
        {
          label: 'Asettelu',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'width',
                  label: 'Leveys',
                  type: 'select',
                  defaultValue: 'boxed',
                  options: [
                    { label: 'Rajattu (sisältöleveys)', value: 'boxed' },
                    { label: 'Täysi tausta, rajattu sisältö', value: 'full' },
                    { label: 'Täysi leveys (tausta ja sisältö)', value: 'ex-full' },
                    { label: 'Ylempien tasojen mukaan', value: 'ancestors' },
                  ],
                  admin: { width: '50%' },
                },
                {
                  name: 'ancestorLevels',
                  label: 'Tasoja ylöspäin',
                  type: 'number',
                  defaultValue: 1,
                  min: 1,
                  max: 5,
                  admin: { width: '50%', condition: (_, s) => s?.width === 'ancestors' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'paddingTop',
                  label: 'Sisäväli ylhäällä',
                  type: 'select',
                  defaultValue: 'm',
                  options: PADDING_OPTIONS,
                  admin: { width: '50%' },
                },
                {
                  name: 'paddingBottom',
                  label: 'Sisäväli alhaalla',
                  type: 'select',
                  defaultValue: 'm',
                  options: PADDING_OPTIONS,
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'anchorId',
              label: 'Ankkuri (id)',
              type: 'text',
              admin: { description: 'Linkitä osioon osoitteella #!/ankkuri tai #ankkuri.' },
              validate: (value: unknown) =>
                value === null ||
                value === undefined ||
                value === '' ||
                (typeof value === 'string' && ANCHOR_PATTERN.test(value))
                  ? true
                  : 'Ankkurin pitää alkaa kirjaimella ja sisältää vain kirjaimia, numeroita, - ja _.',
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'animation',
                  label: 'Tuloanimaatio',
                  type: 'select',
                  defaultValue: 'none',
                  options: [
                    { label: 'Ei animaatiota', value: 'none' },
                    { label: 'Häivytys', value: 'fade' },
                    { label: 'Nousu alhaalta', value: 'slide-up' },
                    { label: 'Vasemmalta', value: 'slide-left' },
                    { label: 'Oikealta', value: 'slide-right' },
                    { label: 'Lähennys', value: 'zoom' },
                  ],
                  admin: { width: '50%' },
                },
                {
                  name: 'animationNoMobile',
                  label: 'Ei animaatiota mobiilissa',
                  type: 'checkbox',
                  admin: { width: '50%' },
                },
              ],
            },
            colourField('textColour', 'Tekstin väri'),
          ],
        },
        {
          label: 'Tausta',
          fields: [
            {
              name: 'background',
              label: 'Tausta',
              type: 'group',
              fields: [
                {
                  name: 'type',
                  label: 'Tyyppi',
                  type: 'select',
                  defaultValue: 'none',
                  options: [
                    { label: 'Ei taustaa', value: 'none' },
                    { label: 'Väri', value: 'colour' },
                    { label: 'Kuva', value: 'image' },
                    { label: 'Video', value: 'video' },
                  ],
                },
                colourField('colour', 'Taustaväri'),
                {
                  name: 'image',
                  label: 'Taustakuva',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { condition: (_, s) => s?.type === 'image' },
                },
                {
                  name: 'video',
                  label: 'Taustavideo',
                  type: 'group',
                  admin: { condition: (_, s) => s?.type === 'video' },
                  fields: [
                    {
                      name: 'source',
                      label: 'Lähde',
                      type: 'select',
                      defaultValue: 'hosted',
                      options: [
                        { label: 'Oma tiedosto', value: 'hosted' },
                        { label: 'YouTube', value: 'youtube' },
                        { label: 'Vimeo', value: 'vimeo' },
                      ],
                    },
                    {
                      name: 'file',
                      label: 'Videotiedosto',
                      type: 'upload',
                      relationTo: 'media',
                      admin: { condition: (_, s) => s?.source === 'hosted' },
                    },
                    {
                      name: 'url',
                      label: 'Videon osoite',
                      type: 'text',
                      admin: { condition: (_, s) => s?.source !== 'hosted' },
                    },
                    { name: 'poster', label: 'Esikatselukuva', type: 'upload', relationTo: 'media' },
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'muted',
                          label: 'Ilman ääntä',
                          type: 'checkbox',
                          defaultValue: true,
                          admin: { width: '33%' },
                        },
                        {
                          name: 'loop',
                          label: 'Toista jatkuvasti',
                          type: 'checkbox',
                          defaultValue: true,
                          admin: { width: '33%' },
                        },
                        {
                          name: 'autoplay',
                          label: 'Toista automaattisesti',
                          type: 'checkbox',
                          defaultValue: true,
                          admin: { width: '33%' },
                        },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        { name: 'start', label: 'Alku (s)', type: 'number', min: 0, admin: { width: '50%' } },
                        {
                          name: 'stop',
                          label: 'Loppu (s)',
                          type: 'number',
                          min: 0,
                          validate: validateStop,
                          admin: { width: '50%', description: 'Tyhjä: video toistetaan loppuun.' },
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'parallax',
                      label: 'Parallaksivieritys',
                      type: 'checkbox',
                      admin: { width: '50%' },
                    },
                    {
                      name: 'fadeOut',
                      label: 'Häivytys vierittäessä',
                      type: 'checkbox',
                      admin: { width: '50%' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'overlay',
              label: 'Peittokerros',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    colourField('colour', 'Peittoväri'),
                    {
                      name: 'opacity',
                      label: 'Peittävyys (%)',
                      type: 'number',
                      defaultValue: 50,
                      min: 0,
                      max: 100,
                      admin: { width: '25%' },
                    },
                    {
                      name: 'pattern',
                      label: 'Kuvio',
                      type: 'select',
                      defaultValue: 'none',
                      options: [
                        { label: 'Ei kuviota', value: 'none' },
                        { label: 'Pisteet', value: 'dots' },
                        { label: 'Viivat', value: 'lines' },
                        { label: 'Ruudukko', value: 'grid' },
                      ],
                      admin: { width: '25%' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Erottimet',
          fields: [
            {
              name: 'separator',
              label: 'Erotin',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'position',
                      label: 'Sijainti',
                      type: 'select',
                      defaultValue: 'none',
                      options: [
                        { label: 'Ei erotinta', value: 'none' },
                        { label: 'Ylhäällä', value: 'top' },
                        { label: 'Alhaalla', value: 'bottom' },
                        { label: 'Ylhäällä ja alhaalla', value: 'both' },
                      ],
                      admin: { width: '50%' },
                    },
                    {
                      name: 'shape',
                      label: 'Muoto',
                      type: 'select',
                      defaultValue: 'wave',
                      options: SHAPE_OPTIONS,
                      admin: { width: '50%' },
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'size',
                      label: 'Koko',
                      type: 'select',
                      defaultValue: 'm',
                      options: [
                        { label: 'Pieni', value: 's' },
                        { label: 'Keskikokoinen', value: 'm' },
                        { label: 'Suuri', value: 'l' },
                      ],
                      admin: { width: '33%' },
                    },
                    {
                      name: 'svgHeight',
                      label: 'Muodon korkeus (px)',
                      type: 'number',
                      defaultValue: 60,
                      min: 10,
                      max: 400,
                      admin: { width: '33%' },
                    },
                    colourField('colour', 'Erottimen väri', '#ffffff'),
                  ],
                },
                { name: 'icon', label: 'Ikoni', type: 'select', options: ICON_OPTIONS },
              ],
            },
          ],
        },
      ],
    },
  ],
}

/** Sections are not widgets; their columns reference every widget by slug. */
export const SectionBlock: Block = linkWidgetFields(section, WIDGET_SLUGS)
