import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Teksti', plural: 'Tekstit' },
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
