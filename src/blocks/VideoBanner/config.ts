import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { widgetThumbnail } from '../thumbnail'

export const VideoBannerBlock: Block = {
  slug: 'videoBanner',
  interfaceName: 'VideoBannerBlock',
  labels: { singular: 'Videobanneri', plural: 'Videobannerit' },
  admin: { images: { thumbnail: widgetThumbnail('videoBanner', 'Video herää, kun osoitin on päällä') } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'file',
          label: 'Videotiedosto',
          type: 'upload',
          relationTo: 'media',
          required: true,
          filterOptions: { mimeType: { contains: 'video/' } },
          admin: {
            width: '50%',
            description:
              'Lyhyt, äänetön MP4- tai WebM-video. Se latautuu vasta, kun kävijä osoittaa tai napauttaa banneria.',
          },
        },
        {
          name: 'poster',
          label: 'Esikatselukuva',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'image/' } },
          admin: {
            width: '50%',
            description:
              'Näkyy ennen kuin video alkaa, ja aina, jos kävijä on pyytänyt vähentämään liikettä.',
          },
        },
      ],
    },
    { name: 'title', label: 'Otsikko', type: 'text' },
    { name: 'text', label: 'Teksti', type: 'textarea' },
    { name: 'hasLink', label: 'Linkki', type: 'checkbox' },
    { ...linkGroup('link'), admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) } },
  ],
}
