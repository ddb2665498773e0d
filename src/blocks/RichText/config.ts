import type { Block } from 'payload'
import { widgetThumbnail } from '../thumbnail'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Teksti', plural: 'Tekstit' },
  admin: { images: { thumbnail: widgetThumbnail('richText', 'Muotoiltua leipätekstiä') } },
  fields: [
    { name: 'content', label: 'Sisältö', type: 'richText', required: true },
    {
      name: 'align',
      label: 'Tasaus',
      type: 'select',
      defaultValue: 'start',
      options: [
        { label: 'Vasen', value: 'start' },
        { label: 'Keskitetty', value: 'center' },
      ],
    },
  ],
}
