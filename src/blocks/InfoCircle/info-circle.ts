import { reducedMotion } from '@/ui/dom'

/** Milliseconds between steps (0 for none) and before the first step (INFO_CIRCLE, from the server). */
export type InfoCircleOptions = { rotate: number; initialWait: number }

/**
 * Moves the highlight round the circle every `rotate` ms after the initial wait; hover, focus or
 * a click stops it for good, and a click or Enter on an item selects it. Reduced motion and the
 * stacked phone layout never rotate. Returns the clean-up.
 */
export function attachInfoCircle(root: HTMLElement, { rotate, initialWait }: InfoCircleOptions): () => void {
  const items = [...root.querySelectorAll<HTMLElement>(':scope > ul > li')]
  let active = Math.max(
    0,
    items.findIndex((li) => li.hasAttribute('data-active')),
  )
  let wait: ReturnType<typeof setTimeout> | undefined
  let cycle: ReturnType<typeof setInterval> | undefined
  const select = (index: number) => {
    active = index
    items.forEach((li, i) => {
      li.toggleAttribute('data-active', i === index)
      const button = li.querySelector('button')
      if (i === index) button?.setAttribute('aria-current', 'true')
      else button?.removeAttribute('aria-current')
    })
  }
  const stop = () => {
    clearTimeout(wait)
    clearInterval(cycle)
    root.dataset.rotating = 'false'
  }
  const onClick = (e: MouseEvent) => {
    const li = e.target instanceof Element ? e.target.closest('button')?.closest('li') : null
    const index = li ? items.indexOf(li as HTMLElement) : -1
    if (index < 0) return
    stop()
    select(index)
  }
  const listeners = new AbortController()
  const { signal } = listeners
  root.addEventListener('click', onClick, { signal })
  root.addEventListener('pointerenter', stop, { signal })
  root.addEventListener('focusin', stop, { signal })
  const still = reducedMotion() || matchMedia('(max-width: 767px)').matches
  if (rotate > 0 && items.length > 1 && !still) {
    root.dataset.rotating = 'true'
    wait = setTimeout(() => {
      cycle = setInterval(() => select((active + 1) % items.length), rotate)
    }, initialWait)
  } else {
    root.dataset.rotating = 'false'
  }
  return () => {
    stop()
    listeners.abort()
  }
}
