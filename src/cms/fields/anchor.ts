import type { RowField, TextField } from 'payload'
import { ANCHOR_PATTERN } from '@/lib/links'
import { rowOf } from './layout'
import { emptyOrMatching } from './pattern'
import { textField } from './simple'

/** An anchor id: a letter first, then letters, digits, - and _ (empty: none). */
export function validateAnchor(value: unknown): true | string {
  return emptyOrMatching(
    value,
    ANCHOR_PATTERN,
    'Ankkurin pitää alkaa kirjaimella ja sisältää vain kirjaimia, numeroita, - ja _.',
  )
}

/** An optional `#id` that links to a section, or opens an accordion item, a tab or a slide. */
export function anchorField(description: string): TextField {
  return textField('anchorId', 'Ankkuri (id)', {
    admin: { description },
    validate: (value: unknown) => validateAnchor(value),
  })
}

/** A container's panel heading (required) beside the anchor that opens the panel. */
export function titleWithAnchor(name: string, anchorDescription: string): RowField {
  return rowOf('50%', textField(name, 'Otsikko', { required: true }), anchorField(anchorDescription))
}
