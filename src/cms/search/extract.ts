import { capText, foldText, normaliseText } from './normalise'

/**
 * Field names that hold text a visitor reads, in any widget: headings, subtitles, button and link
 * labels, icon box and banner texts, team members' names and roles, tooltips (and the sentence
 * around a tooltip's term). Colours, addresses, ids and option values are left out.
 */
const TEXT_KEYS = new Set([
  'text',
  'title',
  'subtitle',
  'label',
  'description',
  'caption',
  'heading',
  'excerpt',
  'content',
  'body',
  'quote',
  // Team-member cards: the person's name and role.
  'name',
  'role',
  // Tooltips: the tip, and the sentence's end after the term.
  'tooltip',
  'textAfter',
])

/** Lexical nodes that sit inside a line: their text joins the neighbours without a space. */
const INLINE_NODES = new Set(['text', 'link', 'autolink', 'mark'])

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A related document populated into the data (a linked page, an image): its text is not ours. */
function isDocument(value: Json): boolean {
  return 'id' in value && typeof value.createdAt === 'string'
}

function isLexical(value: Json): value is { root: Json } {
  return isRecord(value.root) && value.root.type === 'root'
}

function lexicalText(node: unknown, out: string[]): string {
  if (!isRecord(node)) return ''
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  // Blocks embedded in the editor keep their own fields.
  if (isRecord(node.fields)) collect(node.fields, out)
  const inner = Array.isArray(node.children)
    ? node.children.map((child) => lexicalText(child, out)).join('')
    : ''
  return INLINE_NODES.has(String(node.type)) ? inner : ` ${inner} `
}

function collect(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out)
    return
  }
  if (!isRecord(value) || isDocument(value)) return
  if (isLexical(value)) {
    out.push(lexicalText(value.root, out))
    return
  }
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      if (TEXT_KEYS.has(key)) out.push(child)
    } else {
      collect(child, out)
    }
  }
}

/** Every visitor-readable string in a value: a layout of sections and widgets, rich text, a plain string. */
export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  const out: string[] = []
  collect(value, out)
  return out
}

export type SearchIndex = { searchText: string; searchFolded: string }

/**
 * The two stored search columns: `searchText` is the body as plain text (original case, for the
 * snippet and the exact-diacritic ranking); `searchFolded` is title + body lower-cased without
 * diacritics, the column the database matches query words against.
 */
export function buildSearchIndex(title: unknown, sources: readonly unknown[]): SearchIndex {
  const searchText = capText(normaliseText(sources.flatMap(collectText).join(' ')))
  const heading = typeof title === 'string' ? normaliseText(title) : ''
  return { searchText, searchFolded: foldText(`${heading} ${searchText}`) }
}
