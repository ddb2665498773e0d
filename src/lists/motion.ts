import { GRIDS, MASONRY } from '@/lib/constants'
import { headerOffset, scrollToY } from '@/ui/anchors'
import { reducedMotion } from '@/ui/dom'
import { listItems } from './items'

/** Scrolls the list's top into view below the sticky header (docs/lists.md: 400 ms, 40 px). */
export function scrollToList(root: HTMLElement): void {
  const to = Math.max(0, root.getBoundingClientRect().top + scrollY - headerOffset() - GRIDS.scrollOffset)
  if (Math.abs(scrollY - to) >= 2) scrollToY(to, !reducedMotion(), GRIDS.scrollAnimation)
}

/** Where each item is now, by post id: `flip` moves them on from there. */
export function positions(items: HTMLElement): Map<string, DOMRect> {
  const map = new Map<string, DOMRect>()
  for (const el of listItems(items)) map.set(el.dataset.postId ?? '', el.getBoundingClientRect())
  return map
}

/** First, Last, Invert, Play: items glide from where they were; new ones fade in, 30 ms apart. */
export function flip(items: HTMLElement, before: Map<string, DOMRect>, masonry: boolean): void {
  if (reducedMotion()) return
  const duration = masonry ? MASONRY.transitionSeconds * 1000 : 400
  let fresh = 0
  for (const el of listItems(items)) {
    const old = before.get(el.dataset.postId ?? '')
    const now = el.getBoundingClientRect()
    if (old && old.left === now.left && old.top === now.top) continue
    const keyframes: Keyframe[] = old
      ? [{ transform: `translate(${old.left - now.left}px, ${old.top - now.top}px)` }, { transform: 'none' }]
      : [
          { opacity: 0, transform: 'translateY(12px)' },
          { opacity: 1, transform: 'none' },
        ]
    const delay = old ? 0 : fresh++ * MASONRY.isotopeStagger
    el.animate(keyframes, { duration, delay, easing: 'ease-out', fill: 'backwards' })
  }
}

/** Masonry where the browser has none: each item spans as many 1 px rows as it is tall. */
export function layoutMasonry(items: HTMLElement): void {
  if (CSS.supports('grid-template-rows', 'masonry')) return
  items.dataset.rowUnit = '1'
  for (const el of listItems(items)) {
    const card = el.firstElementChild as HTMLElement | null
    const gap = Number.parseFloat(getComputedStyle(card ?? el).marginBottom) || 0
    const rows = Math.min(MASONRY.maxRowSpan, Math.ceil((card?.getBoundingClientRect().height ?? 0) + gap))
    el.style.setProperty('--row-span', String(Math.max(1, rows)))
  }
}
