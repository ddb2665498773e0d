import { TIMING } from '@/lib/constants'
import { inPage, isBang } from './anchor-links'
import { reducedMotion, type Scan } from './dom'

/** `#!/{id}` (docs/page.md) → the id; `up` means the page top. */
export function bangId(hash: string): string | null {
  return isBang(hash) ? decode(hash.slice(3)) : null
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
}

/** Height the sticky header covers at the top; the header keeps `--header-h` exact (0 when it scrolls away). */
export function headerOffset(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0
}

/** Where the window must scroll so `el` starts just below the sticky header. */
export function targetY(el: Element): number {
  return Math.max(0, Math.round(el.getBoundingClientRect().top + scrollY - headerOffset()))
}

/** The editor's smooth-scrolling setting (on / off / on_parallax), and never under reduced motion. */
export function shouldAnimate(): boolean {
  const mode = document.documentElement.dataset.smoothScroll
  if (reducedMotion() || mode === 'off') return false
  return mode !== 'on_parallax' || document.querySelector('[data-parallax]') !== null
}

let run = 0

/** Scrolls over `duration` (TIMING.scrollToDuration unless told) with easeInOutQuad; a newer scroll cancels an older one. */
export function scrollToY(to: number, animate: boolean, duration: number = TIMING.scrollToDuration): void {
  const id = ++run
  const from = scrollY
  // 'instant': each step must land exactly, even when CSS asks for `scroll-behavior: smooth`.
  const jump = (top: number) => scrollTo({ top, behavior: 'instant' })
  if (!animate || from === to) {
    jump(to)
    return
  }
  let start: number | undefined
  const step = (now: number) => {
    if (id !== run) return
    start ??= now
    const t = Math.min(1, (now - start) / duration)
    jump(from + (to - from) * easeInOutQuad(t))
    if (t < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** The id an in-page link points at: `#!/id` or a plain `#id`. */
function linkId(a: HTMLAnchorElement): string {
  return bangId(a.hash) ?? decode(a.hash.slice(1))
}

function menuLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('nav a[href*="#"]')].filter(inPage)
}

/** Marks the menu links to `id` as the visitor's current location; other anchored links lose it. */
export function highlight(id: string | null): void {
  for (const a of menuLinks()) {
    const current = a.getAttribute('aria-current')
    // A link already marked current for another reason (a list's active filter) keeps its mark.
    if (current !== null && current !== 'location') continue
    if (id !== null && linkId(a) === id) a.setAttribute('aria-current', 'location')
    else if (a.getAttribute('aria-current') === 'location') a.removeAttribute('aria-current')
  }
}

/** Scrolls to `#!/id` (or the top for `up`), highlights its menu item and moves focus there. */
export function goTo(id: string, animate = shouldAnimate()): boolean {
  const el = id === 'up' ? null : document.getElementById(id)
  if (id !== 'up' && !el) return false
  scrollToY(el ? targetY(el) : 0, animate)
  highlight(id)
  if (el) {
    // Screen readers and the next Tab continue from the target, not from the clicked link.
    if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.tabIndex = -1
    el.focus({ preventScroll: true })
  }
  return true
}

/**
 * `#!/` links scroll without a jump, the fragment on load scrolls after TIMING.anchorScrollDelay,
 * and menu items of in-page targets highlight while their target is in view (scroll spy).
 * The returned scan re-collects the targets after content is added.
 */
export function initAnchors(signal: AbortSignal): Scan {
  document.addEventListener(
    'click',
    (event) => {
      const a = event.target instanceof Element ? event.target.closest('a') : null
      // Modified clicks keep their meaning (new tab, download).
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (!a || !inPage(a) || event.defaultPrevented || event.button !== 0 || modified) return
      const id = bangId(a.hash)
      if (id === null || !goTo(id)) return
      event.preventDefault()
      history.pushState(null, '', a.hash)
    },
    { signal },
  )
  // Back and forward between fragments, and fragments typed into the address bar.
  addEventListener(
    'hashchange',
    () => {
      const id = bangId(location.hash)
      if (id !== null) goTo(id)
    },
    { signal },
  )
  const initial = bangId(location.hash)
  if (initial !== null) {
    const timer = setTimeout(() => goTo(initial), TIMING.anchorScrollDelay)
    signal.addEventListener('abort', () => clearTimeout(timer))
  }

  let spy: IntersectionObserver | undefined
  signal.addEventListener('abort', () => spy?.disconnect())
  return () => {
    spy?.disconnect()
    const shown = new Set<Element>()
    // Targets in a band from the header's bottom edge to the middle of the viewport; the topmost wins.
    spy = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          if (isIntersecting) shown.add(target)
          else shown.delete(target)
        }
        const top = [...shown].sort((a, b) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )[0]
        highlight(top ? top.id : null)
      },
      { rootMargin: `-${Math.ceil(headerOffset()) + 1}px 0px -50% 0px` },
    )
    for (const a of menuLinks()) {
      const target = document.getElementById(linkId(a))
      if (target) spy.observe(target)
    }
  }
}
