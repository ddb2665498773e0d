import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'

export const TooltipBlock: Block = {
  slug: 'tooltip',
  interfaceName: 'TooltipBlock',
  labels: { singular: 'Vihje', plural: 'Vihjeet' },
  admin: { images: { thumbnail: widgetThumbnail('tooltip', 'Sana tai ikoni, josta aukeaa vihje') } },
  fields: [
    {
      name: 'trigger',
      label: 'Vihjeen kohde',
      type: 'radio',
      defaultValue: 'text',
      options: [
        { label: 'Teksti', value: 'text' },
        { label: 'Ikoni', value: 'icon' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'text',
      label: 'Teksti ennen kohdetta',
      type: 'textarea',
      admin: { description: 'Valinnainen: kappale, jonka lopussa vihjeen kohde on.' },
    },
    {
      name: 'label',
      label: 'Kohde',
      type: 'text',
      required: true,
      admin: { description: 'Tekstinä näkyvä sana tai ikonin saavutettava nimi.' },
    },
    {
      name: 'icon',
      label: 'Ikoni',
      type: 'select',
      defaultValue: 'lightbulb',
      options: ICON_OPTIONS,
      admin: { condition: (_, sibling) => sibling?.trigger === 'icon' },
    },
    { name: 'textAfter', label: 'Teksti kohteen jälkeen', type: 'textarea' },
    { name: 'tooltip', label: 'Vihjeen teksti', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'placement',
          label: 'Sijainti',
          type: 'select',
          defaultValue: 'top',
          options: [
            { label: 'Yläpuolella', value: 'top' },
            { label: 'Alapuolella', value: 'bottom' },
          ],
          admin: { width: '33%' },
        },
        colourField('background', 'Vihjeen tausta'),
        colourField('textColour', 'Vihjeen teksti'),
      ],
    },
  ],
}
