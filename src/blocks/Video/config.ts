import type { Block } from 'payload'
import { parseVideoUrl, SERVICE_NAMES } from '@/lib/video-url'
import { widgetThumbnail } from '../thumbnail'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videot' },
  admin: { images: { thumbnail: widgetThumbnail('video', 'YouTube-, Vimeo- tai oma videotiedosto') } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          label: 'Lähde',
          type: 'select',
          required: true,
          defaultValue: 'youtube',
          options: [
            { label: 'YouTube', value: 'youtube' },
            { label: 'Vimeo', value: 'vimeo' },
            { label: 'Oma tiedosto', value: 'hosted' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'title',
          label: 'Videon nimi',
          type: 'text',
          required: true,
          admin: { width: '50%', description: 'Ruudunlukija kertoo upotuksen tällä nimellä.' },
        },
      ],
    },
    {
      name: 'url',
      label: 'Videon osoite',
      type: 'text',
      validate: validateVideoUrl,
      admin: {
        condition: (_, sibling) => sibling?.source !== 'hosted',
        description:
          'Esim. https://www.youtube.com/watch?v=… , https://youtu.be/… tai https://vimeo.com/123456. Upotus latautuu vasta, kun kävijä hyväksyy evästeet; sitä ennen näkyy esikatselukuva.',
      },
    },
    {
      name: 'file',
      label: 'Videotiedosto',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video/' } },
      admin: { condition: (_, sibling) => sibling?.source === 'hosted' },
    },
    {
      name: 'poster',
      label: 'Esikatselukuva',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image/' } },
      admin: { description: 'Näkyy ennen suostumusta ja ennen kuin video alkaa.' },
    },
    { name: 'caption', label: 'Kuvateksti', type: 'text' },
  ],
}

/** The address must be one the page can embed, so an editor learns of a typo in the admin, not on the site. */
export function validateVideoUrl(
  value: unknown,
  { siblingData }: { siblingData: { source?: string } },
): true | string {
  const source = siblingData.source
  if (source !== 'youtube' && source !== 'vimeo') return true
  if (typeof value !== 'string' || value.trim() === '') return 'Anna videon osoite.'
  return parseVideoUrl(source, value.trim()) ? true : `Osoite ei ole ${SERVICE_NAMES[source]}-videon osoite.`
}
