import type { ArrayField, Field } from 'payload'
import { arrayField, type Rest } from './simple'

/** A widget's list of items (Kohdat), one item (Kohta) a row. */
export const itemsField = (fields: Field[], rest?: Rest<ArrayField, 'fields' | 'labels'>): ArrayField =>
  arrayField('items', 'Kohdat', fields, { labels: { singular: 'Kohta', plural: 'Kohdat' }, ...rest })
