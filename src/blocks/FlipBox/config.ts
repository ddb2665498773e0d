import type { Block } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf } from '@/cms/fields/layout'
import {
  groupField,
  mediaField,
  numberField,
  selectField,
  textareaField,
  textField,
} from '@/cms/fields/simple'
import { MEDIA } from '@/lib/constants'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

export const FLIP_DIRECTIONS = ['left', 'right', 'up', 'down'] as const

const STYLES = { flip: 'Kääntyvä (hiiri päälle, napautus)', door: 'Ovet (avautuu klikkaamalla)' }
const DIRECTIONS = { left: 'Vasemmalle', right: 'Oikealle', up: 'Ylös', down: 'Alas' }

/** Each side's background and text colour. */
const sideColours = () => row(colourField('background', 'Tausta'), colourField('colour', 'Tekstin väri'))

export const FlipBoxBlock: Block = {
  slug: 'flipBox',
  interfaceName: 'FlipBoxBlock',
  labels: { singular: 'Kääntyvä laatikko', plural: 'Kääntyvät laatikot' },
  admin: {
    images: { thumbnail: widgetThumbnail('flipBox', 'Laatikko, joka kääntyy ja näyttää kääntöpuolen') },
  },
  fields: [
    rowOf(
      '50%',
      selectField('style', 'Tyyli', STYLES, { defaultValue: 'flip' }),
      selectField('direction', 'Kääntösuunta', DIRECTIONS, {
        defaultValue: 'left',
        admin: { condition: (_, sibling) => sibling?.style !== 'door' },
      }),
    ),
    groupField('front', 'Etupuoli', [
      rowOf('50%', iconField(), mediaField('image', 'Kuva')),
      textField('title', 'Otsikko', { required: true }),
      textareaField('text', 'Teksti'),
      sideColours(),
    ]),
    groupField('back', 'Takapuoli', [sideColours()]),
    widgetsField({
      name: 'content',
      label: 'Takapuolen sisältö',
      admin: { description: 'Esimerkiksi teksti ja painike.' },
    }),
    numberField('minHeight', 'Vähimmäiskorkeus (px)', {
      min: MEDIA.hoverBoxMinHeight,
      defaultValue: MEDIA.hoverBoxMinHeight,
      admin: { description: `Vähintään ${MEDIA.hoverBoxMinHeight} px.` },
    }),
  ],
}
