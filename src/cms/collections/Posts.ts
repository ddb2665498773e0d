import { deleteFeedbackOf } from '../feedback/cascade'
import { seoGroup } from '../fields/seo'
import {
  checkboxField,
  dateField,
  mediaField,
  richTextField,
  textareaField,
  textField,
} from '../fields/simple'
import { slugField } from '../fields/slug'
import { visualEditField } from '../fields/visual-edit'
import { categoriesField, contentCollection } from './content-collection'

export const Posts = contentCollection('posts', {
  labels: { singular: 'Artikkeli', plural: 'Artikkelit' },
  defaultColumns: ['title', 'publishedAt', '_status'],
  defaultSort: '-publishedAt',
  fields: [
    visualEditField,
    textareaField('excerpt', ['Tiivistelmä', 'Excerpt'], { localized: true }),
    mediaField('heroImage', ['Pääkuva', 'Main image']),
    richTextField('content', ['Sisältö', 'Content'], { localized: true }),
    seoGroup,
    slugField(),
    dateField('publishedAt', ['Julkaisupäivä', 'Publication date'], {
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) =>
            value ?? (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    }),
    categoriesField,
    textField('authorName', ['Kirjoittaja', 'Author'], {
      maxLength: 120,
      admin: { position: 'sidebar', description: 'Näkyy artikkelin päiväyksen vieressä.' },
    }),
    checkboxField('sticky', ['Kiinnitetty', 'Sticky'], {
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Kiinnitetty artikkeli näkyy blogin listan kärjessä.' },
    }),
  ],
  beforeDelete: [deleteFeedbackOf('comments', 'post')],
})
