/** Builds Lexical rich-text documents from plain data, for seeded content. */
type TextNode = {
  type: 'text'
  text: string
  format: number
  version: 1
  detail: 0
  mode: 'normal'
  style: ''
}
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type LinkNode = ElementBase & {
  type: 'link'
  children: TextNode[]
  fields: { linkType: 'custom'; url: string; newTab: boolean }
}
type Inline = TextNode | LinkNode
type Block =
  | (ElementBase & { type: 'paragraph'; children: Inline[]; textFormat: 0; textStyle: '' })
  | (ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: Inline[] })
  | (ElementBase & {
      type: 'list'
      listType: 'bullet' | 'number'
      tag: 'ul' | 'ol'
      start: 1
      children: ListItem[]
    })
type ListItem = ElementBase & { type: 'listitem'; value: number; children: Inline[] }

export type RichTextDoc = { root: ElementBase & { type: 'root'; children: Block[] } }

const base: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

export const text = (value: string, bold = false): TextNode => ({
  type: 'text',
  text: value,
  format: bold ? 1 : 0,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const link = (label: string, url: string): LinkNode => ({
  ...base,
  type: 'link',
  children: [text(label)],
  fields: { linkType: 'custom', url, newTab: false },
})

const inline = (parts: Array<string | Inline>): Inline[] =>
  parts.map((p) => (typeof p === 'string' ? text(p) : p))

export const p = (...parts: Array<string | Inline>): Block => ({
  ...base,
  type: 'paragraph',
  children: inline(parts),
  textFormat: 0,
  textStyle: '',
})

export const h = (tag: 'h2' | 'h3', value: string): Block => ({
  ...base,
  type: 'heading',
  tag,
  children: [text(value)],
})

const list = (tag: 'ul' | 'ol', items: string[]): Block => ({
  ...base,
  type: 'list',
  listType: tag === 'ol' ? 'number' : 'bullet',
  tag,
  start: 1,
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
})

export const ul = (...items: string[]): Block => list('ul', items)
export const ol = (...items: string[]): Block => list('ol', items)

export const doc = (...children: Block[]): RichTextDoc => ({ root: { ...base, type: 'root', children } })
