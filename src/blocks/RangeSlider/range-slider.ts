import { RANGE_SLIDER } from '@/lib/constants'

export type RangeOptions = {
  /** Each step's label, the slider's value text (steps count from 1, docs/widgets.md). */
  labels: string[]
}

/** A step number in 1…count; anything else is the first step. */
export function clampStep(value: unknown, count: number): number {
  const first = RANGE_SLIDER.stepsStart
  if (typeof value !== 'number' || !Number.isFinite(value)) return first
  return Math.min(count, Math.max(first, Math.round(value)))
}

/** How far along the track a step sits, 0 at the first and 1 at the last. */
export function stepFraction(step: number, count: number): number {
  return count > 1 ? (step - RANGE_SLIDER.stepsStart) / (count - 1) : 0
}

/**
 * Shows the chosen step's content and names the value by the step's label. The native range input
 * does the rest: keyboard, pointer, touch and its role. The step labels under the track pick
 * their step on click. Returns the clean-up.
 */
export function attachRangeSlider(root: HTMLElement, { labels }: RangeOptions): () => void {
  const input = root.querySelector<HTMLInputElement>('input[type="range"]')
  if (!input) return () => {}
  const panels = [...root.querySelectorAll<HTMLElement>('[data-step]')]
  const ticks = [...root.querySelectorAll<HTMLElement>('[data-tick]')]
  const show = () => {
    const step = clampStep(input.valueAsNumber, labels.length)
    input.setAttribute('aria-valuetext', labels[step - 1] ?? String(step))
    root.style.setProperty('--range-fill', String(stepFraction(step, labels.length)))
    for (const list of [panels, ticks])
      for (const [i, el] of list.entries()) el.toggleAttribute('data-current', i === step - 1)
  }
  const listeners = new AbortController()
  const { signal } = listeners
  input.addEventListener('input', show, { signal })
  for (const [i, tick] of ticks.entries())
    tick.addEventListener(
      'click',
      () => {
        input.value = String(i + RANGE_SLIDER.stepsStart)
        show()
        input.focus()
      },
      { signal },
    )
  // A value the browser restored (back/forward navigation) shows its own step.
  show()
  root.dataset.ready = ''
  return () => listeners.abort()
}
