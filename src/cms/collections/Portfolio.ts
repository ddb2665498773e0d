import { seoGroup } from '../fields/seo'
import { mediaField, richTextField, textareaField, textField } from '../fields/simple'
import { slugField } from '../fields/slug'
import { visualEditField } from '../fields/visual-edit'
import { categoriesField, contentCollection, dateOrderField } from './content-collection'

export const Portfolio = contentCollection('portfolio', {
  labels: { singular: 'Referenssi', plural: 'Referenssit' },
  defaultColumns: ['title', 'client', 'date', '_status'],
  defaultSort: '-date',
  fields: [
    visualEditField,
    textField('client', 'Asiakas'),
    textareaField('excerpt', ['Tiivistelmä', 'Excerpt'], { localized: true }),
    mediaField('coverImage', ['Kansikuva', 'Cover image'], { required: true }),
    mediaField('images', ['Kuvat', 'Images'], { hasMany: true }),
    richTextField('content', ['Sisältö', 'Content'], { localized: true }),
    seoGroup,
    slugField(),
    dateOrderField(),
    categoriesField,
  ],
})
