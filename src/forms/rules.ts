import type { FileValue, FormatType, FormValue, FormValues, Rule } from './definition'
import { isEmail } from './email'

/**
 * The value rules (docs/forms.md) with Contact Form 7 SWV semantics: a blank value passes every rule
 * except `required`/`requiredfile`; a field with several values passes when every value does.
 * Pure code: it runs in the browser and on the server.
 */

/** Schemes the `url` rule accepts; the server may narrow or widen this list at start-up. */
export const ALLOWED_URL_SCHEMES: string[] = ['http', 'https']

/** A posted value; own keys only, so a field named `constructor` never reads Object's. */
export function postedValue(values: FormValues, name: string): FormValue | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined
}

/** Every value of a field as a flat list. */
export function valueList(v: FormValue | undefined): (string | FileValue)[] {
  return v === undefined ? [] : [v].flat()
}

/** The non-blank text values (whitespace-only counts as blank, as the server trims input). */
export function texts(v: FormValue | undefined): string[] {
  return valueList(v).filter((x): x is string => typeof x === 'string' && x.trim() !== '')
}

export function files(v: FormValue | undefined): FileValue[] {
  return valueList(v).filter((x): x is FileValue => typeof x === 'object')
}

export function isBlank(v: FormValue | undefined): boolean {
  return texts(v).length === 0 && files(v).length === 0
}

export function isUrl(text: string): boolean {
  try {
    return ALLOWED_URL_SCHEMES.includes(new URL(text).protocol.slice(0, -1))
  } catch {
    return false
  }
}

/**
 * Digits with an optional leading + (00 counts as +) once separators and an extension (from # or *)
 * are gone; 6 to 15 characters, as CF7 (E.164 numbers have at most 15 digits).
 */
export function isTel(text: string): boolean {
  let t = text.replace(/[#*].*$/, '').replace(/[()/.\s-]+/g, '')
  if (/^(\+|00)/.test(t)) t = `+${t.replace(/^[+0]+/, '')}`
  return /^\+?\d+$/.test(t) && t.length > 5 && t.length < 16
}

/** A finite floating-point number as the HTML number input posts it (`1e3`, `-.5`; not `+1`, `1.`, `1,5`). */
export function isNumber(text: string): boolean {
  return /^-?(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(text) && Number.isFinite(Number(text))
}

function dateParts(text: string): [number, number, number] | undefined {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text)
  if (!m) return undefined
  const y = +(m[1] ?? 0)
  const mo = +(m[2] ?? 0)
  const d = +(m[3] ?? 0)
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
  const days = mo === 2 ? (leap ? 29 : 28) : 30 + ((mo + (mo >> 3)) & 1)
  return mo >= 1 && mo <= 12 && d >= 1 && d <= days ? [y, mo, d] : undefined
}

/** `YYYY-MM-DD` naming a real calendar day. */
export function isDate(text: string): boolean {
  return dateParts(text) !== undefined
}

/** `HH:MM` or `HH:MM:SS`, 00:00:00 to 23:59:59. */
export function isTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text)
}

/** ISO day of the week (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD` date, or undefined. */
export function isoDayOfWeek(text: string): number | undefined {
  const p = dateParts(text)
  if (!p) return undefined
  const [d, m] = [p[2], p[1]]
  // Sakamoto's method: no Date object, so no time-zone or two-digit-year surprises.
  const y = m < 3 ? p[0] - 1 : p[0]
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4][m - 1] ?? 0
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + t + d) % 7 || 7
}

/** Extensions by MIME type (the common upload types); MIME accepts are checked by file name as CF7 does. */
const MIME_EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls xlt xla',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt pps pot',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/rtf': 'rtf',
  'application/zip': 'zip',
  'application/x-7z-compressed': '7z',
  'image/jpeg': 'jpg jpeg jpe',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif heic',
  'image/tiff': 'tif tiff',
  'image/bmp': 'bmp',
  'text/plain': 'txt asc',
  'text/csv': 'csv',
  'text/calendar': 'ics',
  'audio/mpeg': 'mp3 m4a',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg oga',
  'video/mp4': 'mp4 m4v',
  'video/quicktime': 'mov qt',
  'video/webm': 'webm',
  'video/mpeg': 'mpeg mpg',
}

function mimeMatches(pattern: string, type: string): boolean {
  const p = pattern.toLowerCase()
  const t = type.toLowerCase()
  return p.endsWith('/*') ? t.startsWith(p.slice(0, -1)) : p === t
}

/**
 * `.ext` entries match the name's suffix; a MIME entry (wildcards allowed) matches the extensions known
 * for it, so a client-declared type cannot smuggle `x.exe` in as `image/png`. Only a MIME type
 * unknown to the table falls back to the declared type.
 */
export function fileAccepted(file: FileValue, accept: string[]): boolean {
  const dot = file.name.lastIndexOf('.')
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase()
  return accept.some((a) => {
    if (a.startsWith('.')) return ext !== '' && a.slice(1).toLowerCase() === ext
    const exts = Object.keys(MIME_EXT)
      .filter((m) => mimeMatches(a, m))
      .flatMap((m) => (MIME_EXT[m] ?? '').split(' '))
    return exts.length ? exts.includes(ext) : mimeMatches(a, file.type)
  })
}

/** Length as the browser's maxlength counts it: UTF-16 code units, a line break is one. */
export function textLength(text: string): number {
  return text.replace(/\r\n/g, '\n').length
}

const num = (s: string) => (isNumber(s) ? Number(s) : undefined)

/** Checks every non-blank value; `pass` returns undefined to skip a value the rule cannot read. */
const each = (vals: string[], pass: (v: string) => boolean | undefined) =>
  vals.every((v) => pass(v) !== false)

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

export type RuleFailure = { rule: Rule; field: string }

/** What each format rule asks of every non-blank value. */
const FORMATS: Record<FormatType, (text: string) => boolean> = {
  email: isEmail,
  url: isUrl,
  tel: isTel,
  number: isNumber,
  date: isDate,
  time: isTime,
}

/**
 * The first failing (sub)rule: for `all`, the failing child (its field and error, as CF7 reports);
 * for `any`, the `any` rule itself. Undefined when the rule holds.
 */
export function checkRule(rule: Rule, field: string, values: FormValues): RuleFailure | undefined {
  if (rule.rule === 'all') {
    for (const r of rule.rules) {
      const f = checkRule(r, r.field, values)
      if (f)
        return f.rule.error || !rule.error ? f : { rule: { ...f.rule, error: rule.error }, field: f.field }
    }
    return undefined
  }
  return holds(rule, postedValue(values, field), values) ? undefined : { rule, field }
}

/** Whether one rule other than `all` holds for the value `v`. */
function holds(rule: Exclude<Rule, { rule: 'all' }>, v: FormValue | undefined, values: FormValues): boolean {
  const t = texts(v).map((s) => s.trim())
  const fs = files(v)
  switch (rule.rule) {
    case 'required':
      return !isBlank(v)
    case 'requiredfile':
      return fs.length > 0
    case 'email':
    case 'url':
    case 'tel':
    case 'number':
    case 'date':
    case 'time':
      return t.every(FORMATS[rule.rule])
    case 'minlength':
    case 'maxlength': {
      const raw = texts(v)
      const len = sum(raw.map(textLength))
      return !raw.length || (rule.rule === 'minlength' ? len >= rule.threshold : len <= rule.threshold)
    }
    case 'minitems':
      return !(t.length + fs.length) || t.length + fs.length >= rule.threshold
    case 'maxitems':
      return t.length + fs.length <= rule.threshold
    case 'minnumber':
    case 'maxnumber': {
      const { threshold } = rule
      const min = rule.rule === 'minnumber'
      return each(t, (s) => {
        const n = num(s)
        return n === undefined ? undefined : min ? n >= threshold : n <= threshold
      })
    }
    case 'stepnumber':
      return each(t, (s) => {
        const n = num(s)
        if (n === undefined || !(rule.interval > 0)) return undefined
        const r = Math.abs((n - rule.base) % rule.interval)
        // Float remainders: 10.3 - 1.3 gives 8.999…; CF7 compares at six decimals.
        return r < 5e-7 || rule.interval - r < 5e-7
      })
    case 'mindate':
    case 'maxdate': {
      const { threshold } = rule
      const min = rule.rule === 'mindate'
      return each(t, (s) => {
        if (!isDate(s) || !isDate(threshold)) return undefined
        return min ? s >= threshold : s <= threshold
      })
    }
    case 'minfilesize':
      return !fs.length || sum(fs.map((f) => f.size)) >= rule.threshold
    case 'maxfilesize':
      return sum(fs.map((f) => f.size)) <= rule.threshold
    case 'enum':
      return t.every((s) => rule.accept.includes(s))
    case 'dayofweek':
      return each(t, (s) => {
        const d = isoDayOfWeek(s)
        return d === undefined ? undefined : rule.accept.includes(d)
      })
    case 'file':
      return fs.every((f) => fileAccepted(f, rule.accept))
    case 'any':
      return !rule.rules.length || rule.rules.some((r) => !checkRule(r, r.field, values))
  }
}

export function validateRule(rule: Rule, field: string, values: FormValues): boolean {
  return checkRule(rule, field, values) === undefined
}
