import { DEFAULT_TIME_ZONE } from '@/blocks/Countdown/time-zone'
import { fromWallClock } from '@/blocks/Countdown/wall-clock'
import type { SocialNetwork } from '@/blocks/TeamMember/networks'
import type { ConvertContext, Widget, WidgetOf } from '../convert/context'
import {
  attachmentRef,
  boundedNumber,
  hexColour,
  innerText,
  plainText,
  type ShortcodeNode,
  vcLink,
} from './parse'
import {
  buttonWidgets,
  type Convert,
  headingWidgets,
  iconFor,
  paragraphWidgets,
  pictureName,
  requiredIcon,
  richTextWidgets,
  widgetsOf,
} from './wpbakery'

/*
 * Ultimate Addons for WPBakery (and a before/after plugin's) elements as our widgets. Attribute
 * names are the add-on's own (`bsf-info-box`: icon, title, link, read_more, pos, heading_tag…).
 * Only used inside wpbakery.ts's conversion, never when this module loads (the two import
 * each other).
 */

/** An element's text content: its inner HTML (or an attribute) as one line of plain text. */
const textOf = (node: ShortcodeNode, attr?: string): string =>
  plainText(innerText(node.children)) || plainText((attr && node.attrs[attr]) || '')

const LEVELS: Record<string, 'h2' | 'h3' | 'h4'> = {
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
}

/** Info box: icon, title, text and a link (the whole box, its title or a "read more"). */
function infoBox(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const title = plainText(attrs.title ?? '')
  if (!title) return richTextWidgets(innerText(node.children), ctx)
  const widget: WidgetOf<'iconBox'> = {
    blockType: 'iconBox',
    icon: requiredIcon(attrs.icon_type === 'custom' ? '' : attrs.icon, ctx),
    title,
    layout: /left|right/.test(attrs.pos ?? '') ? 'side' : 'top',
    headingLevel: LEVELS[attrs.heading_tag ?? 'h3'] ?? 'h3',
  }
  const text = textOf(node)
  if (text) widget.text = text
  const iconColour = hexColour(attrs.icon_color)
  if (iconColour) widget.iconColour = iconColour
  const iconBackground =
    attrs.icon_style && attrs.icon_style !== 'none' ? hexColour(attrs.icon_color_bg) : null
  if (iconBackground) widget.iconBackground = iconBackground
  const link = attrs.read_more && attrs.read_more !== 'none' ? vcLink(attrs.link) : null
  const href = link ? ctx.href(link.url) : null
  if (href) {
    widget.hasLink = true
    widget.link = { type: 'custom', url: href, newTab: link?.newTab ?? false }
    if (attrs.read_more === 'more') widget.link.label = plainText(attrs.read_text ?? '') || 'Lue lisää'
  }
  return [widget]
}

const SEPARATORS: Record<string, WidgetOf<'countUp'>['separator']> = {
  ',': 'comma',
  '.': 'dot',
  ' ': 'space',
  '': 'none',
}

/** Stats counter: the value (a point before its decimals, as the add-on asks) in our notation. */
function counter(node: ShortcodeNode): Widget[] {
  const { attrs } = node
  const value = (attrs.counter_value ?? '').trim()
  const label = plainText(attrs.counter_title ?? '')
  if (!/^-?\d+(\.\d+)?$/.test(value)) {
    return paragraphWidgets(
      [attrs.counter_prefix, value, attrs.counter_suffix, label].filter(Boolean).join(' '),
    )
  }
  const decimal = attrs.counter_decimal === ',' ? 'comma' : 'dot'
  let separator = SEPARATORS[attrs.counter_sep ?? ','] ?? 'comma'
  // One mark cannot be both: the number would read two ways.
  if (separator === decimal) separator = 'none'
  const widget: WidgetOf<'countUp'> = {
    blockType: 'countUp',
    end: decimal === 'comma' ? value.replace('.', ',') : value,
    decimals: Math.min(6, value.split('.')[1]?.length ?? 0),
    separator,
    decimal,
  }
  if (label) widget.label = label
  // The spaces around a prefix or suffix are part of it (` kpl`).
  const prefix = attrs.counter_prefix?.replace(/<[^>]*>/g, '')
  if (prefix?.trim()) widget.prefix = prefix
  const suffix = attrs.counter_suffix?.replace(/<[^>]*>/g, '')
  if (suffix?.trim()) widget.suffix = suffix
  const speed = boundedNumber(attrs.speed, 0, 20)
  if (speed !== null) widget.speed = speed
  const colour = hexColour(attrs.counter_color_txt)
  if (colour) widget.colour = colour
  return [widget]
}

const PERIODS: Record<string, string> = {
  syear: 'Y',
  smonth: 'O',
  sweek: 'W',
  sday: 'D',
  shr: 'H',
  smin: 'M',
  ssec: 'S',
}

/**
 * Countdown: `datetime="2025/12/24 18:00:00"` read as the site's wall clock (a visitor's own
 * zone, `ult_tz="ult-usrtz"`, has no equivalent: ours counts to one instant).
 */
function countdown(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(
    attrs.datetime?.trim() ?? '',
  )
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match ?? []
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  if (!match || Number.isNaN(wall) || Number(mo) > 12 || Number(d) > 31 || Number(h) > 23) {
    ctx.note(
      `Lähtölaskennan päättymisaikaa ”${attrs.datetime ?? ''}” ei voitu lukea, joten laskuria ei tuotu.`,
    )
    return []
  }
  const widget: WidgetOf<'countdown'> = {
    blockType: 'countdown',
    target: new Date(fromWallClock(wall, DEFAULT_TIME_ZONE)).toISOString(),
    target_tz: DEFAULT_TIME_ZONE,
  }
  const chosen = (attrs.countdown_opts ?? '').split(',').map((o) => o.trim())
  const format = Object.keys(PERIODS)
    .filter((key) => chosen.includes(key))
    .map((key) => PERIODS[key])
    .join('')
  if (format) widget.format = format
  const background = hexColour(attrs.timer_bg_color)
  if (background) widget.background = background
  const colour = hexColour(attrs.tick_col)
  if (colour) widget.textColour = colour
  return [widget]
}

type TimelineItem = NonNullable<WidgetOf<'timeline'>['items']>[number]

/** Timeline: items under the separator before them (its text, a year often, is their time). */
function timeline(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const items: TimelineItem[] = []
  let label = ''
  for (const child of node.children) {
    if (child.type !== 'shortcode') continue
    if (child.name === 'icon_timeline_sep') {
      label = plainText(child.attrs.time_sep_title ?? '')
      continue
    }
    if (child.name !== 'icon_timeline_item' && child.name !== 'icon_timeline_feat') {
      ctx.unknown(`[${child.name}]`)
      continue
    }
    const text = textOf(child)
    const title = plainText(child.attrs.time_title ?? '') || label || text.slice(0, 80)
    if (!title) continue
    const item: TimelineItem = { title }
    if (label) item.label = label
    if (/^\d{4}$/.test(label)) item.dateTime = label
    if (text) item.text = text
    const icon = iconFor(child.attrs.icon)
    if (icon) item.icon = icon
    items.push(item)
  }
  if (!items.length) return []
  const widget: WidgetOf<'timeline'> = { blockType: 'timeline', items }
  const line = hexColour(node.attrs.timeline_line_color)
  if (line) widget.lineColour = line
  const card = hexColour(node.attrs.time_block_bg_color)
  if (card) widget.cardBackground = card
  return [widget]
}

type CircleItem = NonNullable<WidgetOf<'infoCircle'>['items']>[number]

function infoCircle(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const items: CircleItem[] = []
  for (const child of node.children) {
    if (child.type !== 'shortcode' || child.name !== 'info_circle_item') continue
    const text = textOf(child, 'contents')
    const title = plainText(child.attrs.info_title ?? '') || text.slice(0, 80)
    if (!title) continue
    items.push({ icon: requiredIcon(child.attrs.info_icon, ctx), title, ...(text ? { text } : {}) })
  }
  if (!items.length) return []
  const widget: WidgetOf<'infoCircle'> = { blockType: 'infoCircle', items }
  const start = boundedNumber(node.attrs.start_degree, -360, 360)
  if (start !== null) widget.startDegree = Math.round(start)
  return [widget]
}

const FLIPS: Record<string, WidgetOf<'flipBox'>['direction']> = {
  horizontal_flip_left: 'left',
  horizontal_flip_right: 'right',
  vertical_flip_top: 'up',
  vertical_flip_bottom: 'down',
}

/** Flip box: the front's icon, title and text; the back's title, text and button as its widgets. */
function flipBox(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const title = plainText(attrs.block_title_front ?? '') || plainText(attrs.block_title_back ?? '')
  if (!title) return richTextWidgets(attrs.block_desc_front ?? attrs.block_desc_back ?? '', ctx)
  const front: WidgetOf<'flipBox'>['front'] = { title }
  const frontText = plainText(attrs.block_desc_front ?? '')
  if (frontText) front.text = frontText
  if (attrs.icon_type === 'custom') {
    const ref = attachmentRef(attrs.icon_img)
    const media = ref ? ctx.mediaFor(ref) : null
    if (media !== null) front.image = media
    else if (ref) ctx.note(`Kääntyvän laatikon kuvaa ${pictureName(ref)} ei tuotu: se puuttuu.`)
  } else {
    const icon = iconFor(attrs.icon)
    if (icon) front.icon = icon
  }
  const frontBackground = hexColour(attrs.block_front_color)
  if (frontBackground) front.background = frontBackground
  const frontColour = hexColour(attrs.block_text_color)
  if (frontColour) front.colour = frontColour
  const back: NonNullable<WidgetOf<'flipBox'>['back']> = {}
  const backBackground = hexColour(attrs.block_back_color)
  if (backBackground) back.background = backBackground
  const backColour = hexColour(attrs.block_back_text_color)
  if (backColour) back.colour = backColour
  const link = vcLink(attrs.button_link)
  const content = [
    ...headingWidgets(attrs.block_title_back ?? '', ctx, { level: 'h3' }),
    ...richTextWidgets(attrs.block_desc_back ?? '', ctx),
    ...(link ? buttonWidgets(attrs.button_text ?? '', link, ctx) : []),
  ]
  const widget: WidgetOf<'flipBox'> = {
    blockType: 'flipBox',
    front,
    back,
    content: content as WidgetOf<'flipBox'>['content'],
  }
  if (/door/.test(attrs.flip_type ?? '')) widget.style = 'door'
  const direction = FLIPS[attrs.flip_type ?? '']
  if (direction) widget.direction = direction
  const height = attrs.height_type === 'ifb-custom-height' ? boundedNumber(attrs.box_height, 250, 2000) : null
  if (height !== null) widget.minHeight = Math.round(height)
  return [widget]
}

const NETWORKS: Array<[RegExp, SocialNetwork]> = [
  [/linkedin\.com$/, 'linkedin'],
  [/github\.com$/, 'github'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/instagram\.com$/, 'instagram'],
  [/facebook\.com$|fb\.com$/, 'facebook'],
  [/youtube\.com$|youtu\.be$/, 'youtube'],
]

type Profile = NonNullable<WidgetOf<'teamMember'>['profiles']>[number]

/** The team card's social links: URL-encoded JSON, `[{"social_icon_url":"…"}]`. */
function profiles(value: string | undefined, ctx: ConvertContext): Profile[] {
  let list: unknown
  try {
    list = JSON.parse(decodeURIComponent(value ?? ''))
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  const result: Profile[] = []
  for (const entry of list) {
    const raw = typeof entry === 'object' && entry ? (entry as Record<string, unknown>).social_icon_url : null
    const url = typeof raw === 'string' ? ctx.href(raw.trim()) : null
    if (!url || !/^https?:\/\/\S+$/.test(url)) continue
    const host = new URL(url).hostname.replace(/^www\./, '')
    const network = NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? 'website'
    result.push({ network, url, newTab: true })
  }
  return result
}

function team(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const name = plainText(attrs.name ?? '')
  if (!name) return richTextWidgets(innerText(node.children), ctx)
  const widget: WidgetOf<'teamMember'> = { blockType: 'teamMember', name }
  const ref = attachmentRef(attrs.image)
  const photo = ref ? ctx.mediaFor(ref) : null
  if (photo !== null) widget.photo = photo
  else if (ref) ctx.note(`Tiimiläisen ${name} kuvaa ${pictureName(ref)} ei tuotu: se puuttuu.`)
  const role = plainText(attrs.pos_in_org ?? '')
  if (role) widget.role = role
  const text = textOf(node)
  if (text) widget.text = text
  const links = profiles(attrs.social_links, ctx)
  if (links.length) widget.profiles = links
  return [widget]
}

/** Video banner: needs the video file imported; without it the banner's text is kept. */
function videoBanner(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const title = plainText(attrs.video_banner_title ?? '')
  const text = plainText(attrs.video_banner_content ?? '') || textOf(node)
  const url = attrs.video_banner_mp4_link || attrs.video_banner_webm_ogg_link || ''
  const file = url ? ctx.mediaFor({ url }) : null
  if (file === null) {
    ctx.note(`Videobannerin videota ${url.slice(0, 300) || '(ei osoitetta)'} ei tuotu: se puuttuu.`)
    return [...headingWidgets(title, ctx), ...paragraphWidgets(text)]
  }
  const widget: WidgetOf<'videoBanner'> = { blockType: 'videoBanner', file }
  const ref = attachmentRef(attrs.video_banner_placeholder)
  const poster = ref ? ctx.mediaFor(ref) : null
  if (poster !== null) widget.poster = poster
  if (title) widget.title = title
  if (text) widget.text = text
  return [widget]
}

/** iHover: each item a picture with a title and text shown on hover, the nearest being an image banner. */
function ihover(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  return node.children.flatMap((child): Widget[] => {
    if (child.type !== 'shortcode' || child.name !== 'ult_ihover_item') return []
    const title = plainText(child.attrs.title ?? '')
    const text = textOf(child)
    const ref = attachmentRef(child.attrs.thumb_img)
    const image = ref ? ctx.mediaFor(ref) : null
    if (image === null) {
      ctx.note(`iHover-kohteen ${title ? `”${title}” ` : ''}kuvaa ei tuotu: se puuttuu.`)
      return [...headingWidgets(title, ctx, { level: 'h3' }), ...paragraphWidgets(text)]
    }
    const widget: WidgetOf<'imageBanner'> = { blockType: 'imageBanner', image }
    if (title) widget.title = title
    if (text) widget.text = text
    const link = vcLink(child.attrs.block_link)
    const href = link ? ctx.href(link.url) : null
    if (href) {
      widget.hasLink = true
      widget.link = { type: 'custom', url: href, newTab: link?.newTab ?? false }
    }
    return [widget]
  })
}

/** A before/after comparison: both pictures must have come over. */
function beforeAfter(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const refs = [attachmentRef(attrs.before_image), attachmentRef(attrs.after_image)]
  const [before, after] = refs.map((ref) => (ref ? ctx.mediaFor(ref) : null))
  if (before == null || after == null) {
    ctx.note('Kuvavertailua ei tuotu, koska sen kuva puuttuu.')
    return []
  }
  const widget: WidgetOf<'beforeAfter'> = { blockType: 'beforeAfter', before, after }
  if (attrs.wbvcbaic_orientation === 'vertical') widget.orientation = 'vertical'
  const offset = boundedNumber(attrs.wbvcbaic_default_offset, 0, 10)
  if (offset !== null) widget.offset = Math.round(offset * 10)
  if (attrs.wbvcbaic_before_text) widget.beforeLabel = plainText(attrs.wbvcbaic_before_text)
  if (attrs.wbvcbaic_after_text) widget.afterLabel = plainText(attrs.wbvcbaic_after_text)
  if (attrs.wbvcbaic_move_on_hover === 'yes') widget.mode = 'follow'
  return [widget]
}

/** Ultimate heading: the main heading, its content as the subtitle. */
function ultimateHeading(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const subtitle = textOf(node)
  return headingWidgets(attrs.main_heading ?? '', ctx, {
    level: attrs.heading_tag ?? 'h2',
    align: attrs.alignment,
    colour: attrs.main_heading_color,
    ...(subtitle ? { subtitle } : {}),
  })
}

const BUTTON_ALIGN: Record<string, WidgetOf<'button'>['align']> = {
  'ubtn-left': 'start',
  'ubtn-center': 'center',
  'ubtn-right': 'end',
}

function ultimateButton(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  const { attrs } = node
  const extra: Partial<WidgetOf<'button'>> = {}
  const align = attrs.btn_size === 'ubtn-block' ? 'stretch' : BUTTON_ALIGN[attrs.btn_align ?? '']
  if (align) extra.align = align
  const background = hexColour(attrs.btn_bg_color)
  if (background) extra.background = background
  const text = hexColour(attrs.btn_title_color)
  if (text) extra.textColour = text
  return buttonWidgets(attrs.btn_title ?? '', vcLink(attrs.btn_link), ctx, extra)
}

/** Ultimate's wrappers whose elements are converted in place (an animation adds nothing). */
function wrapper(node: ShortcodeNode, ctx: ConvertContext): Widget[] {
  return widgetsOf(node.children, ctx)
}

export const ULTIMATE: Record<string, Convert> = {
  'bsf-info-box': infoBox,
  stat_counter: counter,
  ult_countdown: countdown,
  icon_timeline: timeline,
  ult_timeline: timeline,
  info_circle: infoCircle,
  flip_box: flipBox,
  ult_flip_box: flipBox,
  ult_team: team,
  ultimate_video_banner: videoBanner,
  ult_video_banner: videoBanner,
  ult_ihover: ihover,
  wb_vc_before_after_image_comparison: beforeAfter,
  ultimate_heading: ultimateHeading,
  ult_buttons: ultimateButton,
  ult_animation_block: wrapper,
}
