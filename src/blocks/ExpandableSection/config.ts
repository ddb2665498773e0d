import type { Block, Field } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf } from '@/cms/fields/layout'
import { checkboxField, groupField, mediaField, selectField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

/** What the section's bar shows in one state; the active state's fields replace these when open. */
function stateFields(required: boolean): Field[] {
  return [textField('title', 'Otsikko', { required }), rowOf('50%', iconField(), mediaField('image', 'Kuva'))]
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
    groupField('active', 'Avattuna', stateFields(false), {
      admin: {
        description: 'Avatun osion otsikko, ikoni ja kuva. Tyhjä kenttä näyttää suljetun tilan arvon.',
      },
    }),
    rowOf(
      '50%',
      selectField('animation', 'Animaatio', { slide: 'Liuku', fade: 'Häivytys' }, { defaultValue: 'slide' }),
      checkboxField('open', 'Avattu sivun latautuessa', {
        defaultValue: false,
        admin: { style: { alignSelf: 'center' } },
      }),
    ),
    row(colourField('titleColour', 'Otsikon väri'), colourField('titleBackground', 'Otsikon tausta')),
    widgetsField({ name: 'content', label: 'Sisältö' }),
  ],
}
