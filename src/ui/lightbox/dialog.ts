import type PhotoSwipe from 'photoswipe'
import { trapTab } from './focus-trap'

type DialogOptions = {
  /** The accessible name: the gallery's title, or a generic "Kuvagalleria". */
  label: string
  /** Id of the element that describes the dialog (the caption's status line). */
  describedBy: string
  /** PhotoSwipe's English role descriptions, in the page's language. */
  carousel: string
  slide: string
}

/**
 * Makes PhotoSwipe's root a modal dialog (it has role=dialog but no name and no modality): named,
 * modal, Tab kept inside, and the slides beside the current one inert, so neither Tab nor a
 * screen reader's cursor wanders into pictures that are not on show. PhotoSwipe focuses the root
 * once the opening animation ends (its `trapFocus` pulls stray focus back in); returning focus to
 * the opener is the caller's.
 */
export function modalDialog(pswp: PhotoSwipe, { label, describedBy, carousel, slide }: DialogOptions): void {
  pswp.on('uiRegister', () => {
    pswp.element?.setAttribute('aria-modal', 'true')
    pswp.element?.setAttribute('aria-label', label)
    pswp.element?.setAttribute('aria-describedby', describedBy)
    pswp.scrollWrap?.setAttribute('aria-roledescription', carousel)
    for (const holder of pswp.mainScroll.itemHolders) holder.el.setAttribute('aria-roledescription', slide)
  })

  // PhotoSwipe marks the hidden slides aria-hidden once their content (de)activates.
  const syncInert = () => {
    for (const { el } of pswp.mainScroll.itemHolders) el.inert = el.getAttribute('aria-hidden') !== 'false'
  }
  pswp.on('slideActivate', syncInert)
  pswp.on('slideDeactivate', syncInert)

  pswp.on('keydown', (event) => {
    const key = event.originalEvent
    if (key.key !== 'Tab' || !pswp.element) return
    // PhotoSwipe's own Tab handling only focuses the root.
    event.preventDefault()
    if (trapTab(pswp.element, key.shiftKey)) key.preventDefault()
  })
}
