import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { row, sized } from '@/cms/fields/layout'
import { arrayField, mediaField, percentField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

const percent = (name: 'x' | 'y', label: string) =>
  sized('25%', percentField(name, label, 50, { required: true, admin: { description: '0–100 %' } }))

export const ImageHotspotsBlock: Block = {
  slug: 'imageHotspots',
  interfaceName: 'ImageHotspotsBlock',
  labels: { singular: 'Kuva ja kohdepisteet', plural: 'Kuvat ja kohdepisteet' },
  admin: { images: { thumbnail: widgetThumbnail('imageHotspots', 'Kuva, jossa avautuvia kohdepisteitä') } },
  fields: [
    mediaField('image', 'Kuva', { required: true }),
    textField('caption', 'Kuvateksti'),
    arrayField(
      'hotspots',
      'Kohdepisteet',
      [
        row(
          percent('x', 'Vaakasijainti'),
          percent('y', 'Pystysijainti'),
          sized(
            '50%',
            textField('label', 'Nimi', {
              required: true,
              admin: { description: 'Pisteen saavutettava nimi ja vihjeen otsikko.' },
            }),
          ),
        ),
        textareaField('tooltip', 'Vihjeen teksti', { required: true }),
      ],
      { labels: { singular: 'Kohdepiste', plural: 'Kohdepisteet' } },
    ),
    row(colourField('markerColour', 'Pisteen väri'), colourField('background', 'Vihjeen tausta')),
  ],
}
