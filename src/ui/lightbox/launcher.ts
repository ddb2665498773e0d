import type { Attach } from '@/ui/Island'
import { parseFragment } from './fragment'
import { findGallery, GALLERY_ATTRIBUTE, galleryLinks, ITEM_SELECTOR } from './markup'
import type { LightboxOptions } from './options'

/**
 * The part of the lightbox every gallery page loads: one delegated click listener (so items a list
 * appends later open too) and the deep link, on load and on `hashchange`. PhotoSwipe and the rest
 * load on the first open. Every gallery renders an island; the first to attach sets the listeners
 * up, the last to detach takes them down (and closes an open lightbox).
 */

type Start = { index: number } | { pid: string }

let islands = 0
let stopListening: (() => void) | null = null
/** Opening or open: until it has closed, clicks follow nobody and fragments open nothing. */
let busy = false
let closeOpen: (() => void) | null = null

function open(
  gallery: HTMLElement,
  start: Start,
  opener: HTMLAnchorElement | null,
  options: LightboxOptions,
) {
  busy = true
  import('./lightbox')
    .then(({ openLightbox }) => {
      closeOpen = openLightbox({
        gallery,
        start,
        opener,
        options,
        onClosed: () => {
          busy = false
          closeOpen = null
        },
      })
      if (!closeOpen) busy = false
    })
    .catch((error: unknown) => {
      busy = false
      console.error('Kuvakatselin ei latautunut.', error)
      // Offline, say: the link still leads to the picture.
      if (opener) location.assign(opener.href)
    })
}

function onClick(event: MouseEvent, options: LightboxOptions): void {
  // Modified and non-primary clicks open the picture as the browser does (new tab, download…).
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ITEM_SELECTOR) : null
  const gallery = link?.closest<HTMLElement>(`[${GALLERY_ATTRIBUTE}]`)
  if (!link || !gallery) return
  event.preventDefault()
  if (!busy) open(gallery, { index: galleryLinks(gallery).indexOf(link) }, link, options)
}

function fromFragment(options: LightboxOptions): void {
  if (busy) return
  const target = parseFragment(location.hash, options.constants.minFragmentLength)
  const gallery = target ? findGallery(target.gid) : null
  if (target && gallery) open(gallery, { pid: target.pid }, null, options)
}

export const attach: Attach<LightboxOptions> = (root, options) => {
  islands += 1
  // Until now a click opened the plain picture; tests wait for this before they click.
  root.dataset.lightboxReady = ''
  if (islands === 1) {
    const controller = new AbortController()
    document.addEventListener('click', (event) => onClick(event, options), { signal: controller.signal })
    window.addEventListener('hashchange', () => fromFragment(options), { signal: controller.signal })
    stopListening = () => controller.abort()
    fromFragment(options)
  }
  return () => {
    delete root.dataset.lightboxReady
    islands -= 1
    if (islands > 0) return
    stopListening?.()
    stopListening = null
    closeOpen?.()
  }
}
