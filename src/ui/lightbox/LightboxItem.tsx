import type { ReactNode } from 'react'
import { getGlobals } from '@/data/pages'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { LIGHTBOX, MEDIA } from '@/lib/constants'
import { embedUrl, parseVimeo, parseYouTube } from '@/lib/video-url'
import type { Media } from '@/payload-types'
import { itemAttributes, itemHref, type LightboxItemData, type LightboxVideo } from './item'
import { LightboxLauncher } from './Lightbox.client'
import { GALLERY_ATTRIBUTE, GALLERY_PIDS_ATTRIBUTE, GALLERY_TITLE_ATTRIBUTE } from './markup'
import { lightboxStrings, overlayOpacity } from './options'

export type { LightboxItemData } from './item'

/** A video slide's size when the file does not say: docs/lightbox.md's 16:9 at full HD. */
const VIDEO_WIDTH = 1920
const VIDEO_HEIGHT = Math.round(VIDEO_WIDTH / MEDIA.videoAspect)

type Picture = { url: string; width: number; height: number }

/** The largest stored size with its real dimensions; the original only when no size was made. */
function largestPicture(media: Media): Picture | null {
  const sizes = Object.values(media.sizes ?? {}).flatMap((size) =>
    size?.url && size.width && size.height ? [{ url: size.url, width: size.width, height: size.height }] : [],
  )
  const largest = sizes.sort((a, b) => b.width - a.width)[0]
  if (largest) return largest
  return media.url && media.width && media.height
    ? { url: media.url, width: media.width, height: media.height }
    : null
}

/** An editor's video address: YouTube or Vimeo through their privacy-friendly players, or our own file. */
function videoFromUrl(value: string): LightboxVideo {
  const text = value.trim()
  if (!text) return { type: 'missing' }
  const embed = parseYouTube(text) ?? parseVimeo(text)
  if (embed) return { type: embed.source, src: embedUrl(embed) }
  // Files only from this site: the CSP lets media load from our own origin alone.
  if (/^\/(?!\/)\S*\.(mp4|webm)(?:[?#]\S*)?$/i.test(text)) return { type: 'hosted', src: text }
  return { type: 'unsupported' }
}

type Extra = {
  title?: string | null
  description?: string | null
  /** A YouTube, Vimeo or own mp4/webm address: the item plays it, the picture is its poster. */
  videoUrl?: string | null
  pid?: string | number | null
}

/**
 * A stored picture (or uploaded video) as a lightbox item. An empty `videoUrl` makes a video item
 * that says its address is missing; leave it out for a plain picture.
 */
export function lightboxItemFromMedia(media: Media, extra: Extra = {}): LightboxItemData {
  const isVideoFile = media.mimeType?.startsWith('video/') ?? false
  const picture = isVideoFile ? null : largestPicture(media)
  let video: LightboxVideo | null = null
  if (isVideoFile) video = media.url ? { type: 'hosted', src: media.url } : { type: 'missing' }
  else if (extra.videoUrl != null) video = videoFromUrl(extra.videoUrl)
  const fileSize = isVideoFile && media.width && media.height ? { w: media.width, h: media.height } : null
  const size = video
    ? (fileSize ?? { w: VIDEO_WIDTH, h: VIDEO_HEIGHT })
    : { w: picture?.width ?? 0, h: picture?.height ?? 0 }
  return {
    src: picture?.url ?? '',
    ...size,
    msrc: media.sizes?.small?.url ?? picture?.url ?? '',
    alt: media.alt ?? '',
    title: extra.title?.trim() ?? '',
    html: (extra.description ?? media.caption ?? '').trim(),
    pid: extra.pid == null ? '' : String(extra.pid),
    video,
  }
}

type GalleryProps = {
  /** The gallery's number in the address (`#&gid=1&pid=3`): positive, unique on the page. */
  gid: number
  /** The dialog's accessible name; "Kuvagalleria" when empty. */
  title?: string | null
  /** Address pictures by their own `pid` instead of 1, 2, 3… */
  customPids?: boolean
  locale: Locale
  className?: string
  children: ReactNode
}

/** The gallery wrapper with the launcher, given the background opacity (tests render this one). */
export function LightboxGalleryFrame({
  gid,
  title,
  customPids = false,
  locale,
  className,
  children,
  bgOpacity,
}: GalleryProps & { bgOpacity: number }) {
  const attributes = {
    [GALLERY_ATTRIBUTE]: String(gid),
    [GALLERY_TITLE_ATTRIBUTE]: title?.trim() || undefined,
    [GALLERY_PIDS_ATTRIBUTE]: customPids ? 'custom' : undefined,
  }
  return (
    <div className={className} {...attributes}>
      {children}
      <LightboxLauncher strings={lightboxStrings(t(locale))} bgOpacity={bgOpacity} constants={LIGHTBOX} />
    </div>
  )
}

/**
 * A gallery: its item links open in the lightbox, whose code loads on the first open. The
 * background opacity is the site setting's.
 */
export async function LightboxGallery(props: GalleryProps) {
  const { settings } = await getGlobals(props.locale)
  return <LightboxGalleryFrame {...props} bgOpacity={overlayOpacity(settings.lightboxOverlayOpacity)} />
}

type LinkProps = { item: LightboxItemData; className?: string; children: ReactNode }

/**
 * A gallery item: a plain link to the picture (or video) that works without JavaScript, carrying
 * the item's data for the lightbox. The children are the thumbnail; its `img` is what the opening
 * zoom starts from.
 */
export function LightboxLink({ item, className, children }: LinkProps) {
  return (
    <a href={itemHref(item)} className={className} aria-haspopup="dialog" {...itemAttributes(item)}>
      {children}
    </a>
  )
}
