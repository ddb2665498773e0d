import { TIMING } from '@/lib/constants'
import { reducedMotion, type Scan, within } from './dom'

/**
 * Entrance animations (SPEC §4): an element with `data-animation` goes none → animation-triggered
 * (`data-reveal`, which CSS hides) → shown (`data-revealed`, which CSS transitions in) once it is
 * 30 px inside the viewport. Only the runtime arms elements, so without JavaScript, under reduced
 * motion, or on mobile for `data-no-mobile` elements, everything simply shows.
 */
export function initAnimations(mobile: boolean, signal: AbortSignal): Scan {
  if (reducedMotion()) return () => {}
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-revealed', '')
        io.unobserve(entry.target)
      }
    },
    { rootMargin: `0px 0px ${TIMING.inViewportThreshold}px 0px` },
  )
  signal.addEventListener('abort', () => io.disconnect())
  return (root) => {
    for (const el of within(root, '[data-animation]:not([data-revealed])')) {
      if (mobile && el.hasAttribute('data-no-mobile')) continue
      el.setAttribute('data-reveal', '')
      io.observe(el)
    }
  }
}
