import { HIDDEN_FIELDS, type SummaryResponse, type ValidateStepResponse } from '../../protocol'
import type { FieldErrors } from './errors'
import { request, withoutFileContents } from './request'
import type { FormResponse } from './response'
import type { Schema } from './schema'
import type { FormScope } from './scope'
import type { Steps } from './steps'

/** What Next and the send both use. */
export type RoundNeed = FormScope &
  Steps &
  FormResponse &
  Pick<FieldErrors, 'showErrors' | 'clearErrors'> &
  Pick<Schema, 'clientErrors'> & {
    /** Fetches what the form needs from the server, once. */
    start: () => void
    applyConditions: () => void
  }

/**
 * Next: the step's fields are checked in the browser, then by the server (which knows the quiz
 * answers); before the summary step, the server writes the summary. Returns Next's action.
 */
export function stepCheck(need: RoundNeed) {
  const { form, signal, endpoints, text, status, setStatus, exclusive, on, start, applyConditions } = need
  const { steps, formSteps, next, current, showStep, response, showMessage } = need
  const { showErrors, clearErrors, clientErrors } = need

  /** The round failed (offline, a proxy's page): back to the status the form had, and say so. */
  const failed = (resting: string) => {
    setStatus(resting === 'validating' ? 'init' : resting)
    showMessage(text.stepCheckFailed)
    return false
  }
  /** True when the step passed both checks. */
  const checkStep = async (resting: string) => {
    if (showErrors(await clientErrors([current()]), true)) {
      setStatus('validation_failed')
      return false
    }
    setStatus('validating')
    const data = withoutFileContents(new FormData(form))
    data.set(HIDDEN_FIELDS.step, String(current()))
    const answer = await request<ValidateStepResponse>(endpoints.validateStep, signal, data)
    if (signal.aborted) return false
    if (!answer.ok || typeof answer.body.success !== 'boolean') return failed(resting)
    if (answer.body.success) return true
    const invalid = Object.entries(answer.body.invalid_fields ?? {}).map(([field, { reason }]) => ({
      field,
      message: reason,
    }))
    setStatus('validation_failed')
    showMessage(answer.body.message ?? '')
    if (!showErrors(invalid, true)) response?.focus()
    return false
  }
  /** True when the summary came. */
  const loadSummary = async (resting: string) => {
    const answer = await request<SummaryResponse>(
      endpoints.summary,
      signal,
      withoutFileContents(new FormData(form)),
    )
    if (signal.aborted) return false
    const body = steps[current()]?.querySelector('[data-cf-summary-body]')
    if (!answer.ok || typeof answer.body.summaryHtml !== 'string') return failed(resting)
    // Server-built and escaped (state.ts summaryHtml): safe to insert as markup.
    if (body) body.innerHTML = answer.body.summaryHtml
    return true
  }
  const goNext = async () => {
    if (current() >= steps.length) return
    await exclusive(async () => {
      start()
      // A change in the last 100 ms must not miss the debounced condition run.
      applyConditions()
      const resting = status()
      if (current() <= formSteps && !(await checkStep(resting))) return
      const summaryNext = current() + 1 > formSteps && steps[current()]?.hasAttribute('data-cf-summary-step')
      if (summaryNext && !(await loadSummary(resting))) return
      clearErrors()
      showMessage('')
      setStatus('init')
      showStep(current() + 1, true)
    })
  }
  if (next) on(next, 'click', () => void goNext())
  return goNext
}
