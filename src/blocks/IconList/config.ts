import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { linkGroup } from '@/cms/fields/link'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'

/** Icon sizes in CSS pixels; the admin offers these names. */
export const ICON_LIST_SIZES = { s: 16, m: 20, l: 28, xl: 36 } as const
export type IconListSize = keyof typeof ICON_LIST_SIZES

export const IconListBlock: Block = {
  slug: 'iconList',
  interfaceName: 'IconListBlock',
  labels: { singular: 'Ikonilista', plural: 'Ikonilistat' },
  admin: { images: { thumbnail: widgetThumbnail('iconList', 'Luettelo, jossa kohtien edessä on ikonit') } },
  fields: [
    {
      name: 'items',
      label: 'Kohdat',
      labels: { singular: 'Kohta', plural: 'Kohdat' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              label: 'Ikoni',
              type: 'select',
              required: true,
              defaultValue: 'check',
              options: ICON_OPTIONS,
              admin: { width: '30%' },
            },
            { name: 'text', label: 'Teksti', type: 'text', required: true, admin: { width: '70%' } },
          ],
        },
        { name: 'hasLink', label: 'Linkki', type: 'checkbox' },
        {
          ...linkGroup('link', { label: false }),
          admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'iconSize',
          label: 'Ikonin koko',
          type: 'select',
          defaultValue: 'm',
          options: [
            { label: 'Pieni', value: 's' },
            { label: 'Keskikokoinen', value: 'm' },
            { label: 'Suuri', value: 'l' },
            { label: 'Erittäin suuri', value: 'xl' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'iconShape',
          label: 'Ikonin tausta',
          type: 'select',
          defaultValue: 'none',
          options: [
            { label: 'Ei taustaa', value: 'none' },
            { label: 'Ympyrä', value: 'circle' },
            { label: 'Neliö', value: 'square' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'layout',
          label: 'Asettelu',
          type: 'select',
          defaultValue: 'stacked',
          options: [
            { label: 'Allekkain', value: 'stacked' },
            { label: 'Rinnakkain', value: 'inline' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('iconColour', 'Ikonin väri'),
        colourField('iconBackground', 'Ikonin taustaväri'),
        colourField('textColour', 'Tekstin väri'),
      ],
    },
  ],
}
