import type { CollectionConfig } from 'payload'
import { loggedIn, publishedOrLoggedIn } from '../access/roles'
import { seoGroup } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'
import { fillSearchText, searchFields } from '../hooks/search-text'

export const Portfolio: CollectionConfig<'portfolio'> = {
  slug: 'portfolio',
  labels: { singular: 'Referenssi', plural: 'Referenssit' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'client', 'date', '_status'] },
  access: { read: publishedOrLoggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: '-date',
  fields: [
    { name: 'title', label: { fi: 'Otsikko', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'client', label: 'Asiakas', type: 'text' },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'content', type: 'richText', localized: true },
    seoGroup,
    slugField(),
    { name: 'date', type: 'date', index: true, admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    ...searchFields,
  ],
  hooks: {
    beforeChange: [fillSearchText],
    afterChange: [revalidateDocument],
  },
}
