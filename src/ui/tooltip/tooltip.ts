/**
 * The tooltip state machine (docs/widgets.md: hidden → appearing → shown → disappearing), shared by the
 * tooltip and image-hotspot widgets. Plain DOM: it enhances server-rendered markup
 * (`[data-tip]` wrapping a trigger with `aria-describedby` and its `role="tooltip"` element).
 */
export type TipTiming = {
  /** Hover or focus to appearing. */
  delay: number
  /** Length of the appearing and disappearing transitions. */
  speed: number
  /** How long the pointer may be off trigger and tooltip before it starts to disappear. */
  tolerance: number
  /** How often an open tooltip re-checks that it fits the viewport. */
  positionCheck: number
  /** Closest the arrow comes to the bubble's edge when the bubble is shifted to fit. */
  arrowOffset: number
}

export type TipState = 'hidden' | 'appearing' | 'shown' | 'disappearing'

const MARGIN = 8

export function attachTooltip(wrap: HTMLElement, timing: TipTiming): () => void {
  const trigger = wrap.querySelector<HTMLElement>('[aria-describedby]')
  const tip = wrap.querySelector<HTMLElement>('[role="tooltip"]')
  if (!trigger || !tip) return () => {}
  const preferred = wrap.dataset.placement === 'bottom' ? 'bottom' : 'top'
  // A delayed start (show after the delay, hide after the tolerance) and a running transition.
  let pending: ReturnType<typeof setTimeout> | undefined
  let transition: ReturnType<typeof setTimeout> | undefined
  let checker: ReturnType<typeof setInterval> | undefined
  let hovered = false
  let focused = false
  // Escape dismisses until the pointer leaves or focus comes back (WCAG 1.4.13).
  let dismissed = false

  const state = () => (wrap.dataset.state ?? 'hidden') as TipState
  const set = (next: TipState) => {
    wrap.dataset.state = next
  }

  /**
   * Keeps the bubble on screen: flips to the other side when it would leave the viewport and
   * shifts it sideways, the arrow staying over the trigger. Measured from the trigger and the
   * bubble's layout size, so a running transition does not skew it.
   */
  function place() {
    const anchor = wrap.getBoundingClientRect()
    const tipEl = tip as HTMLElement
    const width = tipEl.offsetWidth
    const height = tipEl.offsetHeight
    const gap = timing.arrowOffset
    const fitsAbove = anchor.top - gap - height >= MARGIN
    const fitsBelow = anchor.bottom + gap + height <= window.innerHeight - MARGIN
    let placement = preferred
    if (preferred === 'top' && !fitsAbove && fitsBelow) placement = 'bottom'
    if (preferred === 'bottom' && !fitsBelow && fitsAbove) placement = 'top'
    wrap.dataset.placement = placement
    const viewport = document.documentElement.clientWidth
    const left = anchor.left + anchor.width / 2 - width / 2
    let shift = 0
    if (left < MARGIN) shift = MARGIN - left
    else if (left + width > viewport - MARGIN) shift = viewport - MARGIN - (left + width)
    const room = Math.max(0, width / 2 - timing.arrowOffset)
    wrap.style.setProperty('--tip-shift', `${Math.round(shift)}px`)
    wrap.style.setProperty('--arrow-shift', `${Math.round(Math.max(-room, Math.min(room, -shift)))}px`)
  }

  function watch(on: boolean) {
    clearInterval(checker)
    if (on) checker = setInterval(place, timing.positionCheck)
  }

  function appear() {
    clearTimeout(transition)
    set('appearing')
    place()
    watch(true)
    transition = setTimeout(() => set('shown'), timing.speed)
  }

  function vanish() {
    clearTimeout(transition)
    set('disappearing')
    transition = setTimeout(() => {
      set('hidden')
      watch(false)
    }, timing.speed)
  }

  function show(wait: number) {
    clearTimeout(pending)
    if (dismissed) return
    const now = state()
    if (now === 'shown' || now === 'appearing') return
    if (now === 'disappearing' || wait <= 0) appear()
    else pending = setTimeout(appear, wait)
  }

  function hide(wait: number) {
    clearTimeout(pending)
    const now = state()
    if (now === 'hidden' || now === 'disappearing') return
    if (wait <= 0) vanish()
    else pending = setTimeout(vanish, wait)
  }

  function dismiss() {
    clearTimeout(pending)
    clearTimeout(transition)
    watch(false)
    set('hidden')
  }

  const onEnter = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return
    hovered = true
    dismissed = false
    show(timing.delay)
  }
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return
    hovered = false
    if (!focused) hide(timing.tolerance)
  }
  const onFocusIn = () => {
    focused = true
    dismissed = false
    show(timing.delay)
  }
  const onFocusOut = (e: FocusEvent) => {
    if (e.relatedTarget instanceof Node && wrap.contains(e.relatedTarget)) return
    focused = false
    if (!hovered) hide(0)
  }
  // A tap opens at once (a touch has no hover to wait on) and a second tap closes.
  const onTap = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return
    dismissed = false
    const now = state()
    if (now === 'shown' || now === 'appearing') hide(0)
    else show(0)
  }
  const onOutside = (e: PointerEvent) => {
    if (e.target instanceof Node && wrap.contains(e.target)) return
    if (state() !== 'hidden') hide(0)
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    clearTimeout(pending)
    if (state() === 'hidden') return
    dismissed = true
    dismiss()
  }

  set('hidden')
  const listeners = new AbortController()
  const { signal } = listeners
  wrap.addEventListener('pointerenter', onEnter, { signal })
  wrap.addEventListener('pointerleave', onLeave, { signal })
  wrap.addEventListener('focusin', onFocusIn, { signal })
  wrap.addEventListener('focusout', onFocusOut, { signal })
  trigger.addEventListener('pointerdown', onTap, { signal })
  document.addEventListener('pointerdown', onOutside, { signal })
  document.addEventListener('keydown', onKey, { signal })
  return () => {
    clearTimeout(pending)
    clearTimeout(transition)
    watch(false)
    listeners.abort()
    delete wrap.dataset.state
  }
}

/** Wires every `[data-tip]` inside `root`; returns one function that undoes all of them. */
export function attachTooltips(root: HTMLElement, timing: TipTiming): () => void {
  const detach = [...root.querySelectorAll<HTMLElement>('[data-tip]')].map((wrap) =>
    attachTooltip(wrap, timing),
  )
  return () => {
    for (const off of detach) off()
  }
}
