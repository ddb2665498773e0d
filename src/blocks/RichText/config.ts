import type { Block } from 'payload'
import { selectField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Teksti', plural: 'Tekstit' },
  admin: { images: { thumbnail: widgetThumbnail('richText', 'Muotoiltua leipätekstiä') } },
  fields: [
    { name: 'content', label: 'Sisältö', type: 'richText', required: true },
    selectField('align', 'Tasaus', { start: 'Vasen', center: 'Keskitetty' }, { defaultValue: 'start' }),
  ],
}
