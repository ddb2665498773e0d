import type { GroupField } from 'payload'

export const seoGroup: GroupField = {
  name: 'meta',
  label: 'Hakukoneet ja jakaminen',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 200 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
