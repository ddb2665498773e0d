import { NOT_PREFILLED, prefillValue } from '@/lib/prefill'
import { type Control, controlsIn } from './dom'

/** Chooses the wanted options, or none when no option is wanted. */
function prefillSelect(c: HTMLSelectElement, wanted: string[]): void {
  const options = [...c.options]
  const first = wanted.find((w) => options.some((o) => o.value === w))
  if (first === undefined) return
  for (const o of options) {
    o.selected = c.multiple ? wanted.includes(o.value) : o.value === first
    o.defaultSelected = o.selected
  }
}

/** A field's controls given the wanted values (they become the defaults, so a reset keeps them). */
function prefillControls(controls: Control[], wanted: string[]): void {
  for (const c of controls) {
    if (c instanceof HTMLSelectElement) prefillSelect(c, wanted)
    else if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) {
      if (!controls.some((x) => x instanceof HTMLInputElement && wanted.includes(x.value))) return
      c.checked = wanted.includes(c.value)
      c.defaultChecked = c.checked
    } else {
      const value = wanted[0] ?? ''
      c.value = c.maxLength > 0 ? prefillValue(value, c.maxLength) : value
      c.defaultValue = c.value
    }
  }
}

/**
 * `?palvelu=verkkosivut` chooses that option of the field `palvelu`, or of the field whose editor
 * named that parameter (`data-cf-fill`, "Täytä osoitteen parametrista"); never hidden, file,
 * acceptance or quiz fields. A value is only ever a control's value, cut to PREFILL_MAX_LENGTH (and
 * the field's own maximum length).
 */
export function prefill(form: HTMLFormElement, search: string): void {
  const params = new URLSearchParams(search)
  for (const wrap of form.querySelectorAll<HTMLElement>('[data-cf-field]')) {
    const type = wrap.dataset.cfType
    const param = wrap.dataset.cfFill ?? wrap.dataset.cfField
    if (!type || !param || NOT_PREFILLED.includes(type) || !params.has(param)) continue
    prefillControls(
      controlsIn(wrap),
      params.getAll(param).map((value) => prefillValue(value)),
    )
  }
}
