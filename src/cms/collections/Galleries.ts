import { slugField } from '../fields/slug'
import { sortNameFields } from '../fields/sort-name'
import { categoriesField, contentCollection } from './content-collection'

export const VIDEO_URL_PATTERN =
  /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/|vimeo\.com\/|player\.vimeo\.com\/video\/)/

/** A custom picture id: a slug that is not a plain number (numbers are the 1-based positions). */
const PID_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Galleries = contentCollection('galleries', {
  labels: { singular: 'Galleria', plural: 'Galleriat' },
  defaultColumns: ['title', 'date', '_status'],
  defaultSort: '-date',
  fields: [
    { name: 'title', label: { fi: 'Otsikko', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'description', label: { fi: 'Kuvaus', en: 'Description' }, type: 'textarea', localized: true },
    slugField(),
    {
      name: 'date',
      label: { fi: 'Päivämäärä', en: 'Date' },
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    categoriesField,
    {
      name: 'items',
      label: 'Kuvat ja videot',
      type: 'array',
      labels: { singular: 'Kohde', plural: 'Kohteet' },
      fields: [
        {
          name: 'media',
          label: { fi: 'Kuva tai video', en: 'Image or video' },
          type: 'upload',
          relationTo: 'media',
          required: true,
        },
        { name: 'title', label: { fi: 'Otsikko', en: 'Title' }, type: 'text', localized: true },
        {
          name: 'description',
          label: { fi: 'Kuvaus', en: 'Description' },
          type: 'textarea',
          localized: true,
        },
        {
          name: 'pid',
          label: { fi: 'Kuvan tunniste osoitteessa', en: 'Picture id in the address' },
          type: 'text',
          admin: {
            description:
              'Valinnainen, esim. "jarvi-illalla": suora linkki kuvaan on silloin #&gid=1&pid=jarvi-illalla. Tyhjänä kuvan järjestysnumero.',
          },
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' && PID_PATTERN.test(value))
              ? true
              : 'Käytä vain pieniä kirjaimia a–z, numeroita ja väliviivoja; ei pelkkiä numeroita.',
        },
        {
          name: 'videoUrl',
          label: 'Videolinkki (YouTube tai Vimeo)',
          type: 'text',
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' && VIDEO_URL_PATTERN.test(value))
              ? true
              : 'Videon osoitetta ei tueta. Käytä YouTube- tai Vimeo-linkkiä.',
        },
      ],
    },
    ...sortNameFields,
  ],
})
