import { updateCounters } from './behaviour/counters'
import { fieldErrors } from './behaviour/errors'
import { fieldEvents } from './behaviour/field-events'
import { conditionalGroups } from './behaviour/groups'
import { prefill } from './behaviour/prefill'
import { refilledProofOfWork } from './behaviour/refill'
import { repeaterRows } from './behaviour/repeaters'
import { formResponse } from './behaviour/response'
import { formSchema } from './behaviour/schema'
import { type ContactFormOptions, formScope } from './behaviour/scope'
import { stepCheck } from './behaviour/step-check'
import { formSteps } from './behaviour/steps'
import { submission } from './behaviour/submit'

/**
 * The contact form's behaviour on FormView's markup: one step at a time with server-checked
 * Next, conditional groups, repeater buttons, acceptance gating, counters, in-browser validation
 * with the shared rule engine, and the JSON submit (docs/forms.md). Each concern is a module of
 * behaviour/; this wires them together on one form.
 */
export function attachContactForm(root: HTMLElement, options: ContactFormOptions): () => void {
  const form = root.querySelector<HTMLFormElement>('form[data-cf-form]')
  if (!form) return () => {}
  const controller = new AbortController()
  const scope = formScope(root, form, options, controller.signal)
  const steps = formSteps(scope)
  const errors = fieldErrors(scope, steps)
  const schema = formSchema(scope)
  const bot = refilledProofOfWork(scope)
  const repeaters = repeaterRows(scope, { ...errors, applyConditions: () => groups.applyConditions() })
  const groups = conditionalGroups(scope, { ...steps, ...repeaters })
  // The schema, challenge and quiz questions are fetched on first interaction.
  let started = false
  const start = () => {
    if (started) return
    started = true
    void schema.loadSchema()
    void bot.renew()
  }
  for (const type of ['focusin', 'pointerdown', 'input'] as const) scope.on(root, type, start)

  const need = { ...scope, ...steps, ...formResponse(scope), ...errors, ...schema, ...groups, start }
  const goNext = stepCheck(need)
  submission({ ...need, goNext, bot, resetRows: repeaters.resetRows })
  fieldEvents(need)

  prefill(form, location.search)
  root.dataset.enhanced = ''
  groups.applyConditions()
  updateCounters(form, options.locale)
  steps.showStep(1, false)
  scope.setStatus('init')
  return () => controller.abort()
}
