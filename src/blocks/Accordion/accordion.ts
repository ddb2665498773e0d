import { TIMING } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import { setHidden, watchFragment } from '@/ui/fragment'

export type AccordionAnimation = 'slide' | 'fade' | 'none'
export type AccordionOptions = { closeOthers: boolean; scroll: boolean; animation: AccordionAnimation }

/**
 * The item open at first (docs/widgets.md): none when the editor left it empty, the given 0-based item
 * when it exists, else item 0 (an out-of-range, negative or non-integer index resets to 0).
 */
export function initialIndex(value: unknown, count: number): number | null {
  if (count === 0 || value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0
}

/** Which items are open after `index` is toggled (the APG accordion, docs/widgets.md). */
export function toggled(open: readonly boolean[], index: number, closeOthers: boolean): boolean[] {
  const opening = !open[index]
  return open.map((was, i) => (i === index ? opening : closeOthers && opening ? false : was))
}

function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
}

/** Where the window scrolls so `el` sits TIMING.accordionScrollOffset below the top (and the sticky header). */
export function scrollTarget(el: Element): number {
  const header =
    Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0
  const offset = Math.max(TIMING.accordionScrollOffset, header)
  return Math.max(0, Math.round(el.getBoundingClientRect().top + scrollY - offset))
}

/**
 * Scrolls to the opened item over TIMING.accordionScrollDuration; the target is re-measured every
 * frame, since the item closing above it shrinks meanwhile. Instant under reduced motion or when
 * the site's smooth scrolling is off.
 */
function scrollToItem(el: Element): void {
  const jump = (top: number) => scrollTo({ top, behavior: 'instant' })
  if (reducedMotion() || document.documentElement.dataset.smoothScroll === 'off') {
    jump(scrollTarget(el))
    return
  }
  const from = scrollY
  let start: number | undefined
  const step = (now: number) => {
    start ??= now
    const t = Math.min(1, (now - start) / TIMING.accordionScrollDuration)
    jump(from + (scrollTarget(el) - from) * easeInOutQuad(t))
    if (t < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

type Item = { item: HTMLElement; trigger: HTMLButtonElement; panel: HTMLElement }

/**
 * Brings a server-rendered accordion to life: header buttons toggle their panels (Enter and Space
 * are the buttons' own), one open item closes the others when the editor chose so, collapsed
 * panels stay findable by find-in-page, and fragments open their item. Returns a cleanup.
 */
export function attachAccordion(root: HTMLElement, options: AccordionOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const own = (el: Element) => el.closest('[data-accordion]') === root
  const items: Item[] = [...root.querySelectorAll<HTMLElement>('[data-acc-item]')]
    .filter(own)
    .flatMap((item) => {
      const trigger = item.querySelector<HTMLButtonElement>('[data-acc-trigger]')
      const panel = item.querySelector<HTMLElement>('[data-acc-panel]')
      return trigger && panel ? [{ item, trigger, panel }] : []
    })
  const running = new Map<HTMLElement, Animation>()
  const isOpen = (i: Item) => i.trigger.getAttribute('aria-expanded') === 'true'

  const animate = (panel: HTMLElement, opening: boolean): void => {
    running.get(panel)?.cancel()
    running.delete(panel)
    const motion = options.animation !== 'none' && !reducedMotion() && typeof panel.animate === 'function'
    if (!motion) {
      setHidden(panel, !opening)
      return
    }
    setHidden(panel, false)
    const height = `${panel.scrollHeight}px`
    const frames =
      options.animation === 'fade'
        ? [{ opacity: 0 }, { opacity: 1 }]
        : [
            { height: '0px', opacity: 0 },
            { height, opacity: 1 },
          ]
    const duration = options.animation === 'fade' ? TIMING.tabFade : TIMING.tabSlide
    panel.style.overflow = 'hidden'
    const animation = panel.animate(opening ? frames : [...frames].reverse(), { duration, easing: 'ease' })
    running.set(panel, animation)
    animation.onfinish = () => {
      running.delete(panel)
      panel.style.overflow = ''
      if (!opening) setHidden(panel, true)
    }
  }

  const apply = (next: readonly boolean[]): void => {
    items.forEach((i, n) => {
      const open = next[n] === true
      if (open === isOpen(i)) return
      i.trigger.setAttribute('aria-expanded', String(open))
      animate(i.panel, open)
    })
  }

  const toggle = (index: number, user: boolean): void => {
    const before = items.map(isOpen)
    apply(toggled(before, index, options.closeOthers))
    const item = items[index]
    if (user && options.scroll && item && isOpen(item)) scrollToItem(item.item)
  }

  const open = (index: number): boolean => {
    const item = items[index]
    if (!item || isOpen(item)) return false
    toggle(index, false)
    return true
  }

  // Collapsed panels: hidden, but find-in-page and fragment navigation can still reveal them.
  for (const i of items) if (!isOpen(i)) setHidden(i.panel, true)

  root.addEventListener(
    'click',
    (event) => {
      const trigger = event.target instanceof Element ? event.target.closest('[data-acc-trigger]') : null
      const index = items.findIndex((i) => i.trigger === trigger)
      if (index >= 0) toggle(index, true)
    },
    { signal },
  )
  // The browser revealed a collapsed panel for find-in-page or a fragment: make the state agree.
  items.forEach((i, index) => {
    i.panel.addEventListener(
      'beforematch',
      () => {
        i.trigger.setAttribute('aria-expanded', 'true')
        if (options.closeOthers) apply(items.map((_, n) => n === index))
      },
      { signal },
    )
  })
  watchFragment((target) => {
    const index = items.findIndex((i) => i.item.contains(target))
    return index >= 0 ? open(index) : false
  }, signal)
  // Marks the island as attached (tests wait for it; the markup before it is the no-JS fallback).
  root.dataset.ready = ''

  return () => {
    controller.abort()
    for (const animation of running.values()) animation.cancel()
  }
}
