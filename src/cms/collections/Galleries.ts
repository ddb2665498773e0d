import type { CollectionConfig } from 'payload'
import { anyone, loggedIn } from '../access/roles'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'

export const VIDEO_URL_PATTERN =
  /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/|vimeo\.com\/|player\.vimeo\.com\/video\/)/

export const Galleries: CollectionConfig<'galleries'> = {
  slug: 'galleries',
  labels: { singular: 'Galleria', plural: 'Galleriat' },
  admin: { useAsTitle: 'title' },
  access: { read: anyone, create: loggedIn, update: loggedIn, delete: loggedIn },
  fields: [
    { name: 'title', label: { fi: 'Otsikko', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'description', label: { fi: 'Kuvaus', en: 'Description' }, type: 'textarea', localized: true },
    slugField(),
    {
      name: 'categories',
      label: { fi: 'Kategoriat', en: 'Categories' },
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
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
  ],
  hooks: {
    afterChange: [revalidateDocument],
  },
}
