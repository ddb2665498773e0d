import type { FormLocale } from '../../messages'
import { textLength } from '../../rules'
import { counterText } from '../markup'
import { all, type Control } from './dom'

/** Updates the character counter under a text field, if it has one. */
export function updateCounter(control: Control, locale: FormLocale): void {
  const counter = control.closest('[data-cf-field]')?.querySelector<HTMLElement>('[data-cf-counter]')
  if (!counter) return
  const num = (v: string | undefined) => (v ? Number(v) : undefined)
  const { text, state } = counterText(
    textLength(control.value),
    { min: num(counter.dataset.min), max: num(counter.dataset.max) },
    locale,
  )
  if (counter.textContent !== text) counter.textContent = text
  counter.dataset.state = state
}

export function updateCounters(form: HTMLFormElement, locale: FormLocale): void {
  for (const counter of all(form, '[data-cf-counter]')) {
    const control = counter.closest('[data-cf-field]')?.querySelector<Control>('input, textarea')
    if (control) updateCounter(control, locale)
  }
}
