import type { Block, Field } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { ICON_OPTIONS } from '@/lib/icon-names'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

/** What the section's bar shows in one state; the active state's fields replace these when open. */
function stateFields(required: boolean): Field[] {
  return [
    { name: 'title', label: 'Otsikko', type: 'text', required },
    {
      type: 'row',
      fields: [
        { name: 'icon', label: 'Ikoni', type: 'select', options: ICON_OPTIONS, admin: { width: '50%' } },
        { name: 'image', label: 'Kuva', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
      ],
    },
  ]
}

export const ExpandableSectionBlock: Block = {
  slug: 'expandableSection',
  interfaceName: 'ExpandableSectionBlock',
  labels: { singular: 'Avautuva osio', plural: 'Avautuvat osiot' },
  admin: {
    images: { thumbnail: widgetThumbnail('expandableSection', 'Otsikko, jonka alta avautuu lisää sisältöä') },
  },
  fields: [
    ...stateFields(true),
    {
      name: 'active',
      label: 'Avattuna',
      type: 'group',
      admin: {
        description: 'Avatun osion otsikko, ikoni ja kuva. Tyhjä kenttä näyttää suljetun tilan arvon.',
      },
      fields: stateFields(false),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'animation',
          label: 'Animaatio',
          type: 'select',
          defaultValue: 'slide',
          options: [
            { label: 'Liuku', value: 'slide' },
            { label: 'Häivytys', value: 'fade' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'open',
          label: 'Avattu sivun latautuessa',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '50%', style: { alignSelf: 'center' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [colourField('titleColour', 'Otsikon väri'), colourField('titleBackground', 'Otsikon tausta')],
    },
    widgetsField({ name: 'content', label: 'Sisältö' }),
  ],
}
