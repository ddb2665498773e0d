import type { RichTextDoc } from '../convert/context'

/**
 * The serialized Lexical nodes the importer writes, as Payload 3's default `lexicalEditor()`
 * stores them. Type aliases (not interfaces) so they fit RichTextDoc's index-signature children.
 */
export type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
export type LineBreakNode = { type: 'linebreak'; version: 1 }
type ElementBase = { direction: 'ltr'; format: ElementFormat; indent: number; version: number }
export type ElementFormat = '' | 'left' | 'center' | 'right' | 'justify'
/** A link to an address, or to one of the site's pages by id (Payload's internal link). */
export type LinkFields =
  | { linkType: 'custom'; url: string; newTab: boolean }
  | { linkType: 'internal'; doc: { relationTo: 'pages'; value: number }; newTab: boolean }
export type LinkNode = ElementBase & {
  type: 'link'
  fields: LinkFields
  children: Array<TextNode | LineBreakNode>
}
export type InlineNode = TextNode | LineBreakNode | LinkNode
export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  textFormat: 0
  textStyle: ''
  children: InlineNode[]
}
export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
export type HeadingNode = ElementBase & { type: 'heading'; tag: HeadingTag; children: InlineNode[] }
export type QuoteNode = ElementBase & { type: 'quote'; children: InlineNode[] }
export type ListItemNode = ElementBase & {
  type: 'listitem'
  value: number
  children: Array<InlineNode | ListNode>
}
export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  tag: 'ul' | 'ol'
  start: number
  children: ListItemNode[]
}
export type UploadNode = {
  type: 'upload'
  relationTo: 'media'
  value: number
  fields: null
  format: ''
  version: 3
}
export type HorizontalRuleNode = { type: 'horizontalrule'; version: 1 }
export type BlockNode = ParagraphNode | HeadingNode | QuoteNode | ListNode | UploadNode | HorizontalRuleNode

/** Lexical's text format bits. */
export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

const element = (format: ElementFormat = '') => ({ direction: 'ltr' as const, format, indent: 0 })

export const textNode = (text: string, format = 0): TextNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const lineBreak = (): LineBreakNode => ({ type: 'linebreak', version: 1 })

export const linkNode = (fields: LinkFields, children: LinkNode['children'] = []): LinkNode => ({
  ...element(),
  version: 3,
  type: 'link',
  fields,
  children,
})

export const paragraphNode = (children: InlineNode[] = [], format: ElementFormat = ''): ParagraphNode => ({
  ...element(format),
  version: 1,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children,
})

export const headingNode = (
  tag: HeadingTag,
  children: InlineNode[] = [],
  format: ElementFormat = '',
): HeadingNode => ({ ...element(format), version: 1, type: 'heading', tag, children })

export const quoteNode = (children: InlineNode[] = []): QuoteNode => ({
  ...element(),
  version: 1,
  type: 'quote',
  children,
})

export const listNode = (ordered: boolean, start = 1): ListNode => ({
  ...element(),
  version: 1,
  type: 'list',
  listType: ordered ? 'number' : 'bullet',
  tag: ordered ? 'ol' : 'ul',
  start,
  children: [],
})

export const listItemNode = (value: number, indent: number): ListItemNode => ({
  ...element(),
  indent,
  version: 1,
  type: 'listitem',
  value,
  children: [],
})

export const uploadNode = (value: number): UploadNode => ({
  type: 'upload',
  relationTo: 'media',
  value,
  fields: null,
  format: '',
  version: 3,
})

export const horizontalRule = (): HorizontalRuleNode => ({ type: 'horizontalrule', version: 1 })

export const richTextDoc = (children: RichTextDoc['root']['children']): RichTextDoc => ({
  root: { ...element(), version: 1, type: 'root', children },
})

/** A link paragraph: the address as its own text when there is no better label. */
export const linkParagraph = (url: string, label: string, newTab = false): ParagraphNode =>
  paragraphNode([linkNode({ linkType: 'custom', url, newTab }, [textNode(label.trim() || url)])])
