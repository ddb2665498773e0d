/**
 * A text field people never see but form-filling bots do. The name sounds like something worth
 * filling in; the `_cf_` prefix keeps it clear of the names editors give their own fields.
 */
export const HONEYPOT_FIELD = '_cf_website'

/** For screen-reader users, who can reach the field although it is hidden from sight. */
export const HONEYPOT_LABEL = { fi: 'Jätä tämä kenttä tyhjäksi', en: 'Leave this field empty' } as const

/**
 * The input's attributes (React names). `autoComplete: 'off'` keeps browsers' autofill out of it,
 * `tabIndex: -1` keeps it out of the keyboard path; the wrapper hides it visually (`visually-hidden`).
 */
export const HONEYPOT_INPUT = {
  type: 'text',
  name: HONEYPOT_FIELD,
  autoComplete: 'off',
  tabIndex: -1,
  defaultValue: '',
} as const

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(filled)
  // A file or any other structure: nothing a person could have put there.
  return value !== undefined && value !== null
}

/** True when the hidden field came back with something in it: a bot. */
export function honeypotTripped(values: FormData | Readonly<Record<string, unknown>>): boolean {
  if (values instanceof FormData) return values.getAll(HONEYPOT_FIELD).some(filled)
  return filled(values[HONEYPOT_FIELD])
}
