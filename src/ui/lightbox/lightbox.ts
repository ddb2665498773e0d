import PhotoSwipe, { type SlideData } from 'photoswipe'
import 'photoswipe/style.css'
import { onContentAdded } from '@/ui/content-added'
import { reducedMotion } from '../dom'
import { caption, STATUS_ID } from './caption'
import { modalDialog } from './dialog'
import { closeOnVerticalDrag } from './drag-close'
import { errorElement } from './error'
import { buildFragment, indexForPid, pidOf } from './fragment'
import { syncHistory } from './history'
import { idleControls } from './idle'
import { itemFromLink, type LightboxItemData } from './item'
import styles from './lightbox.module.css'
import { GALLERY_ATTRIBUTE, GALLERY_PIDS_ATTRIBUTE, GALLERY_TITLE_ATTRIBUTE, galleryLinks } from './markup'
import { type LightboxOptions, photoSwipeOptions } from './options'
import { sharedPageUrl } from './share'
import { shareMenu } from './share-menu'
import { videoSlides } from './video'

/**
 * The lightbox: PhotoSwipe 5's core with what it leaves out on purpose (the address, sharing, video
 * slides) and what this site needs of a modal dialog. Loaded by the launcher on the first open,
 * with PhotoSwipe's stylesheet and ours.
 */

export type OpenRequest = {
  gallery: HTMLElement
  /** A clicked item's index, or the pid a deep link names. */
  start: { index: number } | { pid: string }
  /** The link that opened it; focus returns there. */
  opener: HTMLElement | null
  options: LightboxOptions
  onClosed: () => void
}

type Entry = { link: HTMLAnchorElement; item: LightboxItemData }

/** Gestures are PhotoSwipe's everywhere except on what the visitor operates (links, players…). */
const INTERACTIVE = 'a, button, video, iframe, input, select, textarea'

function slideData({ link, item }: Entry): SlideData {
  if (item.video) return { type: 'video', width: item.w, height: item.h, element: link }
  // Grid thumbnails are usually cropped (object-fit: cover): the zoom starts from the visible part.
  return {
    src: item.src,
    width: item.w,
    height: item.h,
    msrc: item.msrc,
    alt: item.alt,
    element: link,
    thumbCropped: true,
  }
}

/** Opens the gallery; returns a function that closes it at once, or null when nothing opened. */
export function openLightbox({
  gallery,
  start,
  opener,
  options,
  onClosed,
}: OpenRequest): (() => void) | null {
  const { strings, constants } = options
  const entries: Entry[] = galleryLinks(gallery).map((link) => ({ link, item: itemFromLink(link) }))
  const custom = gallery.getAttribute(GALLERY_PIDS_ATTRIBUTE) === 'custom'
  // Arrays shared with PhotoSwipe, the caption and the history: they grow when a list appends items.
  const items = entries.map((entry) => entry.item)
  const pids = items.map((item, i) => pidOf(item.pid, i, custom))
  const slides = entries.map(slideData)
  const index = 'index' in start ? start.index : indexForPid(start.pid, pids, custom)
  if (entries.length === 0 || index === null) return null
  const gid = Number(gallery.getAttribute(GALLERY_ATTRIBUTE))

  const captions = caption({
    items,
    position: strings.position,
    classNames: {
      root: styles.caption,
      box: styles.captionBox,
      title: styles.captionTitle,
      measure: styles.measure,
    },
  })
  const lessMotion = reducedMotion()
  const fromUrl = 'pid' in start
  const pswp: PhotoSwipe = new PhotoSwipe({
    ...photoSwipeOptions(options, { count: entries.length, index, reducedMotion: lessMotion, fromUrl }),
    dataSource: slides,
    mainClass: styles.root,
    // Wide screens and mouse users get the top bar and the caption beside the picture, not on it
    // (docs/lightbox.md's wide controls); phones keep the picture as large as it goes.
    paddingFn: (viewport, _data, i) =>
      viewport.x >= constants.wideControls || pswp.hasMouse
        ? { top: constants.topBar, bottom: captions.heightFor(i) || constants.topBar, left: 0, right: 0 }
        : { top: 0, bottom: 0, left: 0, right: 0 },
  })

  modalDialog(pswp, {
    label: gallery.getAttribute(GALLERY_TITLE_ATTRIBUTE) || strings.dialog,
    describedBy: STATUS_ID,
    carousel: strings.carousel,
    slide: strings.slide,
  })
  pswp.on('uiRegister', () => {
    pswp.element?.style.setProperty('--lightbox-bar', `${constants.topBar}px`)
    pswp.ui?.registerElement(
      shareMenu({
        strings,
        popup: constants.sharePopup,
        classNames: { root: styles.share, menu: styles.shareMenu },
        current: () => {
          const item = items[pswp.currIndex]
          const fragment = buildFragment('', gid, pids[pswp.currIndex] ?? '')
          return {
            url: sharedPageUrl(location.href, fragment),
            text: item?.title ?? '',
            image: item?.src ?? '',
          }
        },
      }),
    )
    pswp.ui?.registerElement(captions.element)
  })

  pswp.addFilter('contentErrorElement', (_element, content) =>
    errorElement(items[content.index]?.src ?? '', strings.imageFailed),
  )

  videoSlides(pswp, {
    items,
    strings,
    classNames: { root: styles.video, poster: styles.poster, message: styles.videoMessage },
  })

  pswp.on('pointerDown', (event) => {
    const target = event.originalEvent.target
    if (target instanceof Element && target.closest(INTERACTIVE)) event.preventDefault()
  })
  closeOnVerticalDrag(pswp, constants.verticalDragCloseRange)

  const history = syncHistory(pswp, {
    gid,
    pids,
    custom,
    fromUrl,
    minFragmentLength: constants.minFragmentLength,
  })

  // Items a list appends while the lightbox is open join the gallery (unless the list was replaced).
  const stopWatching = onContentAdded(() => {
    const links = galleryLinks(gallery)
    if (!entries.every((entry, i) => links[i] === entry.link)) return
    for (const link of links.slice(entries.length)) {
      const entry = { link, item: itemFromLink(link) }
      entries.push(entry)
      items.push(entry.item)
      pids.push(pidOf(entry.item.pid, pids.length, custom))
      slides.push(slideData(entry))
    }
  })

  let stopIdle = () => {}
  pswp.on('afterInit', () => {
    if (!pswp.element) return
    stopIdle = idleControls(pswp.element, {
      idle: constants.controlsIdle,
      idleOutside: constants.controlsIdlePointerLeft,
      className: styles.idle,
    })
  })
  pswp.on('destroy', () => {
    stopIdle()
    stopWatching()
    const back = opener?.isConnected ? opener : entries[pswp.currIndex]?.link
    back?.focus()
    void history.settled.then(onClosed)
  })

  pswp.init()
  return () => {
    history.abandon()
    pswp.destroy()
  }
}
