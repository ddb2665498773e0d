import { ICON_LABELS, type IconName } from '@/lib/icon-names'
import { ANCHOR_PATTERN } from '@/lib/links'
import { parseVideoUrl } from '@/lib/video-url'
import type { SectionBlock } from '@/payload-types'
import type { Column, ConvertContext, RichTextDoc, Widget, WidgetOf } from '../convert/context'
import { htmlToRichText } from '../html/html-to-lexical'
import { paragraphNode, richTextDoc, textNode, uploadNode } from '../html/nodes'
import {
  attachmentRef,
  boundedNumber,
  hexColour,
  innerText,
  parseShortcodes,
  plainText,
  type ShortcodeNode,
  type ShortcodeTree,
  vcLink,
} from './parse'

/*
 * WPBakery Page Builder content (`[vc_row][vc_column width="1/2"]…`) as our sections. Each
 * element becomes the closest widget; what has none is kept as rich text and reported, so no
 * content is lost without a word. Every piece of HTML goes through htmlToRichText, every address
 * through ctx.href, colours must be hex and numbers are bounded to what the widgets accept.
 */

export type Convert = (node: ShortcodeNode, ctx: ConvertContext) => Widget[]

type Width = NonNullable<NonNullable<Column['widths']>['desktop']>
type Section = SectionBlock & { blockType: 'section' }
type Background = NonNullable<SectionBlock['background']>

/** True when the content is a WPBakery layout. */
export function isShortcodeLayout(content: string): boolean {
  return typeof content === 'string' && content.includes('[vc_row')
}

/** The content's rows as sections; what lies outside a row becomes a section of its own. */
export function shortcodeLayout(content: string, ctx: ConvertContext): SectionBlock[] {
  const sections: SectionBlock[] = []
  let loose: ShortcodeTree = []
  const flushLoose = () => {
    const widgets = widgetsOf(loose, ctx)
    if (widgets.length) sections.push({ blockType: 'section', columns: [fullColumn(widgets)] })
    loose = []
  }
  const visit = (nodes: ShortcodeTree, inherited: Background | null) => {
    for (const node of nodes) {
      if (node.type === 'shortcode' && ROWS.has(node.name)) {
        flushLoose()
        sections.push(...rowSections(node, ctx, inherited))
      } else if (node.type === 'shortcode' && node.name === 'vc_section') {
        flushLoose()
        // A WPBakery section groups rows; its background is theirs unless they have their own.
        visit(node.children, rowBackground(node.attrs, ctx) ?? inherited)
      } else loose.push(node)
    }
  }
  visit(parseShortcodes(content), null)
  flushLoose()
  return sections
}

const ROWS = new Set(['vc_row', 'vc_row_inner'])
const COLUMNS = new Set(['vc_column', 'vc_column_inner'])

/* ---------------------------------------------------------------- rows and columns */

const fullColumn = (widgets: Widget[]): Column => ({
  widths: { phone: '1/1', tablet: '1/1', desktop: '1/1' },
  widgets,
})

/**
 * A row as sections. A row of one full-width column that holds inner rows is split around them,
 * so an inner row's columns stay side by side as a section of their own (a section cannot hold
 * sections); in any other column an inner row's columns become the column's widgets in order.
 * More than six columns (our limit) continue in another section.
 */
function rowSections(row: ShortcodeNode, ctx: ConvertContext, inherited: Background | null): Section[] {
  if (row.attrs.disable_element === 'yes') {
    ctx.note('Piilotettu WPBakery-rivi (disable_element) jätettiin pois, koska se ei näkynyt sivulla.')
    return []
  }
  const settings = rowSettings(row, ctx, inherited)
  const groups = columnGroups(row.children)
  const only = groups.length === 1 ? groups[0] : undefined
  const splits: Column[][] = []
  if (only && only.width === '1/1' && only.nodes.some(isRow)) {
    let segment: ShortcodeTree = []
    const flush = () => {
      const widgets = widgetsOf(segment, ctx)
      if (widgets.length) splits.push([fullColumn(widgets)])
      segment = []
    }
    for (const node of only.nodes) {
      if (isRow(node)) {
        flush()
        const columns = columnGroups(node.children).map((group) => column(group, ctx, settings.valign))
        if (columns.length) splits.push(columns)
      } else segment.push(node)
    }
    flush()
  } else {
    const columns = groups.map((group) => column(group, ctx, settings.valign))
    if (columns.some((c) => c.widgets?.length)) splits.push(columns)
  }
  if (!splits.length) {
    // An empty row still shows its background (a band of colour or a picture).
    return settings.section.background ? [{ ...settings.section, columns: [fullColumn([])] }] : []
  }
  const chunks = splits.flatMap((columns) =>
    Array.from({ length: Math.ceil(columns.length / MAX_COLUMNS) }, (_, i) =>
      columns.slice(i * MAX_COLUMNS, (i + 1) * MAX_COLUMNS),
    ),
  )
  return chunks.map((columns, i) => {
    const section: Section = { ...settings.section, columns }
    // The pieces of one row read as one: no gap between them, the anchor on the first.
    if (i > 0) {
      section.paddingTop = 'none'
      delete section.anchorId
    }
    if (i < chunks.length - 1) section.paddingBottom = 'none'
    return section
  })
}

const MAX_COLUMNS = 6

const isRow = (node: ShortcodeTree[number]): node is ShortcodeNode =>
  node.type === 'shortcode' && (ROWS.has(node.name) || node.name === 'vc_section')

type ColumnGroup = { width: Width; tablet: Width; phone: Width; nodes: ShortcodeTree }

/** A row's columns; anything between them (a malformed row) becomes a full-width column. */
function columnGroups(children: ShortcodeTree): ColumnGroup[] {
  const groups: ColumnGroup[] = []
  let stray: ShortcodeTree = []
  const flushStray = () => {
    if (stray.some((n) => n.type === 'shortcode' || n.text.trim()))
      groups.push({ width: '1/1', tablet: '1/1', phone: '1/1', nodes: stray })
    stray = []
  }
  for (const node of children) {
    if (node.type === 'shortcode' && COLUMNS.has(node.name)) {
      flushStray()
      groups.push({ ...columnWidths(node.attrs), nodes: node.children })
    } else stray.push(node)
  }
  flushStray()
  return groups
}

const WIDTHS: Array<[Width, number]> = [
  ['1/1', 1],
  ['5/6', 5 / 6],
  ['3/4', 3 / 4],
  ['2/3', 2 / 3],
  ['1/2', 1 / 2],
  ['1/3', 1 / 3],
  ['1/4', 1 / 4],
  ['1/6', 1 / 6],
]

/** The nearest of our widths to a fraction (`5/12`, `1/5` included), or null for none. */
export function nearestWidth(fraction: string | undefined): Width | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/.exec(fraction ?? '')
  if (!match) return null
  const value = Number(match[1]) / Number(match[2])
  if (!(value > 0) || value > 1) return null
  let best = WIDTHS[0] as [Width, number]
  for (const entry of WIDTHS) if (Math.abs(entry[1] - value) < Math.abs(best[1] - value)) best = entry
  return best[0]
}

/**
 * A column's widths: `width` holds from tablets up (WPBakery's `vc_col-sm-*`); the `offset`
 * classes set the others (`vc_col-xs-*` phones, `vc_col-md-*` or `vc_col-lg-*` desktops).
 */
function columnWidths(attrs: Record<string, string>): Omit<ColumnGroup, 'nodes'> {
  const base = nearestWidth(attrs.width) ?? '1/1'
  const classes = attrs.offset ?? ''
  const at = (size: string) => {
    const match = new RegExp(`(?:^|\\s)vc_col-${size}-(\\d{1,2})(?:\\s|$)`).exec(classes)
    return match ? nearestWidth(`${match[1]}/12`) : null
  }
  const tablet = at('sm') ?? base
  return { phone: at('xs') ?? '1/1', tablet, width: at('md') ?? at('lg') ?? tablet }
}

function column(group: ColumnGroup, ctx: ConvertContext, valign: Column['verticalAlign']): Column {
  const result: Column = {
    widths: { phone: group.phone, tablet: group.tablet, desktop: group.width },
    widgets: widgetsOf(group.nodes, ctx),
  }
  if (valign) result.verticalAlign = valign
  return result
}

/* ---------------------------------------------------------------- row settings */

const STRETCH: Record<string, Section['width']> = {
  stretch_row: 'full',
  stretch_row_content: 'ex-full',
  stretch_row_content_no_spaces: 'ex-full',
}

const PLACEMENT: Record<string, Column['verticalAlign']> = { top: 'start', middle: 'center', bottom: 'end' }

const ANIMATIONS: Record<string, Section['animation']> = {
  fadeIn: 'fade',
  appear: 'zoom',
  zoomIn: 'zoom',
  'top-to-bottom': 'slide-up',
  'bottom-to-top': 'slide-up',
  fadeInUp: 'slide-up',
  'left-to-right': 'slide-left',
  fadeInLeft: 'slide-left',
  'right-to-left': 'slide-right',
  fadeInRight: 'slide-right',
}

function rowSettings(
  row: ShortcodeNode,
  ctx: ConvertContext,
  inherited: Background | null,
): { section: Section; valign: Column['verticalAlign'] | null } {
  const { attrs } = row
  const section: Section = { blockType: 'section', width: STRETCH[attrs.full_width ?? ''] ?? 'boxed' }
  const css = designCss(attrs.css)
  const top = paddingSize(css['padding-top'])
  const bottom = paddingSize(css['padding-bottom'])
  if (top) section.paddingTop = top
  if (bottom) section.paddingBottom = bottom
  const anchor = attrs.el_id?.trim()
  if (anchor && ANCHOR_PATTERN.test(anchor)) section.anchorId = anchor
  const animation = ANIMATIONS[attrs.css_animation ?? '']
  if (animation) section.animation = animation
  const text = hexColour(attrs.font_color)
  if (text) section.textColour = text
  const background = rowBackground(attrs, ctx) ?? inherited
  if (background) section.background = background
  return { section, valign: PLACEMENT[attrs.content_placement ?? ''] ?? null }
}

/** The declarations of a Design Options `css` attribute (`.vc_custom_1{background-color: #fff !important}`). */
export function designCss(css: string | undefined): Record<string, string> {
  const declarations: Record<string, string> = {}
  const body = /\{([^}]*)\}/.exec(css ?? '')?.[1] ?? ''
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim().toLowerCase()
    declarations[name] = declaration
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim()
  }
  return declarations
}

/** A WPBakery padding (`60px`) as our section's nearest step. */
function paddingSize(value: string | undefined): Section['paddingTop'] | null {
  const px = boundedNumber(value, 0, 10000)
  if (px === null) return null
  if (px === 0) return 'none'
  if (px < 32) return 's'
  if (px < 72) return 'm'
  if (px < 120) return 'l'
  return 'xl'
}

/**
 * A row's background: a Design Options picture (`url(…?id=55)`) or colour, WPBakery's parallax
 * picture or a YouTube/Vimeo background video, Ultimate Addons' `bg_image_new`/`bg_color_value`.
 */
function rowBackground(attrs: Record<string, string>, ctx: ConvertContext): Background | null {
  const css = designCss(attrs.css)
  const shorthand = css.background ?? ''
  const colour =
    hexColour(css['background-color']) ??
    hexColour(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/i.exec(shorthand)?.[0]) ??
    hexColour(attrs.bg_color_value)
  const background: Background = {}
  if (colour) {
    background.type = 'colour'
    background.colour = colour
  }
  const video = attrs.video_bg === 'yes' ? (attrs.video_bg_url ?? '') : ''
  const parsed = video ? (parseVideoUrl('youtube', video) ?? parseVideoUrl('vimeo', video)) : null
  if (parsed) {
    background.type = 'video'
    background.video = { source: parsed.source, url: video }
  } else {
    const url = /url\(\s*['"]?([^'")]+)['"]?\s*\)/i.exec(css['background-image'] ?? shorthand)?.[1]
    const id = url ? /[?&]id=(\d+)/.exec(url)?.[1] : undefined
    const ref =
      (attrs.parallax_image ? attachmentRef(attrs.parallax_image) : null) ??
      attachmentRef(attrs.bg_image_new) ??
      (url ? { url: url.replace(/\?.*$/, ''), ...(id ? { id: Number(id) } : {}) } : null)
    if (ref) {
      const media = ctx.mediaFor(ref)
      if (media !== null) {
        background.type = 'image'
        background.image = media
      } else ctx.note(`Rivin taustakuvaa ${pictureName(ref)} ei tuotu: se puuttuu.`)
    }
  }
  if (attrs.parallax || attrs.video_bg_parallax) background.parallax = true
  if (attrs.parallax === 'content-moving-fade' || attrs.video_bg_parallax === 'content-moving-fade')
    background.fadeOut = true
  return background.type ? background : null
}

export const pictureName = (ref: { id?: number; url?: string }): string =>
  ref.url ? ref.url.slice(0, 300) : `(liite ${ref.id})`

/* ---------------------------------------------------------------- widgets */

/**
 * The widgets of a column (or a tab, an accordion item, a text block): each element converted,
 * the HTML between elements gathered into rich text.
 */
export function widgetsOf(nodes: ShortcodeTree, ctx: ConvertContext): Widget[] {
  const widgets: Widget[] = []
  let html = ''
  const flush = () => {
    if (html.trim()) widgets.push(...richTextWidgets(html, ctx))
    html = ''
  }
  for (const node of nodes) {
    if (node.type === 'text') html += node.text
    else if (INLINE.has(node.name)) html += innerText(node.children)
    else {
      flush()
      widgets.push(...convertElement(node, ctx))
    }
  }
  flush()
  return widgets
}

/** Shortcodes that only wrap HTML (a captioned picture): their inner HTML is kept in the text. */
const INLINE = new Set(['caption', 'wp_caption'])

/** HTML as a rich-text widget, or none when it holds nothing to show. */
export function richTextWidgets(html: string, ctx: ConvertContext, align?: 'center'): Widget[] {
  return docWidgets(htmlToRichText(html, ctx), align)
}

export function docWidgets(content: RichTextDoc, align?: 'center'): Widget[] {
  if (!content.root.children.length) return []
  return [{ blockType: 'richText', content, ...(align ? { align } : {}) }]
}

/** Plain text as a rich-text paragraph (text from attributes, never parsed as HTML). */
export function paragraphWidgets(text: string): Widget[] {
  return text.trim() ? docWidgets(richTextDoc([paragraphNode([textNode(text.trim())])])) : []
}

/**
 * Converters of other plugins' elements (Ultimate Addons), added by ./layout.ts: those converters
 * build on this module's, so this module cannot import them.
 */
const ADDON_ELEMENTS: Record<string, Convert> = {}

export function addElements(table: Readonly<Record<string, Convert>>): void {
  Object.assign(ADDON_ELEMENTS, table)
}

export function convertElement(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const convert = WPBAKERY[node.name] ?? ADDON_ELEMENTS[node.name]
  if (convert) return convert(node, ctx)
  if (FORMS.has(node.name)) {
    ctx.note(`Yhteydenottolomake ${node.raw.slice(0, 200)} on rakennettava uudelleen ylläpidossa.`)
    return []
  }
  if (ROWS.has(node.name) || COLUMNS.has(node.name) || node.name === 'vc_section') {
    // An inner row (or a stray column) where only widgets fit: its columns' widgets in order.
    return widgetsOf(node.children, ctx)
  }
  const dropped = DROPPED[node.name]
  if (dropped) {
    ctx.note(dropped)
    return []
  }
  if (SPACERS.has(node.name)) return []
  return unknownElement(node, ctx)
}

/**
 * An element we have no widget for: reported, and its content kept. A wrapper's elements are
 * converted in place; otherwise its text (or its title) becomes rich text.
 */
function unknownElement(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  ctx.unknown(`[${node.name}]`)
  if (node.children.some((child) => child.type === 'shortcode')) return widgetsOf(node.children, ctx)
  const html = innerText(node.children)
  if (html.trim()) return richTextWidgets(html, ctx)
  return paragraphWidgets(plainText(node.attrs.title ?? node.attrs.text ?? ''))
}

/** Form plugins' shortcodes: forms are rebuilt in the admin, so nothing visible is made. */
const FORMS = new Set([
  'contact-form-7',
  'contact-form',
  'gravityform',
  'wpforms',
  'ninja_form',
  'formidable',
  'mc4wp_form',
])

/** Elements left out on purpose, with the report's note. */
const DROPPED: Record<string, string> = {
  vc_raw_js: 'Sivun JavaScript-koodia ([vc_raw_js]) ei tuotu: sivustolle ei lisätä skriptejä sisällöstä.',
}

/** Empty space between elements: our widgets and sections keep their own spacing. */
const SPACERS = new Set(['vc_empty_space', 'ultimate_spacer'])

/* ---------------------------------------------------------------- WPBakery elements */

const WPBAKERY: Record<string, Convert> = {
  vc_column_text: (node, ctx) => widgetsOf(node.children, ctx),
  vc_raw_html: (node, ctx) => richTextWidgets(rawHtml(innerText(node.children)), ctx),
  vc_custom_heading: customHeading,
  vc_single_image: singleImage,
  vc_btn: button,
  vc_button2: button,
  vc_button: button,
  vc_separator: separator,
  vc_text_separator: textSeparator,
  vc_video: video,
  embed: embed,
  vc_tta_accordion: accordion,
  vc_accordion: accordion,
  vc_tta_tabs: tabs,
  vc_tabs: tabs,
  vc_tta_tour: tabs,
  vc_tour: tabs,
  vc_gallery: gallery,
  vc_images_carousel: gallery,
  vc_media_grid: gallery,
  vc_masonry_media_grid: gallery,
  gallery: gallery,
  vc_icon: icon,
}

/** `vc_raw_html` stores its HTML base64-encoded, URL-encoded inside. */
function rawHtml(encoded: string): string {
  const text = encoded.trim()
  if (!/^[A-Za-z0-9+/=\s]+$/.test(text)) return text
  try {
    return decodeURIComponent(Buffer.from(text, 'base64').toString('utf8'))
  } catch {
    return text
  }
}

/** `font_container="tag:h2|font_size:32|text_align:center|color:%23333333"` as its parts. */
function fontContainer(value: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const part of (value ?? '').split('|')) {
    const colon = part.indexOf(':')
    if (colon < 0) continue
    try {
      parts[part.slice(0, colon)] = decodeURIComponent(part.slice(colon + 1)).trim()
    } catch {
      parts[part.slice(0, colon)] = part.slice(colon + 1).trim()
    }
  }
  return parts
}

const ALIGN: Record<string, 'start' | 'center' | 'end'> = {
  left: 'start',
  center: 'center',
  right: 'end',
  align_left: 'start',
  align_center: 'center',
  align_right: 'end',
  separator_align_left: 'start',
  separator_align_center: 'center',
  separator_align_right: 'end',
}

type Level = WidgetOf<'heading'>['level']
const isLevel = (tag: string): tag is Level => /^h[1-6]$/.test(tag)

/** A heading widget; one with a link, which the widget has no field for, is rich text. */
export function headingWidgets(
  text: string,
  ctx: ConvertContext,
  options: { level?: string; align?: string; colour?: string; subtitle?: string; link?: string } = {},
): Widget[] {
  const title = plainText(text)
  if (!title) return []
  const tag = (options.level ?? 'h2').toLowerCase()
  // Checked here; htmlToRichText resolves the address like any link's.
  const link = options.link && ctx.href(options.link) ? options.link : null
  if (link || !isLevel(tag)) {
    const inner = escapeHtml(title)
    const html = isLevel(tag)
      ? `<${tag}><a href="${escapeHtml(link ?? '')}">${inner}</a></${tag}>`
      : `<p>${inner}</p>`
    return richTextWidgets(html, ctx, options.align === 'center' ? 'center' : undefined)
  }
  const heading: WidgetOf<'heading'> = { blockType: 'heading', text: title, level: tag }
  const align = ALIGN[options.align ?? '']
  if (align) heading.align = align
  const colour = hexColour(options.colour)
  if (colour) heading.colour = colour
  if (options.subtitle) heading.subtitle = options.subtitle
  return [heading]
}

export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

function customHeading(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const font = fontContainer(node.attrs.font_container)
  return headingWidgets(node.attrs.text ?? innerText(node.children), ctx, {
    level: font.tag,
    align: font.text_align,
    colour: font.color,
    link: vcLink(node.attrs.link)?.url,
  })
}

/** A picture as rich text holding it (we have no picture widget); a missing one is noted. */
export function pictureWidgets(
  ref: { id?: number; url?: string } | null,
  ctx: ConvertContext,
  align?: 'center',
): Widget[] {
  if (!ref) return []
  const media = ctx.mediaFor(ref)
  if (media === null) {
    ctx.note(`Kuvaa ${pictureName(ref)} ei tuotu: se puuttuu.`)
    return []
  }
  return docWidgets(richTextDoc([uploadNode(media)]), align)
}

function singleImage(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const ref =
    attrs.source === 'external_link'
      ? attachmentRef(attrs.custom_src)
      : attrs.source === 'featured_image'
        ? null
        : attachmentRef(attrs.image)
  if (attrs.source === 'featured_image')
    ctx.note('Artikkelikuvaa näyttävä kuvaelementti jätettiin pois: artikkelikuva näkyy sivulla muutenkin.')
  return [
    ...headingWidgets(attrs.title ?? '', ctx),
    ...pictureWidgets(ref, ctx, attrs.alignment === 'center' ? 'center' : undefined),
  ]
}

const BUTTON_SIZES: Record<string, WidgetOf<'button'>['size']> = {
  xs: 's',
  sm: 's',
  md: 'm',
  lg: 'l',
  small: 's',
  medium: 'm',
  large: 'l',
}

/** A button; without a safe address it would be a dead link, so its label is kept as text. */
export function buttonWidgets(
  label: string,
  link: { url: string; newTab: boolean } | null,
  ctx: ConvertContext,
  extra: Partial<WidgetOf<'button'>> = {},
): Widget[] {
  const text = plainText(label) || 'Lue lisää'
  const href = link ? ctx.href(link.url) : null
  if (!href) {
    ctx.note(`Painikkeen ”${text}” osoite puuttui tai ei kelvannut, joten painike tuotiin tekstinä.`)
    return paragraphWidgets(text)
  }
  return [
    {
      blockType: 'button',
      label: text,
      link: { type: 'custom', url: href, newTab: link?.newTab ?? false },
      style: 'filled',
      ...extra,
    },
  ]
}

function button(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const link = node.name === 'vc_button' ? vcLink(attrs.href) : vcLink(attrs.link)
  if (link && node.name === 'vc_button' && attrs.target === '_blank') link.newTab = true
  const extra: Partial<WidgetOf<'button'>> = {}
  if ((attrs.style ?? '').includes('outline')) extra.style = 'outline'
  else if (attrs.shape === 'round') extra.style = 'pill'
  const size = BUTTON_SIZES[attrs.size ?? '']
  if (size) extra.size = size
  const align = attrs.button_block === 'true' ? 'stretch' : ALIGN[attrs.align ?? '']
  if (align) extra.align = align
  const background = hexColour(attrs.custom_background ?? attrs.outline_custom_color)
  if (background) extra.background = background
  const textColour = hexColour(attrs.custom_text ?? attrs.outline_custom_hover_text)
  if (textColour) extra.textColour = textColour
  const iconClass = attrs[`i_icon_${attrs.i_type ?? 'fontawesome'}`]
  const name = attrs.add_icon === 'true' ? iconFor(iconClass) : null
  if (name) {
    extra.icon = name
    extra.iconPosition = attrs.i_align === 'left' ? 'before' : 'after'
  }
  return buttonWidgets(attrs.title ?? link?.title ?? '', link, ctx, extra)
}

const LINE_STYLES: Record<string, WidgetOf<'separator'>['separatorType']> = {
  dashed: 'dashed',
  dotted: 'dotted',
  double: 'double',
}

function separatorOf(attrs: Record<string, string>): WidgetOf<'separator'> {
  const widget: WidgetOf<'separator'> = {
    blockType: 'separator',
    separatorType: LINE_STYLES[attrs.style ?? ''] ?? 'line',
  }
  const border = boundedNumber(attrs.border_width, 1, 20)
  if (border !== null) widget.border = Math.round(border)
  const width = boundedNumber(attrs.el_width, 5, 100)
  if (width !== null) widget.width = Math.round(width)
  const colour = hexColour(attrs.accent_color) ?? hexColour(attrs.color)
  if (colour) widget.colour = colour
  const align = ALIGN[attrs.align ?? '']
  if (align) widget.align = align
  return widget
}

function separator(node: ShortcodeNode): Widget[] {
  return [separatorOf(node.attrs)]
}

/** A line with a title: the title as a heading (our separator has no text), the line under it. */
function textSeparator(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  return [
    ...headingWidgets(attrs.title ?? '', ctx, { level: 'h4', align: attrs.title_align }),
    separatorOf(attrs),
  ]
}

/** A YouTube or Vimeo video; another address is kept as a link. */
export function videoWidgets(url: string, title: string, ctx: ConvertContext): Widget[] {
  const address = url.trim()
  const parsed = parseVideoUrl('youtube', address) ?? parseVideoUrl('vimeo', address)
  if (parsed) return [{ blockType: 'video', source: parsed.source, url: address, title: title || 'Video' }]
  if (!address) return []
  ctx.note(
    `Videota ${address.slice(0, 300)} ei voi upottaa (vain YouTube ja Vimeo), joten se tuotiin linkkinä.`,
  )
  return ctx.href(address)
    ? richTextWidgets(`<p><a href="${escapeHtml(address)}">${escapeHtml(title || address)}</a></p>`, ctx)
    : []
}

function video(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const title = plainText(node.attrs.title ?? '')
  return [...headingWidgets(title, ctx), ...videoWidgets(node.attrs.link ?? '', title, ctx)]
}

function embed(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  return videoWidgets(plainText(innerText(node.children)), '', ctx)
}

/* ---------------------------------------------------------------- containers */

type AccordionItem = NonNullable<WidgetOf<'accordion'>['items']>[number]
type Tab = NonNullable<WidgetOf<'tabs'>['tabs']>[number]
type Panel = { title: string; anchorId?: string; content: Widget[] }

const SECTIONS = new Set(['vc_tta_section', 'vc_accordion_tab', 'vc_tab'])

/** The sections of a tabs or accordion element; content outside any section is its own panel. */
function panels(node: ShortcodeNode, ctx: ConvertContext): Panel[] {
  const result: Panel[] = []
  for (const child of node.children) {
    if (child.type === 'shortcode' && SECTIONS.has(child.name)) {
      const panel: Panel = {
        title: plainText(child.attrs.title ?? '') || `Osio ${result.length + 1}`,
        content: widgetsOf(child.children, ctx),
      }
      const anchor = child.attrs.tab_id?.trim()
      if (anchor && ANCHOR_PATTERN.test(anchor)) panel.anchorId = anchor
      result.push(panel)
    } else if (child.type === 'shortcode' || child.text.trim()) {
      const content = widgetsOf([child], ctx)
      if (content.length) result.push({ title: `Osio ${result.length + 1}`, content })
    }
  }
  return result
}

/** WPBakery's active section counts from one; ours from zero. */
function activeIndex(value: string | undefined, count: number): number | null {
  const n = boundedNumber(value, 1, Math.max(count, 1))
  return n === null ? null : Math.round(n) - 1
}

function accordion(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const items = panels(node, ctx)
  if (!items.length) return []
  const widget: WidgetOf<'accordion'> = {
    blockType: 'accordion',
    items: items.map(
      ({ title, anchorId, content }): AccordionItem => ({
        title,
        ...(anchorId ? { anchorId } : {}),
        content: fitInto(content, 'accordion') as AccordionItem['content'],
      }),
    ),
  }
  // The old accordion's `active_tab="false"` and an empty value leave all closed.
  const active = activeIndex(node.attrs.active_section ?? node.attrs.active_tab ?? '1', items.length)
  if (active !== null) widget.activeIndex = active
  return [...headingWidgets(node.attrs.title ?? '', ctx), widget]
}

function tabs(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const items = panels(node, ctx)
  if (!items.length) return []
  const title = plainText(node.attrs.title ?? '')
  const widget: WidgetOf<'tabs'> = {
    blockType: 'tabs',
    tabs: items.map(
      ({ title: label, anchorId, content }): Tab => ({
        label,
        ...(anchorId ? { anchorId } : {}),
        content: fitInto(content, 'tabs') as Tab['content'],
      }),
    ),
  }
  if (title) widget.label = title
  if (node.name === 'vc_tta_tour' || node.name === 'vc_tour') widget.tabsStyle = 'vertical'
  const active = activeIndex(node.attrs.active_section, items.length)
  if (active !== null) widget.activeIndex = active
  const rotate = boundedNumber(node.attrs.autoplay ?? node.attrs.interval, 0, 600)
  if (rotate) widget.rotateTabs = Math.round(rotate)
  return [...headingWidgets(title, ctx), widget]
}

/**
 * Containers, inner first: one holds no container at or after its own place (widgets.ts lists
 * them so, and Payload validates it), so one found inside is opened into its content.
 */
const CONTAINERS = ['carousel', 'flipBox', 'longTextBox', 'expandableSection', 'accordion', 'tabs'] as const
type Container = (typeof CONTAINERS)[number]

const rank = (type: string): number => CONTAINERS.indexOf(type as Container)

export function fitInto(widgets: Widget[], container: Container): Widget[] {
  const limit = rank(container)
  return widgets.flatMap((widget) => {
    const own = rank(widget.blockType)
    return own < 0 || own < limit ? [widget] : fitInto(opened(widget), container)
  })
}

/** A container's content laid out flat: each panel's title as a heading, then its widgets. */
function opened(widget: Widget): Widget[] {
  const titled = (title: string, content: Widget[] | null | undefined): Widget[] => [
    { blockType: 'heading', text: title, level: 'h3' },
    ...(content ?? []),
  ]
  switch (widget.blockType) {
    case 'accordion':
      return (widget.items ?? []).flatMap((item) => titled(item.title, item.content))
    case 'tabs':
      return (widget.tabs ?? []).flatMap((tab) => titled(tab.label, tab.content))
    case 'flipBox':
      return [
        ...titled(widget.front.title, []),
        ...paragraphWidgets(widget.front.text ?? ''),
        ...(widget.content ?? []),
      ]
    case 'carousel':
      return (widget.slides ?? []).flatMap((slide) => slide.content ?? [])
    default:
      return [widget]
  }
}

/* ---------------------------------------------------------------- galleries */

/**
 * A gallery: a slideshow (simple slider) when WPBakery showed it as one, otherwise the pictures
 * side by side in a carousel (we have no picture grid). Missing pictures are noted.
 */
function gallery(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const ids = (attrs.images ?? attrs.include ?? attrs.ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
  const media: number[] = []
  const missing: string[] = []
  for (const id of ids) {
    const found = ctx.mediaFor({ id: Number(id) })
    if (found === null) missing.push(id)
    else media.push(found)
  }
  if (missing.length)
    ctx.note(`Gallerian kuvia ei tuotu, koska ne puuttuvat (liitteet ${missing.join(', ')}).`)
  if (!ids.length) ctx.note(`Galleria ${node.raw.slice(0, 200)} ei nimeä kuviaan, joten sitä ei tuotu.`)
  const title = plainText(attrs.title ?? '')
  const heading = headingWidgets(title, ctx)
  if (!media.length) return heading
  const slider = /^(flexslider|nivo)/.test(attrs.type ?? '') || node.name === 'vc_images_carousel'
  if (slider) {
    const widget: WidgetOf<'simpleSlider'> = {
      blockType: 'simpleSlider',
      slides: media.map((image) => ({ image })),
      transition: attrs.type === 'flexslider_slide' || node.name === 'vc_images_carousel' ? 'slide' : 'fade',
      aspectRatio: '16/9',
      autoplay: attrs.autoplay !== 'no',
    }
    if (title) widget.label = title
    const seconds = boundedNumber(attrs.interval ?? attrs.speed, 1, 60)
    if (seconds !== null) widget.autoslideDelay = Math.round(seconds * 1000)
    return [...heading, widget]
  }
  const carousel: WidgetOf<'carousel'> = {
    blockType: 'carousel',
    source: 'slides',
    scrollMode: 'page',
    autoplay: false,
    slides: media.map((image) => ({
      content: docWidgets(richTextDoc([uploadNode(image)])) as Slide['content'],
    })),
  }
  if (title) carousel.label = title
  return [...heading, carousel]
}

type Slide = NonNullable<WidgetOf<'carousel'>['slides']>[number]

/* ---------------------------------------------------------------- icons */

/** Font Awesome, Entypo, Linecons, Typicons and Ultimate Addons names for the icons we have. */
const ICON_WORDS: Record<string, IconName> = {}
const words: Array<[IconName, string]> = [
  [
    'arrow-right',
    'arrow-right long-arrow-right chevron-right angle-right angle-double-right caret-right right-open',
  ],
  ['award', 'trophy award medal certificate'],
  ['chart', 'bar-chart line-chart chart-bar chart-line pie-chart chart-pie area-chart chart-area signal'],
  ['calendar', 'calendar calendar-o calendar-alt calendar-check-o calendar-check'],
  ['check', 'check check-circle check-square check-square-o check-circle-o ok tick'],
  ['clock', 'clock clock-o hourglass history time'],
  ['cloud', 'cloud cloud-upload'],
  ['code', 'code terminal file-code-o laptop-code'],
  ['download', 'download cloud-download arrow-circle-down'],
  ['globe', 'globe globe-americas language world'],
  ['heart', 'heart heart-o'],
  ['leaf', 'leaf tree pagelines seedling envira'],
  ['lightbulb', 'lightbulb lightbulb-o light-up idea'],
  ['mail', 'envelope envelope-o mail email paper-plane send'],
  ['map-pin', 'map-marker map-pin location location-arrow map-marker-alt map'],
  ['message', 'comment comments comment-o comments-o chat commenting message bubble'],
  ['phone', 'phone phone-square mobile mobile-phone call'],
  ['rocket', 'rocket'],
  ['settings', 'cog cogs gear gears settings sliders'],
  ['shield', 'shield lock shield-alt user-secret'],
  ['cart', 'shopping-cart cart shopping-bag shopping-basket basket'],
  ['sparkles', 'magic sparkles diamond gem'],
  ['star', 'star star-o star-half star-half-o'],
  ['target', 'bullseye crosshairs target dot-circle-o'],
  ['users', 'users user group user-plus people handshake handshake-o'],
  ['wrench', 'wrench tools hammer screwdriver'],
  ['zap', 'bolt flash zap lightning'],
]
for (const [icon, list] of words) for (const word of list.split(' ')) ICON_WORDS[word] = icon

const ICON_PREFIX = /^(fa[srlbd]?-|entypo-icon-|vc_li-|vc-oi-|typcn-|defaults-|vc-material-|icon-|dashicons-)/

/** Our icon for an icon class (`fa fa-envelope`, `Defaults-cog gear`), or null. */
export function iconFor(value: string | undefined): IconName | null {
  for (const token of (value ?? '').toLowerCase().split(/\s+/)) {
    let word = token
    while (ICON_PREFIX.test(word)) word = word.replace(ICON_PREFIX, '')
    const icon = ICON_WORDS[word]
    if (icon) return icon
  }
  return null
}

/** An icon a widget requires: ours for the class, else a default and a note. */
export function requiredIcon(value: string | undefined, ctx: ConvertContext): IconName {
  const icon = iconFor(value)
  if (icon) return icon
  ctx.note(
    `Ikonia ${value?.trim() ? `”${value.trim().slice(0, 100)}” ` : ''}ei ole sivuston ikoneissa; tilalle valittiin ${ICON_LABELS[DEFAULT_ICON]}.`,
  )
  return DEFAULT_ICON
}

const DEFAULT_ICON: IconName = 'check'

/**
 * A lone icon. With a link it is a one-item icon list (the link's title as its text); a
 * decorative one is a separator with the icon in it, the nearest widget that shows an icon alone.
 */
function icon(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const name = requiredIcon(attrs[`icon_${attrs.type ?? 'fontawesome'}`] ?? attrs.icon_fontawesome, ctx)
  const link = vcLink(attrs.link)
  const href = link ? ctx.href(link.url) : null
  if (href) {
    const text = plainText(link?.title ?? '') || href
    return [
      {
        blockType: 'iconList',
        items: [
          {
            icon: name,
            text,
            hasLink: true,
            link: { type: 'custom', url: href, newTab: link?.newTab ?? false },
          },
        ],
      },
    ]
  }
  const widget: WidgetOf<'separator'> = { blockType: 'separator', separatorType: 'line', icon: name }
  const align = ALIGN[attrs.align ?? '']
  if (align) widget.align = align
  const colour = hexColour(attrs.custom_color)
  if (colour) widget.colour = colour
  return [widget]
}
