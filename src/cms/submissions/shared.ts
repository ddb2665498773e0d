import type { CollectionSlug } from 'payload'

/**
 * What the stored form submissions share between the collection, the CSV export, the admin
 * components and the retention job: the slug, the mail states and the stored shapes.
 */

export const SUBMISSIONS_SLUG = 'form-submissions'

/**
 * The slug as Payload's generated types know it. Until `payload generate:types` has run with the
 * collection wired in, 'form-submissions' is not in the generated slug union; widening to string
 * first is the one cast that compiles both before and after. Tighten to `SUBMISSIONS_SLUG` (and drop
 * this) once the types are generated.
 */
export const submissionsCollection = SUBMISSIONS_SLUG as string as CollectionSlug

/** What the list's search box looks in (the CSV export applies the same search). */
export const SEARCHABLE_FIELDS = ['title', 'pageUrl', 'searchText'] as const

/** The most rows one CSV file holds; newest first, so a capped file has the latest. */
export const EXPORT_MAX_ROWS = 10_000

export const MAIL_STATUSES = ['off', 'queued', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const MAIL_STATUS_LABELS: Record<MailStatus, { fi: string; en: string }> = {
  // Stored while SMTP_URL was unset: never mailed, not even once mail is turned on later.
  off: {
    fi: 'Ei lähetetty: sähköposti oli pois käytöstä',
    en: 'Not mailed: mail was off',
  },
  queued: { fi: 'Jonossa', en: 'Queued' },
  sent: { fi: 'Lähetetty', en: 'Sent' },
  failed: { fi: 'Epäonnistui', en: 'Failed' },
}

export function isMailStatus(value: unknown): value is MailStatus {
  return typeof value === 'string' && (MAIL_STATUSES as readonly string[]).includes(value)
}

/** One answer as the visitor saw it: the field's label and the value shown, in form order. */
export type SubmissionAnswer = {
  label: string
  value: string
  /** 1-based step the field is on. */
  step: number
  /** The repeater's name, for a field inside a repeater row. */
  repeater?: string
  /** 1-based repeater row. */
  row?: number
}

/** An uploaded file kept with a submission; `storedName` is the random name in storage. */
export type SubmissionFile = {
  field: string
  filename: string
  storedName: string
  size: number
  type: string
}

/** A stored submission as the CSV export reads it. */
export type SubmissionRow = {
  createdAt: string
  formTitle: string
  locale: string
  pageUrl: string
  mailStatus: string
  answers: SubmissionAnswer[]
  files: SubmissionFile[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined

/**
 * The `answers` JSON read defensively: it is written by our own code, but JSON columns hold
 * whatever was put there, and the admin and export must not break on one odd row.
 */
export function parseAnswers(value: unknown): SubmissionAnswer[] {
  if (!Array.isArray(value)) return []
  const answers: SubmissionAnswer[] = []
  for (const item of value) {
    if (!isRecord(item) || typeof item.label !== 'string') continue
    const answer: SubmissionAnswer = {
      label: item.label,
      value: typeof item.value === 'string' ? item.value : item.value == null ? '' : String(item.value),
      step: positive(item.step) ?? 1,
    }
    const repeater = text(item.repeater)
    const row = positive(item.row)
    if (repeater && row) {
      answer.repeater = repeater
      answer.row = row
    }
    answers.push(answer)
  }
  return answers
}

export function parseFiles(value: unknown): SubmissionFile[] {
  if (!Array.isArray(value)) return []
  return value.filter(isRecord).map((item) => ({
    field: text(item.field),
    filename: text(item.filename),
    storedName: text(item.storedName),
    size: typeof item.size === 'number' && Number.isFinite(item.size) ? item.size : 0,
    type: text(item.type),
  }))
}

/** A submission document (any shape the database returns) as the export reads it. */
export function toSubmissionRow(doc: unknown): SubmissionRow {
  const record = isRecord(doc) ? doc : {}
  return {
    createdAt: text(record.createdAt),
    formTitle: text(record.formTitle),
    locale: text(record.locale),
    pageUrl: text(record.pageUrl),
    mailStatus: text(record.mailStatus),
    answers: parseAnswers(record.answers),
    files: parseFiles(record.files),
  }
}

/** The site's editors work in Finland; the server's own zone is often UTC. */
export const TIME_ZONE = 'Europe/Helsinki'

const HELSINKI_PARTS = new Intl.DateTimeFormat('fi-FI', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
})

function helsinkiParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = { year: '', month: '', day: '', hour: '', minute: '' }
  for (const part of HELSINKI_PARTS.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value
  }
  return parts
}

/**
 * `24.11.2026 14.05` in Finnish time: the admin's own date format (`adminDateFormat`), built from
 * parts because fi-FI's full format puts "klo" between date and time.
 */
export function formatHelsinkiDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  const { year, month, day, hour, minute } = helsinkiParts(date)
  return `${day}.${month}.${year} ${hour}.${minute}`
}

/** `2026-11-24` in Finnish time, for file names. */
export function helsinkiIsoDate(date: Date): string {
  const { year, month, day } = helsinkiParts(date)
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** The list title of a submission: "Yhteydenotto – 24.11.2026 14.05". */
export function submissionTitle(formTitle: string, createdAt: Date | string): string {
  const when = formatHelsinkiDateTime(createdAt)
  const name = formTitle.trim() || 'Lomakevastaus'
  return when ? `${name} – ${when}` : name
}

/** A repeater row's answer label: "Nimi (rivi 2)". */
export function answerLabel(answer: SubmissionAnswer): string {
  return answer.repeater && answer.row ? `${answer.label} (rivi ${answer.row})` : answer.label
}
