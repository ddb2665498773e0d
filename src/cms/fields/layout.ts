import type { CollapsibleField, Field, RowField } from 'payload'

/** `field` taking `width` of its row in the admin (e.g. '50%'). */
export function sized<F extends Field>(width: string, field: F): F {
  return { ...field, admin: { ...field.admin, width } }
}

/** Fields side by side in the admin, each as wide as it says. */
export function row(...fields: Field[]): RowField {
  return { type: 'row', fields }
}

/** Fields side by side in the admin, each taking `width` of the row. */
export function rowOf(width: string, ...fields: Field[]): RowField {
  return row(...fields.map((field) => sized(width, field)))
}

/** Fields under a heading the editor opens when needed (closed at first). */
export function collapsed(label: string, fields: Field[]): CollapsibleField {
  return { type: 'collapsible', label, admin: { initCollapsed: true }, fields }
}
