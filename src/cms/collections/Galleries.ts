import { emptyOrMatching } from '../fields/pattern'
import { arrayField, mediaField, textareaField, textField } from '../fields/simple'
import { slugField } from '../fields/slug'
import { visualEditField } from '../fields/visual-edit'
import { categoriesField, contentCollection, dateOrderField } from './content-collection'

export const VIDEO_URL_PATTERN =
  /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/|vimeo\.com\/|player\.vimeo\.com\/video\/)/

/** A custom picture id: a slug that is not a plain number (numbers are the 1-based positions). */
const PID_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Galleries = contentCollection('galleries', {
  labels: { singular: 'Galleria', plural: 'Galleriat' },
  defaultColumns: ['title', 'date', '_status'],
  defaultSort: '-date',
  fields: [
    visualEditField,
    textareaField('description', ['Kuvaus', 'Description'], { localized: true }),
    slugField(),
    dateOrderField({ defaultValue: () => new Date().toISOString() }),
    categoriesField,
    arrayField(
      'items',
      'Kuvat ja videot',
      [
        mediaField('media', ['Kuva tai video', 'Image or video'], { required: true }),
        textField('title', ['Otsikko', 'Title'], { localized: true }),
        textareaField('description', ['Kuvaus', 'Description'], { localized: true }),
        textField('pid', ['Kuvan tunniste osoitteessa', 'Picture id in the address'], {
          admin: {
            description:
              'Valinnainen, esim. "jarvi-illalla": suora linkki kuvaan on silloin #&gid=1&pid=jarvi-illalla. Tyhjänä kuvan järjestysnumero.',
          },
          validate: (value: unknown) =>
            emptyOrMatching(
              value,
              PID_PATTERN,
              'Käytä vain pieniä kirjaimia a–z, numeroita ja väliviivoja; ei pelkkiä numeroita.',
            ),
        }),
        textField('videoUrl', 'Videolinkki (YouTube tai Vimeo)', {
          validate: (value: unknown) =>
            emptyOrMatching(
              value,
              VIDEO_URL_PATTERN,
              'Videon osoitetta ei tueta. Käytä YouTube- tai Vimeo-linkkiä.',
            ),
        }),
      ],
      { labels: { singular: 'Kohde', plural: 'Kohteet' } },
    ),
  ],
})
