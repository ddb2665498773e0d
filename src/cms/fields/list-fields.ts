import type { Field, NumberField } from 'payload'
import { numberField } from './simple'

/** A column count (1–6) for one band of screen widths; the carousel's columns use it too. */
export const columnsField = (name: string, label: string, defaultValue: number, width = '25%'): NumberField =>
  numberField(name, label, { min: 1, max: 6, defaultValue, admin: { width, step: 1 } })

/** Only items in these categories (none chosen: all); the carousel of posts and portfolio items uses it too. */
export const categoriesField = (): Field => ({
  name: 'categories',
  label: 'Vain nämä kategoriat',
  type: 'relationship',
  relationTo: 'categories',
  hasMany: true,
  admin: { width: '50%', description: 'Tyhjänä kaikki kategoriat.' },
})
