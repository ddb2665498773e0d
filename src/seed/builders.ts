import type { WidgetMap } from '@/blocks/types'
import type { Locale } from '@/i18n/locales'
import type { SectionBlock } from '@/payload-types'
import { doc, p, type RichTextDoc } from './lexical'

/** Small typed builders for seeded layouts: sections → columns → widgets. */
type Column = NonNullable<SectionBlock['columns']>[number]
type Widths = NonNullable<Column['widths']>
type Width = NonNullable<Widths['desktop']>
type AnyWidget = WidgetMap[keyof WidgetMap]
type Link =
  | { type: 'internal'; page: number; newTab?: boolean }
  | { type: 'custom'; url: string; newTab?: boolean }
type LinkWithLabel = Link & { label: string }

export function section(
  options: Omit<Partial<SectionBlock>, 'blockType' | 'columns'>,
  ...columns: Column[]
): SectionBlock {
  return { blockType: 'section', width: 'boxed', ...options, columns }
}

export function col(widths: Widths | Width, ...widgets: AnyWidget[]): Column {
  const w: Widths = typeof widths === 'string' ? { phone: '1/1', tablet: widths, desktop: widths } : widths
  return { widths: w, widgets }
}

export const full = (...widgets: AnyWidget[]): Column => col('1/1', ...widgets)

/** A page's opening section: its level-one heading with the lead as subtitle, then any widgets. */
export function titleSection(title: string, lead: string, ...widgets: AnyWidget[]): SectionBlock {
  return section({}, full(heading(title, 'h1', { subtitle: lead }), ...widgets))
}

export function heading(
  text: string,
  level: WidgetMap['heading']['level'] = 'h2',
  extra: Partial<WidgetMap['heading']> = {},
): WidgetMap['heading'] {
  return { blockType: 'heading', text, level, ...extra }
}

export function richText(
  content: RichTextDoc,
  extra: Partial<WidgetMap['richText']> = {},
): WidgetMap['richText'] {
  return { blockType: 'richText', content: content as WidgetMap['richText']['content'], ...extra }
}

/** A rich-text widget of plain paragraphs. */
export const paragraphs = (...texts: string[]): WidgetMap['richText'] =>
  richText(doc(...texts.map((text) => p(text))))

export function button(
  label: string,
  link: Link,
  extra: Partial<WidgetMap['button']> = {},
): WidgetMap['button'] {
  return { blockType: 'button', label, link, style: 'filled', ...extra }
}

export function iconBox(
  icon: WidgetMap['iconBox']['icon'],
  title: string,
  text: string,
  extra: Partial<WidgetMap['iconBox']> & { link?: LinkWithLabel } = {},
): WidgetMap['iconBox'] {
  return { blockType: 'iconBox', icon, title, text, hasLink: Boolean(extra.link), ...extra }
}

export function imageBanner(
  image: number,
  title: string,
  text: string,
  extra: Partial<WidgetMap['imageBanner']> & { link?: LinkWithLabel } = {},
): WidgetMap['imageBanner'] {
  return { blockType: 'imageBanner', image, title, text, hasLink: Boolean(extra.link), ...extra }
}

export function separator(extra: Partial<WidgetMap['separator']> = {}): WidgetMap['separator'] {
  return { blockType: 'separator', separatorType: 'line', ...extra }
}

export const page = (id: number): Link => ({ type: 'internal', page: id })
export const pageLabel = (id: number, label: string): LinkWithLabel => ({ type: 'internal', page: id, label })

export const WHITE = '#ffffff'

/** Picks a text by locale, for layouts that write the Finnish and English side by side. */
export const inLocale =
  (locale: Locale) =>
  (fi: string, en: string): string =>
    locale === 'fi' ? fi : en
