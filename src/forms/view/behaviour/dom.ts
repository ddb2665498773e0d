import type { FormValues } from '../../definition'
import { valuesFromFormData } from '../../state'

/**
 * The form's elements and controls as its behaviour finds, reads and resets them. `data-cf-field`
 * marks a field's wrapper, named by the field's posted name.
 */

/** A form control the visitor fills in. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export const isControl = (el: unknown): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement

/** The elements in `within` that match, as an array. */
export const all = <E extends Element = HTMLElement>(within: ParentNode, selector: string): E[] => [
  ...within.querySelectorAll<E>(selector),
]

/** The controls in an element a visitor can fill in (hidden inputs left out). */
export const controlsIn = (within: ParentNode) =>
  all<Control>(within, 'input:not([type="hidden"]), select, textarea')

/** Every control in an element, hidden inputs too. */
export const allControlsIn = (within: ParentNode) => all<Control>(within, 'input, select, textarea')

export const firstEnabled = (controls: Control[]): Control | undefined => controls.find((c) => !c.disabled)

/** A field's wrapper by posted name. */
export const fieldWrap = (form: HTMLFormElement, name: string) =>
  all(form, '[data-cf-field]').find((el) => el.dataset.cfField === name) ?? null

/** A field's controls: a hidden field's wrapper is its input. */
export const controlsOf = (wrap: HTMLElement): Control[] => (isControl(wrap) ? [wrap] : controlsIn(wrap))

export const hiddenInput = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)

/** What the form would post, as the rule engine reads it. */
export const formValues = (form: HTMLFormElement): FormValues => valuesFromFormData(new FormData(form))

/** Back to the value the page (or a pre-fill) gave it. */
export function resetControl(c: Control): void {
  if (c instanceof HTMLSelectElement) {
    for (const o of c.options) o.selected = o.defaultSelected
  } else if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) {
    c.checked = c.defaultChecked
  } else if (c instanceof HTMLInputElement && c.type === 'file') {
    c.value = ''
  } else if (c.type !== 'hidden') {
    c.value = c.defaultValue
  }
}

/** The visitor changed it from what the page gave. */
export function changedByVisitor(c: Control): boolean {
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected)
  if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio'))
    return c.checked !== c.defaultChecked
  if (c instanceof HTMLInputElement && c.type === 'file') return c.value !== ''
  return c.value !== c.defaultValue
}
