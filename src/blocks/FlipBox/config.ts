import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { MEDIA } from '@/lib/constants'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

export const FLIP_DIRECTIONS = ['left', 'right', 'up', 'down'] as const

export const FlipBoxBlock: Block = {
  slug: 'flipBox',
  interfaceName: 'FlipBoxBlock',
  labels: { singular: 'Kääntyvä laatikko', plural: 'Kääntyvät laatikot' },
  admin: {
    images: { thumbnail: widgetThumbnail('flipBox', 'Laatikko, joka kääntyy ja näyttää kääntöpuolen') },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          label: 'Tyyli',
          type: 'select',
          defaultValue: 'flip',
          options: [
            { label: 'Kääntyvä (hiiri päälle, napautus)', value: 'flip' },
            { label: 'Ovet (avautuu klikkaamalla)', value: 'door' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'direction',
          label: 'Kääntösuunta',
          type: 'select',
          defaultValue: 'left',
          options: [
            { label: 'Vasemmalle', value: 'left' },
            { label: 'Oikealle', value: 'right' },
            { label: 'Ylös', value: 'up' },
            { label: 'Alas', value: 'down' },
          ],
          admin: { width: '50%', condition: (_, sibling) => sibling?.style !== 'door' },
        },
      ],
    },
    {
      name: 'front',
      label: 'Etupuoli',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', label: 'Ikoni', type: 'select', options: ICON_OPTIONS, admin: { width: '50%' } },
            { name: 'image', label: 'Kuva', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
          ],
        },
        { name: 'title', label: 'Otsikko', type: 'text', required: true },
        { name: 'text', label: 'Teksti', type: 'textarea' },
        {
          type: 'row',
          fields: [colourField('background', 'Tausta'), colourField('colour', 'Tekstin väri')],
        },
      ],
    },
    {
      name: 'back',
      label: 'Takapuoli',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [colourField('background', 'Tausta'), colourField('colour', 'Tekstin väri')],
        },
      ],
    },
    widgetsField({
      name: 'content',
      label: 'Takapuolen sisältö',
      admin: { description: 'Esimerkiksi teksti ja painike.' },
    }),
    {
      name: 'minHeight',
      label: 'Vähimmäiskorkeus (px)',
      type: 'number',
      min: MEDIA.hoverBoxMinHeight,
      defaultValue: MEDIA.hoverBoxMinHeight,
      admin: { description: `Vähintään ${MEDIA.hoverBoxMinHeight} px.` },
    },
  ],
}
