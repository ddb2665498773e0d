import { capText, normaliseText } from './normalise'

/**
 * Field names that hold text a visitor reads, in any widget: headings, subtitles, button and link
 * labels, icon box and banner texts, team members' names and roles, tooltips (and the sentence
 * around a tooltip's term). Colours, addresses, ids and option values are left out.
 */
const TEXT_KEYS = new Set([
  'text',
  'subtitle',
  'label',
  'description',
  'caption',
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

/** Keys whose text heads a part of the page (a card's or box's title); ranked above body text. */
const HEADING_KEYS = new Set(['title', 'heading'])

/** Lexical nodes that sit inside a line: their text joins the neighbours without a space. */
const INLINE_NODES = new Set(['text', 'link', 'autolink', 'mark'])

type Json = Record<string, unknown>

/** Where collected text goes: headings (title-like fields, heading widgets, rich-text headings) or body. */
type Sink = { headings: string[]; body: string[] }

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

function lexicalText(node: unknown, out: Sink): string {
  if (!isRecord(node)) return ''
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  // Blocks embedded in the editor keep their own fields.
  if (isRecord(node.fields)) collect(node.fields, out)
  const inner = Array.isArray(node.children)
    ? node.children.map((child) => lexicalText(child, out)).join('')
    : ''
  if (node.type === 'heading') {
    out.headings.push(inner)
    return ' '
  }
  return INLINE_NODES.has(String(node.type)) ? inner : ` ${inner} `
}

function collect(value: unknown, out: Sink): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out)
    return
  }
  if (!isRecord(value) || isDocument(value)) return
  if (isLexical(value)) {
    out.body.push(lexicalText(value.root, out))
    return
  }
  const headingWidget = value.blockType === 'heading'
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      if (HEADING_KEYS.has(key) || (headingWidget && key === 'text')) out.headings.push(child)
      else if (TEXT_KEYS.has(key)) out.body.push(child)
    } else {
      collect(child, out)
    }
  }
}

/** Every visitor-readable string in a value: a layout of sections and widgets, rich text, a plain string. */
export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  const out: Sink = { headings: [], body: [] }
  collect(value, out)
  return [...out.headings, ...out.body]
}

/** What the search indexes of one document in one locale, as plain text. */
export type DocumentText = { title: string; headings: string; body: string }

const joined = (parts: readonly string[]) => capText(normaliseText(parts.join(' ')))

/**
 * A document's searchable text: its title; the headings in its layout or rich text; and as body
 * the excerpt, meta description, client, every other visitor-readable text of the layout or rich
 * text, a gallery's description and its pictures' captions.
 */
export function documentText(doc: Json): DocumentText {
  const out: Sink = { headings: [], body: [] }
  const meta = isRecord(doc.meta) ? doc.meta.description : undefined
  for (const source of [doc.excerpt, meta, doc.client, doc.layout, doc.content, doc.description, doc.items]) {
    if (typeof source === 'string') out.body.push(source)
    else collect(source, out)
  }
  return {
    title: typeof doc.title === 'string' ? normaliseText(doc.title) : '',
    headings: joined(out.headings),
    body: joined(out.body),
  }
}
