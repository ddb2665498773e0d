import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { itemsField } from '@/cms/fields/items'
import { row, rowOf } from '@/cms/fields/layout'
import { checkboxField, numberField, selectField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

export const InfoCircleBlock: Block = {
  slug: 'infoCircle',
  interfaceName: 'InfoCircleBlock',
  labels: { singular: 'Tietoympyrä', plural: 'Tietoympyrät' },
  admin: { images: { thumbnail: widgetThumbnail('infoCircle', 'Kohdat ympyrän kehällä') } },
  fields: [
    itemsField([
      rowOf('50%', iconField({ required: true }), textField('title', 'Otsikko', { required: true })),
      textareaField('text', 'Teksti'),
    ]),
    rowOf(
      '25%',
      numberField('startDegree', 'Aloituskulma', {
        defaultValue: 0,
        min: -360,
        max: 360,
        admin: { description: 'Ensimmäisen kohdan paikka asteina: 0 = ylhäällä, myötäpäivään.' },
      }),
      selectField(
        'highlightStyle',
        'Korostustyyli',
        { fill: 'Täyttö', ring: 'Rengas', scale: 'Suurennus' },
        {
          defaultValue: 'fill',
        },
      ),
      checkboxField('autoRotate', 'Kierrä automaattisesti', { defaultValue: true }),
      numberField('rotateSeconds', 'Kierron väli (s)', {
        defaultValue: 3,
        min: 1,
        max: 60,
        admin: { condition: (_, sibling) => Boolean(sibling?.autoRotate) },
      }),
    ),
    row(colourField('accent', 'Korostusväri'), colourField('circleColour', 'Ympyrän väri')),
  ],
}
