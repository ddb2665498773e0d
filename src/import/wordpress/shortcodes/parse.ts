/**
 * A tolerant WordPress shortcode parser. It reads content the way WordPress's `do_shortcode` does
 * (names, the attribute syntax, `[[escaped]]` tags, enclosing tags) but builds a tree with a
 * stack, so a name nested in itself pairs with its own closing tag, and it never throws. Each
 * step moves forward through the input, so its time grows linearly with the content.
 */

export type TextNode = { type: 'text'; text: string }

export type ShortcodeNode = {
  type: 'shortcode'
  name: string
  /** Named attributes by lower-case name; values decoded (entities, WPBakery's `` ` `` escapes). */
  attrs: Record<string, string>
  /** Attributes without a name (`[gallery 1 2]`, `[foo flag]`), in order. */
  positional: string[]
  /** The opening tag as written, for the report. */
  raw: string
  /** False for a self-closing tag or one without a closing tag (WPBakery's `[vc_single_image]`). */
  enclosing: boolean
  children: ShortcodeTree
}

export type ShortcodeTree = Array<TextNode | ShortcodeNode>

type OpenToken = {
  kind: 'open'
  name: string
  attrText: string
  raw: string
  selfClosing: boolean
}
type CloseToken = { kind: 'close'; name: string }
type Token = { kind: 'text'; text: string } | OpenToken | CloseToken

const NAME_CHAR = /[A-Za-z0-9_-]/

/** The tag at `start` (a `[`), or null when the text there is not a tag. */
function readTag(content: string, start: number, end: number): OpenToken | CloseToken | null {
  const inner = content.slice(start + 1, end)
  if (inner.startsWith('/')) {
    const name = inner.slice(1).trim()
    return /^[A-Za-z0-9_-]+$/.test(name) ? { kind: 'close', name: name.toLowerCase() } : null
  }
  let i = 0
  while (i < inner.length && NAME_CHAR.test(inner.charAt(i))) i++
  // A name starts with a letter: `[1]` and `[-]` in text are no tags.
  if (i === 0 || !/[A-Za-z]/.test(inner.charAt(0))) return null
  const after = inner.charAt(i)
  // `[foo]`, `[foo attr]`, `[foo/]`; not `[foo=bar]` or `[foo.bar]` (WordPress needs a space or the end).
  if (after !== '' && after !== '/' && !/\s|\u00a0/.test(after)) return null
  let attrText = inner.slice(i)
  // As in WordPress, `/]` ends a self-closing tag (so does an unquoted value ending in `/`).
  const selfClosing = attrText.endsWith('/')
  if (selfClosing) attrText = attrText.slice(0, -1)
  return {
    kind: 'open',
    name: inner.slice(0, i).toLowerCase(),
    attrText,
    raw: content.slice(start, end + 1),
    selfClosing,
  }
}

/** `find(p)`: where `char` next occurs after `p`, or -1; the positions asked must not decrease. */
function finder(content: string, char: string): (p: number) => number {
  let found = -2
  return (p) => {
    if (found !== -1 && found <= p) found = content.indexOf(char, p + 1)
    return found
  }
}

/** Splits the content into text and tags. */
function tokenize(content: string): Token[] {
  const tokens: Token[] = []
  const openAfter = finder(content, '[')
  const closeAfter = finder(content, ']')
  // Where `[/name]]` (the end of an escaped enclosing tag) was last found, by name.
  const escapedEnds = new Map<string, number>()
  let text = ''
  let i = 0
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text })
    text = ''
  }
  while (i < content.length) {
    const at = content.indexOf('[', i)
    if (at < 0) break
    text += content.slice(i, at)
    i = at
    const close = closeAfter(at)
    if (close < 0) break
    const escaped = content.charAt(at + 1) === '['
    const tagStart = escaped ? at + 1 : at
    const nextOpen = openAfter(tagStart)
    // A `[` before the `]` means this bracket opens no tag (attributes hold no brackets).
    const tag = nextOpen >= 0 && nextOpen < close ? null : readTag(content, tagStart, close)
    if (!tag) {
      text += '['
      i = at + 1
      continue
    }
    if (escaped && tag.kind === 'open') {
      // `[[tag]]` is the literal `[tag]`; `[[tag]…[/tag]]` the literal enclosed text.
      if (content.charAt(close + 1) === ']') {
        text += content.slice(tagStart, close + 1)
        i = close + 2
        continue
      }
      const endTag = `[/${tag.name}]]`
      let end = escapedEnds.get(tag.name) ?? -2
      if (end !== -1 && end < close) {
        end = content.indexOf(endTag, close)
        escapedEnds.set(tag.name, end)
      }
      text += '['
      if (end >= 0) {
        text += content.slice(tagStart + 1, end + endTag.length - 1)
        i = end + endTag.length
      } else i = at + 1
      continue
    }
    if (escaped) text += '['
    flush()
    tokens.push(tag)
    i = close + 1
  }
  text += content.slice(i)
  flush()
  return tokens
}

type Frame = { node: ShortcodeNode }

/** Deeper tags are read as self-closing, so walking the tree never overflows the call stack. */
const MAX_DEPTH = 64

/**
 * Builds the tree: an opening tag encloses what follows up to its closing tag at the same
 * nesting; one never closed is self-closing, and what followed it belongs to its parent.
 * A closing tag with no open tag of its name is dropped (it holds no content).
 */
function build(tokens: Token[]): ShortcodeTree {
  const root: ShortcodeTree = []
  const stack: Frame[] = []
  const openNames = new Map<string, number>()
  const current = () => stack[stack.length - 1]?.node.children ?? root
  /** Closes the frames above `depth` as self-closing, their children following them. */
  const unwind = (depth: number) => {
    const moved: ShortcodeTree = []
    for (let d = depth; d < stack.length; d++) {
      const frame = stack[d] as Frame
      // One by one: spreading a long list into push() overflows the call stack.
      for (const child of frame.node.children) moved.push(child)
      frame.node.children = []
      frame.node.enclosing = false
      openNames.set(frame.node.name, (openNames.get(frame.node.name) ?? 1) - 1)
    }
    stack.length = depth
    const parent = current()
    for (const node of moved) parent.push(node)
  }
  for (const token of tokens) {
    if (token.kind === 'text') {
      const children = current()
      const last = children[children.length - 1]
      if (last?.type === 'text') last.text += token.text
      else children.push({ type: 'text', text: token.text })
    } else if (token.kind === 'open') {
      const node: ShortcodeNode = {
        type: 'shortcode',
        name: token.name,
        ...parseAttributes(token.attrText),
        raw: token.raw,
        enclosing: !token.selfClosing,
        children: [],
      }
      current().push(node)
      if (!token.selfClosing && stack.length < MAX_DEPTH) {
        stack.push({ node })
        openNames.set(token.name, (openNames.get(token.name) ?? 0) + 1)
      }
    } else if ((openNames.get(token.name) ?? 0) > 0) {
      let depth = stack.length - 1
      while (depth >= 0 && stack[depth]?.node.name !== token.name) depth--
      unwind(depth + 1)
      stack.pop()
      openNames.set(token.name, (openNames.get(token.name) ?? 1) - 1)
    }
  }
  unwind(0)
  return root
}

/** Parses shortcode content into a tree. Never throws. */
export function parseShortcodes(content: string): ShortcodeTree {
  if (typeof content !== 'string' || content === '') return []
  return build(tokenize(content))
}

/* ---------------------------------------------------------------- attributes */

const DOUBLE_QUOTES = ['"', '&quot;', '&#34;', '&#034;', '&#8220;', '&#8221;', '&#8243;', '“', '”', '″']
const SINGLE_QUOTES = ["'", '&#39;', '&#039;', '&#8216;', '&#8217;', '&#8242;', '‘', '’', '′']

/** The quote mark (of `marks`) that starts at `i`, or null. */
function quoteAt(text: string, i: number, marks: string[]): string | null {
  for (const mark of marks) if (text.startsWith(mark, i)) return mark
  return null
}

const DOUBLE_CLOSE = /["“”″]|&(?:quot|#34|#034|#8220|#8221|#8243);/g
const SINGLE_CLOSE = /['‘’′]|&(?:#39|#039|#8216|#8217|#8242);/g

/** Where the next quote of the kind starts from `i`, and its length; the end of the text if none. */
function closingQuote(text: string, i: number, double: boolean): [number, number] {
  const pattern = double ? DOUBLE_CLOSE : SINGLE_CLOSE
  pattern.lastIndex = i
  const match = pattern.exec(text)
  return match ? [match.index, match[0].length] : [text.length, 0]
}

const isSpace = (c: string) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0' || c === '\u200b'

/**
 * WordPress's attribute syntax (`a="x" b='y' c=z flag "positional"`), also with the quote marks
 * editors and wptexturize leave behind (`&quot;`, `&#8221;`, `″`).
 */
export function parseAttributes(text: string): { attrs: Record<string, string>; positional: string[] } {
  const attrs: Record<string, string> = {}
  const positional: string[] = []
  let i = 0
  const readValue = (): string => {
    const double = quoteAt(text, i, DOUBLE_QUOTES)
    const single = double ? null : quoteAt(text, i, SINGLE_QUOTES)
    const mark = double ?? single
    if (mark) {
      const [end, length] = closingQuote(text, i + mark.length, double !== null)
      const value = text.slice(i + mark.length, end)
      i = end + length
      return value
    }
    const start = i
    while (i < text.length && !isSpace(text.charAt(i))) i++
    return text.slice(start, i)
  }
  while (i < text.length) {
    while (i < text.length && isSpace(text.charAt(i))) i++
    if (i >= text.length) break
    const start = i
    while (i < text.length && NAME_CHAR.test(text.charAt(i))) i++
    const name = text.slice(start, i)
    let j = i
    while (j < text.length && isSpace(text.charAt(j))) j++
    if (name && text.charAt(j) === '=') {
      i = j + 1
      while (i < text.length && isSpace(text.charAt(i))) i++
      attrs[name.toLowerCase()] = decodeAttribute(readValue())
    } else if (name) {
      // A flag; a name followed by more (`a.b`) is read as one positional word.
      i = start
      positional.push(decodeAttribute(readValue()))
    } else {
      const before = i
      const value = readValue()
      if (i === before) i++
      else positional.push(decodeAttribute(value))
    }
  }
  return { attrs, positional }
}

/** WPBakery writes `"`, `[` and `]` in attribute values as ``` `` ```, `` `{` `` and `` `}` ``. */
function decodeAttribute(value: string): string {
  return decodeEntities(value.replaceAll('`{`', '[').replaceAll('`}`', ']').replaceAll('``', '"'))
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  copy: '©',
  auml: 'ä',
  ouml: 'ö',
  aring: 'å',
  Auml: 'Ä',
  Ouml: 'Ö',
  Aring: 'Å',
}

/** Decodes HTML character references (numeric and the common named ones). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole
    }
    return NAMED_ENTITIES[ref] ?? whole
  })
}

/** The HTML of the text inside `nodes`, without any shortcode tags (theirs or their children's). */
export function innerText(nodes: ShortcodeTree): string {
  const parts: string[] = []
  const walk = (list: ShortcodeTree) => {
    for (const node of list) {
      if (node.type === 'text') parts.push(node.text)
      else walk(node.children)
    }
  }
  walk(nodes)
  return parts.join('')
}

/* ---------------------------------------------------------------- attribute values */

export type VcLink = { url: string; title: string; newTab: boolean }

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * WPBakery's link attribute, `url:https%3A%2F%2F…|title:…|target:_blank|rel:nofollow` (each part
 * URL-encoded), or a plain address as older elements store it. Null without an address.
 */
export function vcLink(value: string | undefined): VcLink | null {
  const text = value?.trim()
  if (!text) return null
  if (!/^(url|title|target|rel):/.test(text)) return { url: text, title: '', newTab: false }
  const parts: Record<string, string> = {}
  for (const part of text.split('|')) {
    const colon = part.indexOf(':')
    if (colon > 0) parts[part.slice(0, colon)] = safeDecode(part.slice(colon + 1)).trim()
  }
  const url = parts.url ?? ''
  return url ? { url, title: parts.title ?? '', newTab: parts.target === '_blank' } : null
}

/** A CSS colour as `#rrggbb` (hex of three or six digits, `rgb()`/`rgba()`), or null. */
export function hexColour(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? ''
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
  if (/^#[0-9a-f]{6}$/.test(text)) return text
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text)
  if (!rgb) return null
  const channels = rgb.slice(1, 4).map(Number)
  if (channels.some((c) => c > 255)) return null
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** A number read from the start of an attribute (`32px`, `1.5`), within `min`…`max`; null if none. */
export function boundedNumber(value: string | undefined, min: number, max: number): number | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)/.exec(value ?? '')
  if (!match) return null
  return Math.min(max, Math.max(min, Number(match[1])))
}

/**
 * A picture as an attribute names it: an attachment id (`55`), Ultimate Addons' `id^55|url^…`
 * or `55|https://…`, or an address.
 */
export function attachmentRef(value: string | undefined): { id?: number; url?: string } | null {
  const text = value?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return { id: Number(text) }
  if (/^https?:\/\//i.test(text)) return { url: text }
  const fields: Record<string, string> = {}
  for (const part of text.split('|')) {
    const [key, ...rest] = part.split('^')
    if (key && rest.length) fields[key] = rest.join('^')
  }
  const [first = '', second = ''] = text.split('|')
  const id = fields.id ?? (/^\d+$/.test(first) ? first : '')
  const url = safeDecode(fields.url ?? (/^https?:\/\//i.test(second) ? second : ''))
  const ref: { id?: number; url?: string } = {}
  if (/^\d+$/.test(id)) ref.id = Number(id)
  if (/^https?:\/\//i.test(url)) ref.url = url
  return ref.id !== undefined || ref.url !== undefined ? ref : null
}

/** HTML as one line of plain text: tags out, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}
