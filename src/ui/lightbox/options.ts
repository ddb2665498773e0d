import type { PhotoSwipeOptions } from 'photoswipe'
import type { UiStrings } from '@/i18n/strings'
import type { LIGHTBOX } from '@/lib/constants'

/** The visitor-facing texts the lightbox needs, in the page's language (from `src/i18n/strings.ts`). */
export type LightboxStrings = {
  /** The dialog's name when the gallery has no title. */
  dialog: string
  close: string
  previous: string
  next: string
  zoom: string
  /** Announced on every change: `Kuva {i} / {n}`. */
  position: string
  carousel: string
  slide: string
  share: string
  download: string
  opensInNewTab: string
  imageFailed: string
  videoMissing: string
  videoNotSupported: string
  /** `{service}` is filled in. */
  consentPlaceholder: string
  consentLoad: string
}

/** The texts the lightbox shows, picked from the page's language. */
export function lightboxStrings(ui: UiStrings): LightboxStrings {
  return {
    dialog: ui.lightboxDialog,
    close: ui.close,
    previous: ui.lightboxPrevious,
    next: ui.lightboxNext,
    zoom: ui.lightboxZoom,
    position: ui.lightboxPosition,
    carousel: ui.lightboxCarousel,
    slide: ui.lightboxSlide,
    share: ui.lightboxShare,
    download: ui.lightboxDownload,
    opensInNewTab: ui.opensInNewTab,
    imageFailed: ui.lightboxImageFailed,
    videoMissing: ui.videoMissing,
    videoNotSupported: ui.videoNotSupported,
    consentPlaceholder: ui.consentPlaceholder,
    consentLoad: ui.consentLoadEmbed,
  }
}

/**
 * What the server gives the launcher island. The constants travel with it (see README, "Adding
 * a widget"): the lightbox's client modules import nothing from `src/lib/constants.ts`.
 */
export type LightboxOptions = {
  strings: LightboxStrings
  /** Background opacity, 0–1. */
  bgOpacity: number
  constants: typeof LIGHTBOX
}

/** The site setting (0–100) as PhotoSwipe's background opacity; unset means opaque. */
export function overlayOpacity(setting: number | null | undefined): number {
  const percent = typeof setting === 'number' && Number.isFinite(setting) ? setting : 100
  return Math.min(Math.max(percent, 0), 100) / 100
}

/** The picture to open at: the asked one when it exists, else the first (docs/lightbox.md). */
export function startIndex(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0
}

/** A gallery loops only with enough pictures (docs/lightbox.md: three). */
export function canLoop(count: number, minItems: number): boolean {
  return count >= minItems
}

/**
 * The zoom a click, the zoom button or a double tap goes to: the picture's natural size, or a third
 * larger when it already shows at that size, never past LIGHTBOX.maxDoubleTapZoom.
 */
export function secondaryZoom(initial: number, max: number): number {
  return Math.min(max, Math.max(1, initial * max))
}

/**
 * The docs/lightbox.md lightbox constants as PhotoSwipe options, where PhotoSwipe has one. Double tap's
 * 300 ms and 25 px are PhotoSwipe's own fixed values; the drag-to-close range, idle controls and
 * the wide-screen layout are implemented beside this (drag-close.ts, idle.ts, lightbox.ts).
 */
export function photoSwipeOptions(
  options: LightboxOptions,
  {
    count,
    index,
    reducedMotion,
    fromUrl,
  }: { count: number; index: number; reducedMotion: boolean; fromUrl: boolean },
): PhotoSwipeOptions {
  const { constants: c, strings } = options
  const duration = reducedMotion ? 0 : c.slideAnimation
  return {
    index: startIndex(index, count),
    loop: canLoop(count, c.minItemsToLoop),
    bgOpacity: options.bgOpacity,
    spacing: c.spacing,
    preload: [c.preload, c.preload],
    // Opened from the address, the thumbnail may be anywhere on the page (PhotoSwipe 4 did the same).
    showAnimationDuration: fromUrl ? 0 : duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    showHideAnimationType: reducedMotion ? 'none' : 'zoom',
    preloaderDelay: c.loadingIndicatorDelay,
    indexIndicatorSep: c.counterSeparator,
    secondaryZoomLevel: (levels) => secondaryZoom(levels.initial, c.maxDoubleTapZoom),
    escKey: true,
    arrowKeys: true,
    closeOnVerticalDrag: true,
    // PhotoSwipe pulls stray focus back in; Tab itself cycles in focus-trap.ts, and focus goes
    // back to the opener (not to whatever had focus when the module loaded).
    trapFocus: true,
    returnFocus: false,
    errorMsg: strings.imageFailed,
    closeTitle: strings.close,
    zoomTitle: strings.zoom,
    arrowPrevTitle: strings.previous,
    arrowNextTitle: strings.next,
  }
}
