import { FORMS } from '@/lib/constants'
import { NOT_PREFILLED, prefillValue } from '@/lib/prefill'
import { reducedMotion } from '@/ui/dom'
import { solveChallenge } from '../bot/solver'
import { evaluateCondition } from '../conditions'
import { type ConditionNode, type FormDefinition, type FormValues, rowName } from '../definition'
import { FORM_TEXT, type FormLocale, fillText } from '../messages'
import {
  type BotChallenge,
  type ConditionalState,
  type FeedbackResponse,
  formEndpoints,
  HIDDEN_FIELDS,
  type InvalidField,
  type RefillResponse,
  type SchemaResponse,
  type SummaryResponse,
  type ValidateStepResponse,
} from '../protocol'
import { textLength } from '../rules'
import { validateForm, valuesFromFormData } from '../state'
import { counterText } from './markup'

export type ContactFormOptions = { formId: number; locale: FormLocale }

/** docs/forms.md: the server's status → the form root's `data-status`; anything else is `custom-{status}`. */
const STATUS_ATTR: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
}

export function statusAttribute(status: string): string {
  const known = STATUS_ATTR[status]
  if (known) return known
  const custom = status
    .replace(/^custom-/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
  return `custom-${custom}`
}

/** What a POST answered: its JSON (204 = an empty object), or why there is none. */
type Answer<T> = { ok: true; body: Partial<T> } | { ok: false; error: 'fetch_error' | 'invalid_json' }

async function request<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, error: 'fetch_error' }
  }
  // 4xx answers (validation_failed, spam) carry JSON too: read the body whatever the status.
  if (response.status === 204) return { ok: true, body: {} }
  try {
    const body: unknown = await response.json()
    return body !== null && typeof body === 'object'
      ? { ok: true, body: body as Partial<T> }
      : { ok: true, body: {} }
  } catch {
    return { ok: false, error: 'invalid_json' }
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (el: unknown): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement

/** Back to the value the page (or a pre-fill) gave it. */
function resetControl(c: Control): void {
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
function changedByVisitor(c: Control): boolean {
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected)
  if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio'))
    return c.checked !== c.defaultChecked
  if (c instanceof HTMLInputElement && c.type === 'file') return c.value !== ''
  return c.value !== c.defaultValue
}

/** Attributes whose values name a repeater row's fields, groups and their ids. */
const ROW_ATTRS = ['name', 'id', 'for', 'aria-describedby', 'data-cf-field', 'data-cf-group']

/** Rewrites row `from`'s names and ids (`name__from…`) to row `to`. */
function renumberRow(row: HTMLElement, from: number, to: number, locale: FormLocale): void {
  const pattern = new RegExp(`__${from}(?=$|[-\\s]|__)`, 'g')
  for (const el of [row, ...row.querySelectorAll<HTMLElement>('*')]) {
    for (const attr of ROW_ATTRS) {
      const value = el.getAttribute(attr)
      if (value) el.setAttribute(attr, value.replace(pattern, `__${to}`))
    }
  }
  row.dataset.cfRow = String(to)
  const label = fillText(FORM_TEXT[locale].row, { n: to })
  for (const el of row.querySelectorAll<HTMLElement>('[data-cf-row-label]'))
    el.textContent = el.tagName === 'LEGEND' ? label : `: ${label}`
}

type Repeater = {
  el: HTMLElement
  min: number
  max: number
  initial: number
  rows: HTMLElement
  add: HTMLButtonElement | null
  count: HTMLInputElement | null
  /** A clean row numbered `templateRow`, cloned for each added row. */
  template: HTMLElement
  templateRow: number
}

/**
 * The contact form's behaviour on FormView's markup: one step at a time with server-checked
 * Next, conditional groups, repeater buttons, acceptance gating, counters, in-browser validation
 * with the shared rule engine, and the JSON submit (docs/forms.md).
 */
/**
 * The form's data with each file's content left out (an empty file of the same name and type): step
 * checks and the summary need names only, and their endpoints refuse large posts.
 */
export function withoutFileContents(data: FormData): FormData {
  const out = new FormData()
  data.forEach((value, name) => {
    out.append(name, typeof value === 'string' ? value : new File([], value.name, { type: value.type }))
  })
  return out
}

export function attachContactForm(root: HTMLElement, options: ContactFormOptions): () => void {
  const form = root.querySelector<HTMLFormElement>('form[data-cf-form]')
  if (!form) return () => {}
  const controller = new AbortController()
  const { signal } = controller
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timers.add(timer)
    return timer
  }
  signal.addEventListener('abort', () => {
    for (const timer of timers) clearTimeout(timer)
  })
  const on = <K extends keyof HTMLElementEventMap>(
    el: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => el.addEventListener(type, handler, { signal })

  const { locale } = options
  const text = FORM_TEXT[locale]
  const endpoints = formEndpoints(options.formId)
  const q = <E extends Element = HTMLElement>(selector: string) => form.querySelector<E>(selector)
  const all = <E extends Element = HTMLElement>(selector: string, within: ParentNode = form) => [
    ...within.querySelectorAll<E>(selector),
  ]
  const hiddenInput = (name: string) =>
    all<HTMLInputElement>('input[type="hidden"]').find((input) => input.name === name) ?? null
  const stateInput = hiddenInput(HIDDEN_FIELDS.conditionalState)
  const botInput = hiddenInput(HIDDEN_FIELDS.botResponse)
  const hashInput = hiddenInput(HIDDEN_FIELDS.postedDataHash)
  const response = q('[data-cf-response]')
  const errorBox = q('[data-cf-errors]')
  const errorList = q('[data-cf-errors-list]')
  const prev = q<HTMLButtonElement>('[data-cf-prev]')
  const next = q<HTMLButtonElement>('[data-cf-next]')
  const submit = q<HTMLButtonElement>('[data-cf-submit]')
  const steps = all('[data-cf-step]')
  const formSteps = steps.filter((s) => !s.hasAttribute('data-cf-summary-step')).length
  const dots = q('[data-cf-dots]')
  let current = 1
  let status = 'init'
  let busy = false

  const fieldWrap = (name: string) => all('[data-cf-field]').find((el) => el.dataset.cfField === name) ?? null
  const controlsOf = (wrap: HTMLElement): Control[] =>
    isControl(wrap) ? [wrap] : all<Control>('input:not([type="hidden"]), select, textarea', wrap)
  const values = (): FormValues => valuesFromFormData(new FormData(form))

  const setStatus = (next: string) => {
    status = next
    root.dataset.status = statusAttribute(next)
  }

  // --- Form-level message (docs/forms.md: disappears after 12 s) -------------------------------------
  let messageTimer: ReturnType<typeof setTimeout> | undefined
  const showMessage = (message: string, tone: 'error' | 'success' | 'info' = 'error') => {
    if (!response) return
    if (messageTimer) clearTimeout(messageTimer)
    response.textContent = message
    response.dataset.tone = tone
    if (!message) return
    messageTimer = later(() => {
      response.textContent = ''
      delete response.dataset.tone
    }, FORMS.messageLifetime)
  }
  const scrollToResponse = () => {
    if (!response || typeof response.scrollIntoView !== 'function') return
    if (reducedMotion()) response.scrollIntoView({ block: 'nearest', behavior: 'instant' })
    else
      later(
        () => response.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
        FORMS.scrollToResponseAfter,
      )
  }

  // --- Field errors and the error summary ---------------------------------------------------------
  /**
   * Fields edited since they were last checked. Leaving a field checks it only then, so moving
   * focus away (to the error summary, say) never clears a reason only the server knows (a quiz).
   */
  const edited = new Set<string>()
  /** Invalid fields by posted name, in the order the summary lists them. */
  const errors = new Map<string, string>()
  const setFieldError = (name: string, message: string | null): boolean => {
    const wrap = fieldWrap(name)
    const slot = wrap?.querySelector<HTMLElement>('[data-cf-error]')
    if (!wrap || !slot) return false
    slot.textContent = message ?? ''
    wrap.toggleAttribute('data-invalid', Boolean(message))
    for (const control of controlsOf(wrap)) {
      if (message) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
    }
    if (message) errors.set(name, message)
    else errors.delete(name)
    return true
  }
  const clearErrors = () => {
    for (const name of [...errors.keys()]) setFieldError(name, null)
    renderSummary(false)
  }
  const stepOf = (el: Element) => Number(el.closest<HTMLElement>('[data-cf-step]')?.dataset.cfStep ?? 1)
  const renderSummary = (focus: boolean) => {
    if (!errorBox || !errorList) return
    const items = [...errors].flatMap(([name, message]) => {
      const wrap = fieldWrap(name)
      if (!wrap) return []
      const target = controlsOf(wrap)[0] ?? wrap
      const li = document.createElement('li')
      const a = document.createElement('a')
      a.href = `#${target.id}`
      a.dataset.cfFor = name
      a.textContent = `${wrap.dataset.cfLabel ?? name}: ${message}`
      li.append(a)
      return [li]
    })
    errorList.replaceChildren(...items)
    errorBox.hidden = items.length === 0
    if (focus && items.length) errorBox.focus()
  }
  /** Shows these errors (replacing all others) beside their fields and in the summary. */
  const showErrors = (list: { field: string; message: string }[], focus: boolean) => {
    // Every field was just judged: leaving one must not re-judge it without the server's reasons.
    edited.clear()
    clearErrors()
    for (const { field, message } of list) setFieldError(field, message)
    renderSummary(focus)
    return errors.size > 0
  }
  const focusField = (name: string) => {
    const wrap = fieldWrap(name)
    if (!wrap) return
    const step = stepOf(wrap)
    if (step !== current) showStep(step, false)
    const target = controlsOf(wrap).find((c) => !c.disabled) ?? null
    target?.focus()
  }
  if (errorList)
    on(errorList, 'click', (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-cf-for]') : null
      if (!link?.dataset.cfFor) return
      event.preventDefault()
      focusField(link.dataset.cfFor)
    })

  // --- Schema, challenge, quiz (fetched on first interaction) -------------------------------------
  let schema: Promise<FormDefinition | null> | null = null
  let definition: FormDefinition | null = null
  const loadSchema = () => {
    schema ??= request<SchemaResponse>(`${endpoints.schema}?locale=${locale}`, { signal }).then((answer) => {
      if (answer.ok && answer.body.definition) {
        definition = answer.body.definition
        return definition
      }
      schema = null
      return null
    })
    return schema
  }
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
  const refill = () => {
    if (botInput) botInput.value = ''
    bot = request<RefillResponse>(`${endpoints.refill}?locale=${locale}`, { signal }).then((answer) => {
      if (!answer.ok || !answer.body.captcha) {
        bot = null
        return ''
      }
      for (const [name, quiz] of Object.entries(answer.body.quiz ?? {})) {
        for (const input of all<HTMLInputElement>('input[data-cf-quiz]')) {
          if (input.dataset.cfQuiz !== name) continue
          const wrap = input.closest('[data-cf-field]')
          const question = wrap?.querySelector('[data-cf-question]')
          const index = wrap?.querySelector<HTMLInputElement>('[data-cf-quiz-index]')
          if (question) question.textContent = quiz.question
          if (index) index.value = String(quiz.index)
        }
      }
      return solve(answer.body.captcha)
    })
    return bot
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    void loadSchema()
    void refill()
  }
  for (const type of ['focusin', 'pointerdown', 'input'] as const) on(root, type, start)

  // --- Conditional groups -------------------------------------------------------------------------
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
  const repeaters: Record<string, Repeater> = {}
  const rowCount = (rep: Repeater) => all(':scope > [data-cf-row]', rep.rows).length
  /**
   * Shows the groups whose conditions hold and hides (and disables, so nothing in them is posted)
   * the others; groups in a repeater row read that row's fields. Hiding a group takes its fields'
   * values out of what conditions read, as on the server, so this repeats until nothing changes.
   */
  const applyConditions = () => {
    for (let pass = 0; pass < 10; pass++) {
      const posted = values()
      let changed = false
      for (const group of all<HTMLFieldSetElement>('fieldset[data-cf-group]')) {
        const row = group.closest<HTMLElement>('[data-cf-row]')
        const r = row ? Number(row.dataset.cfRow) : 0
        const read = (field: string) => {
          const inRow =
            row && all('[data-cf-field]', row).some((el) => el.dataset.cfField === rowName(field, r))
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
      if (!changed) break
    }
    const shown = all<HTMLFieldSetElement>('fieldset[data-cf-group]')
    const state: ConditionalState = {
      hiddenGroups: shown.filter((g) => g.hidden).map((g) => g.dataset.cfGroup ?? ''),
      visibleGroups: shown.filter((g) => !g.hidden).map((g) => g.dataset.cfGroup ?? ''),
      hiddenGroupFields: all('[data-cf-field]')
        .filter((el) => el.closest('[data-cf-group][hidden]'))
        .map((el) => el.dataset.cfField ?? ''),
      repeaters: Object.fromEntries(Object.entries(repeaters).map(([name, rep]) => [name, rowCount(rep)])),
      steps: formSteps,
    }
    if (stateInput) stateInput.value = JSON.stringify(state)
    updateSubmit()
    return state
  }
  let conditionTimer: ReturnType<typeof setTimeout> | undefined
  const scheduleConditions = () => {
    if (conditionTimer) clearTimeout(conditionTimer)
    conditionTimer = later(applyConditions, FORMS.conditionalChangeDebounce)
  }

  // --- Acceptance gating (docs/forms.md) --------------------------------------------------------------
  const updateSubmit = () => {
    if (!submit) return
    submit.disabled = all<HTMLInputElement>('[data-cf-acceptance] input[type="checkbox"]').some(
      (box) => !box.disabled && !box.checked,
    )
  }

  // --- Counters -------------------------------------------------------------------------------
  const updateCounter = (control: Control) => {
    const counter = control.closest('[data-cf-field]')?.querySelector<HTMLElement>('[data-cf-counter]')
    if (!counter) return
    const num = (v: string | undefined) => (v ? Number(v) : undefined)
    const { text: t, state } = counterText(
      textLength(control.value),
      { min: num(counter.dataset.min), max: num(counter.dataset.max) },
      locale,
    )
    if (counter.textContent !== t) counter.textContent = t
    counter.dataset.state = state
  }
  const updateCounters = () => {
    for (const counter of all('[data-cf-counter]')) {
      const control = counter.closest('[data-cf-field]')?.querySelector<Control>('input, textarea')
      if (control) updateCounter(control)
    }
  }

  // --- Repeaters ----------------------------------------------------------------------------------
  const cleanRow = (row: HTMLElement) => {
    for (const control of all<Control>('input, select, textarea', row)) {
      resetControl(control)
      control.removeAttribute('aria-invalid')
      delete control.dataset.changed
    }
    for (const el of all('[data-cf-error]', row)) el.textContent = ''
    for (const el of all('[data-invalid], [data-touched]', row)) {
      el.removeAttribute('data-invalid')
      el.removeAttribute('data-touched')
    }
  }
  const syncRepeater = (rep: Repeater) => {
    const count = rowCount(rep)
    if (rep.count) rep.count.value = String(count)
    if (rep.add) rep.add.hidden = count >= rep.max
    for (const button of all<HTMLButtonElement>(':scope > [data-cf-row] > [data-cf-remove]', rep.rows))
      button.hidden = count <= rep.min
  }
  const addRow = (rep: Repeater) => {
    const n = rowCount(rep) + 1
    const row = rep.template.cloneNode(true) as HTMLElement
    renumberRow(row, rep.templateRow, n, locale)
    rep.rows.append(row)
    syncRepeater(rep)
    return row
  }
  const removeRow = (rep: Repeater, row: HTMLElement) => {
    const r = Number(row.dataset.cfRow)
    row.remove()
    for (const other of all(':scope > [data-cf-row]', rep.rows)) {
      const k = Number(other.dataset.cfRow)
      if (k > r) renumberRow(other, k, k - 1, locale)
    }
    // Errors follow their fields' new names (and leave with the removed row).
    errors.clear()
    for (const wrap of all('[data-cf-field][data-invalid]')) {
      const message = wrap.querySelector('[data-cf-error]')?.textContent
      if (wrap.dataset.cfField && message) errors.set(wrap.dataset.cfField, message)
    }
    syncRepeater(rep)
  }
  const setRowCount = (rep: Repeater, n: number) => {
    while (rowCount(rep) > n) {
      const rows = all(':scope > [data-cf-row]', rep.rows)
      rows.at(-1)?.remove()
    }
    while (rowCount(rep) < n) addRow(rep)
    syncRepeater(rep)
  }
  for (const el of all('[data-cf-repeater]')) {
    const rows = el.querySelector<HTMLElement>('[data-cf-rows]')
    const first = rows?.querySelector<HTMLElement>(':scope > [data-cf-row]')
    if (!rows || !first) continue
    // Rows offered in <details> for visitors without JavaScript: keep those already opened or
    // filled in before the script ran, drop the rest; buttons take over.
    const extras = all<HTMLDetailsElement>('details[data-cf-extra]', el)
    const extraRows = extras.map((d) => d.querySelector<HTMLElement>(':scope > [data-cf-row]'))
    const source = extraRows[0] ?? first
    const template = source.cloneNode(true) as HTMLElement
    cleanRow(template)
    const filled = (row: HTMLElement | null) =>
      row !== null && all<Control>('input:not([type="hidden"]), select, textarea', row).some(changedByVisitor)
    const keep = extras.reduce((k, d, i) => (d.open || filled(extraRows[i] ?? null) ? i + 1 : k), 0)
    for (const row of extraRows.slice(0, keep)) if (row) rows.append(row)
    extras[0]?.remove()
    const rep: Repeater = {
      el,
      min: Number(el.dataset.min ?? 1),
      max: Number(el.dataset.max ?? 200),
      initial: Number(el.dataset.initial ?? 1),
      rows,
      add: el.querySelector<HTMLButtonElement>('[data-cf-add]'),
      count: el.querySelector<HTMLInputElement>('[data-cf-count]'),
      template,
      templateRow: Number(source.dataset.cfRow),
    }
    repeaters[el.dataset.cfRepeater ?? ''] = rep
    const add = rep.add
    if (add) {
      on(add, 'click', () => {
        if (rowCount(rep) >= rep.max) return
        const row = addRow(rep)
        applyConditions()
        updateCounters()
        all<Control>('input:not([type="hidden"]), select, textarea', row)
          .find((c) => !c.disabled)
          ?.focus()
      })
    }
    on(rows, 'click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-cf-remove]') : null
      const row = button?.closest<HTMLElement>('[data-cf-row]')
      if (!row || row.parentElement !== rows || rowCount(rep) <= rep.min) return
      removeRow(rep, row)
      renderSummary(false)
      applyConditions()
      if (rep.add && !rep.add.hidden) rep.add.focus()
    })
    syncRepeater(rep)
  }

  // --- Steps --------------------------------------------------------------------------------------
  const showStep = (n: number, focus: boolean) => {
    current = Math.min(Math.max(n, 1), steps.length)
    for (const step of steps) step.hidden = Number(step.dataset.cfStep) !== current
    if (dots) {
      dots.hidden = false
      for (const dot of all('[data-cf-dot]', dots)) {
        const i = Number(dot.dataset.cfDot)
        dot.dataset.state = i < current ? 'done' : i === current ? 'active' : 'todo'
        if (i === current) dot.setAttribute('aria-current', 'step')
        else dot.removeAttribute('aria-current')
      }
    }
    const last = current === steps.length
    if (prev) {
      prev.hidden = steps.length < 2
      prev.disabled = current === 1
    }
    if (next) next.hidden = last
    if (submit) submit.hidden = !last
    if (!focus) return
    const step = steps[current - 1]
    const heading = step?.querySelector<HTMLElement>('[data-cf-step-heading]')
    const target =
      heading ??
      (step
        ? all<Control>('input:not([type="hidden"]), select, textarea', step).find((c) => !c.disabled)
        : null)
    target?.focus()
  }

  const clientErrors = async (stepList?: number[]) => {
    const def = definition ?? (await loadSchema())
    if (!def) return []
    return validateForm(def, values(), { locale, ...(stepList ? { steps: stepList } : {}) })
  }

  const goNext = async () => {
    if (busy || current >= steps.length) return
    busy = true
    try {
      start()
      // A change in the last 100 ms must not miss the debounced condition run.
      applyConditions()
      const resting = status
      if (current <= formSteps) {
        const local = await clientErrors([current])
        if (showErrors(local, true)) {
          setStatus('validation_failed')
          return
        }
        setStatus('validating')
        const data = withoutFileContents(new FormData(form))
        data.set(HIDDEN_FIELDS.step, String(current))
        const answer = await request<ValidateStepResponse>(endpoints.validateStep, {
          method: 'POST',
          body: data,
          signal,
        })
        if (signal.aborted) return
        if (!answer.ok || typeof answer.body.success !== 'boolean') {
          setStatus(resting === 'validating' ? 'init' : resting)
          showMessage(text.stepCheckFailed)
          return
        }
        if (!answer.body.success) {
          const invalid = Object.entries(answer.body.invalid_fields ?? {}).map(([field, { reason }]) => ({
            field,
            message: reason,
          }))
          setStatus('validation_failed')
          showMessage(answer.body.message ?? '')
          if (!showErrors(invalid, true)) response?.focus()
          return
        }
      }
      if (current + 1 > formSteps && steps[current]?.hasAttribute('data-cf-summary-step')) {
        const answer = await request<SummaryResponse>(endpoints.summary, {
          method: 'POST',
          body: withoutFileContents(new FormData(form)),
          signal,
        })
        if (signal.aborted) return
        const body = steps[current]?.querySelector('[data-cf-summary-body]')
        if (!answer.ok || typeof answer.body.summaryHtml !== 'string') {
          setStatus(resting === 'validating' ? 'init' : resting)
          showMessage(text.stepCheckFailed)
          return
        }
        // Server-built and escaped (state.ts summaryHtml): safe to insert as markup.
        if (body) body.innerHTML = answer.body.summaryHtml
      }
      clearErrors()
      showMessage('')
      setStatus('init')
      showStep(current + 1, true)
    } finally {
      busy = false
    }
  }
  if (next) on(next, 'click', () => void goNext())
  if (prev)
    on(prev, 'click', () => {
      if (current > 1) showStep(current - 1, true)
    })

  // --- Submit -------------------------------------------------------------------------------------
  const resetForm = () => {
    setStatus('resetting')
    form.reset()
    for (const rep of Object.values(repeaters)) setRowCount(rep, rep.initial)
    for (const control of all<Control>('input, select, textarea')) {
      resetControl(control)
      delete control.dataset.changed
    }
    for (const el of all('[data-touched]')) el.removeAttribute('data-touched')
    edited.clear()
    clearErrors()
    for (const body of all('[data-cf-summary-body]')) body.replaceChildren()
    applyConditions()
    updateCounters()
    showStep(1, false)
    setStatus('mail_sent')
  }

  const submitForm = async () => {
    if (busy) return
    if (current < steps.length) return goNext()
    if (submit?.disabled) return
    busy = true
    try {
      start()
      applyConditions()
      const local = await clientErrors()
      if (showErrors(local, true)) {
        setStatus('validation_failed')
        showMessage(definition?.messages.validation_failed ?? '')
        return
      }
      setStatus('submitting')
      showMessage('')
      await (bot ?? refill())
      if (signal.aborted) return
      const answer = await request<FeedbackResponse>(endpoints.feedback, {
        method: 'POST',
        body: new FormData(form),
        signal,
      })
      if (signal.aborted) return
      if (!answer.ok) {
        setStatus('init')
        showMessage(text[answer.error])
        scrollToResponse()
        return
      }
      handleAnswer(answer.body)
    } finally {
      busy = false
    }
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
    if (body.captcha) void solve(body.captcha)
    else if (
      serverStatus !== 'validation_failed' &&
      serverStatus !== 'acceptance_missing' &&
      serverStatus !== 'init'
    )
      void refill()
    if (serverStatus === 'mail_sent') {
      later(() => {
        resetForm()
        // The submit button hides on a multi-step form's first step: keep focus on the answer.
        if (!root.contains(document.activeElement) || submit?.hidden) response?.focus()
      }, FORMS.resetAfter)
    }
    if (!focused && message) scrollToResponse()
  }
  on(form, 'submit', (event) => {
    event.preventDefault()
    void submitForm()
  })

  // --- Field events -------------------------------------------------------------------------------
  const validateField = async (name: string) => {
    const list = await clientErrors()
    if (!definition) return
    const error = list.find((e) => e.field === name)
    setFieldError(name, error?.message ?? null)
    renderSummary(false)
  }
  const wrapOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-cf-field]') : null
  const onEdit = (event: Event) => {
    const target = event.target
    if (!isControl(target)) return
    const wrap = wrapOf(target)
    if (wrap?.dataset.cfField && target.type !== 'hidden') {
      wrap.dataset.touched = ''
      edited.add(wrap.dataset.cfField)
    }
    if (target instanceof HTMLSelectElement) target.dataset.changed = ''
    updateCounter(target)
    updateSubmit()
    scheduleConditions()
    // An error stays until the field is fixed: re-check it while the visitor edits.
    const name = wrap?.dataset.cfField
    if (name && errors.has(name) && definition) {
      const error = validateForm(definition, values(), { locale }).find((e) => e.field === name)
      if (error) setFieldError(name, error.message)
      else {
        setFieldError(name, null)
        renderSummary(false)
      }
    }
  }
  on(form, 'input', onEdit)
  on(form, 'change', onEdit)
  on(form, 'focusout', (event) => {
    const wrap = wrapOf(event.target)
    const name = wrap?.dataset.cfField
    if (!wrap || !name || !edited.has(name)) return
    // A choice group is left when focus leaves the whole group, not one of its boxes.
    if (event.relatedTarget instanceof Node && wrap.contains(event.relatedTarget)) return
    edited.delete(name)
    void validateField(name)
  })

  // --- Start ------------------------------------------------------------------------------------------
  prefill(location.search, all)
  root.dataset.enhanced = ''
  applyConditions()
  updateCounters()
  showStep(1, false)
  setStatus('init')
  return () => controller.abort()
}

/**
 * `?palvelu=verkkosivut` chooses that option of the field `palvelu`, or of the field whose editor
 * named that parameter (`data-cf-fill`, "Täytä osoitteen parametrista"); never hidden, file,
 * acceptance or quiz fields. A value is only ever a control's value, cut to PREFILL_MAX_LENGTH (and
 * the field's own maximum length); values become the fields' defaults, so a reset keeps them.
 */
function prefill(
  search: string,
  all: <E extends Element = HTMLElement>(selector: string, within?: ParentNode) => E[],
): void {
  const params = new URLSearchParams(search)
  for (const wrap of all('[data-cf-field]')) {
    const type = wrap.dataset.cfType
    const param = wrap.dataset.cfFill ?? wrap.dataset.cfField
    if (!type || !param || NOT_PREFILLED.includes(type) || !params.has(param)) continue
    const wanted = params.getAll(param).map((value) => prefillValue(value))
    const controls = all<Control>('input:not([type="hidden"]), select, textarea', wrap)
    for (const c of controls) {
      if (c instanceof HTMLSelectElement) {
        const options = [...c.options]
        const first = wanted.find((w) => options.some((o) => o.value === w))
        if (first === undefined) continue
        for (const o of options) {
          o.selected = c.multiple ? wanted.includes(o.value) : o.value === first
          o.defaultSelected = o.selected
        }
      } else if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) {
        if (!controls.some((x) => x instanceof HTMLInputElement && wanted.includes(x.value))) break
        c.checked = wanted.includes(c.value)
        c.defaultChecked = c.checked
      } else {
        const value = wanted[0] ?? ''
        c.value = c.maxLength > 0 ? prefillValue(value, c.maxLength) : value
        c.defaultValue = c.value
      }
    }
  }
}
