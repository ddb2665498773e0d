import { reducedMotion } from '@/ui/dom'

export type TickerOptions = { interval: number; pause: string; play: string }
type Reason = 'user' | 'hover' | 'focus' | 'hidden'

/**
 * Shows the next item every `interval` ms. Pauses while hovered, while focus is inside, while the
 * tab is hidden and after the pause button (until play); with reduced motion it never starts
 * (the CSS then lists every item). Returns the clean-up.
 */
export function attachTicker(root: HTMLElement, { interval, pause, play }: TickerOptions): () => void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-ticker-toggle]')
  if (!toggle) return () => {}
  const items = [...root.querySelectorAll<HTMLElement>('ul > li')]
  if (reducedMotion()) {
    root.dataset.running = 'false'
    return () => {}
  }
  let current = Math.max(
    0,
    items.findIndex((li) => li.dataset.tick === 'current'),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const reasons = new Set<Reason>()

  const show = (index: number) => {
    if (index === current) return
    for (const li of items) if (li.dataset.tick === 'leaving') delete li.dataset.tick
    const next = items[index] as HTMLElement
    // From its waiting place (below when the ticker runs up), never from where it last left.
    delete next.dataset.tick
    void next.offsetHeight
    ;(items[current] as HTMLElement).dataset.tick = 'leaving'
    next.dataset.tick = 'current'
    current = index
  }
  const update = () => {
    clearTimeout(timer)
    const running = reasons.size === 0
    root.dataset.running = String(running)
    if (running) timer = setTimeout(tick, interval)
  }
  const tick = () => {
    show((current + 1) % items.length)
    update()
  }
  const pauseFor = (reason: Reason, on: boolean) => {
    const had = reasons.size
    if (on) reasons.add(reason)
    else reasons.delete(reason)
    if (reasons.size === 0 || had === 0) update()
  }

  const onToggle = () => {
    const paused = !reasons.has('user')
    toggle.textContent = paused ? play : pause
    pauseFor('user', paused)
  }
  const onEnter = () => pauseFor('hover', true)
  const onLeave = () => pauseFor('hover', false)
  const onFocusIn = (e: FocusEvent) => {
    // A link reached by Tab comes into view.
    const li = e.target instanceof Element ? e.target.closest('li') : null
    const index = li ? items.indexOf(li as HTMLElement) : -1
    if (index >= 0) show(index)
    pauseFor('focus', true)
  }
  const onFocusOut = (e: FocusEvent) => {
    if (e.relatedTarget instanceof Node && root.contains(e.relatedTarget)) return
    pauseFor('focus', false)
  }
  const onVisibility = () => pauseFor('hidden', document.hidden)

  const listeners = new AbortController()
  const { signal } = listeners
  toggle.addEventListener('click', onToggle, { signal })
  root.addEventListener('pointerenter', onEnter, { signal })
  root.addEventListener('pointerleave', onLeave, { signal })
  root.addEventListener('focusin', onFocusIn, { signal })
  root.addEventListener('focusout', onFocusOut, { signal })
  document.addEventListener('visibilitychange', onVisibility, { signal })
  root.dataset.ready = ''
  if (document.hidden) reasons.add('hidden')
  update()
  return () => {
    clearTimeout(timer)
    listeners.abort()
  }
}
