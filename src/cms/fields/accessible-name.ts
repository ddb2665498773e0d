import type { TextField } from 'payload'
import { textField } from './simple'

/** A name only screen readers announce (a carousel's, a slideshow's, a tab group's). */
export const accessibleNameField = (label: string, example: string): TextField =>
  textField('label', label, { admin: { description: `Esim. "${example}". Ei näy sivulla.` } })
