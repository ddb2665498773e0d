import type { Block } from 'payload'
import { SIZES_TO_XL } from '@/cms/fields/choices'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { itemsField } from '@/cms/fields/items'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import { selectField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

/** Icon sizes in CSS pixels; the admin offers these names. */
export const ICON_LIST_SIZES = { s: 16, m: 20, l: 28, xl: 36 } as const
export type IconListSize = keyof typeof ICON_LIST_SIZES

export const IconListBlock: Block = {
  slug: 'iconList',
  interfaceName: 'IconListBlock',
  labels: { singular: 'Ikonilista', plural: 'Ikonilistat' },
  admin: { images: { thumbnail: widgetThumbnail('iconList', 'Luettelo, jossa kohtien edessä on ikonit') } },
  fields: [
    itemsField([
      row(
        sized('30%', iconField({ required: true, defaultValue: 'check' })),
        sized('70%', textField('text', 'Teksti', { required: true })),
      ),
      ...optionalLink({ label: false }),
    ]),
    rowOf(
      '33%',
      selectField('iconSize', 'Ikonin koko', SIZES_TO_XL, { defaultValue: 'm' }),
      selectField(
        'iconShape',
        'Ikonin tausta',
        { none: 'Ei taustaa', circle: 'Ympyrä', square: 'Neliö' },
        {
          defaultValue: 'none',
        },
      ),
      selectField(
        'layout',
        'Asettelu',
        { stacked: 'Allekkain', inline: 'Rinnakkain' },
        { defaultValue: 'stacked' },
      ),
    ),
    row(
      colourField('iconColour', 'Ikonin väri'),
      colourField('iconBackground', 'Ikonin taustaväri'),
      colourField('textColour', 'Tekstin väri'),
    ),
  ],
}
