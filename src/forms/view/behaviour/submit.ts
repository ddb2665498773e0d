import { FORMS } from '@/lib/constants'
import type { ProofOfWork } from '../../bot/proof-of-work'
import { type FeedbackResponse, HIDDEN_FIELDS, type InvalidField } from '../../protocol'
import { updateCounters } from './counters'
import { all, allControlsIn, hiddenInput, resetControl } from './dom'
import type { FieldErrors } from './errors'
import { request } from './request'
import type { Schema } from './schema'
import type { RoundNeed } from './step-check'

type SubmitNeed = RoundNeed &
  Pick<FieldErrors, 'edited'> &
  Pick<Schema, 'definition'> & {
    bot: ProofOfWork
    goNext: () => Promise<void>
    resetRows: () => void
  }

/** Refused before the bot checks (docs/forms.md, Sending order): the challenge is unspent. */
const CHALLENGE_KEPT = ['validation_failed', 'acceptance_missing', 'init']

/**
 * Sending: the whole form checked in the browser, the proof of work awaited, the JSON post, and
 * the server's answer shown (a sent form starts over after FORMS.resetAfter).
 */
export function submission(need: SubmitNeed) {
  const { root, form, signal, locale, endpoints, text, setStatus, exclusive, on, later } = need
  const { steps, submit, current, showStep, response, showMessage, scrollToResponse } = need
  const { start, applyConditions, resetRows, goNext, bot, edited } = need
  const { showErrors, clearErrors, clientErrors, definition } = need
  const hashInput = hiddenInput(form, HIDDEN_FIELDS.postedDataHash)

  const resetForm = () => {
    setStatus('resetting')
    form.reset()
    resetRows()
    for (const control of allControlsIn(form)) {
      resetControl(control)
      delete control.dataset.changed
    }
    for (const el of all(form, '[data-touched]')) el.removeAttribute('data-touched')
    edited.clear()
    clearErrors()
    for (const body of all(form, '[data-cf-summary-body]')) body.replaceChildren()
    applyConditions()
    updateCounters(form, locale)
    showStep(1, false)
    setStatus('mail_sent')
  }

  const handleAnswer = (body: Partial<FeedbackResponse>) => {
    if (hashInput && typeof body.posted_data_hash === 'string') hashInput.value = body.posted_data_hash
    const serverStatus = typeof body.status === 'string' ? body.status : 'init'
    setStatus(serverStatus)
    const invalid: InvalidField[] = Array.isArray(body.invalid_fields) ? body.invalid_fields : []
    const focused = showErrors(invalid, serverStatus === 'validation_failed')
    const message = typeof body.message === 'string' ? body.message : ''
    showMessage(
      message,
      serverStatus === 'mail_sent' ? 'success' : serverStatus.startsWith('custom') ? 'info' : 'error',
    )
    // A used (or refused) challenge cannot pass again: solve a new one for the next try.
    if (body.captcha) void bot.solve(body.captcha)
    else if (!CHALLENGE_KEPT.includes(serverStatus)) void bot.renew()
    if (serverStatus === 'mail_sent') {
      later(() => {
        resetForm()
        // The submit button hides on a multi-step form's first step: keep focus on the answer.
        if (!root.contains(document.activeElement) || submit?.hidden) response?.focus()
      }, FORMS.resetAfter)
    }
    if (!focused && message) scrollToResponse()
  }

  const send = async () => {
    start()
    applyConditions()
    if (showErrors(await clientErrors(), true)) {
      setStatus('validation_failed')
      showMessage(definition()?.messages.validation_failed ?? '')
      return
    }
    setStatus('submitting')
    showMessage('')
    await bot.ready()
    if (signal.aborted) return
    const answer = await request<FeedbackResponse>(endpoints.feedback, signal, new FormData(form))
    if (signal.aborted) return
    if (answer.ok) return handleAnswer(answer.body)
    setStatus('init')
    showMessage(text[answer.error])
    scrollToResponse()
  }

  on(form, 'submit', (event) => {
    event.preventDefault()
    // Enter in a field before the last step means Next.
    if (current() < steps.length) void goNext()
    else if (!submit?.disabled) void exclusive(send)
  })
}
