import type { NumberField, SelectField } from 'payload'
import { SHAPE_OPTIONS } from '@/lib/shapes'
import { numberField, type Rest, selectField } from './simple'

/** The shape of a separator (a widget's or a section's edge), src/lib/shapes.ts. */
export const shapeField = (rest?: Rest<SelectField, 'options'>): SelectField =>
  selectField('shape', 'Muoto', SHAPE_OPTIONS, { defaultValue: 'wave', ...rest })

/** How tall a separator's shape is drawn. */
export const shapeHeightField = (rest?: Rest<NumberField>): NumberField =>
  numberField('svgHeight', 'Muodon korkeus (px)', { defaultValue: 60, min: 10, max: 400, ...rest })
