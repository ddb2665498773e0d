import type { CollectionConfig } from 'payload'
import { loggedIn, publishedOrLoggedIn } from '../access/roles'
import { deleteFeedbackOf } from '../feedback/cascade'
import { seoGroup } from '../fields/seo'
import { slugField } from '../fields/slug'
import { sortNameFields } from '../fields/sort-name'
import { revalidateContent, revalidateDeletedContent } from '../hooks/revalidate'
import { contentPreview, draftVersions } from '../preview'
import { indexForSearch, removeFromSearch } from '../search/search-index'

export const Posts: CollectionConfig<'posts'> = {
  slug: 'posts',
  labels: { singular: 'Artikkeli', plural: 'Artikkelit' },
  admin: {
    useAsTitle: 'title',
    ...contentPreview('posts'),
    defaultColumns: ['title', 'publishedAt', '_status'],
  },
  access: { read: publishedOrLoggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  versions: draftVersions,
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
    {
      name: 'categories',
      label: { fi: 'Kategoriat', en: 'Categories' },
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    ...sortNameFields,
  ],
  hooks: {
    beforeDelete: [deleteFeedbackOf('comments', 'post')],
    afterChange: [indexForSearch, revalidateContent],
    afterDelete: [removeFromSearch, revalidateDeletedContent],
  },
}
