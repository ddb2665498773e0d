import type { Media, Page, SectionBlock } from '@/payload-types'
import {
  type HeadingTag,
  headingNode,
  horizontalRule,
  type LinkFields,
  linkNode,
  listItemNode,
  listNode,
  paragraphNode,
  richTextDoc,
  textNode,
  uploadNode,
} from '../html/nodes'
import type { RichTextDoc, Widget } from './context'

type Node = RichTextDoc['root']['children'][number]
type MediaRef = number | Media | null | undefined
type LinkValue = {
  type?: 'internal' | 'custom' | null
  page?: number | Page | null
  url?: string | null
  newTab?: boolean | null
}

/**
 * A layout as one rich text, for a post's body: the widgets' content in reading order, the
 * structure (sections, columns, tabs) given up, nothing visible lost.
 */
export function layoutToRichText(layout: SectionBlock[]): RichTextDoc {
  const out = new Out()
  for (const section of layout) {
    for (const column of section.columns ?? [])
      for (const widget of column.widgets ?? []) flatten(widget, out)
  }
  return richTextDoc(out.nodes)
}

/** Appends rich-text nodes, leaving out what would be empty. */
class Out {
  readonly nodes: Node[] = []

  text(value: string | null | undefined, format = 0): void {
    const text = value?.trim()
    if (text) this.nodes.push(paragraphNode([textNode(text, format)]))
  }

  heading(value: string | null | undefined, tag: HeadingTag): void {
    const text = value?.trim()
    if (text) this.nodes.push(headingNode(tag, [textNode(text)]))
  }

  picture(media: MediaRef): void {
    const id = typeof media === 'number' ? media : media?.id
    if (typeof id === 'number') this.nodes.push(uploadNode(id))
  }

  link(link: LinkValue | null | undefined, label: string | null | undefined): void {
    const fields = linkFields(link)
    const text = label?.trim() || (fields?.linkType === 'custom' ? fields.url : '')
    if (fields && text) this.nodes.push(paragraphNode([linkNode(fields, [textNode(text)])]))
    else this.text(text)
  }

  items(values: Array<string | null | undefined>): void {
    const texts = values.map((value) => value?.trim()).filter((value): value is string => Boolean(value))
    if (texts.length === 0) return
    const list = listNode(false)
    texts.forEach((text, i) => {
      const item = listItemNode(i + 1, 0)
      item.children.push(textNode(text))
      list.children.push(item)
    })
    this.nodes.push(list)
  }
}

function linkFields(link: LinkValue | null | undefined): LinkFields | null {
  if (!link) return null
  const newTab = link.newTab === true
  if (link.type === 'custom') return link.url ? { linkType: 'custom', url: link.url, newTab } : null
  const page = typeof link.page === 'number' ? link.page : link.page?.id
  return typeof page === 'number'
    ? { linkType: 'internal', doc: { relationTo: 'pages', value: page }, newTab }
    : null
}

/** Headings of items inside a post sit below the post's own sections. */
const itemLevel = (level: string | null | undefined): HeadingTag =>
  level === 'h2' || level === 'h4' ? level : 'h3'

function flattenAll(widgets: Widget[] | null | undefined, out: Out): void {
  for (const widget of widgets ?? []) flatten(widget, out)
}

function flatten(widget: Widget, out: Out): void {
  switch (widget.blockType) {
    case 'richText':
      out.nodes.push(...widget.content.root.children)
      return
    case 'heading':
      // The post's title is its h1.
      out.heading(widget.text, widget.level === 'h1' ? 'h2' : widget.level)
      out.text(widget.subtitle)
      return
    case 'button':
      out.link(widget.link, widget.label)
      return
    case 'separator':
      out.nodes.push(horizontalRule())
      return
    case 'video':
      if (widget.source === 'hosted') out.picture(widget.file)
      else if (widget.url) out.link({ type: 'custom', url: widget.url }, widget.title)
      out.text(widget.caption)
      return
    case 'iconBox':
      out.heading(widget.title, itemLevel(widget.headingLevel))
      out.text(widget.text)
      if (widget.hasLink) out.link(widget.link, widget.link?.label)
      return
    case 'imageBanner':
      out.picture(widget.image)
      out.text(widget.title, 1)
      out.text(widget.text)
      if (widget.hasLink) out.link(widget.link, widget.link?.label)
      return
    case 'videoBanner':
      out.picture(widget.poster)
      out.text(widget.title, 1)
      out.text(widget.text)
      if (widget.hasLink) out.link(widget.link, widget.link?.label)
      return
    case 'timeline':
      for (const item of widget.items ?? []) {
        out.heading(item.title, itemLevel(widget.headingLevel))
        out.text([item.label, item.dateTime].filter(Boolean).join(' · '))
        out.text(item.text)
        out.picture(item.image)
      }
      return
    case 'teamMember':
      out.picture(widget.photo)
      out.heading(widget.name, itemLevel(widget.headingLevel))
      out.text(widget.role)
      out.text(widget.text)
      if (widget.email) out.link({ type: 'custom', url: `mailto:${widget.email}` }, widget.email)
      if (widget.phone)
        out.link({ type: 'custom', url: `tel:${widget.phone.replace(/\s/g, '')}` }, widget.phone)
      for (const profile of widget.profiles ?? []) out.link({ type: 'custom', url: profile.url }, profile.url)
      return
    case 'iconList':
      out.items((widget.items ?? []).map((item) => item.text))
      return
    case 'tooltip':
      out.text([widget.text, widget.label, widget.textAfter].filter(Boolean).join(' '))
      out.text(widget.tooltip)
      return
    case 'imageHotspots':
      out.picture(widget.image)
      out.text(widget.caption)
      out.items((widget.hotspots ?? []).map((spot) => `${spot.label}: ${spot.tooltip}`))
      return
    case 'infoCircle':
      for (const item of widget.items ?? []) {
        out.text(item.title, 1)
        out.text(item.text)
      }
      return
    case 'newsTicker':
      out.text(widget.title, 1)
      out.items((widget.items ?? []).map((item) => item.text))
      return
    case 'bookingDetails':
      out.heading(widget.heading, itemLevel(widget.headingLevel))
      out.text(widget.service, 1)
      out.text([widget.duration, widget.location].filter(Boolean).join(' · '))
      if (typeof widget.price === 'number') {
        out.text([widget.pricePrefix, String(widget.price), widget.priceSuffix].filter(Boolean).join(' '))
      }
      out.items((widget.times ?? []).map((time) => time.text))
      if (widget.cta?.link) out.link(widget.cta.link, widget.cta.label)
      return
    case 'countUp':
      out.text(`${widget.prefix ?? ''}${widget.end}${widget.suffix ?? ''}`, 1)
      out.text(widget.label)
      return
    case 'countdown':
      out.text(widget.title, 1)
      out.text(widget.target)
      return
    case 'simpleSlider':
      for (const slide of widget.slides ?? []) {
        out.picture(slide.image)
        out.text(slide.caption)
      }
      return
    case 'beforeAfter':
      out.picture(widget.before)
      out.text(widget.beforeLabel)
      out.picture(widget.after)
      out.text(widget.afterLabel)
      out.text(widget.caption)
      return
    case 'rangeSlider':
      out.text(widget.title, 1)
      for (const step of widget.steps ?? []) {
        out.heading(step.heading || step.label, 'h3')
        out.text(step.text)
        out.picture(step.image)
      }
      return
    case 'map':
      out.text(widget.title, 1)
      for (const marker of widget.markers) {
        out.text(marker.title, 1)
        out.text(marker.address)
        out.text(marker.text)
        if (marker.hasLink) out.link(marker.link, marker.link?.label)
      }
      return
    case 'carousel':
      for (const slide of widget.slides ?? []) flattenAll(slide.content, out)
      return
    case 'flipBox':
      out.picture(widget.front.image)
      out.heading(widget.front.title, 'h3')
      out.text(widget.front.text)
      flattenAll(widget.content, out)
      return
    case 'longTextBox':
      out.heading(widget.title, itemLevel(widget.headingLevel))
      out.text(widget.text)
      flattenAll(widget.content, out)
      return
    case 'expandableSection':
      out.heading(widget.title, 'h3')
      flattenAll(widget.content, out)
      return
    case 'accordion':
      for (const item of widget.items ?? []) {
        out.heading(item.title, itemLevel(widget.headingLevel))
        flattenAll(item.content, out)
      }
      return
    case 'tabs':
      for (const tab of widget.tabs ?? []) {
        out.heading(tab.label, 'h3')
        flattenAll(tab.content, out)
      }
      return
    // A listing of posts and a form are not content of their own: a post body has no place for them.
    case 'list':
    case 'contactForm':
      return
    default:
      // A new widget must say here what of it a post's body keeps.
      widget satisfies never
  }
}
