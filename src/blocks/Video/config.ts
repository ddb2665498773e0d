import type { Block } from 'payload'
import { rowOf } from '@/cms/fields/layout'
import { mediaField, mimeTypes, selectField, textField } from '@/cms/fields/simple'
import { parseVideoUrl, SERVICE_NAMES } from '@/lib/video-url'
import { widgetThumbnail } from '../thumbnail'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videot' },
  admin: { images: { thumbnail: widgetThumbnail('video', 'YouTube-, Vimeo- tai oma videotiedosto') } },
  fields: [
    rowOf(
      '50%',
      selectField(
        'source',
        'Lähde',
        { youtube: 'YouTube', vimeo: 'Vimeo', hosted: 'Oma tiedosto' },
        {
          required: true,
          defaultValue: 'youtube',
        },
      ),
      textField('title', 'Videon nimi', {
        required: true,
        admin: { description: 'Ruudunlukija kertoo upotuksen tällä nimellä.' },
      }),
    ),
    textField('url', 'Videon osoite', {
      validate: validateVideoUrl,
      admin: {
        condition: (_, sibling) => sibling?.source !== 'hosted',
        description:
          'Esim. https://www.youtube.com/watch?v=… , https://youtu.be/… tai https://vimeo.com/123456. Upotus latautuu vasta, kun kävijä hyväksyy evästeet; sitä ennen näkyy esikatselukuva.',
      },
    }),
    mediaField('file', 'Videotiedosto', {
      filterOptions: mimeTypes('video/'),
      admin: { condition: (_, sibling) => sibling?.source === 'hosted' },
    }),
    mediaField('poster', 'Esikatselukuva', {
      filterOptions: mimeTypes('image/'),
      admin: { description: 'Näkyy ennen suostumusta ja ennen kuin video alkaa.' },
    }),
    textField('caption', 'Kuvateksti'),
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
