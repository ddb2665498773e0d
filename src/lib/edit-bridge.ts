/**
 * The messages between the admin and the live preview beside it (visual editing): the preview
 * names the layout row an editor clicked, the admin names the row the editor is in. Both sides
 * post only to their own origin and drop anything else: another origin, another window, another
 * channel, or a message without the token the admin handed this preview when it said it was ready.
 *
 * A row is named by its path in the page's data: `layout.2` (a section), `layout.2.columns.0` (a
 * column), `layout.2.columns.0.widgets.3` (a widget); a post's own field by its name (`title`).
 */
export const EDIT_CHANNEL = 'kajo-edit'

export type EditMessage =
  /** Preview → admin: the bridge is listening; answered with `init`. */
  | { kind: 'ready' }
  /** Admin → preview: the token every later message carries, and the editor's admin language. */
  | { kind: 'init'; token: string; lang: EditLanguage }
  /** Preview → admin: the editor chose this row in the preview; `focus`: its first field too. */
  | { kind: 'select'; path: string; focus: boolean }
  /** Preview → admin: a block action from the preview's toolbar. */
  | { kind: 'action'; path: string; action: EditAction }
  /** Preview → admin: the editor typed `value` into the row's short text field `field` in place. */
  | { kind: 'text'; path: string; field: string; value: string }
  /** Admin → preview: the editor is in this row of the form (null: in none). */
  | { kind: 'highlight'; path: string | null }
  /** Admin → preview: what the form says of a field edited in place (null: nothing wrong). */
  | { kind: 'invalid'; path: string; message: string | null }
  /** Preview → admin: the editor gave the image (its media document) this alt text in place. */
  | { kind: 'alt'; media: string; value: string }
  /** Admin → preview: the image's alt text was saved (`ok`), or why not (null: for no known reason). */
  | { kind: 'altSaved'; media: string; ok: boolean; message: string | null }

/** The admin's languages, which the preview's editing controls speak (Finnish unless told). */
export type EditLanguage = 'fi' | 'en'

/** What the preview's toolbar does to the selected row, through the form's own state. */
export const EDIT_ACTIONS = ['up', 'down', 'duplicate', 'remove', 'undo', 'insert', 'form'] as const
export type EditAction = (typeof EDIT_ACTIONS)[number]

/**
 * A short text field a widget edits in place, by name (`text`, `label`, `subtitle`): the widget
 * marks the element that shows it (`data-edit-text`); the admin updates only text fields its config
 * names at that path.
 */
const TEXT_FIELD = /^[a-z][A-Za-z0-9]{0,39}$/
/** Longer than any heading or button label an editor means; the form's own limits still apply. */
const MAX_TEXT = 500

const PATH = /^layout\.\d{1,4}(?:\.columns\.\d{1,2}(?:\.widgets\.\d{1,4})?)?$/
/**
 * A post's, portfolio item's, gallery's or product's own fields the preview marks (by name): its
 * title, texts and pictures. Chosen in the preview, the field itself is focused in the form.
 */
export const FIELD_PATHS = [
  'title',
  'excerpt',
  'content',
  'heroImage',
  'coverImage',
  'images',
  'description',
  'items',
] as const
const FIELDS: ReadonlySet<string> = new Set(FIELD_PATHS)
const TOKEN = /^[0-9a-f-]{32,64}$/
/** A media document's id: a number in SQLite and PostgreSQL, never a path. */
const MEDIA_ID = /^[0-9a-zA-Z_-]{1,64}$/

/** A short text within the limit, or a null message. */
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT
const isMessage = (value: unknown): value is string | null => value === null || isText(value)

/** A widget's path (`layout.2.columns.0.widgets.3`), not a section's or a column's. */
export function isWidgetPath(path: string): boolean {
  return /\.widgets\.\d+$/.test(path)
}

/** The rows' list and the row's place in it: `layout.2.columns` and 0 for `layout.2.columns.0`. */
export function placeOf(path: string): { list: string; index: number } {
  const at = path.lastIndexOf('.')
  return { list: path.slice(0, at), index: Number(path.slice(at + 1)) }
}

export function isEditPath(value: unknown): value is string {
  return typeof value === 'string' && (PATH.test(value) || FIELDS.has(value))
}

/** A document's own field (`title`), not a layout row. */
export function isFieldPath(path: string): boolean {
  return FIELDS.has(path)
}

/** The message as posted: the channel and the token travel with it. */
export function envelope(message: EditMessage, token: string | null): Record<string, unknown> {
  return { channel: EDIT_CHANNEL, ...(token ? { token } : {}), ...message }
}

/**
 * The message in `data`, or null when it is not one of ours or lacks the session's token. `ready`
 * and `init` open the session, so they carry none yet (`init` carries the token itself).
 */
export function readEditMessage(data: unknown, token: string | null): EditMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Record<string, unknown>
  if (m.channel !== EDIT_CHANNEL) return null
  if (m.kind === 'ready') return { kind: 'ready' }
  if (m.kind === 'init')
    return typeof m.token === 'string' && TOKEN.test(m.token)
      ? { kind: 'init', token: m.token, lang: m.lang === 'en' ? 'en' : 'fi' }
      : null
  if (token === null || m.token !== token) return null
  if (m.kind === 'alt' || m.kind === 'altSaved') {
    const { media, value, ok, message } = m
    if (typeof media !== 'string' || !MEDIA_ID.test(media)) return null
    if (m.kind === 'alt') return isText(value) ? { kind: 'alt', media, value } : null
    return typeof ok === 'boolean' && isMessage(message) ? { kind: 'altSaved', media, ok, message } : null
  }
  if (m.kind === 'highlight' && (m.path === null || isEditPath(m.path)))
    return { kind: 'highlight', path: m.path }
  if (!isEditPath(m.path)) return null
  const path = m.path
  if (m.kind === 'select') return { kind: 'select', path, focus: m.focus === true }
  if (m.kind === 'action') {
    const action = EDIT_ACTIONS.find((known) => known === m.action)
    return action ? { kind: 'action', path, action } : null
  }
  if (m.kind === 'text') {
    const { field, value } = m
    if (typeof field !== 'string' || !TEXT_FIELD.test(field) || !isText(value)) return null
    return { kind: 'text', path, field, value }
  }
  if (m.kind === 'invalid') return isMessage(m.message) ? { kind: 'invalid', path, message: m.message } : null
  return null
}

/**
 * The layout row or document field a form value's path belongs to: the deepest row it reaches
 * (up to a widget) for `layout.0.columns.1.widgets.2.text`, the field for `items.0.title`.
 */
export function editPathOf(dataPath: string): string | null {
  const row = /^layout\.\d+(?:\.columns\.\d+(?:\.widgets\.\d+)?)?/.exec(dataPath)
  if (row) return isEditPath(row[0]) ? row[0] : null
  const name = dataPath.split('.')[0] ?? ''
  return FIELDS.has(name) ? name : null
}

/**
 * What an admin element's id names: Payload names a row `layout-0-columns-row-1` and a field
 * `field-layout__0__columns__1__widgets__2__text` or `field-title`.
 */
export function pathOfAdminId(id: string): string | null {
  const row = /^(layout(?:-\d+-[a-z]+)*)-row-(\d+)$/.exec(id)
  if (row?.[1] && row[2]) return editPathOf(`${row[1].replaceAll('-', '.')}.${row[2]}`)
  return id.startsWith('field-') ? editPathOf(id.slice('field-'.length).replaceAll('__', '.')) : null
}

/** The admin's row elements to open, outermost first, to reach the row at `path`. */
export function rowIdsOf(path: string): string[] {
  const parts = path.split('.')
  const ids: string[] = []
  for (let end = 2; end <= parts.length; end += 2) {
    const parent = parts.slice(0, end - 1).join('-')
    ids.push(`${parent}-row-${parts[end - 1]}`)
  }
  return ids
}
