import { all, controlsIn, firstEnabled } from './dom'
import type { FormScope } from './scope'

export type Steps = ReturnType<typeof formSteps>

/**
 * One step at a time: the step dots, Previous, and Next or the submit button on the last step.
 * The summary step (if any) comes after the `formSteps` steps of fields.
 */
export function formSteps({ form, on }: FormScope) {
  const prev = form.querySelector<HTMLButtonElement>('[data-cf-prev]')
  const next = form.querySelector<HTMLButtonElement>('[data-cf-next]')
  const submit = form.querySelector<HTMLButtonElement>('[data-cf-submit]')
  const steps = all(form, '[data-cf-step]')
  const dots = form.querySelector<HTMLElement>('[data-cf-dots]')
  let current = 1

  const showDots = (list: HTMLElement) => {
    list.hidden = false
    for (const dot of all(list, '[data-cf-dot]')) {
      const i = Number(dot.dataset.cfDot)
      dot.dataset.state = i < current ? 'done' : i === current ? 'active' : 'todo'
      if (i === current) dot.setAttribute('aria-current', 'step')
      else dot.removeAttribute('aria-current')
    }
  }
  /** Focus goes to the step's heading, or else its first control. */
  const focusStep = () => {
    const step = steps[current - 1]
    const heading = step?.querySelector<HTMLElement>('[data-cf-step-heading]')
    const target = heading ?? (step ? firstEnabled(controlsIn(step)) : null)
    target?.focus()
  }
  const showStep = (n: number, focus: boolean) => {
    current = Math.min(Math.max(n, 1), steps.length)
    for (const step of steps) step.hidden = Number(step.dataset.cfStep) !== current
    if (dots) showDots(dots)
    const last = current === steps.length
    if (prev) {
      prev.hidden = steps.length < 2
      prev.disabled = current === 1
    }
    if (next) next.hidden = last
    if (submit) submit.hidden = !last
    if (focus) focusStep()
  }
  if (prev)
    on(prev, 'click', () => {
      if (current > 1) showStep(current - 1, true)
    })

  return {
    steps,
    formSteps: steps.filter((s) => !s.hasAttribute('data-cf-summary-step')).length,
    next,
    submit,
    current: () => current,
    showStep,
  }
}
