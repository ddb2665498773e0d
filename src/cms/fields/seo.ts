import type { GroupField } from 'payload'

export const seoGroup: GroupField = {
  name: 'meta',
  label: 'Hakukoneet ja jakaminen',
  type: 'group',
  fields: [
    { name: 'title', label: 'Otsikko hakukoneille', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', label: 'Kuvaus hakukoneille', type: 'textarea', localized: true, maxLength: 200 },
    { name: 'image', label: 'Jakokuva', type: 'upload', relationTo: 'media' },
  ],
}
