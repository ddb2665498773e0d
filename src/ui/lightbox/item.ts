/**
 * One picture or video of a gallery (docs/lightbox.md, Gallery item), and how it travels: the server writes
 * it into the item link's data attributes, the lightbox reads it back when it opens.
 */

export type VideoType = 'hosted' | 'youtube' | 'vimeo'

export type LightboxVideo =
  /** `src`: the file (hosted) or the embed address (youtube-nocookie.com, player.vimeo.com). */
  | { type: VideoType; src: string }
  /** An address the item should have but lacks, or one no player takes (docs/lightbox.md). */
  | { type: 'missing' | 'unsupported' }

export type LightboxItemData = {
  /** The full picture (the largest stored size); empty for a video without a picture. */
  src: string
  /** The slide's size: the picture's, or the video's. */
  w: number
  h: number
  /** The small size: the placeholder the opening zoom starts from, and a video's poster. */
  msrc: string
  alt: string
  title: string
  /** The description under the title. Plain text, whatever PhotoSwipe's name for the field says. */
  html: string
  /** The item's own picture id, used in the address when the gallery has custom pids. */
  pid: string
  video: LightboxVideo | null
}

const VIDEO_TYPES: readonly string[] = ['hosted', 'youtube', 'vimeo']
const VIDEO_PROBLEMS: readonly string[] = ['missing', 'unsupported']

export function playable(video: LightboxVideo | null): video is { type: VideoType; src: string } {
  return video !== null && 'src' in video
}

/** Where the link goes without JavaScript: the video itself, else the picture. */
export function itemHref(item: LightboxItemData): string {
  return playable(item.video) ? item.video.src : item.src
}

/** The item as data attributes of its link (the link's `href` carries the picture otherwise). */
export function itemAttributes(item: LightboxItemData): Record<string, string> {
  const attributes: Record<string, string> = {
    'data-lightbox-item': '',
    'data-w': String(item.w),
    'data-h': String(item.h),
  }
  const optional: [string, string][] = [
    ['data-msrc', item.msrc],
    ['data-alt', item.alt],
    ['data-title', item.title],
    ['data-html', item.html],
    ['data-pid', item.pid],
  ]
  if (item.video) {
    optional.push(['data-video-type', item.video.type])
    if (playable(item.video)) optional.push(['data-video', item.video.src], ['data-src', item.src])
  }
  for (const [name, value] of optional) if (value) attributes[name] = value
  return attributes
}

/** Relative addresses resolved against the page, so share links and downloads work as they are. */
function absolute(value: string | undefined): string {
  if (!value) return ''
  try {
    return new URL(value, document.baseURI).href
  } catch {
    return ''
  }
}

function size(value: string | undefined): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0
}

function videoFrom(data: DOMStringMap, fallback: string): LightboxVideo | null {
  const type = data.videoType ?? ''
  if (VIDEO_TYPES.includes(type)) {
    const src = absolute(data.video) || fallback
    return src ? { type: type as VideoType, src } : { type: 'missing' }
  }
  return VIDEO_PROBLEMS.includes(type) ? { type: type as 'missing' | 'unsupported' } : null
}

/** An item back from its link; what the attributes lack comes from the link and its thumbnail. */
export function itemFromLink(link: HTMLAnchorElement): LightboxItemData {
  const data = link.dataset
  const thumbnail = link.querySelector('img')
  const video = videoFrom(data, link.href)
  return {
    src: video ? absolute(data.src) : link.href,
    w: size(data.w),
    h: size(data.h),
    // The thumbnail as shown is already decoded: the opening zoom starts from it without a wait.
    msrc: thumbnail?.currentSrc || absolute(data.msrc) || thumbnail?.src || '',
    alt: data.alt ?? thumbnail?.alt ?? '',
    title: data.title ?? '',
    html: data.html ?? '',
    pid: data.pid ?? '',
    video,
  }
}
