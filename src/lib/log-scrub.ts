import { createHash } from 'node:crypto'

/**
 * Keeps personal data out of the logs: what a log line may carry about a visitor is a hash.
 * Email addresses in any text become `email#<hash>` (the same address always gives the same
 * hash, so lines about one sender can still be matched), and the values under keys that hold
 * message or form contents, secrets or a client's address are left out altogether.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g
/** Keys whose values are contents, secrets or addresses: a queued mail's input, a form's answers, … */
const HIDDEN_KEYS = new Set([
  'input',
  'output',
  'data',
  'answers',
  'values',
  'text',
  'html',
  'password',
  'token',
  'authorization',
  'cookie',
  'ip',
  'address',
  'remoteAddress',
  'x-forwarded-for',
])
const HIDDEN = '[piilotettu]'
const MAX_DEPTH = 8

/** A short, stable stand-in for an email address. */
export function emailHash(address: string): string {
  return `email#${createHash('sha256').update(address.toLowerCase()).digest('hex').slice(0, 10)}`
}

/** The text with every email address replaced by its hash. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, emailHash)
}

/** A copy of a log argument without personal data (see above); errors stay errors. */
export function scrubLogValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]'
  seen.add(value)
  if (value instanceof Error) {
    const copy = new Error(scrubText(value.message))
    copy.name = value.name
    copy.stack = value.stack === undefined ? undefined : scrubText(value.stack)
    for (const [key, inner] of Object.entries(value))
      Reflect.set(copy, key, HIDDEN_KEYS.has(key) ? HIDDEN : scrubLogValue(inner, depth + 1, seen))
    return copy
  }
  if (Array.isArray(value)) return value.map((inner) => scrubLogValue(inner, depth + 1, seen))
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      HIDDEN_KEYS.has(key) ? HIDDEN : scrubLogValue(inner, depth + 1, seen),
    ]),
  )
}
