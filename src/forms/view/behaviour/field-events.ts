import { updateSubmit } from './acceptance'
import { updateCounter } from './counters'
import { isControl } from './dom'
import type { FieldErrors } from './errors'
import type { Schema } from './schema'
import type { FormScope } from './scope'
import type { Steps } from './steps'

type FieldEventsNeed = FormScope &
  FieldErrors &
  Pick<Schema, 'clientErrors' | 'definition' | 'errorsNow'> &
  Pick<Steps, 'submit'> & {
    scheduleConditions: () => void
  }

const wrapOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-cf-field]') : null

/**
 * As the visitor edits: counters, acceptance gating and conditions follow; a field with an error
 * is re-checked at once, any other edited field when the visitor leaves it.
 */
export function fieldEvents(need: FieldEventsNeed): void {
  const { form, on, locale, submit, clientErrors, definition, errorsNow, edited, hasError } = need
  const { setFieldError, renderSummary, scheduleConditions } = need

  const validateField = async (name: string) => {
    const list = await clientErrors()
    if (!definition()) return
    const error = list.find((e) => e.field === name)
    setFieldError(name, error?.message ?? null)
    renderSummary(false)
  }
  /** An error stays until the field is fixed: re-check it while the visitor edits. */
  const recheck = (name: string) => {
    if (!hasError(name) || !definition()) return
    const error = errorsNow().find((e) => e.field === name)
    if (error) setFieldError(name, error.message)
    else {
      setFieldError(name, null)
      renderSummary(false)
    }
  }
  const onEdit = (event: Event) => {
    const target = event.target
    if (!isControl(target)) return
    const wrap = wrapOf(target)
    const name = wrap?.dataset.cfField
    if (wrap && name && target.type !== 'hidden') {
      wrap.dataset.touched = ''
      edited.add(name)
    }
    if (target instanceof HTMLSelectElement) target.dataset.changed = ''
    updateCounter(target, locale)
    updateSubmit(form, submit)
    scheduleConditions()
    if (name) recheck(name)
  }
  on(form, 'input', onEdit)
  on(form, 'change', onEdit)
  on(form, 'focusout', (event) => {
    const wrap = wrapOf(event.target)
    const name = wrap?.dataset.cfField
    if (!wrap || !name || !edited.has(name)) return
    // A choice group is left when focus leaves the whole group, not one of its boxes.
    if (event.relatedTarget instanceof Node && wrap.contains(event.relatedTarget)) return
    edited.delete(name)
    void validateField(name)
  })
}
