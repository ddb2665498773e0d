import { FORMS } from '@/lib/constants'
import { evaluateCondition } from '../../conditions'
import { type ConditionNode, rowName } from '../../definition'
import { type ConditionalState, HIDDEN_FIELDS } from '../../protocol'
import { updateSubmit } from './acceptance'
import { all, formValues, hiddenInput } from './dom'
import type { FormScope } from './scope'

type GroupsNeed = {
  /** Steps of fields (the summary step left out). */
  formSteps: number
  /** Hiding a group may hide an acceptance box. */
  submit: HTMLButtonElement | null
  /** Each repeater's row count by name. */
  rowCounts: () => Record<string, number>
}

/**
 * Conditional groups: shown while their conditions hold, else hidden and disabled (so nothing in
 * them is posted). The outcome goes to the server in the conditional-state field.
 */
export function conditionalGroups({ form, later }: FormScope, { formSteps, submit, rowCounts }: GroupsNeed) {
  const stateInput = hiddenInput(form, HIDDEN_FIELDS.conditionalState)
  const whens = new WeakMap<HTMLElement, ConditionNode>()
  const whenOf = (group: HTMLElement): ConditionNode => {
    let node = whens.get(group)
    if (!node) {
      try {
        node = JSON.parse(group.dataset.cfWhen ?? '') as ConditionNode
      } catch {
        node = { all: [] }
      }
      whens.set(group, node)
    }
    return node
  }
  /** Shows or hides each group once; true when any changed. Groups in a repeater row read that row's fields. */
  const pass = () => {
    const posted = formValues(form)
    let changed = false
    for (const group of all<HTMLFieldSetElement>(form, 'fieldset[data-cf-group]')) {
      const row = group.closest<HTMLElement>('[data-cf-row]')
      const r = row ? Number(row.dataset.cfRow) : 0
      const read = (field: string) => {
        const inRow =
          row && all(row, '[data-cf-field]').some((el) => el.dataset.cfField === rowName(field, r))
        return posted[inRow ? rowName(field, r) : field]
      }
      const parentHidden = group.parentElement?.closest<HTMLElement>('[data-cf-group]')?.hidden === true
      const hide = parentHidden || !evaluateCondition(whenOf(group), read)
      if (group.hidden !== hide) {
        group.hidden = hide
        group.disabled = hide
        changed = true
      }
    }
    return changed
  }
  /**
   * Hiding a group takes its fields' values out of what conditions read, as on the server, so
   * this repeats until nothing changes.
   */
  const applyConditions = () => {
    for (let i = 0; i < 10; i++) if (!pass()) break
    const shown = all<HTMLFieldSetElement>(form, 'fieldset[data-cf-group]')
    const state: ConditionalState = {
      hiddenGroups: shown.filter((g) => g.hidden).map((g) => g.dataset.cfGroup ?? ''),
      visibleGroups: shown.filter((g) => !g.hidden).map((g) => g.dataset.cfGroup ?? ''),
      hiddenGroupFields: all(form, '[data-cf-field]')
        .filter((el) => el.closest('[data-cf-group][hidden]'))
        .map((el) => el.dataset.cfField ?? ''),
      repeaters: rowCounts(),
      steps: formSteps,
    }
    if (stateInput) stateInput.value = JSON.stringify(state)
    updateSubmit(form, submit)
    return state
  }
  let conditionTimer: ReturnType<typeof setTimeout> | undefined
  const scheduleConditions = () => {
    if (conditionTimer) clearTimeout(conditionTimer)
    conditionTimer = later(applyConditions, FORMS.conditionalChangeDebounce)
  }
  return { applyConditions, scheduleConditions }
}
