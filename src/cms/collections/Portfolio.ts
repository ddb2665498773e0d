import { seoGroup } from '../fields/seo'
import { slugField } from '../fields/slug'
import { sortNameFields } from '../fields/sort-name'
import { categoriesField, contentCollection } from './content-collection'

export const Portfolio = contentCollection('portfolio', {
  labels: { singular: 'Referenssi', plural: 'Referenssit' },
  defaultColumns: ['title', 'client', 'date', '_status'],
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
    categoriesField,
    ...sortNameFields,
  ],
})
