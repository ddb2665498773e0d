import { reducedMotion } from '../dom'

/** Why autoplay is not running. `user`: the pause button or an interaction, until play. */
export type PauseReason = 'user' | 'hover' | 'focus' | 'offscreen' | 'hidden'

export type AutoplayOptions = {
  /** Milliseconds between advances. */
  interval: number
  advance: () => void
  /** The rotation control (APG): its aria-label says what pressing it does. */
  toggle: HTMLButtonElement | null
  pause: string
  play: string
  /** Told whenever autoplay starts or stops running (the slides' live region is off while it runs). */
  onChange: (running: boolean) => void
}

export type Autoplay = {
  /** An interaction (arrow, picker, drag): autoplay stays stopped until the visitor presses play. */
  stop: () => void
  /** A pause that ends by itself, such as being scrolled out of view. */
  pause: (reason: PauseReason, on: boolean) => void
}

/**
 * Autoplay for the carousel and the simple slider (WCAG 2.2.2, APG carousel): advances every
 * `interval` ms while nothing pauses it: hover, focus inside, a hidden tab, being out of view,
 * or the visitor (the pause button, or any interaction). Once the visitor presses play, hover
 * and focus no longer pause it (as in the APG example). Never runs under reduced motion.
 */
export function startAutoplay(root: HTMLElement, options: AutoplayOptions, signal: AbortSignal): Autoplay {
  const { interval, advance, toggle, pause, play, onChange } = options
  if (reducedMotion()) {
    root.dataset.autoplay = 'off'
    onChange(false)
    return { stop: () => {}, pause: () => {} }
  }
  const reasons = new Set<PauseReason>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: boolean | null = null
  let insisted = false

  const update = () => {
    clearTimeout(timer)
    const now = reasons.size === 0
    if (now) timer = setTimeout(tick, interval)
    if (toggle) {
      const stopped = reasons.has('user')
      toggle.setAttribute('aria-label', stopped ? play : pause)
      toggle.dataset.state = stopped ? 'paused' : 'playing'
    }
    if (now === running) return
    running = now
    root.dataset.autoplay = now ? 'running' : 'paused'
    onChange(now)
  }
  const tick = () => {
    advance()
    update()
  }
  const set = (reason: PauseReason, on: boolean) => {
    if (reasons.has(reason) === on) return
    if (on) reasons.add(reason)
    else reasons.delete(reason)
    update()
  }
  const passing = (reason: 'hover' | 'focus', on: boolean) => {
    if (!insisted) set(reason, on)
  }

  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) =>
    target.addEventListener(type, handler, { signal })
  listen(root, 'pointerenter', () => passing('hover', true))
  listen(root, 'pointerleave', () => passing('hover', false))
  listen(root, 'focusin', () => passing('focus', true))
  listen(root, 'focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget
    if (!(next instanceof Node && root.contains(next))) passing('focus', false)
  })
  listen(document, 'visibilitychange', () => set('hidden', document.hidden))
  if (toggle) {
    listen(toggle, 'click', () => {
      if (!reasons.has('user')) return set('user', true)
      // Pressing play means it: it runs even with the pointer or focus still on the carousel.
      insisted = true
      reasons.delete('hover')
      reasons.delete('focus')
      set('user', false)
    })
  }
  signal.addEventListener('abort', () => clearTimeout(timer))
  if (document.hidden) reasons.add('hidden')
  update()
  return {
    stop: () => {
      insisted = false
      set('user', true)
    },
    pause: set,
  }
}
