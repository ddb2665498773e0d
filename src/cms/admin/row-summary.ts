import { collectText } from '../search/extract'

/**
 * What a row in the layout editor shows beside its type: an editor tells the hero from the footer
 * band by its words, not by "Untitled". Pure, so the admin label and its tests share it; the text
 * itself is read the way the site search reads it (`collectText`).
 */

/** Own text fields that name a row, tried in this order. */
const NAME_KEYS = ['title', 'label', 'name', 'text', 'tooltip', 'caption'] as const

const MAX = 60

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The first non-blank text in `value`, whitespace collapsed. */
function firstText(value: unknown): string | null {
  for (const text of collectText(value)) {
    const clean = text.replace(/\s+/g, ' ').trim()
    if (clean) return clean
  }
  return null
}

/** A row's own name: a text field, a group's title (a flip box's front), or its rich text. */
function ownText(row: Record<string, unknown>): string | null {
  const named = (record: Record<string, unknown>) =>
    NAME_KEYS.map((key) => record[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '')
  const own = named(row)
  if (own) return firstText(own)
  for (const value of Object.values(row)) {
    if (!isRecord(value) || 'blockType' in value) continue
    const text = isRecord(value.root) ? firstText(value) : named(value)
    if (text) return firstText(text)
  }
  return null
}

/** The first heading widget's text, depth-first through nested rows (columns, widgets, items). */
function firstHeading(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstHeading(item)
      if (found) return found
    }
    return null
  }
  if (!isRecord(value)) return null
  if (value.blockType === 'heading') return ownText(value)
  return firstHeading(Object.values(value).filter((v) => typeof v === 'object'))
}

/** Cuts at a word boundary so the label fits on one line. */
export function shorten(text: string, max = MAX): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * The row's own title or words; else the first heading inside it (a section, a column, a
 * container); else the section's anchor; else the first words of anything inside. Empty when the
 * row holds no text at all.
 */
export function rowSummary(row: unknown): string {
  if (!isRecord(row)) return ''
  const anchor = typeof row.anchorId === 'string' && row.anchorId.trim() ? `#${row.anchorId.trim()}` : null
  const text = ownText(row) ?? firstHeading(Object.values(row)) ?? anchor ?? firstText(row)
  return text ? shorten(text) : ''
}
