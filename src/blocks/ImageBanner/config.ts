import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { linkGroup } from '@/cms/fields/link'
import { MEDIA } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'

export const ImageBannerBlock: Block = {
  slug: 'imageBanner',
  interfaceName: 'ImageBannerBlock',
  labels: { singular: 'Kuvabanneri', plural: 'Kuvabannerit' },
  admin: { images: { thumbnail: widgetThumbnail('imageBanner', 'Kuva, jonka päällä on tekstiä') } },
  fields: [
    { name: 'image', label: 'Kuva', type: 'upload', relationTo: 'media', required: true },
    { name: 'title', label: 'Otsikko', type: 'text' },
    { name: 'text', label: 'Teksti', type: 'textarea' },
    { name: 'hasLink', label: 'Linkki', type: 'checkbox' },
    { ...linkGroup('link'), admin: { condition: (_, sibling) => Boolean(sibling?.hasLink) } },
    {
      name: 'lightbox',
      label: 'Kuva avautuu kuvakehykseen',
      type: 'checkbox',
      admin: {
        condition: (_, sibling) => !sibling?.hasLink,
        description: 'Klikattaessa kuva suurenee koko näytön kokoiseksi.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hoverEffect',
          label: 'Efekti osoitettaessa',
          type: 'select',
          defaultValue: 'zoom',
          options: [
            { label: 'Ei efektiä', value: 'none' },
            { label: 'Lähennys', value: 'zoom' },
            { label: 'Nousu', value: 'lift' },
            { label: 'Tummennus', value: 'darken' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'textPosition',
          label: 'Tekstin paikka',
          type: 'select',
          defaultValue: 'center',
          options: [
            { label: 'Keskellä', value: 'center' },
            { label: 'Alhaalla vasemmalla', value: 'bottom-start' },
            { label: 'Ylhäällä vasemmalla', value: 'top-start' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'minHeight',
          label: 'Vähimmäiskorkeus (px)',
          type: 'number',
          defaultValue: MEDIA.hoverBoxMinHeight,
          min: 120,
          max: 1200,
          admin: { width: '33%', description: 'Vähimmäiskorkeus pikseleinä' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('overlayColour', 'Peittoväri', '#000000'),
        {
          name: 'overlayOpacity',
          label: 'Peittävyys (%)',
          type: 'number',
          defaultValue: 45,
          min: 0,
          max: 100,
          admin: { width: '25%' },
        },
        colourField('textColour', 'Tekstin väri', '#ffffff'),
      ],
    },
  ],
}
