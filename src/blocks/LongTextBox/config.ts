import type { Block } from 'payload'
import { headingLevelField } from '@/cms/fields/heading-level'
import { rowOf } from '@/cms/fields/layout'
import { textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

export const LongTextBoxBlock: Block = {
  slug: 'longTextBox',
  interfaceName: 'LongTextBoxBlock',
  labels: { singular: 'Pitkä tekstilaatikko', plural: 'Pitkät tekstilaatikot' },
  admin: {
    images: { thumbnail: widgetThumbnail('longTextBox', 'Teksti, joka jatkuu Lue lisää -painikkeella') },
  },
  fields: [
    textField('title', 'Otsikko'),
    headingLevelField('h3'),
    textareaField('text', 'Johdanto'),
    rowOf(
      '50%',
      textField('readMoreLabel', 'Avauspainikkeen teksti', { admin: { placeholder: 'Lue lisää' } }),
      textField('closeLabel', 'Sulkulinkin teksti', { admin: { placeholder: 'Sulje' } }),
    ),
    widgetsField({
      name: 'content',
      label: 'Avattu sisältö',
      admin: {
        description:
          'Näytetään, kun kävijä valitsee "Lue lisää". Rivin muut sarakkeet piilotetaan siksi aikaa.',
      },
    }),
  ],
}
