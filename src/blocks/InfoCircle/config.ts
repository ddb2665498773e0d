import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'

export const InfoCircleBlock: Block = {
  slug: 'infoCircle',
  interfaceName: 'InfoCircleBlock',
  labels: { singular: 'Tietoympyrä', plural: 'Tietoympyrät' },
  admin: { images: { thumbnail: widgetThumbnail('infoCircle', 'Kohdat ympyrän kehällä') } },
  fields: [
    {
      name: 'items',
      label: 'Kohdat',
      labels: { singular: 'Kohta', plural: 'Kohdat' },
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              label: 'Ikoni',
              type: 'select',
              required: true,
              options: ICON_OPTIONS,
              admin: { width: '50%' },
            },
            { name: 'title', label: 'Otsikko', type: 'text', required: true, admin: { width: '50%' } },
          ],
        },
        { name: 'text', label: 'Teksti', type: 'textarea' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDegree',
          label: 'Aloituskulma',
          type: 'number',
          defaultValue: 0,
          min: -360,
          max: 360,
          admin: {
            width: '25%',
            description: 'Ensimmäisen kohdan paikka asteina: 0 = ylhäällä, myötäpäivään.',
          },
        },
        {
          name: 'highlightStyle',
          label: 'Korostustyyli',
          type: 'select',
          defaultValue: 'fill',
          options: [
            { label: 'Täyttö', value: 'fill' },
            { label: 'Rengas', value: 'ring' },
            { label: 'Suurennus', value: 'scale' },
          ],
          admin: { width: '25%' },
        },
        {
          name: 'autoRotate',
          label: 'Kierrä automaattisesti',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '25%' },
        },
        {
          name: 'rotateSeconds',
          label: 'Kierron väli (s)',
          type: 'number',
          defaultValue: 3,
          min: 1,
          max: 60,
          admin: { width: '25%', condition: (_, sibling) => Boolean(sibling?.autoRotate) },
        },
      ],
    },
    {
      type: 'row',
      fields: [colourField('accent', 'Korostusväri'), colourField('circleColour', 'Ympyrän väri')],
    },
  ],
}
