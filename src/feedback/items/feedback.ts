import { type ProofOfWork, proofOfWork } from '@/forms/bot/proof-of-work'
import type { BotChallenge } from '@/forms/protocol'
import { FEEDBACK_ENDPOINTS, type FeedbackAnswer } from './protocol'
import { showRelativeTimes } from './relative-time'
import type { FeedbackUiTexts } from './texts'
import { checkFeedback, type FeedbackKind, type FieldError } from './validate'

export type FeedbackOptions = {
  locale: string
  /** The section's form, when it has one. */
  form?: { kind: FeedbackKind; texts: FeedbackUiTexts }
}

type Tone = 'error' | 'success' | 'info'

/**
 * A review or comment section in the browser: relative dates, reply links that pick the comment
 * replied to, and the form sent with fetch (the same checks as the server first, inline errors,
 * focus on the first one, the answer in a live region). Without this script the form posts
 * normally and the server answers with a page.
 */
export function attachFeedback(root: HTMLElement, options: FeedbackOptions): () => void {
  showRelativeTimes(root, options.locale)
  const controller = new AbortController()
  const { signal } = controller
  const form = root.querySelector<HTMLFormElement>('form[data-feedback-form]')
  if (form && options.form) wireForm(root, form, options.form, signal)
  return () => controller.abort()
}

function wireForm(
  root: HTMLElement,
  form: HTMLFormElement,
  options: NonNullable<FeedbackOptions['form']>,
  signal: AbortSignal,
): void {
  // The script shows its own messages in place of the browser's bubbles.
  form.noValidate = true
  root.dataset.enhanced = ''
  wireReplyLinks(root, form, signal)
  form.addEventListener('submit', sender(root, form, options, signal), { signal })
}

/** The proof of work, fetched and solved from the first touch while the visitor types. */
function startProofOfWork(form: HTMLFormElement, signal: AbortSignal): ProofOfWork {
  const bot = proofOfWork(
    form,
    () =>
      fetch(FEEDBACK_ENDPOINTS.challenge, { headers: { Accept: 'application/json' }, signal }).then(
        (response) => response.json() as Promise<BotChallenge>,
      ),
    signal,
  )
  for (const type of ['focusin', 'pointerdown', 'input'] as const)
    form.addEventListener(type, () => void bot.ready(), { signal, once: true })
  return bot
}

/** Reply links pick their comment in the form's reply-to list. */
function wireReplyLinks(root: HTMLElement, form: HTMLFormElement, signal: AbortSignal): void {
  const replyTo = form.querySelector<HTMLSelectElement>('select[name="parent"]')
  if (!replyTo) return
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-reply]') : null
      if (!link?.dataset.reply) return
      event.preventDefault()
      replyTo.value = link.dataset.reply
      replyTo.focus()
    },
    { signal },
  )
}

/** Shows each field's error (or none) beside it; returns the control to focus for the first one. */
function showErrors(form: HTMLFormElement, errors: readonly FieldError[]): HTMLElement | null {
  let first: HTMLElement | null = null
  for (const wrap of form.querySelectorAll<HTMLElement>('[data-field]')) {
    const error = errors.find((e) => e.field === wrap.dataset.field)
    const slot = wrap.querySelector('[data-error]')
    if (slot) slot.textContent = error?.message ?? ''
    wrap.toggleAttribute('data-invalid', Boolean(error))
    const controls = [
      ...wrap.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input, textarea, select',
      ),
    ]
    for (const control of controls) {
      if (error) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
    }
    if (error && !first)
      first = controls.find((c) => c instanceof HTMLInputElement && c.checked) ?? controls[0] ?? null
  }
  return first
}

/**
 * The submit handler: the same checks as the server first, then the post with the solved proof
 * of work, one at a time, and the answer in the live region with focus where it helps.
 */
function sender(
  root: HTMLElement,
  form: HTMLFormElement,
  { kind, texts }: NonNullable<FeedbackOptions['form']>,
  signal: AbortSignal,
) {
  const bot = startProofOfWork(form, signal)
  const status = form.querySelector<HTMLElement>('[data-feedback-status]')
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const say = (message: string, tone: Tone) => {
    if (!status) return
    status.textContent = message
    status.dataset.tone = tone
  }
  let busy = false

  const showAnswer = (answer: Partial<FeedbackAnswer>) => {
    const first = showErrors(form, answer.invalid_fields ?? [])
    if (answer.status === 'held') {
      form.reset()
      say(answer.message || texts.held, 'success')
      status?.focus()
      // A challenge passes once: the next comment needs a new one.
      bot.forget()
      return
    }
    say(answer.message || texts.failed, 'error')
    if (answer.captcha) void bot.solve(answer.captcha)
    else if (answer.status === 'spam' || answer.status === 'rate_limited') bot.forget()
    ;(first ?? status)?.focus()
  }

  const send = async () => {
    const data = new FormData(form)
    const checked = checkFeedback(
      kind,
      (field) => {
        const value = data.get(field)
        return typeof value === 'string' ? value : undefined
      },
      texts,
    )
    const invalid = checked.ok ? null : showErrors(form, checked.errors)
    if (invalid) {
      say(texts.invalid, 'error')
      invalid.focus()
      return
    }
    busy = true
    root.dataset.status = 'submitting'
    submit?.setAttribute('aria-disabled', 'true')
    say(texts.sending, 'info')
    try {
      await bot.ready()
      if (signal.aborted) return
      const answer = await post(form, signal)
      if (signal.aborted) return
      if (answer) showAnswer(answer)
      else say(texts.offline, 'error')
    } finally {
      busy = false
      delete root.dataset.status
      submit?.removeAttribute('aria-disabled')
    }
  }

  return (event: SubmitEvent) => {
    event.preventDefault()
    if (!busy) void send()
  }
}

/** Posts the form for a JSON answer; null when there is no usable answer (offline, a proxy page). */
async function post(form: HTMLFormElement, signal: AbortSignal): Promise<Partial<FeedbackAnswer> | null> {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    })
    const body: unknown = await response.json()
    return body !== null && typeof body === 'object' ? (body as Partial<FeedbackAnswer>) : null
  } catch {
    return null
  }
}
