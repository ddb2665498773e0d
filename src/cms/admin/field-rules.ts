/**
 * The rules of a text field edited outside its input (in place in the live preview), checked as
 * Payload's own text validation checks them, with its messages. The form cannot check them itself:
 * the admin gets no validators from the server (they are functions), and a draft autosaves
 * without validation, so without this the editor learns of an emptied heading only at publish.
 */

/** The parts of a field's config (server or client) the rules read. */
export type FieldNode = {
  type: string
  name?: string
  required?: boolean
  minLength?: number
  maxLength?: number
  fields?: readonly FieldNode[]
  tabs?: readonly { name?: string; fields: readonly FieldNode[] }[]
  blocks?: readonly BlockNode[]
  blockReferences?: readonly (string | BlockNode)[]
}
export type BlockNode = { slug: string; fields: readonly FieldNode[] }

/** Payload's translate function, as `useTranslation().t` gives it, for the messages used here. */
export type Translate = (
  key: 'validation:required' | 'validation:shorterThanMax' | 'validation:longerThanMin' | 'general:value',
  options?: Record<string, unknown>,
) => string

/** A named field among `fields`, looking through rows, collapsibles and unnamed tabs. */
function named(fields: readonly FieldNode[], name: string): FieldNode | null {
  for (const field of fields) {
    if (field.name === name) return field
    if (field.tabs) {
      for (const tab of field.tabs) {
        if (tab.name === name) return { type: 'group', name, fields: tab.fields }
        if (!tab.name) {
          const found = named(tab.fields, name)
          if (found) return found
        }
      }
    } else if (!field.name && field.fields) {
      const found = named(field.fields, name)
      if (found) return found
    }
  }
  return null
}

/**
 * The field at a form path (`layout.2.columns.0.widgets.3.text`). `blockTypeAt` names a blocks
 * row's type by its path; `blocks` are the config's shared blocks, which fields reference by slug.
 */
export function fieldAt(
  fields: readonly FieldNode[],
  path: string,
  blockTypeAt: (rowPath: string) => unknown,
  blocks: readonly BlockNode[],
): FieldNode | null {
  const parts = path.split('.')
  let list = fields
  for (let at = 0; at < parts.length; ) {
    const field = named(list, parts[at] ?? '')
    if (!field) return null
    if (at === parts.length - 1) return field
    if (field.type === 'array' && field.fields) {
      list = field.fields
      at += 2
    } else if (field.type === 'blocks') {
      const type = String(blockTypeAt(parts.slice(0, at + 2).join('.')))
      const choices = [...(field.blocks ?? []), ...(field.blockReferences ?? [])]
      const block = choices
        .map((choice) => (typeof choice === 'string' ? blocks.find((b) => b.slug === choice) : choice))
        .find((choice) => choice?.slug === type)
      if (!block) return null
      list = block.fields
      at += 2
    } else if (field.fields) {
      list = field.fields
      at += 1
    } else return null
  }
  return null
}

/** What the form will say of `value` in a text field (null: nothing), in Payload's words. */
export function textProblem(field: FieldNode | null, value: string, t: Translate): string | null {
  if (!field || (field.type !== 'text' && field.type !== 'textarea')) return null
  if (typeof field.maxLength === 'number' && value.length > field.maxLength)
    return t('validation:shorterThanMax', {
      label: t('general:value'),
      maxLength: field.maxLength,
      stringValue: value,
    })
  if (typeof field.minLength === 'number' && value.length < field.minLength)
    return t('validation:longerThanMin', {
      label: t('general:value'),
      minLength: field.minLength,
      stringValue: value,
    })
  if (field.required && value.length === 0) return t('validation:required')
  return null
}
