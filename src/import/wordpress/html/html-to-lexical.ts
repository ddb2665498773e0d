import { type ChildNode, type Element, isTag, isText } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import type { ConvertContext, RichTextDoc } from '../convert/context'
import { autop } from './autop'
import {
  type BlockNode,
  type ElementFormat,
  FORMAT,
  type HeadingNode,
  type HeadingTag,
  headingNode,
  horizontalRule,
  type InlineNode,
  type LinkFields,
  type LinkNode,
  type ListItemNode,
  type ListNode,
  lineBreak,
  linkNode,
  listItemNode,
  listNode,
  type ParagraphNode,
  paragraphNode,
  type QuoteNode,
  quoteNode,
  richTextDoc,
  textNode,
  uploadNode,
} from './nodes'

export interface HtmlOptions {
  /**
   * Paragraph the text with WordPress's `wpautop` first. Classic content needs it, block content
   * never (WordPress turns it off for blocks); left out, it is applied when the HTML has text
   * broken by newlines and no paragraphs of its own.
   */
  autop?: boolean
}

/**
 * WordPress HTML as our rich text. Sanitised by construction: only the nodes Lexical stores are
 * built, from text and the few attributes each takes (a link's address through `ctx.href`, a
 * picture's media id), so nothing else of the markup (handlers, styles, classes) can come along.
 */
export function htmlToRichText(html: string, ctx: ConvertContext, options: HtmlOptions = {}): RichTextDoc {
  return richTextDoc(htmlToBlocks(html, ctx, options))
}

/** The same as block nodes, for callers that put several pieces of HTML into one rich text. */
export function htmlToBlocks(html: string, ctx: ConvertContext, options: HtmlOptions = {}): BlockNode[] {
  const source = (options.autop ?? needsAutop(html)) ? autop(html) : html
  const builder = new Builder(ctx)
  walk(parseDocument(source).children, builder)
  return builder.finish()
}

/** Bare text broken into lines and paragraphs, as the classic editor stores it. */
function needsAutop(html: string): boolean {
  return /\n[ \t]*\n/.test(html) || (html.includes('\n') && !/<(p|div|br|h[1-6]|ul|ol|table)\b/i.test(html))
}

type Exit = () => void

/** Depth-first over the tree with an explicit stack: 10 000 nested tags must not overflow. */
function walk(nodes: ChildNode[], builder: Builder): void {
  const stack: Array<ChildNode | Exit> = [...nodes].reverse()
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item === 'function') {
      item()
    } else if (isText(item)) {
      builder.text(item.data)
    } else if (isTag(item)) {
      const exit = builder.enter(item)
      if (exit === SKIP) continue
      if (exit) stack.push(exit)
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i] as ChildNode)
    }
  }
}

const SKIP = 'skip'

const FORMATS: Record<string, number> = {
  b: FORMAT.bold,
  strong: FORMAT.bold,
  i: FORMAT.italic,
  em: FORMAT.italic,
  u: FORMAT.underline,
  ins: FORMAT.underline,
  s: FORMAT.strikethrough,
  del: FORMAT.strikethrough,
  strike: FORMAT.strikethrough,
  code: FORMAT.code,
  kbd: FORMAT.code,
  samp: FORMAT.code,
  tt: FORMAT.code,
  sub: FORMAT.subscript,
  sup: FORMAT.superscript,
}

/** Tags that are block-level boxes around their content: a paragraph ends where they start and end. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'figure',
  'figcaption',
  'address',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'center',
  'fieldset',
  'legend',
  'hgroup',
  'caption',
  'dialog',
  'search',
])

/** Never content: dropped with whatever they hold. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'input',
  'select',
  'textarea',
  'option',
  'param',
  'source',
  'track',
  'wbr',
])

/** Embedded content we cannot show: kept as a link to its address and reported. */
const EMBEDS: Record<string, string> = {
  iframe: 'src',
  embed: 'src',
  object: 'data',
  video: 'src',
  audio: 'src',
}

/** Drawn content whose text is not prose. */
const DRAWINGS = new Set(['svg', 'math', 'canvas'])

/** Lexical nests lists as deep as it is given; past this, deeper items stay at this level. */
const MAX_LIST_DEPTH = 6

type RootBlock = ParagraphNode | HeadingNode | QuoteNode
type OpenList = { list: ListNode; item: ListItemNode | null; count: number }
type OpenLink = {
  fields: LinkFields
  node: LinkNode | null
  owner: InlineNode[] | null
  image: string | null
}

class Builder {
  private readonly blocks: BlockNode[] = []
  /** Pictures met inside a list, quote, heading or table row: placed after that block. */
  private deferred: BlockNode[] = []
  /** The paragraph, heading or quote being filled at the top level. */
  private open: RootBlock | null = null
  private readonly lists: OpenList[] = []
  private format = 0
  private link: OpenLink | null = null
  /** A block boundary inside a container that holds only inline content: a line break if more follows. */
  private pendingBreak = false
  private pre = 0
  private table = 0
  private cell = 0

  constructor(private readonly ctx: ConvertContext) {}

  finish(): BlockNode[] {
    this.closeRoot()
    while (this.lists.length > 0) this.closeList()
    return this.blocks
  }

  /** Handles a start tag; returns what to do at its end, or SKIP to leave its content out. */
  enter(el: Element): Exit | typeof SKIP | undefined {
    const tag = el.name
    if (DROPPED.has(tag)) return SKIP
    const bit = FORMATS[tag]
    if (bit !== undefined) return this.withFormat(bit)
    if (tag === 'br') {
      this.breakLine()
      return undefined
    }
    if (tag === 'a') return this.enterLink(el)
    if (tag === 'img') {
      this.image(el)
      return undefined
    }
    if (tag === 'q') {
      this.text('“')
      return () => this.text('”')
    }
    if (tag === 'hr') {
      if (this.table > 0 || this.inlineOnly()) this.softBoundary()
      else {
        this.closeRoot()
        this.blocks.push(horizontalRule())
      }
      return undefined
    }
    if (/^h[1-6]$/.test(tag)) return this.enterHeading(el, tag)
    if (tag === 'ul' || tag === 'ol' || tag === 'menu') return this.enterList(el)
    if (tag === 'li') return this.enterItem()
    if (tag === 'blockquote') return this.enterQuote()
    if (tag === 'pre') return this.enterPre()
    if (tag === 'table') return this.enterTable()
    if (tag === 'tr') return this.enterRow()
    if (tag === 'td' || tag === 'th') return this.enterCell()
    if (tag in EMBEDS) {
      this.embed(el, tag)
      return SKIP
    }
    if (DRAWINGS.has(tag)) {
      this.ctx.unknown(`<${tag}>`)
      return SKIP
    }
    if (tag === 'form') {
      this.ctx.unknown('<form>')
      this.ctx.note('Sisällössä oli lomake, jota ei tuotu: tee se tarvittaessa uudelleen lomakewidgetillä.')
      return SKIP
    }
    if (BLOCKS.has(tag)) return this.enterBlock(el)
    return undefined
  }

  text(data: string): void {
    if (this.pre > 0) {
      this.preText(data)
      return
    }
    let value = data.replace(/[ \t\n\r\f]+/g, ' ')
    if (value.startsWith(' ') && this.atLineStart()) value = value.slice(1)
    if (value === '') return
    this.append(value)
  }

  // —— Elements

  private withFormat(bit: number): Exit {
    const before = this.format
    const exclusive =
      bit === FORMAT.subscript ? FORMAT.superscript : bit === FORMAT.superscript ? FORMAT.subscript : 0
    this.format = (before | bit) & ~exclusive
    return () => {
      this.format = before
    }
  }

  private enterLink(el: Element): Exit | undefined {
    const href = el.attribs.href?.trim()
    // Links do not nest; an inner one is text of the outer.
    if (this.link || !href) return undefined
    const url = this.ctx.href(href)
    if (!url) return undefined
    const link: OpenLink = {
      fields: { linkType: 'custom', url, newTab: el.attribs.target?.trim().toLowerCase() === '_blank' },
      node: null,
      owner: null,
      image: null,
    }
    this.link = link
    return () => {
      this.link = null
      // A picture linked to a page (not to its own file) keeps the link, after the picture.
      if (!link.node && link.image !== null && !isFileUrl(url)) {
        this.softBoundary()
        this.link = { ...link, node: null, owner: null }
        this.append(link.image.trim() || url)
        this.link = null
        this.softBoundary()
      }
    }
  }

  private enterHeading(el: Element, tag: string): Exit {
    if (this.inlineOnly() || this.table > 0) return this.enterBlock(el)
    this.closeRoot()
    // The page's title is its one h1.
    const level = (tag === 'h1' ? 'h2' : tag) as HeadingTag
    const heading = headingNode(level, [], alignOf(el))
    this.open = heading
    return () => {
      if (this.open === heading) this.closeRoot()
    }
  }

  private enterList(el: Element): Exit | undefined {
    if (this.table > 0 || this.open?.type === 'heading' || this.open?.type === 'quote')
      return this.enterBlock(el)
    const ordered = el.name === 'ol'
    const start = ordered ? Number.parseInt(el.attribs.start ?? '', 10) : Number.NaN
    const list = listNode(ordered, Number.isFinite(start) && start > 0 ? start : 1)
    const parent = this.lists.at(-1)
    if (!parent) {
      this.closeRoot()
      this.blocks.push(list)
    } else {
      if (this.lists.length >= MAX_LIST_DEPTH) return undefined
      // Lexical keeps a nested list in a list item of its own, after the item it belongs to.
      const holder = listItemNode(parent.list.start + parent.count, this.lists.length - 1)
      holder.children.push(list)
      parent.list.children.push(holder)
      parent.item = null
    }
    this.lists.push({ list, item: null, count: 0 })
    return () => this.closeList()
  }

  private enterItem(): Exit {
    const open = this.lists.at(-1)
    if (!open || this.table > 0) return this.enterBlock(undefined)
    this.closeItem(open)
    return () => this.closeItem(open)
  }

  private enterQuote(): Exit {
    if (this.inlineOnly() || this.table > 0) return this.enterBlock(undefined)
    this.closeRoot()
    const quote = quoteNode()
    this.open = quote
    return () => {
      if (this.open === quote) this.closeRoot()
    }
  }

  private enterPre(): Exit {
    const exitBlock = this.enterBlock(undefined)
    this.pre++
    return () => {
      this.pre--
      exitBlock()
    }
  }

  private enterTable(): Exit {
    this.ctx.unknown('<table>')
    const exitBlock = this.enterBlock(undefined)
    this.table++
    return () => {
      this.table--
      exitBlock()
    }
  }

  /** A table's row is one line: a paragraph of its own at the top level. */
  private enterRow(): Exit {
    const exitBlock = this.enterBlockOutsideTable()
    this.cell = 0
    return exitBlock
  }

  private enterCell(): undefined {
    const row = this.container()
    if (this.cell > 0 && row?.length && !this.pendingBreak) {
      trimEnd(row)
      this.append(' · ')
    }
    this.cell++
    return undefined
  }

  /** Paragraph boundaries; inside a table's cell, only a space (the cell stays on its row's line). */
  private enterBlock(el: Element | undefined): Exit {
    if (this.table > 0) {
      this.text(' ')
      return () => this.text(' ')
    }
    return this.enterBlockOutsideTable(el ? alignOf(el) : '')
  }

  private enterBlockOutsideTable(align: ElementFormat = ''): Exit {
    if (this.inlineOnly()) {
      this.boundary()
      return () => this.boundary()
    }
    this.closeRoot()
    if (align) this.open = paragraphNode([], align)
    return () => this.closeRoot()
  }

  private breakLine(): void {
    this.appendNode(lineBreak())
  }

  private image(el: Element): void {
    const id = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(el.attribs.class ?? '')?.[1] ?? el.attribs['data-id']
    const src = imageSource(el)
    const media = this.ctx.mediaFor({
      ...(id ? { id: Number(id) } : {}),
      ...(src ? { url: src } : {}),
    })
    const alt = (el.attribs.alt ?? '').replace(/\s+/g, ' ').trim()
    if (this.link) this.link.image = alt
    if (media === null) {
      this.ctx.note(
        src && !src.startsWith('data:')
          ? `Kuvaa ${src.slice(0, 300)} ei tuotu: se puuttuu.`
          : 'Sivulle upotettua kuvaa ei tuotu: sillä ei ole osoitetta.',
      )
      if (alt) this.text(` ${alt} `)
      return
    }
    const upload = uploadNode(media)
    if (this.table > 0 || this.inlineOnly()) this.deferred.push(upload)
    else {
      this.closeRoot()
      this.blocks.push(upload)
    }
  }

  private embed(el: Element, tag: string): void {
    this.ctx.unknown(`<${tag}>`)
    const attr = EMBEDS[tag] ?? 'src'
    const source =
      el.attribs[attr]?.trim() ||
      el.children
        .find((child): child is Element => isTag(child) && child.name === 'source')
        ?.attribs.src?.trim()
    const url = source ? this.ctx.href(source) : null
    if (!url || this.link) return
    this.softBoundary()
    this.link = { fields: { linkType: 'custom', url, newTab: false }, node: null, owner: null, image: null }
    this.append(el.attribs.title?.trim() || url)
    this.link = null
    this.softBoundary()
  }

  // —— Containers

  /** Inside a heading, quote or list only inline content fits: blocks there become line breaks. */
  private inlineOnly(): boolean {
    return this.lists.length > 0 || this.open?.type === 'heading' || this.open?.type === 'quote'
  }

  /** The inline children being filled now, or null when nothing is open. */
  private container(): InlineNode[] | null {
    const list = this.lists.at(-1)
    if (list) return list.item ? (list.item.children as InlineNode[]) : null
    return this.open ? this.open.children : null
  }

  private ensureContainer(): InlineNode[] {
    const existing = this.container()
    if (existing) return existing
    const list = this.lists.at(-1)
    if (list) {
      const item = listItemNode(list.list.start + list.count, this.lists.length - 1)
      list.count++
      list.list.children.push(item)
      list.item = item
      this.pendingBreak = false
      return item.children as InlineNode[]
    }
    const paragraph = paragraphNode()
    this.open = paragraph
    this.pendingBreak = false
    return paragraph.children
  }

  /** A boundary that keeps a table's cell on its row's line. */
  private softBoundary(): void {
    if (this.table > 0) this.text(' ')
    else this.boundary()
  }

  private boundary(): void {
    if (this.inlineOnly()) {
      if (this.container()?.length) this.pendingBreak = true
    } else this.closeRoot()
  }

  private closeRoot(): void {
    const open = this.open
    this.open = null
    this.pendingBreak = false
    if (open && tidy(open.children)) this.blocks.push(open)
    if (this.lists.length === 0 && this.deferred.length > 0) {
      this.blocks.push(...this.deferred)
      this.deferred = []
    }
  }

  private closeItem(open: OpenList): void {
    if (open.item) tidy(open.item.children as InlineNode[])
    open.item = null
    this.pendingBreak = false
  }

  private closeList(): void {
    const open = this.lists.pop()
    if (!open) return
    this.closeItem(open)
    const parent = this.lists.at(-1)
    // Nothing came of it: take out the list (nothing was added after it while it was open).
    if (open.list.children.length === 0) (parent ? parent.list.children : this.blocks).pop()
    if (!parent) this.closeRoot()
  }

  // —— Inline content

  private atLineStart(): boolean {
    if (this.pendingBreak) return true
    const children = this.container()
    const last = lastLeaf(children)
    return last === null || last.type === 'linebreak' || last.text.endsWith(' ')
  }

  private append(value: string): void {
    const target = this.inlineTarget()
    const last = target.at(-1)
    if (last?.type === 'text' && last.format === this.format) last.text += value
    else target.push(textNode(value, this.format))
  }

  private appendNode(node: InlineNode): void {
    const target = this.inlineTarget()
    if (node.type === 'linebreak') trimEnd(target)
    target.push(node)
  }

  /** Where inline content goes: the open container, after any pending break, inside the open link. */
  private inlineTarget(): InlineNode[] {
    const container = this.ensureContainer()
    if (this.pendingBreak) {
      this.pendingBreak = false
      trimEnd(container)
      if (this.open?.type === 'heading') container.push(textNode(' ', 0))
      else if (container.length > 0) container.push(lineBreak())
    }
    const link = this.link
    if (!link) return container
    if (!link.node || link.owner !== container) {
      link.node = linkNode(link.fields)
      link.owner = container
      container.push(link.node)
    }
    return link.node.children as InlineNode[]
  }

  private preText(data: string): void {
    const lines = data.replace(/\r\n?/g, '\n').split('\n')
    lines.forEach((line, i) => {
      if (i > 0) this.appendNode(lineBreak())
      if (line !== '') this.append(line.replace(/\t/g, '    '))
    })
  }
}

/** The last text or line break of some inline children, looking into a trailing link. */
function lastLeaf(children: InlineNode[] | null): Exclude<InlineNode, LinkNode> | null {
  const last = children?.at(-1)
  if (!last) return null
  if (last.type !== 'link') return last
  return last.children.at(-1) ?? null
}

/** Drops trailing spaces and line breaks before a break or the end of a block. */
function trimEnd(children: InlineNode[]): void {
  for (;;) {
    const last = children.at(-1)
    if (!last) return
    if (last.type === 'linebreak') children.pop()
    else if (last.type === 'text') {
      last.text = last.text.replace(/ +$/, '')
      if (last.text !== '') return
      children.pop()
    } else {
      trimEnd(last.children as InlineNode[])
      if (last.children.length > 0) return
      children.pop()
    }
  }
}

/** Tidies a finished block's content; false when nothing visible is left (an empty paragraph). */
function tidy(children: InlineNode[]): boolean {
  trimEnd(children)
  while (children[0]?.type === 'linebreak') children.shift()
  return children.some((child) =>
    child.type === 'link' ? true : child.type === 'text' && child.text.replace(/\s/g, '') !== '',
  )
}

function alignOf(el: Element): ElementFormat {
  const fromClass = /(?:^|\s)has-text-align-(left|center|right|justify)(?:\s|$)/.exec(
    el.attribs.class ?? '',
  )?.[1]
  const fromStyle = /(?:^|;)\s*text-align\s*:\s*(left|center|right|justify)\b/i.exec(
    el.attribs.style ?? '',
  )?.[1]
  const value = (fromClass ?? fromStyle ?? el.attribs.align ?? '').toLowerCase()
  return value === 'center' || value === 'right' || value === 'justify' ? value : ''
}

/** A picture's address: lazy-loading plugins keep the real one in a data attribute. */
function imageSource(el: Element): string | undefined {
  const src = el.attribs.src?.trim()
  const lazy = (el.attribs['data-lazy-src'] ?? el.attribs['data-src'] ?? el.attribs['data-orig-file'])?.trim()
  if (lazy && (!src || src.startsWith('data:'))) return lazy
  return src || undefined
}

/** An address of a file (a picture's full size, a PDF) rather than of a page. */
function isFileUrl(url: string): boolean {
  return /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|pdf)(?:[?#].*)?$/i.test(url)
}
