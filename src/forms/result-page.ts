import { ANSWER_TEXT } from './answer-text'
import type { FormDefinition } from './definition'
import { type FormLocale, fillText, LIVE_TEXT } from './messages'
import type { FeedbackResponse } from './protocol'
import { escapeHtml } from './state'

/**
 * The answer a browser without JavaScript gets after posting: the result, or the errors with the
 * field each concerns, and a link back to the page (going back keeps what was typed).
 */
export function resultPage(result: FeedbackResponse, definition: FormDefinition, pagePath: string): string {
  const labels = new Map<string, string>()
  const walk = (items: FormDefinition['steps'][number]['items']) => {
    for (const item of items) {
      if (item.kind === 'field') labels.set(item.name, item.label)
      else walk(item.items)
    }
  }
  for (const step of definition.steps) walk(step.items)
  const labelOf = (posted: string) => {
    const [name = posted, row] = posted.split('__')
    const label = labels.get(name) ?? name
    return row ? `${label} (${fillText(LIVE_TEXT[definition.locale].row, { n: row }).toLowerCase()})` : label
  }
  return resultDocument({
    locale: definition.locale,
    title: definition.title,
    message: result.message,
    sent: result.status === 'mail_sent',
    errors: result.invalid_fields.map((field) => ({ label: labelOf(field.field), message: field.message })),
    pagePath,
  })
}

/**
 * The no-JavaScript answer page itself, for any of the site's forms (contact forms, reviews and
 * comments): the message, the errors by field label, and the way back.
 */
export function resultDocument({
  locale,
  title,
  message,
  sent,
  errors,
  pagePath,
}: {
  locale: FormLocale
  title: string
  message: string
  sent: boolean
  errors: readonly { label: string; message: string }[]
  pagePath: string
}): string {
  const text = ANSWER_TEXT[locale]
  const items = errors
    .map((error) => `<li><strong>${escapeHtml(error.label)}</strong>: ${escapeHtml(error.message)}</li>`)
    .join('')
  const back = sent ? text.backToPage : text.backToForm
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;color:#1f2933;max-width:40rem;margin:2rem auto;padding:0 1rem}
.status{padding:1rem;border-left:.375rem solid ${sent ? '#0b6e69' : '#b42318'};background:#f4f6f8}a{color:#0b6e69}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p class="status" role="status">${escapeHtml(message)}</p>
${items ? `<ul>${items}</ul>` : ''}
<p><a href="${escapeHtml(pagePath)}">${back}</a></p></main></body></html>`
}
