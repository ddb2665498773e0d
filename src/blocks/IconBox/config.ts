import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { headingLevelField } from '@/cms/fields/heading-level'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf } from '@/cms/fields/layout'
import { optionalLink } from '@/cms/fields/link'
import { selectField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

export const IconBoxBlock: Block = {
  slug: 'iconBox',
  interfaceName: 'IconBoxBlock',
  labels: { singular: 'Ikonilaatikko', plural: 'Ikonilaatikot' },
  admin: { images: { thumbnail: widgetThumbnail('iconBox', 'Ikoni, otsikko ja teksti') } },
  fields: [
    iconField({ required: true }),
    textField('title', 'Otsikko', { required: true }),
    textareaField('text', 'Teksti'),
    rowOf(
      '50%',
      selectField(
        'layout',
        'Asettelu',
        { top: 'Ikoni ylhäällä', side: 'Ikoni vasemmalla' },
        { defaultValue: 'top' },
      ),
      headingLevelField('h3'),
    ),
    row(colourField('iconColour', 'Ikonin väri'), colourField('iconBackground', 'Ikonin tausta')),
    ...optionalLink(),
  ],
}
