import type { CollectionConfig } from 'payload'
import { mediaDir } from '@/lib/media-files'
import { anyone, loggedIn } from '../access/roles'
import { textField } from '../fields/simple'
import { staticImageUrls } from '../hooks/media-url'
import { revalidateDeletedMedia, revalidateMedia } from '../hooks/revalidate'

/** Widths for `srcset`; every upload is resized by sharp into these, as WebP. */
export const IMAGE_WIDTHS = { small: 480, medium: 960, large: 1600, xlarge: 2400 } as const

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  labels: { singular: 'Media', plural: 'Media' },
  access: { read: anyone, create: loggedIn, update: loggedIn, delete: loggedIn },
  admin: { useAsTitle: 'alt' },
  hooks: {
    afterRead: [staticImageUrls],
    afterChange: [revalidateMedia],
    afterDelete: [revalidateDeletedMedia],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'image/svg+xml',
      'video/mp4',
      'video/webm',
    ],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'small',
    imageSizes: Object.entries(IMAGE_WIDTHS).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
  },
  fields: [
    textField('alt', 'Vaihtoehtoinen teksti', {
      required: true,
      localized: true,
      admin: { description: 'Kerro lyhyesti, mitä kuvassa on. Näytönlukija lukee tämän.' },
    }),
    textField('caption', 'Kuvateksti', { localized: true }),
  ],
}
