/**
 * What a row in the layout editor shows beside its type: an editor tells the hero from the footer
 * band by its words, not by "Untitled". Pure, so the admin label and its tests share it.
 */

/** Own text fields that name a row, tried in this order. */
const NAME_KEYS = ['title', 'label', 'name', 'text', 'tooltip', 'caption'] as const

const MAX = 60

type Node = { text?: unknown; children?: unknown }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isLexical(value: unknown): value is { root: Node } {
  return isRecord(value) && isRecord(value.root) && Array.isArray(value.root.children)
}

/** The rich text's words, in reading order. */
function lexicalText(node: Node): string {
  const own = typeof node.text === 'string' ? node.text : ''
  const children = Array.isArray(node.children) ? (node.children as Node[]) : []
  return [own, ...children.map(lexicalText)].filter(Boolean).join(' ')
}

function clean(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

/** A row's own name: a text field, a group's title (a flip box's front), or its rich text. */
function ownText(row: Record<string, unknown>): string | null {
  for (const key of NAME_KEYS) {
    const value = row[key]
    if (typeof value === 'string' && clean(value)) return clean(value)
  }
  for (const value of Object.values(row)) {
    if (isLexical(value)) {
      const text = clean(lexicalText(value.root))
      if (text) return text
    } else if (isRecord(value) && !('blockType' in value)) {
      for (const key of NAME_KEYS) {
        const inner = value[key]
        if (typeof inner === 'string' && clean(inner)) return clean(inner)
      }
    }
  }
  return null
}

/** Depth-first through nested rows (columns, widgets, items) for the first match of `pick`. */
function find(value: unknown, pick: (row: Record<string, unknown>) => string | null): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, pick)
      if (found) return found
    }
    return null
  }
  if (!isRecord(value) || isLexical(value)) return null
  const own = pick(value)
  if (own) return own
  for (const inner of Object.values(value)) {
    const found = find(inner, pick)
    if (found) return found
  }
  return null
}

const heading = (row: Record<string, unknown>) => (row.blockType === 'heading' ? ownText(row) : null)

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
  const text =
    ownText(row) ?? find(Object.values(row), heading) ?? anchor ?? find(Object.values(row), ownText)
  return text ? shorten(text) : ''
}
