import { all } from './dom'

/** docs/forms.md: the submit button waits until every shown, required acceptance box is ticked. */
export function updateSubmit(form: HTMLFormElement, submit: HTMLButtonElement | null): void {
  if (!submit) return
  submit.disabled = all<HTMLInputElement>(form, '[data-cf-acceptance] input[type="checkbox"]').some(
    (box) => !box.disabled && !box.checked,
  )
}
