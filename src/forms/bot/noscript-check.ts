import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The check for visitors without JavaScript, who cannot run the proof of work: a sum of two small
 * numbers, rendered inside `<noscript>` with a signed token beside it. The page can be cached for up
 * to a day, so the question depends only on the seed and the day, and yesterday's token still works.
 *
 * Trade-off: the token is not single-use. One cached page hands the same token to every visitor
 * for a day, so using it up would lock out all other visitors without JavaScript; and a bot that
 * reads the question can answer it anyway. What holds such a bot back is the per-address rate limit,
 * which counts these posts like all others (store.ts `recordSubmission`).
 */

const DAY_MS = 24 * 60 * 60_000
const TOKEN = /^(\d{1,6})\.([1-9])\.([1-9])\.([0-9a-f]{32})$/

export type NoscriptQuestion = { question: string; token: string }

function dayNumber(now: number): number {
  return Math.floor(now / DAY_MS)
}

function mac(secret: string, day: number, a: number, b: number): string {
  return createHmac('sha256', secret).update(`noscript:${day}:${a}:${b}`).digest('hex').slice(0, 32)
}

/** The question for one form (`seed`, e.g. its id) on the day of `now`; operands 1–9. */
export function noscriptQuestion(
  secret: string,
  seed: number,
  locale: 'fi' | 'en' = 'fi',
  now = Date.now(),
): NoscriptQuestion {
  const day = dayNumber(now)
  // The same question all day for the same form, so a cached page and the server agree.
  const bytes = createHmac('sha256', secret).update(`noscript-operands:${day}:${seed}`).digest()
  const a = ((bytes[0] ?? 0) % 9) + 1
  const b = ((bytes[1] ?? 0) % 9) + 1
  const question = locale === 'fi' ? `Paljonko on ${a} + ${b}?` : `What is ${a} + ${b}?`
  return { question, token: `${day}.${a}.${b}.${mac(secret, day, a, b)}` }
}

/** Today's or yesterday's token with the right sum. Never throws (both come from the request). */
export function verifyNoscriptAnswer(
  token: unknown,
  answer: unknown,
  secret: string,
  now = Date.now(),
): boolean {
  if (typeof token !== 'string' || typeof answer !== 'string' || answer.length > 20) return false
  const parts = TOKEN.exec(token)
  if (!parts) return false
  const [, dayText = '', aText = '', bText = '', given = ''] = parts
  const day = Number(dayText)
  const today = dayNumber(now)
  if (day !== today && day !== today - 1) return false
  const a = Number(aText)
  const b = Number(bText)
  if (!timingSafeEqual(Buffer.from(mac(secret, day, a, b), 'hex'), Buffer.from(given, 'hex'))) return false
  const sum = answer.trim()
  return /^\d{1,2}$/.test(sum) && Number(sum) === a + b
}
