import type { Block } from 'payload'
import { rowOf } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import { mediaField, mimeTypes, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

export const VideoBannerBlock: Block = {
  slug: 'videoBanner',
  interfaceName: 'VideoBannerBlock',
  labels: { singular: 'Videobanneri', plural: 'Videobannerit' },
  admin: { images: { thumbnail: widgetThumbnail('videoBanner', 'Video herää, kun osoitin on päällä') } },
  fields: [
    rowOf(
      '50%',
      mediaField('file', 'Videotiedosto', {
        required: true,
        filterOptions: mimeTypes('video/'),
        admin: {
          description:
            'Lyhyt, äänetön MP4- tai WebM-video. Se latautuu vasta, kun kävijä osoittaa tai napauttaa banneria.',
        },
      }),
      mediaField('poster', 'Esikatselukuva', {
        filterOptions: mimeTypes('image/'),
        admin: {
          description: 'Näkyy ennen kuin video alkaa, ja aina, jos kävijä on pyytänyt vähentämään liikettä.',
        },
      }),
    ),
    textField('title', 'Otsikko'),
    textareaField('text', 'Teksti'),
    ...optionalLink(),
  ],
}
