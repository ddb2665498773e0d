import type { Block } from 'payload'
import { widgetThumbnail } from '../thumbnail'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Teksti', plural: 'Tekstit' },
  admin: { images: { thumbnail: widgetThumbnail('richText', 'Muotoiltua leipätekstiä') } },
  fields: [
    { name: 'content', type: 'richText', required: true },
    {
      name: 'align',
      type: 'select',
      defaultValue: 'start',
      options: [
        { label: 'Vasen', value: 'start' },
        { label: 'Keskitetty', value: 'center' },
      ],
    },
  ],
}
