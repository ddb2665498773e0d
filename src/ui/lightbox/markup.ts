/**
 * The markup contract between the server-rendered galleries and the lightbox: a gallery wrapper
 * holding links to its pictures. Kept free of imports so the launcher stays a few hundred bytes.
 */

/** On the wrapper: the gallery id (gid) of the address fragment, a positive integer. */
export const GALLERY_ATTRIBUTE = 'data-lightbox-gallery'
/** On the wrapper: the dialog's accessible name. */
export const GALLERY_TITLE_ATTRIBUTE = 'data-lightbox-title'
/** On the wrapper, value `custom`: the address names pictures by their own pid, not 1, 2, 3… */
export const GALLERY_PIDS_ATTRIBUTE = 'data-lightbox-pids'
export const ITEM_SELECTOR = 'a[data-lightbox-item]'

/** A gallery's item links in page order, read when the lightbox opens (so items added later count). */
export function galleryLinks(gallery: Element): HTMLAnchorElement[] {
  return [...gallery.querySelectorAll<HTMLAnchorElement>(ITEM_SELECTOR)].filter(
    (link) => link.closest(`[${GALLERY_ATTRIBUTE}]`) === gallery,
  )
}

export function findGallery(gid: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${GALLERY_ATTRIBUTE}="${gid}"]`)
}
