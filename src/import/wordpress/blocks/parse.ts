/**
 * The block editor's serialisation: blocks are HTML comments around their markup,
 * `<!-- wp:name {"attr":1} -->…<!-- /wp:name -->` or self-closing `<!-- wp:name /-->`.
 */
export interface ParsedBlock {
  /** Namespaced, `core/paragraph` for `wp:paragraph`. */
  name: string
  attrs: Record<string, unknown>
  innerBlocks: ParsedBlock[]
  /** The block's own markup in order, with its inner blocks where they stand. */
  innerContent: Array<string | ParsedBlock>
}

/** The name of the block the parser makes of HTML between blocks (the classic editor's). */
export const FREEFORM = 'core/freeform'

/** Deeper block comments stay in their parent's markup, so no walk over blocks can run too deep. */
const MAX_DEPTH = 64

const DELIMITER = /^\s+(\/)?wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)\s+(?:(\{[\s\S]*\})\s+)?(\/)?$/

/** WordPress's own test for block content (`has_blocks`). */
export function isBlockContent(content: string): boolean {
  return content.includes('<!-- wp:')
}

export function parseBlocks(content: string): ParsedBlock[] {
  const top: ParsedBlock[] = []
  const stack: ParsedBlock[] = []
  /** Openers past MAX_DEPTH, whose closers must not close an outer block of the same name. */
  const ignored: string[] = []
  let text = ''
  /** Markup goes to the open block, or between blocks becomes a classic chunk of its own. */
  const flushText = () => {
    if (text === '') return
    const open = stack.at(-1)
    if (open) open.innerContent.push(text)
    else if (text.trim() !== '')
      top.push({ name: FREEFORM, attrs: {}, innerBlocks: [], innerContent: [text] })
    text = ''
  }
  const add = (block: ParsedBlock) => {
    const open = stack.at(-1)
    if (open) {
      open.innerBlocks.push(block)
      open.innerContent.push(block)
    } else top.push(block)
  }

  let at = 0
  // Each comment is looked at once, so the parse stays linear in the content's length.
  for (let start = content.indexOf('<!--', at); start !== -1; start = content.indexOf('<!--', at)) {
    const end = content.indexOf('-->', start + 4)
    if (end === -1) break
    const match = DELIMITER.exec(content.slice(start + 4, end))
    if (!match) {
      text += content.slice(at, end + 3)
      at = end + 3
      continue
    }
    const [, closer, rawName = '', json, selfClosing] = match
    const name = rawName.includes('/') ? rawName : `core/${rawName}`
    text += content.slice(at, start)
    at = end + 3
    if (closer) {
      if (ignored.at(-1) === name) {
        ignored.pop()
        continue
      }
      const index = stack.findLastIndex((block) => block.name === name)
      // A closer without its opener is left out, as WordPress does.
      if (index === -1) continue
      flushText()
      while (stack.length > index + 1) stack.pop()
      stack.pop()
      continue
    }
    if (stack.length >= MAX_DEPTH) {
      if (!selfClosing) ignored.push(name)
      continue
    }
    flushText()
    const block: ParsedBlock = { name, attrs: parseAttrs(json), innerBlocks: [], innerContent: [] }
    add(block)
    if (!selfClosing) stack.push(block)
  }
  text += content.slice(at)
  flushText()
  return top
}

function parseAttrs(json: string | undefined): Record<string, unknown> {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** The block's own markup, without its inner blocks. */
export function ownHtml(block: ParsedBlock): string {
  return block.innerContent.filter((part): part is string => typeof part === 'string').join('')
}

/** The block's markup with its inner blocks' markup where they stand, as WordPress renders a static block. */
export function fullHtml(block: ParsedBlock): string {
  let html = ''
  const stack: Array<string | ParsedBlock> = [...block.innerContent].reverse()
  for (let part = stack.pop(); part !== undefined; part = stack.pop()) {
    if (typeof part === 'string') html += part
    else
      for (let i = part.innerContent.length - 1; i >= 0; i--)
        stack.push(part.innerContent[i] as string | ParsedBlock)
  }
  return html
}
