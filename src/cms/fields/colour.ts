import type { TextField } from 'payload'
import { COLOUR_PATTERN } from '@/lib/css-vars'
import { emptyOrMatching } from './pattern'
import { textField } from './simple'

export function validateColour(value: unknown): true | string {
  return emptyOrMatching(value, COLOUR_PATTERN, 'Anna väri muodossa #rrggbb (esim. #8a2432).')
}

/** A colour is stored as a hex string; the renderer sets it as a CSS custom property. */
export function colourField(name: string, label: string, defaultValue?: string): TextField {
  return textField(name, label, {
    defaultValue,
    validate: (value: unknown) => validateColour(value),
    admin: { description: 'Heksadesimaalinen väri, esim. #8a2432', width: '50%' },
  })
}
