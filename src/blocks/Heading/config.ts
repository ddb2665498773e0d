import type { Block } from 'payload'
import { ALIGNMENTS, SIZES_TO_XL } from '@/cms/fields/choices'
import { colourField } from '@/cms/fields/colour'
import { headingLevels } from '@/cms/fields/heading-level'
import { row, rowOf } from '@/cms/fields/layout'
import { selectField, textareaField, textField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

export const HeadingBlock: Block = {
  slug: 'heading',
  interfaceName: 'HeadingBlock',
  labels: { singular: 'Otsikko', plural: 'Otsikot' },
  admin: { images: { thumbnail: widgetThumbnail('heading', 'Otsikko, taso H1–H6') } },
  fields: [
    textField('text', 'Otsikkoteksti', { required: true }),
    textareaField('subtitle', 'Alaotsikko'),
    rowOf(
      '33%',
      selectField('level', 'Otsikkotaso', headingLevels(1, 6), { defaultValue: 'h2', required: true }),
      selectField('size', 'Koko', { auto: 'Tason mukaan', ...SIZES_TO_XL }, { defaultValue: 'auto' }),
      selectField('align', 'Tasaus', ALIGNMENTS, { defaultValue: 'start' }),
    ),
    row(colourField('colour', 'Väri')),
  ],
}
