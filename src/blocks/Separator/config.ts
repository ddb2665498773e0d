import type { Block } from 'payload'
import { ALIGNMENTS } from '@/cms/fields/choices'
import { colourField } from '@/cms/fields/colour'
import { iconField } from '@/cms/fields/icon'
import { row, rowOf, sized } from '@/cms/fields/layout'
import { shapeField, shapeHeightField } from '@/cms/fields/separator-shape'
import { checkboxField, numberField, selectField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'

const TYPES = {
  line: 'Viiva',
  dashed: 'Katkoviiva',
  dotted: 'Pisteviiva',
  double: 'Kaksoisviiva',
  shape: 'Muoto',
}

export const SeparatorBlock: Block = {
  slug: 'separator',
  interfaceName: 'SeparatorBlock',
  labels: { singular: 'Erotin', plural: 'Erottimet' },
  admin: { images: { thumbnail: widgetThumbnail('separator', 'Viiva tai muoto sisällön väliin') } },
  fields: [
    rowOf(
      '50%',
      selectField('separatorType', 'Tyyppi', TYPES, { defaultValue: 'line', required: true }),
      shapeField({ admin: { condition: (_, sibling) => sibling?.separatorType === 'shape' } }),
    ),
    rowOf(
      '33%',
      numberField('border', 'Viivan paksuus (px)', {
        defaultValue: 1,
        min: 1,
        max: 20,
        admin: { condition: (_, sibling) => sibling?.separatorType !== 'shape' },
      }),
      shapeHeightField({ admin: { condition: (_, sibling) => sibling?.separatorType === 'shape' } }),
      numberField('width', 'Leveys (%)', { defaultValue: 100, min: 5, max: 100 }),
    ),
    row(
      colourField('colour', 'Väri', '#c9c2b8'),
      sized('50%', selectField('align', 'Tasaus', ALIGNMENTS, { defaultValue: 'center' })),
    ),
    rowOf('50%', iconField(), checkboxField('fullWidth', 'Koko näytön leveys')),
    numberField('spacing', 'Väli ylä- ja alapuolella (px)', { defaultValue: 24, min: 0, max: 200 }),
  ],
}
