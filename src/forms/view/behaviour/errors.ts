import { all, controlsOf, fieldWrap, firstEnabled } from './dom'
import type { FormScope } from './scope'
import type { Steps } from './steps'

export type FieldErrors = ReturnType<typeof fieldErrors>

/** Writes a field's error beside it, or clears it; false when the form has no such field. */
function markField(form: HTMLFormElement, name: string, message: string | null): boolean {
  const wrap = fieldWrap(form, name)
  const slot = wrap?.querySelector<HTMLElement>('[data-cf-error]')
  if (!wrap || !slot) return false
  slot.textContent = message ?? ''
  wrap.toggleAttribute('data-invalid', Boolean(message))
  for (const control of controlsOf(wrap)) {
    if (message) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
  }
  return true
}

/** The error summary's entry for a field: a link to its first control. */
function summaryItem(form: HTMLFormElement, name: string, message: string): HTMLLIElement[] {
  const wrap = fieldWrap(form, name)
  if (!wrap) return []
  const target = controlsOf(wrap)[0] ?? wrap
  const li = document.createElement('li')
  const a = document.createElement('a')
  a.href = `#${target.id}`
  a.dataset.cfFor = name
  a.textContent = `${wrap.dataset.cfLabel ?? name}: ${message}`
  li.append(a)
  return [li]
}

/**
 * Errors beside their fields and in the error summary, whose links lead to the fields (on
 * whatever step they are).
 */
export function fieldErrors(
  { form, on }: FormScope,
  { current, showStep }: Pick<Steps, 'current' | 'showStep'>,
) {
  const errorBox = form.querySelector<HTMLElement>('[data-cf-errors]')
  const errorList = form.querySelector<HTMLElement>('[data-cf-errors-list]')
  /**
   * Fields edited since they were last checked. Leaving a field checks it only then, so moving
   * focus away (to the error summary, say) never clears a reason only the server knows (a quiz).
   */
  const edited = new Set<string>()
  /** Invalid fields by posted name, in the order the summary lists them. */
  const errors = new Map<string, string>()

  const setFieldError = (name: string, message: string | null) => {
    if (!markField(form, name, message)) return
    if (message) errors.set(name, message)
    else errors.delete(name)
  }
  const renderSummary = (focus: boolean) => {
    if (!errorBox || !errorList) return
    const items = [...errors].flatMap(([name, message]) => summaryItem(form, name, message))
    errorList.replaceChildren(...items)
    errorBox.hidden = items.length === 0
    if (focus && items.length) errorBox.focus()
  }
  const clearErrors = () => {
    for (const name of [...errors.keys()]) setFieldError(name, null)
    renderSummary(false)
  }
  if (errorList)
    on(errorList, 'click', (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-cf-for]') : null
      if (!link?.dataset.cfFor) return
      event.preventDefault()
      // To the field, on whatever step it is.
      const wrap = fieldWrap(form, link.dataset.cfFor)
      if (!wrap) return
      const step = Number(wrap.closest<HTMLElement>('[data-cf-step]')?.dataset.cfStep ?? 1)
      if (step !== current()) showStep(step, false)
      firstEnabled(controlsOf(wrap))?.focus()
    })

  return {
    edited,
    hasError: (name: string) => errors.has(name),
    setFieldError,
    renderSummary,
    clearErrors,
    /** Shows these errors (replacing all others) beside their fields and in the summary. */
    showErrors: (list: { field: string; message: string }[], focus: boolean) => {
      // Every field was just judged: leaving one must not re-judge it without the server's reasons.
      edited.clear()
      clearErrors()
      for (const { field, message } of list) setFieldError(field, message)
      renderSummary(focus)
      return errors.size > 0
    },
    /** After repeater rows were renumbered: errors follow their fields' new names. */
    rereadErrors: () => {
      errors.clear()
      for (const wrap of all(form, '[data-cf-field][data-invalid]')) {
        const message = wrap.querySelector('[data-cf-error]')?.textContent
        if (wrap.dataset.cfField && message) errors.set(wrap.dataset.cfField, message)
      }
    },
  }
}
