import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { widgetThumbnail } from '../thumbnail'

const percent = (name: 'x' | 'y', label: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  defaultValue: 50,
  min: 0,
  max: 100,
  admin: { width: '25%', description: '0–100 %' },
})

export const ImageHotspotsBlock: Block = {
  slug: 'imageHotspots',
  interfaceName: 'ImageHotspotsBlock',
  labels: { singular: 'Kuva ja kohdepisteet', plural: 'Kuvat ja kohdepisteet' },
  admin: { images: { thumbnail: widgetThumbnail('imageHotspots', 'Kuva, jossa avautuvia kohdepisteitä') } },
  fields: [
    { name: 'image', label: 'Kuva', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', label: 'Kuvateksti', type: 'text' },
    {
      name: 'hotspots',
      label: 'Kohdepisteet',
      labels: { singular: 'Kohdepiste', plural: 'Kohdepisteet' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            percent('x', 'Vaakasijainti'),
            percent('y', 'Pystysijainti'),
            {
              name: 'label',
              label: 'Nimi',
              type: 'text',
              required: true,
              admin: { width: '50%', description: 'Pisteen saavutettava nimi ja vihjeen otsikko.' },
            },
          ],
        },
        { name: 'tooltip', label: 'Vihjeen teksti', type: 'textarea', required: true },
      ],
    },
    {
      type: 'row',
      fields: [colourField('markerColour', 'Pisteen väri'), colourField('background', 'Vihjeen tausta')],
    },
  ],
}
