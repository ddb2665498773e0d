import type { ArrayField, Field } from 'payload'
import { arrayField, type Rest } from './simple'

/** A widget's list of items (Kohdat), one item (Kohta) a row. */
export const itemsField = (fields: Field[], rest: Rest<ArrayField> = {}): ArrayField =>
  arrayField('items', 'Kohdat', { singular: 'Kohta', plural: 'Kohdat' }, fields, rest)
