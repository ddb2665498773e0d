import type { CollectionConfig } from 'payload'
import { loggedIn, publishedOrLoggedIn } from '../access/roles'
import { seoGroup } from '../fields/seo'
import { slugField } from '../fields/slug'
import { sortNameFields } from '../fields/sort-name'
import { revalidateContent, revalidateDeletedContent } from '../hooks/revalidate'
import { contentPreview, draftVersions } from '../preview'
import { indexForSearch, removeFromSearch } from '../search/search-index'

export const Portfolio: CollectionConfig<'portfolio'> = {
  slug: 'portfolio',
  labels: { singular: 'Referenssi', plural: 'Referenssit' },
  admin: {
    useAsTitle: 'title',
    ...contentPreview('portfolio'),
    defaultColumns: ['title', 'client', 'date', '_status'],
  },
  access: { read: publishedOrLoggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  versions: draftVersions,
  defaultSort: '-date',
  fields: [
    { name: 'title', label: { fi: 'Otsikko', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'client', label: 'Asiakas', type: 'text' },
    { name: 'excerpt', label: { fi: 'Tiivistelmä', en: 'Excerpt' }, type: 'textarea', localized: true },
    {
      name: 'coverImage',
      label: { fi: 'Kansikuva', en: 'Cover image' },
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    {
      name: 'images',
      label: { fi: 'Kuvat', en: 'Images' },
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
    },
    { name: 'content', label: { fi: 'Sisältö', en: 'Content' }, type: 'richText', localized: true },
    seoGroup,
    slugField(),
    {
      name: 'date',
      label: { fi: 'Päivämäärä', en: 'Date' },
      type: 'date',
      index: true,
      admin: { position: 'sidebar' },
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
    afterChange: [indexForSearch, revalidateContent],
    afterDelete: [removeFromSearch, revalidateDeletedContent],
  },
}
