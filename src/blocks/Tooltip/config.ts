import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { row, sized } from '@/cms/fields/layout'
import { radioField, selectField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

export const TooltipBlock: Block = {
  slug: 'tooltip',
  interfaceName: 'TooltipBlock',
  labels: { singular: 'Vihje', plural: 'Vihjeet' },
  admin: { images: { thumbnail: widgetThumbnail('tooltip', 'Sana tai ikoni, josta aukeaa vihje') } },
  fields: [
    radioField(
      'trigger',
      'Vihjeen kohde',
      { text: 'Teksti', icon: 'Ikoni' },
      {
        defaultValue: 'text',
        admin: { layout: 'horizontal' },
      },
    ),
    textareaField('text', 'Teksti ennen kohdetta', {
      admin: { description: 'Valinnainen: kappale, jonka lopussa vihjeen kohde on.' },
    }),
    textField('label', 'Kohde', {
      required: true,
      admin: { description: 'Tekstinä näkyvä sana tai ikonin saavutettava nimi.' },
    }),
    iconField({
      defaultValue: 'lightbulb',
      admin: { condition: (_, sibling) => sibling?.trigger === 'icon' },
    }),
    textareaField('textAfter', 'Teksti kohteen jälkeen'),
    textareaField('tooltip', 'Vihjeen teksti', { required: true }),
    row(
      sized(
        '33%',
        selectField(
          'placement',
          'Sijainti',
          { top: 'Yläpuolella', bottom: 'Alapuolella' },
          { defaultValue: 'top' },
        ),
      ),
      colourField('background', 'Vihjeen tausta'),
      colourField('textColour', 'Vihjeen teksti'),
    ),
  ],
}
