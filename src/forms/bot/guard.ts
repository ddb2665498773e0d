import type { Payload, PayloadRequest } from 'payload'
import { clientIp, clientKey } from '@/lib/client-address'
import { HIDDEN_FIELDS } from '../protocol'
import { botSecret, type VerifyFailure, verifySolution } from './challenge'
import { honeypotTripped } from './honeypot'
import { verifyNoscriptAnswer } from './noscript-check'
import { isRateLimited, rateLimitSince } from './rate-limit'
import { consumeChallenge, recentSubmissions, recordSubmission } from './store'

export type BotReason = 'honeypot' | 'missing' | 'noscript' | VerifyFailure | 'rate-limit' | 'used'

/** A failed check is the form status `spam`; `reason` is for the log only, never for the visitor. */
export type BotVerdict = { ok: true } | { ok: false; status: 'spam'; reason: BotReason }

function text(values: FormData | Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = values instanceof FormData ? values.get(name) : values[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * All bot checks for one contact-form post, cheapest first: the honeypot and the proof of work (or
 * the no-JavaScript sum) cost no database work, so junk is turned away before any query; then the
 * rate limit, and last the write that spends the challenge and counts the post.
 */
export async function checkBot(
  payload: Payload,
  {
    values,
    headers,
    remote,
    now = Date.now(),
    secret = botSecret(),
    req,
  }: {
    values: FormData | Readonly<Record<string, unknown>>
    headers: Headers
    /** The socket's address, when the caller knows it. */
    remote?: string
    now?: number
    secret?: string
    req?: Partial<PayloadRequest>
  },
): Promise<BotVerdict> {
  const spam = (reason: BotReason): BotVerdict => ({ ok: false, status: 'spam', reason })
  if (honeypotTripped(values)) return spam('honeypot')

  const pow = text(values, HIDDEN_FIELDS.botResponse)
  const token = text(values, HIDDEN_FIELDS.noscriptToken)
  let solved: { signature: string; expiresAt: Date } | undefined
  if (pow) {
    const result = verifySolution(pow, secret, now)
    if (!result.ok) return spam(result.reason)
    solved = result
  } else if (token) {
    if (!verifyNoscriptAnswer(token, text(values, HIDDEN_FIELDS.noscriptAnswer), secret, now)) {
      return spam('noscript')
    }
  } else return spam('missing')

  const key = clientKey(clientIp(headers, remote), secret)
  if (isRateLimited(await recentSubmissions(payload, key, rateLimitSince(now), req)))
    return spam('rate-limit')

  if (solved) {
    const consumed = await consumeChallenge(payload, { ...solved, clientKey: key, req })
    if (consumed === 'used') return spam('used')
  } else await recordSubmission(payload, { clientKey: key, now, req })

  return { ok: true }
}
