import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { linkGroup } from '@/cms/fields/link'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'

export const IconBoxBlock: Block = {
  slug: 'iconBox',
  interfaceName: 'IconBoxBlock',
  labels: { singular: 'Ikonilaatikko', plural: 'Ikonilaatikot' },
  admin: { images: { thumbnail: widgetThumbnail('iconBox', 'Ikoni, otsikko ja teksti') } },
  fields: [
    { name: 'icon', label: 'Ikoni', type: 'select', required: true, options: ICON_OPTIONS },
    { name: 'title', label: 'Otsikko', type: 'text', required: true },
    { name: 'text', label: 'Teksti', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          label: 'Asettelu',
          type: 'select',
          defaultValue: 'top',
          options: [
            { label: 'Ikoni ylhäällä', value: 'top' },
            { label: 'Ikoni vasemmalla', value: 'side' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'headingLevel',
          label: 'Otsikkotaso',
          type: 'select',
          defaultValue: 'h3',
          options: ['h2', 'h3', 'h4'].map((v) => ({ label: v.toUpperCase(), value: v })),
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [colourField('iconColour', 'Ikonin väri'), colourField('iconBackground', 'Ikonin tausta')],
    },
    { name: 'hasLink', label: 'Linkki', type: 'checkbox' },
    {
      ...linkGroup('link'),
      admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) },
    },
  ],
}
