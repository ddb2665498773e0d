import type { FormValues } from './definition'

/** One visible answer as the summary, the mail and the stored submission show it. */
export type AnswerRow = { label: string; value: string; step: number; repeater?: string; row?: number }

/** A message waiting to be sent; stored with the submission first, queued after. */
export type OutgoingMail = { to: string; replyTo?: string; subject: string; text: string; messageId: string }

const ALL_ANSWERS = '[kaikki-vastaukset]'
const TAG = /\[([a-z][a-z0-9_-]{0,39})\]/g

/** The given answers as plain text lines (empty ones left out), repeater rows numbered. */
export function answersText(rows: readonly AnswerRow[]): string {
  return rows
    .filter((row) => row.value !== '')
    .map((row) => `${row.label}${row.row ? ` (${row.row})` : ''}: ${row.value}`)
    .join('\n')
}

/**
 * Fills `[name]` tags from the visible answers: a repeater field lists its rows' values; a field
 * that is hidden or unknown becomes empty. `[kaikki-vastaukset]` gives every visible answer.
 */
export function fillTemplate(
  template: string,
  rows: readonly AnswerRow[],
  answerOf: (name: string) => string[],
): string {
  return template
    .replaceAll(ALL_ANSWERS, answersText(rows))
    .replace(TAG, (_, name: string) => answerOf(name).join(', '))
}

/** Header values must stay on one line (no header injection through a visitor's answer). */
export function oneLine(text: string, max = 200): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max)
}

/** A Message-ID that is the same every time this submission's message is sent. */
export function stableMessageId(submissionId: number | string, index: number, from: string): string {
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost'
  return `<lomake-${submissionId}-${index}@${domain}>`
}

/** The posted value of a name as text values (files by name). */
export function textValues(values: FormValues, name: string): string[] {
  const value = values[name]
  if (value === undefined) return []
  const all = Array.isArray(value) ? value : [value]
  return all.map((v) => (typeof v === 'string' ? v : v.name)).filter((v) => v !== '')
}
