import type { TextField } from 'payload'

/** Same rule as a section's anchor: a letter first, then letters, digits, - and _. */
const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]*$/

/** An optional `#id` for an accordion item or a tab: a link to `#id` (or `#!/id`) opens it. */
export function anchorField(description: string): TextField {
  return {
    name: 'anchorId',
    label: 'Ankkuri (id)',
    type: 'text',
    admin: { description, width: '50%' },
    validate: (value: unknown) =>
      value === null ||
      value === undefined ||
      value === '' ||
      (typeof value === 'string' && ANCHOR.test(value))
        ? true
        : 'Ankkurin pitää alkaa kirjaimella ja sisältää vain kirjaimia, numeroita, - ja _.',
  }
}
