import { COLOUR_PATTERN } from '@/lib/css-vars'
import { parseVideoUrl, SERVICE_NAMES } from '@/lib/video-url'
import type { SectionBlock } from '@/payload-types'
import type { Column, ConvertContext, Widget, WidgetOf } from '../convert/context'
import { htmlToBlocks } from '../html/html-to-lexical'
import {
  type BlockNode,
  type HeadingTag,
  linkParagraph,
  paragraphNode,
  richTextDoc,
  textNode,
  uploadNode,
} from '../html/nodes'
import { findElement, plainText } from '../html/text'
import { FREEFORM, fullHtml, type ParsedBlock, parseBlocks } from './parse'

export { isBlockContent } from './parse'

/**
 * Block-editor content as our page layout: a boxed section of one column for the flow of
 * blocks, a section of its own for each columns, cover and media & text block. Text-like blocks
 * in a row become one rich-text widget; their headings stay in it (a page's h1 is its title).
 */
export function blockLayout(content: string, ctx: ConvertContext): SectionBlock[] {
  const sections: SectionBlock[] = []
  let flow = new ColumnWriter()
  const endFlow = () => {
    const widgets = flow.finish()
    if (widgets.length > 0) sections.push(section([column(FULL, widgets)]))
    flow = new ColumnWriter()
  }
  for (const block of parseBlocks(content)) {
    const own = ownSections(block, ctx)
    if (own) {
      endFlow()
      sections.push(...own)
    } else convertBlock(block, flow, ctx)
  }
  endFlow()
  return sections
}

type Widths = NonNullable<Column['widths']>
type Width = NonNullable<Widths['desktop']>
const FULL: Widths = { phone: '1/1', tablet: '1/1', desktop: '1/1' }

/** Collects a column's widgets, gathering consecutive rich text into one widget. */
class ColumnWriter {
  private readonly widgets: Widget[] = []
  private text: BlockNode[] = []

  addText(nodes: BlockNode[]): void {
    this.text.push(...nodes)
  }

  addWidget(widget: Widget): void {
    this.endText()
    this.widgets.push(widget)
  }

  finish(): Widget[] {
    this.endText()
    return this.widgets
  }

  private endText(): void {
    if (this.text.length === 0) return
    this.widgets.push({ blockType: 'richText', content: richTextDoc(this.text) })
    this.text = []
  }
}

const section = (columns: Column[], extra: Partial<SectionBlock> = {}): SectionBlock => ({
  blockType: 'section',
  width: 'boxed',
  ...extra,
  columns,
})

const column = (widths: Widths, widgets: Widget[], verticalAlign?: Column['verticalAlign']): Column => ({
  widths,
  ...(verticalAlign ? { verticalAlign } : {}),
  widgets,
})

// —— Blocks that are sections of their own at the top level (inside a column, their content flows)

function ownSections(block: ParsedBlock, ctx: ConvertContext): SectionBlock[] | null {
  switch (block.name) {
    case 'core/columns':
      return columnsSections(block, ctx)
    case 'core/cover':
      return [coverSection(block, ctx)]
    case 'core/media-text':
      return [mediaTextSection(block, ctx)]
    default:
      return null
  }
}

/** At most six columns to a section (the section's limit); more wrap into the next section. */
const MAX_COLUMNS = 6

function columnsSections(block: ParsedBlock, ctx: ConvertContext): SectionBlock[] {
  const inner = block.innerBlocks
  if (inner.length === 0) return []
  const sections: SectionBlock[] = []
  for (let i = 0; i < inner.length; i += MAX_COLUMNS) {
    const row = inner.slice(i, i + MAX_COLUMNS)
    const widths = columnWidths(row.map((b) => (b.name === 'core/column' ? percent(b.attrs.width) : null)))
    const columns = row.map((b, j) => {
      const writer = new ColumnWriter()
      if (b.name === 'core/column') convertInner(b, writer, ctx)
      else convertBlock(b, writer, ctx)
      const align = verticalAlign(b.attrs.verticalAlignment ?? block.attrs.verticalAlignment)
      return column(responsive(widths[j] ?? '1/1', row.length), writer.finish(), align)
    })
    sections.push(section(columns))
  }
  return sections
}

/** A column's share from WordPress's `width` attribute ("33.33%"); other units say nothing of it. */
function percent(value: unknown): number | null {
  if (typeof value === 'number') return value / 100
  const match = typeof value === 'string' ? /^\s*([\d.]+)\s*%\s*$/.exec(value) : null
  const share = match ? Number(match[1]) / 100 : Number.NaN
  return share > 0 && share <= 1 ? share : null
}

const FRACTION: Record<Width, number> = {
  '1/1': 1,
  '5/6': 5 / 6,
  '3/4': 3 / 4,
  '2/3': 2 / 3,
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '1/4': 1 / 4,
  '1/6': 1 / 6,
}

const WIDTHS = Object.keys(FRACTION) as Width[]

const nearest = (share: number): Width =>
  WIDTHS.reduce((best, width) =>
    Math.abs(FRACTION[width] - share) < Math.abs(FRACTION[best] - share) ? width : best,
  )

/** Given shares to the nearest of our widths; the columns without one share what is left equally. */
export function columnWidths(shares: Array<number | null>): Width[] {
  const given = shares.reduce<number>((sum, share) => sum + (share ?? 0), 0)
  const open = shares.filter((share) => share === null).length
  const rest = open > 0 ? Math.max(1 - given, 0) / open : 0
  return shares.map((share) => nearest(share ?? (rest > 0 ? rest : 1 / shares.length)))
}

/** Full width on a phone; on a tablet, more than three columns go two to a row. */
const responsive = (desktop: Width, count: number): Widths => ({
  phone: '1/1',
  tablet: count > 3 ? '1/2' : desktop,
  desktop,
})

function verticalAlign(value: unknown): Column['verticalAlign'] | undefined {
  if (value === 'center') return 'center'
  if (value === 'bottom') return 'end'
  return undefined
}

/** WordPress's default palette, for overlays given by name. */
const PALETTE: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  'cyan-bluish-gray': '#abb8c3',
  'pale-pink': '#f78da7',
  'vivid-red': '#cf2e2e',
  'luminous-vivid-orange': '#ff6900',
  'luminous-vivid-amber': '#fcb900',
  'light-green-cyan': '#7bdcb5',
  'vivid-green-cyan': '#00d084',
  'pale-cyan-blue': '#8ed1fc',
  'vivid-cyan-blue': '#0693e3',
  'vivid-purple': '#9b51e0',
}

function colourOf(custom: unknown, named: unknown): string | null {
  if (typeof custom === 'string' && COLOUR_PATTERN.test(custom)) return custom
  return typeof named === 'string' ? (PALETTE[named] ?? null) : null
}

function coverSection(block: ParsedBlock, ctx: ConvertContext): SectionBlock {
  const { attrs } = block
  const url = typeof attrs.url === 'string' ? attrs.url : undefined
  const id = typeof attrs.id === 'number' ? attrs.id : undefined
  const media = url || id ? ctx.mediaFor({ id, url }) : null
  if ((url || id) && media === null) ctx.note(`Taustakuvaa ${url ?? `#${id}`} ei tuotu: se puuttuu.`)
  const overlay = colourOf(attrs.customOverlayColor, attrs.overlayColor) ?? '#000000'
  const dim =
    typeof attrs.dimRatio === 'number' ? Math.min(Math.max(Math.round(attrs.dimRatio), 0), 100) : null
  const video = attrs.backgroundType === 'video'
  const background: SectionBlock['background'] =
    media === null
      ? { type: 'colour', colour: overlay }
      : video
        ? { type: 'video', video: { source: 'hosted', file: media } }
        : { type: 'image', image: media, parallax: attrs.hasParallax === true }
  const writer = new ColumnWriter()
  convertInner(block, writer, ctx, { pictures: false })
  return section([column(FULL, writer.finish())], {
    width: attrs.align === 'full' ? 'full' : 'boxed',
    background,
    ...(media === null ? {} : { overlay: { colour: overlay, opacity: dim ?? 50 } }),
    // WordPress sets a cover's text light unless the cover itself is light.
    ...(attrs.isDark === false ? {} : { textColour: '#ffffff' }),
  })
}

function mediaTextSection(block: ParsedBlock, ctx: ConvertContext): SectionBlock {
  const { attrs } = block
  const writer = new ColumnWriter()
  convertInner(block, writer, ctx, { pictures: false })
  const content = writer.finish()
  const picture = mediaTextPicture(block, ctx)
  if (!picture) return section([column(FULL, content)])
  const share = typeof attrs.mediaWidth === 'number' ? attrs.mediaWidth / 100 : 0.5
  const [mediaWidth = '1/2', contentWidth = '1/2'] = columnWidths([share, null])
  const pictureColumn = column(responsive(mediaWidth, 2), [picture])
  const contentColumn = column(responsive(contentWidth, 2), content, verticalAlign(attrs.verticalAlignment))
  return section(
    attrs.mediaPosition === 'right' ? [contentColumn, pictureColumn] : [pictureColumn, contentColumn],
  )
}

function mediaTextPicture(block: ParsedBlock, ctx: ConvertContext): Widget | null {
  const { attrs } = block
  const url = typeof attrs.mediaUrl === 'string' ? attrs.mediaUrl : undefined
  const id = typeof attrs.mediaId === 'number' ? attrs.mediaId : undefined
  if (!url && !id) return null
  const media = ctx.mediaFor({ id, url })
  if (media === null) {
    ctx.note(`Kuvaa ${url ?? `#${id}`} ei tuotu: se puuttuu.`)
    return null
  }
  if (attrs.mediaType === 'video')
    return { blockType: 'video', source: 'hosted', title: videoTitle(url), file: media }
  return { blockType: 'richText', content: richTextDoc([uploadNode(media)]) }
}

// —— Blocks in a column

const TEXT_BLOCKS = new Set([
  'core/paragraph',
  'core/list',
  'core/list-item',
  'core/quote',
  'core/pullquote',
  'core/verse',
  'core/preformatted',
  'core/code',
  'core/image',
  'core/table',
  'core/html',
])

/** Blocks that only arrange their inner blocks. */
const CONTAINERS = new Set(['core/group', 'core/row', 'core/stack', 'core/column', 'core/columns'])

/** Markers with no content of their own. */
const MARKERS = new Set(['core/more', 'core/nextpage', 'core/spacer'])

function convertBlock(block: ParsedBlock, writer: ColumnWriter, ctx: ConvertContext): void {
  const { name } = block
  if (MARKERS.has(name)) return
  if (TEXT_BLOCKS.has(name)) {
    writer.addText(htmlToBlocks(fullHtml(block), ctx, { autop: false }))
    return
  }
  if (CONTAINERS.has(name)) {
    convertInner(block, writer, ctx)
    return
  }
  switch (name) {
    case FREEFORM:
      writer.addText(htmlToBlocks(fullHtml(block), ctx))
      return
    case 'core/heading':
      writer.addText(heading(block, ctx))
      return
    case 'core/gallery':
      writer.addText(gallery(block, ctx))
      return
    case 'core/separator':
      writer.addWidget(separator(block))
      return
    case 'core/buttons': {
      const align = buttonAlign(block.attrs.layout)
      for (const inner of block.innerBlocks) {
        if (inner.name === 'core/button') button(inner, writer, ctx, align)
        else convertBlock(inner, writer, ctx)
      }
      return
    }
    case 'core/button':
      button(block, writer, ctx)
      return
    case 'core/video':
      video(block, writer, ctx)
      return
    case 'core/cover':
    case 'core/media-text':
      // A section cannot be inside a column: the block's picture and content flow in the column.
      for (const own of ownSections(block, ctx) ?? []) {
        const image = own.background?.image
        if (typeof image === 'number') writer.addText([uploadNode(image)])
        for (const col of own.columns ?? []) for (const widget of col.widgets ?? []) writer.addWidget(widget)
      }
      return
  }
  if (name === 'core/embed' || name.startsWith('core-embed/')) {
    embed(block, writer, ctx)
    return
  }
  // Not one of ours: its text stays visible, and the report names it.
  ctx.unknown(name)
  convertInner(block, writer, ctx)
}

/** A block's own markup and inner blocks in order; its own pictures left out where attributes carry them. */
function convertInner(
  block: ParsedBlock,
  writer: ColumnWriter,
  ctx: ConvertContext,
  { pictures = true }: { pictures?: boolean } = {},
): void {
  for (const part of block.innerContent) {
    if (typeof part !== 'string') convertBlock(part, writer, ctx)
    else if (part.trim() !== '') {
      const nodes = htmlToBlocks(part, ctx, { autop: false })
      writer.addText(pictures ? nodes : nodes.filter((node) => node.type !== 'upload'))
    }
  }
}

function heading(block: ParsedBlock, ctx: ConvertContext): BlockNode[] {
  const level = typeof block.attrs.level === 'number' ? Math.round(block.attrs.level) : 2
  // The page's title is its h1; block headings start from h2.
  const tag = `h${Math.min(Math.max(level, 2), 6)}` as HeadingTag
  return htmlToBlocks(fullHtml(block), ctx, { autop: false }).map((node) =>
    node.type === 'heading' ? { ...node, tag } : node,
  )
}

/** A gallery's pictures one after another with their captions: the list around them is only layout. */
function gallery(block: ParsedBlock, ctx: ConvertContext): BlockNode[] {
  const html = fullHtml(block).replace(/<\/?(?:ul|li)\b[^>]*>/gi, '')
  const nodes = htmlToBlocks(html, ctx, { autop: false })
  if (nodes.some((node) => node.type === 'upload')) return nodes
  // An old gallery may name its pictures only in its attributes.
  const ids = Array.isArray(block.attrs.ids) ? block.attrs.ids : []
  const uploads: BlockNode[] = []
  for (const id of ids) {
    const media = ctx.mediaFor({ id: Number(id) })
    if (media === null) ctx.note(`Kuvaa #${String(id)} ei tuotu: se puuttuu.`)
    else uploads.push(uploadNode(media))
  }
  return [...uploads, ...nodes]
}

function separator(block: ParsedBlock): WidgetOf<'separator'> {
  const className = typeof block.attrs.className === 'string' ? block.attrs.className : ''
  return { blockType: 'separator', separatorType: /\bis-style-dots\b/.test(className) ? 'dotted' : 'line' }
}

/** The buttons block's justification as a button's alignment. */
function buttonAlign(layout: unknown): WidgetOf<'button'>['align'] {
  const justify =
    layout && typeof layout === 'object' ? (layout as { justifyContent?: unknown }).justifyContent : null
  if (justify === 'center') return 'center'
  if (justify === 'right') return 'end'
  return undefined
}

function button(
  block: ParsedBlock,
  writer: ColumnWriter,
  ctx: ConvertContext,
  align?: WidgetOf<'button'>['align'],
): void {
  const { attrs } = block
  const anchor = findElement(fullHtml(block), 'a')
  const label = anchor?.text || (typeof attrs.text === 'string' ? plainText(attrs.text) : '')
  const href = anchor?.attribs.href ?? (typeof attrs.url === 'string' ? attrs.url : undefined)
  const url = href ? ctx.href(href.trim()) : null
  if (!label) return
  if (!url) {
    // A button that leads nowhere is kept as its text.
    ctx.note(`Painikkeella ”${label}” ei ollut käytettävää osoitetta: se tuotiin tekstinä.`)
    writer.addText([paragraphNode([textNode(label)])])
    return
  }
  const className = typeof attrs.className === 'string' ? attrs.className : ''
  writer.addWidget({
    blockType: 'button',
    label,
    link: { type: 'custom', url, newTab: anchor?.attribs.target === '_blank' },
    style: /\bis-style-outline\b/.test(className) ? 'outline' : 'filled',
    ...(align ? { align } : {}),
  })
}

function video(block: ParsedBlock, writer: ColumnWriter, ctx: ConvertContext): void {
  const tag = findElement(fullHtml(block), 'video')
  const src = tag?.attribs.src
  const id = typeof block.attrs.id === 'number' ? block.attrs.id : undefined
  if (!src && id === undefined) {
    ctx.unknown('core/video')
    return
  }
  const media = ctx.mediaFor({ id, url: src })
  if (media === null) {
    ctx.note(`Videota ${src ?? `#${id}`} ei tuotu: se puuttuu.`)
    const href = src ? ctx.href(src) : null
    if (href) writer.addText([linkParagraph(href, src ?? href)])
    return
  }
  const caption = findElement(fullHtml(block), 'figcaption')?.text
  writer.addWidget({
    blockType: 'video',
    source: 'hosted',
    title: caption || videoTitle(src),
    file: media,
    ...(caption ? { caption } : {}),
  })
}

/** A name for a video without a caption: its file's name, which is what WordPress shows too. */
function videoTitle(url: string | undefined): string {
  const file = url?.split(/[?#]/)[0]?.split('/').pop()
  return file ? decodeURIComponentSafe(file) : 'Video'
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function embed(block: ParsedBlock, writer: ColumnWriter, ctx: ConvertContext): void {
  const { attrs, name } = block
  const provider =
    typeof attrs.providerNameSlug === 'string'
      ? attrs.providerNameSlug
      : name.startsWith('core-embed/')
        ? name.slice('core-embed/'.length)
        : ''
  const html = fullHtml(block)
  const caption = findElement(html, 'figcaption')?.text ?? ''
  const url = (
    typeof attrs.url === 'string' ? attrs.url : plainText(html.replace(/<figcaption[\s\S]*$/i, ''))
  ).trim()
  if ((provider === 'youtube' || provider === 'vimeo') && parseVideoUrl(provider, url)) {
    writer.addWidget({
      blockType: 'video',
      source: provider,
      title: caption || `${SERVICE_NAMES[provider]}-video`,
      url,
      ...(caption ? { caption } : {}),
    })
    return
  }
  ctx.unknown(provider ? `core/embed (${provider})` : 'core/embed')
  const href = url ? ctx.href(url) : null
  const nodes: BlockNode[] = href ? [linkParagraph(href, url)] : []
  if (caption) nodes.push(paragraphNode([textNode(caption)]))
  writer.addText(nodes)
}
