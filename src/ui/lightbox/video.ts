import type PhotoSwipe from 'photoswipe'
import { format } from '@/i18n/strings'
import { SERVICE_NAMES } from '@/lib/video-url'
import { type LightboxItemData, playable } from './item'
import type { LightboxStrings } from './options'
import { mountEmbed } from './video-embed'

export type VideoSlide = {
  /** The slide's content element (PhotoSwipe sizes it to the video's box). */
  element: HTMLDivElement
  /** The slide is on show: play (an embed is put in place, behind the consent gate). */
  activate: () => void
  /** The slide left or the lightbox closes: stop (an embed is taken out). */
  deactivate: () => void
  destroy: () => void
}

/** CSS module classes. */
type VideoClassNames = Record<'root' | 'poster' | 'message', string | undefined>

/** The embed address as given, set to start playing: the slide is only mounted when shown. */
export function autoplayAddress(src: string): string {
  const url = new URL(src)
  url.searchParams.set('autoplay', '1')
  return url.href
}

function message(text: string, className: string | undefined): HTMLParagraphElement {
  const p = document.createElement('p')
  p.className = className ?? ''
  p.textContent = text
  return p
}

/**
 * A video slide (PhotoSwipe 5 has none): our own file in the browser's player, or a YouTube or
 * Vimeo player. It plays while shown and stops when left: the file pauses, the embed is removed.
 * Before consent an embed shows the consent notice over our own poster, never the service's.
 */
export function videoSlide(
  item: LightboxItemData,
  strings: LightboxStrings,
  classNames: VideoClassNames,
): VideoSlide {
  const element = document.createElement('div')
  element.className = `pswp__content ${classNames.root ?? ''}`
  const nothing = () => {}
  const video = item.video

  if (!playable(video)) {
    element.append(
      message(
        video?.type === 'missing' ? strings.videoMissing : strings.videoNotSupported,
        classNames.message,
      ),
    )
    return { element, activate: nothing, deactivate: nothing, destroy: nothing }
  }

  if (video.type === 'hosted') {
    const player = document.createElement('video')
    player.src = video.src
    player.controls = true
    player.playsInline = true
    player.preload = 'metadata'
    if (item.msrc) player.poster = item.msrc
    if (item.title) player.setAttribute('aria-label', item.title)
    element.append(player)
    return {
      element,
      activate: () => {
        // Plays once in the page (PhotoSwipe appends slides after its opening animation); a
        // refused autoplay leaves the player's own play button.
        if (element.isConnected && player.paused) player.play().catch(nothing)
      },
      deactivate: () => player.pause(),
      destroy: () => {
        player.pause()
        player.removeAttribute('src')
        player.load()
      },
    }
  }

  const service = SERVICE_NAMES[video.type]
  // While not on show (beside the current slide, or before the embed is put in): our poster.
  const poster = document.createElement('img')
  poster.className = classNames.poster ?? ''
  poster.alt = ''
  poster.hidden = !item.msrc
  if (item.msrc) poster.src = item.msrc
  const mount = document.createElement('div')
  element.append(poster, mount)
  let unmount: (() => void) | null = null
  const deactivate = () => {
    unmount?.()
    unmount = null
    poster.hidden = !item.msrc
  }
  return {
    element,
    activate: () => {
      if (unmount || !element.isConnected) return
      poster.hidden = true
      unmount = mountEmbed(mount, {
        src: autoplayAddress(video.src),
        title: item.title || service,
        notice: format(strings.consentPlaceholder, { service }),
        loadLabel: strings.consentLoad,
        poster: item.msrc,
        posterClassName: classNames.poster ?? '',
      })
    },
    deactivate,
    destroy: deactivate,
  }
}

type VideoSlidesOptions = {
  /** The gallery's items, by slide index. */
  items: readonly LightboxItemData[]
  strings: LightboxStrings
  classNames: VideoClassNames
}

/**
 * Video slides in PhotoSwipe: slides of type `video` get a video slide as their content, which
 * plays while its slide is current and stops when it is left, removed or the lightbox closes.
 */
export function videoSlides(pswp: PhotoSwipe, { items, strings, classNames }: VideoSlidesOptions): void {
  const videos = new Map<number, VideoSlide>()
  pswp.on('contentLoad', (event) => {
    const { content } = event
    const item = items[content.index]
    if (content.type !== 'video' || !item) return
    event.preventDefault()
    const video = videos.get(content.index) ?? videoSlide(item, strings, classNames)
    videos.set(content.index, video)
    content.element = video.element
  })
  // A slide can become current before PhotoSwipe has put it in the page; it plays once both are so.
  pswp.on('contentActivate', ({ content }) => videos.get(content.index)?.activate())
  pswp.on('appendHeavyContent', ({ slide }) => {
    if (slide.isActive) videos.get(slide.index)?.activate()
  })
  pswp.on('contentDeactivate', ({ content }) => videos.get(content.index)?.deactivate())
  pswp.on('contentRemove', ({ content }) => videos.get(content.index)?.deactivate())
  pswp.on('contentDestroy', ({ content }) => {
    videos.get(content.index)?.destroy()
    videos.delete(content.index)
  })
  pswp.on('close', () => {
    for (const video of videos.values()) video.deactivate()
  })
  // A focused player's arrow keys seek; Tab reaches the lightbox's own arrows.
  pswp.on('keydown', (event) => {
    const { target, key } = event.originalEvent
    if (target instanceof HTMLVideoElement && key.startsWith('Arrow')) event.preventDefault()
  })
}
