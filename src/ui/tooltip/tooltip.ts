import { placeTip } from './placement'
import type { TipTiming } from './tip'

/**
 * The tooltip state machine (docs/widgets.md: hidden → appearing → shown → disappearing), shared by the
 * tooltip and image-hotspot widgets. Plain DOM: it enhances server-rendered markup
 * (`[data-tip]` wrapping a trigger with `aria-describedby` and its `role="tooltip"` element).
 */
export type TipState = 'hidden' | 'appearing' | 'shown' | 'disappearing'

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

  const state = () => (wrap.dataset.state ?? 'hidden') as TipState
  const set = (next: TipState) => {
    wrap.dataset.state = next
  }
  const place = () => placeTip(wrap, tip, preferred, timing.arrowOffset)

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
    show(timing.delay)
  }
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return
    hovered = false
    if (!focused) hide(timing.tolerance)
  }
  const onFocusIn = () => {
    focused = true
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
    const now = state()
    if (now === 'shown' || now === 'appearing') hide(0)
    else show(0)
  }
  const onOutside = (e: PointerEvent) => {
    if (e.target instanceof Node && wrap.contains(e.target)) return
    if (state() !== 'hidden') hide(0)
  }
  // Escape dismisses it at once (WCAG 1.4.13); hover, focus or a tap shows it again.
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    clearTimeout(pending)
    if (state() === 'hidden') return
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
