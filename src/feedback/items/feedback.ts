import { solveChallenge } from '@/forms/bot/solver'
import { type BotChallenge, HIDDEN_FIELDS } from '@/forms/protocol'
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
  { kind, texts }: NonNullable<FeedbackOptions['form']>,
  signal: AbortSignal,
): void {
  // The script shows its own messages in place of the browser's bubbles.
  form.noValidate = true
  root.dataset.enhanced = ''
  const status = form.querySelector<HTMLElement>('[data-feedback-status]')
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const botInput = form.querySelector<HTMLInputElement>(`input[name="${HIDDEN_FIELDS.botResponse}"]`)
  const replyTo = form.querySelector<HTMLSelectElement>('select[name="parent"]')

  const say = (message: string, tone: Tone) => {
    if (!status) return
    status.textContent = message
    status.dataset.tone = tone
  }

  // --- Proof of work: fetched and solved from the first touch, while the visitor types. --------
  let bot: Promise<string> | null = null
  const solve = (challenge: BotChallenge) => {
    if (botInput) botInput.value = ''
    bot = solveChallenge(challenge, { signal }).then(
      (solution) => {
        if (botInput) botInput.value = solution
        return solution
      },
      () => {
        bot = null
        return ''
      },
    )
    return bot
  }
  const challenge = () => {
    if (botInput) botInput.value = ''
    bot = fetch(FEEDBACK_ENDPOINTS.challenge, { headers: { Accept: 'application/json' }, signal })
      .then((response) => response.json() as Promise<BotChallenge>)
      .then(solve)
      .catch(() => {
        bot = null
        return ''
      })
    return bot
  }
  const start = () => {
    if (!bot) void challenge()
  }
  for (const type of ['focusin', 'pointerdown', 'input'] as const)
    form.addEventListener(type, start, { signal, once: true })

  // --- Field errors ---------------------------------------------------------------------------
  const wraps = () => [...form.querySelectorAll<HTMLElement>('[data-field]')]
  const controlsOf = (wrap: HTMLElement) => [
    ...wrap.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    ),
  ]
  const showErrors = (errors: readonly FieldError[]) => {
    let first: HTMLElement | null = null
    for (const wrap of wraps()) {
      const error = errors.find((e) => e.field === wrap.dataset.field)
      const slot = wrap.querySelector('[data-error]')
      if (slot) slot.textContent = error?.message ?? ''
      wrap.toggleAttribute('data-invalid', Boolean(error))
      for (const control of controlsOf(wrap)) {
        if (error) control.setAttribute('aria-invalid', 'true')
        else control.removeAttribute('aria-invalid')
      }
      if (error && !first) {
        const controls = controlsOf(wrap)
        first = controls.find((c) => c instanceof HTMLInputElement && c.checked) ?? controls[0] ?? null
      }
    }
    return first
  }

  // --- Reply links: pick the comment in the form's reply-to list. -------------------------------
  if (replyTo)
    root.addEventListener(
      'click',
      (event) => {
        const link =
          event.target instanceof Element ? event.target.closest<HTMLElement>('[data-reply]') : null
        if (!link?.dataset.reply) return
        event.preventDefault()
        replyTo.value = link.dataset.reply
        replyTo.focus()
      },
      { signal },
    )

  // --- Sending --------------------------------------------------------------------------------
  let busy = false
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault()
      if (!busy) void send()
    },
    { signal },
  )

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
    const invalid = checked.ok ? null : showErrors(checked.errors)
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
      await (bot ?? challenge())
      if (signal.aborted) return
      const answer = await post(form, signal)
      if (signal.aborted) return
      if (!answer) {
        say(texts.offline, 'error')
        return
      }
      const first = showErrors(answer.invalid_fields ?? [])
      if (answer.status === 'held') {
        form.reset()
        say(answer.message || texts.held, 'success')
        status?.focus()
        // A challenge passes once: the next comment needs a new one.
        bot = null
        return
      }
      say(answer.message || texts.failed, 'error')
      if (answer.captcha) void solve(answer.captcha)
      else if (answer.status === 'spam' || answer.status === 'rate_limited') bot = null
      ;(first ?? status)?.focus()
    } finally {
      busy = false
      delete root.dataset.status
      submit?.removeAttribute('aria-disabled')
    }
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
