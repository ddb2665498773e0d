import { TIMING } from '@/lib/constants'
import { reducedMotion, type Scan, within } from '@/ui/dom'

/**
 * Entrance animations (docs/page.md): an element with `data-animation` goes none → animation-triggered
 * (`data-reveal`, which CSS hides) → shown (`data-revealed`, which CSS transitions in) once it is
 * 30 px inside the viewport. Only the runtime arms elements, so without JavaScript, under reduced
 * motion, or on mobile for `data-no-mobile` elements, everything simply shows. The runtime starts
 * after hydration, when the first screen has long been painted: what is already in view then stays
 * as it is, since hiding it to fade it back in would flash and delay the largest paint.
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
  let firstScan = true
  return (root) => {
    const painted = firstScan
    firstScan = false
    for (const el of within(root, '[data-animation]:not([data-revealed])')) {
      if (mobile && el.hasAttribute('data-no-mobile')) continue
      if (painted && inView(el)) continue
      el.setAttribute('data-reveal', '')
      io.observe(el)
    }
  }
}

function inView(el: Element): boolean {
  const rect = el.getBoundingClientRect()
  return rect.bottom > 0 && rect.top < window.innerHeight
}
