import { deleteFeedbackOf } from '../feedback/cascade'
import { seoGroup } from '../fields/seo'
import { slugField } from '../fields/slug'
import { sortNameFields } from '../fields/sort-name'
import { categoriesField, contentCollection } from './content-collection'

export const Posts = contentCollection('posts', {
  labels: { singular: 'Artikkeli', plural: 'Artikkelit' },
  defaultColumns: ['title', 'publishedAt', '_status'],
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', label: { fi: 'Otsikko', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'excerpt', label: { fi: 'Tiivistelmä', en: 'Excerpt' }, type: 'textarea', localized: true },
    { name: 'heroImage', label: { fi: 'Pääkuva', en: 'Main image' }, type: 'upload', relationTo: 'media' },
    { name: 'content', label: { fi: 'Sisältö', en: 'Content' }, type: 'richText', localized: true },
    seoGroup,
    slugField(),
    {
      name: 'publishedAt',
      label: { fi: 'Julkaisupäivä', en: 'Publication date' },
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
    categoriesField,
    ...sortNameFields,
  ],
  beforeDelete: [deleteFeedbackOf('comments', 'post')],
})
