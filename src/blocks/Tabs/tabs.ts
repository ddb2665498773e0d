import { BREAKPOINTS, TIMING } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import { setHidden, watchFragment } from '@/ui/fragment'

export type TabsAnimation = 'slide' | 'fade' | 'scale' | 'slide-zoom' | 'slide-horizontal' | 'none'
export type Activation = 'automatic' | 'manual'
export type Orientation = 'horizontal' | 'vertical'
export type TabsOptions = {
  activation: Activation
  orientation: Orientation
  animation: TabsAnimation
  /** Milliseconds between automatic tab changes; null for none. */
  rotation: number | null
}

/** The tab current at first: the given 0-based index when it exists, else tab 0 (docs/widgets.md). */
export function startIndex(value: unknown, count: number): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0)
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0
}

/** `rotatetabs` in seconds → milliseconds; zero, negative, empty or non-numeric → no rotation. */
export function rotationMs(value: unknown): number | null {
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return null
  const seconds = Number(value)
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null
}

/**
 * The APG tabs keyboard table: which tab a key moves focus to (wrapping at both ends) and whether
 * that tab becomes current. Enter and Space are the tab buttons' own click; other keys do nothing.
 */
export function tabKeyAction(
  key: string,
  index: number,
  count: number,
  { activation, orientation }: Pick<TabsOptions, 'activation' | 'orientation'>,
): { focus: number; activate: boolean } | null {
  const next = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight']
  const previous = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft']
  let focus: number
  if (next.includes(key)) focus = (index + 1) % count
  else if (previous.includes(key)) focus = (index - 1 + count) % count
  else if (key === 'Home') focus = 0
  else if (key === 'End') focus = count - 1
  else return null
  return { focus, activate: activation === 'automatic' }
}

/** Enter animations for the newly shown panel (docs/widgets.md), run with the Web Animations API. */
export function enterFrames(animation: TabsAnimation, direction: 1 | -1): Keyframe[] | null {
  switch (animation) {
    case 'slide':
      return [
        { transform: 'translateY(24px)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ]
    case 'fade':
      return [{ opacity: 0 }, { opacity: 1 }]
    case 'scale':
      return [
        { transform: 'scale(0.92)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ]
    case 'slide-zoom':
      return [
        { transform: 'translateY(24px) scale(0.92)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ]
    case 'slide-horizontal':
      return [
        { transform: `translateX(${direction * 40}px)`, opacity: 0 },
        { transform: 'none', opacity: 1 },
      ]
    default:
      return null
  }
}

/** docs/widgets.md: fade over TIMING.tabFade, every sliding or scaling animation over TIMING.tabSlide. */
export function animationDuration(animation: TabsAnimation): number {
  return animation === 'fade' ? TIMING.tabFade : TIMING.tabSlide
}

/** Window widths at which tabs show as an accordion (docs/widgets.md, BREAKPOINTS.tabsMobileMin–Max). */
export const ACCORDION_QUERY = `(min-width: ${BREAKPOINTS.tabsMobileMin}px) and (max-width: ${BREAKPOINTS.tabsMobileMax}px)`

type Tab = { tab: HTMLButtonElement; header: HTMLButtonElement | null; panel: HTMLElement }

/**
 * Brings server-rendered tabs to life: roving tabindex with the arrow keys, Home and End,
 * automatic or manual activation, an accordion between 300 and 660 px wide, auto-rotation that
 * pauses on hover, on focus, while the page is hidden and by its own button, and fragments.
 */
export function attachTabs(root: HTMLElement, options: TabsOptions): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const own = (el: Element) => el.closest('[data-tabs]') === root
  const tabs: Tab[] = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    .filter(own)
    .flatMap((tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
      const header = root.querySelector<HTMLButtonElement>(`[data-tab-header][aria-controls="${panel?.id}"]`)
      return panel ? [{ tab, header, panel }] : []
    })
  if (tabs.length === 0) return () => controller.abort()
  let current = Math.max(
    0,
    tabs.findIndex((t) => t.tab.getAttribute('aria-selected') === 'true'),
  )
  /** In the accordion layout the current tab's panel can be folded away. */
  let folded = false
  const narrow = typeof matchMedia === 'function' ? matchMedia(ACCORDION_QUERY) : null
  const accordion = () => narrow?.matches === true

  const animate = (panel: HTMLElement, direction: 1 | -1) => {
    const frames = enterFrames(options.animation, direction)
    if (!frames || reducedMotion() || typeof panel.animate !== 'function') return
    panel.animate(frames, { duration: animationDuration(options.animation), easing: 'ease-out' })
  }

  const render = () => {
    tabs.forEach(({ tab, header, panel }, i) => {
      const selected = i === current
      tab.setAttribute('aria-selected', String(selected))
      tab.tabIndex = selected ? 0 : -1
      header?.setAttribute('aria-expanded', String(selected && !folded))
      setHidden(panel, !selected || (folded && accordion()))
    })
  }

  const select = (index: number, animated = true) => {
    if (index === current) {
      if (folded) {
        folded = false
        render()
      }
      return
    }
    const direction = index > current ? 1 : -1
    current = index
    folded = false
    render()
    const panel = tabs[index]?.panel
    if (panel && animated) animate(panel, direction)
  }

  /**
   * Desktop: tabs and tab panels. Accordion layout: plain disclosure panels under their header
   * buttons (no region landmarks: tab labels such as "Yleistä" repeat between widgets).
   */
  const layout = () => {
    const wide = !accordion()
    root.dataset.layout = wide ? 'tabs' : 'accordion'
    for (const { tab, panel } of tabs) {
      if (wide) {
        panel.setAttribute('role', 'tabpanel')
        panel.setAttribute('aria-labelledby', tab.id)
        panel.tabIndex = 0
      } else {
        for (const name of ['role', 'aria-labelledby', 'tabindex']) panel.removeAttribute(name)
      }
    }
    render()
  }

  layout()
  narrow?.addEventListener('change', layout, { signal })

  root.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const tabIndex = tabs.findIndex((t) => t.tab === target?.closest('[role="tab"]'))
      if (tabIndex >= 0) return select(tabIndex)
      const headerIndex = tabs.findIndex((t) => t.header && t.header === target?.closest('[data-tab-header]'))
      if (headerIndex < 0) return
      if (headerIndex === current && !folded) {
        folded = true
        render()
      } else select(headerIndex)
    },
    { signal },
  )

  root.addEventListener(
    'keydown',
    (event) => {
      const index = tabs.findIndex((t) => t.tab === event.target)
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
      const action = tabKeyAction(event.key, index, tabs.length, options)
      if (!action) return
      event.preventDefault()
      tabs[action.focus]?.tab.focus()
      if (action.activate) select(action.focus)
    },
    { signal },
  )

  for (const [i, { panel }] of tabs.entries())
    panel.addEventListener('beforematch', () => select(i, false), { signal })
  watchFragment((target) => {
    const index = tabs.findIndex((t) => t.panel.contains(target) || t.tab === target)
    if (index < 0 || (index === current && !folded)) return false
    select(index, false)
    return true
  }, signal)

  startRotation(
    root,
    options,
    () => !accordion(),
    () => select((current + 1) % tabs.length),
    signal,
  )
  root.dataset.ready = ''
  return () => controller.abort()
}

/**
 * Auto-rotation (WCAG 2.2.2): every `rotation` ms the next tab, except while the pointer is over
 * the tabs, focus is inside them, the page is hidden, the accordion layout shows, or the visitor
 * pressed the pause button. Never under reduced motion.
 */
function startRotation(
  root: HTMLElement,
  { rotation }: TabsOptions,
  allowed: () => boolean,
  advance: () => void,
  signal: AbortSignal,
): void {
  const button = root.querySelector<HTMLButtonElement>('[data-tabs-rotation]')
  if (!rotation || reducedMotion()) {
    if (button) button.hidden = true
    return
  }
  let hovered = false
  let focused = false
  let stopped = false
  const on = (type: string, handler: (event: Event) => void) =>
    root.addEventListener(type, handler, { signal })
  on('pointerenter', () => {
    hovered = true
  })
  on('pointerleave', () => {
    hovered = false
  })
  on('focusin', () => {
    focused = true
  })
  on('focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget
    focused = next instanceof Node && root.contains(next)
  })
  button?.addEventListener(
    'click',
    () => {
      stopped = !stopped
      const label = button.querySelector('[data-label]')
      if (label) label.textContent = (stopped ? button.dataset.play : button.dataset.pause) ?? ''
      root.dataset.rotation = stopped ? 'stopped' : 'running'
    },
    { signal },
  )
  root.dataset.rotation = 'running'
  const timer = setInterval(() => {
    if (stopped || hovered || focused || document.hidden || !allowed()) return
    advance()
  }, rotation)
  signal.addEventListener('abort', () => clearInterval(timer))
}
