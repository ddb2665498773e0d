import type { Block } from 'payload'
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
    { name: 'title', label: 'Otsikko', type: 'text' },
    {
      name: 'headingLevel',
      label: 'Otsikkotaso',
      type: 'select',
      defaultValue: 'h3',
      options: ['h2', 'h3', 'h4'].map((v) => ({ label: v.toUpperCase(), value: v })),
    },
    { name: 'text', label: 'Johdanto', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'readMoreLabel',
          label: 'Avauspainikkeen teksti',
          type: 'text',
          admin: { width: '50%', placeholder: 'Lue lisää' },
        },
        {
          name: 'closeLabel',
          label: 'Sulkulinkin teksti',
          type: 'text',
          admin: { width: '50%', placeholder: 'Sulje' },
        },
      ],
    },
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
