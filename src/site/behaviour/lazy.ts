import { TIMING } from '@/lib/constants'
import { type Scan, within } from '@/ui/dom'
import { LAZY } from './lazy-selector'

/** Swaps the data attributes into src / srcset / background-image and marks the element loaded. */
export function swap(el: HTMLElement): void {
  const { src, srcset, bg } = el.dataset
  if (srcset) el.setAttribute('srcset', srcset)
  if (src) el.setAttribute('src', src)
  if (bg) el.style.backgroundImage = `url(${JSON.stringify(bg)})`
  for (const name of ['data-src', 'data-srcset', 'data-bg']) el.removeAttribute(name)
  el.setAttribute('data-loaded', '')
}

/**
 * Lazy reveal (docs/page.md): elements swap in their image as they near the viewport, one per
 * `stagger` ms (TIMING.revealStagger, or revealStaggerMobile on mobile) so a screenful of
 * images does not all decode in one frame.
 */
export function initLazy(stagger: number, signal: AbortSignal): Scan {
  let next = 0
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        io.unobserve(entry.target)
        const now = performance.now()
        const at = Math.max(now, next)
        next = at + stagger
        const timer = setTimeout(() => {
          timers.delete(timer)
          swap(entry.target as HTMLElement)
        }, at - now)
        timers.add(timer)
      }
    },
    { rootMargin: '300px 0px' },
  )
  signal.addEventListener('abort', () => {
    io.disconnect()
    for (const timer of timers) clearTimeout(timer)
  })
  return (root) => {
    for (const el of within(root, LAZY)) io.observe(el)
  }
}

export const revealStagger = (mobile: boolean): number =>
  mobile ? TIMING.revealStaggerMobile : TIMING.revealStagger
