import type { Payload, PayloadRequest } from 'payload'
import { clientIp, clientKey } from '@/lib/client-address'
import { HIDDEN_FIELDS } from '../protocol'
import { botSecret, type VerifyFailure, verifySolution } from './challenge'
import { honeypotTripped } from './honeypot'
import { verifyNoscriptAnswer } from './noscript-check'
import { isRateLimited, rateLimitSince } from './rate-limit'
import { challengeUsed, consumeChallenge, recentSubmissions, recordSubmission } from './store'

export type BotReason = 'honeypot' | 'missing' | 'noscript' | VerifyFailure | 'rate-limit' | 'used'

/**
 * A failed check is the form status `spam`; `reason` and `client` (the sender's keyed hash, once
 * known; never the address) are for the log only, never for the visitor.
 */
export type BotFailure = { ok: false; status: 'spam'; reason: BotReason; client?: string }
export type BotVerdict<T> = { ok: true; stored: T } | BotFailure

/** What `store` writes with: inside a database transaction where the adapter has them. */
export type StoreRequest = Partial<PayloadRequest> | undefined

function text(values: FormData | Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = values instanceof FormData ? values.get(name) : values[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * A transaction where the database adapter runs them (PostgreSQL); none on SQLite, whose adapter
 * here runs without (src/db.ts), where the order of the writes does the work instead.
 */
async function transaction(payload: Payload) {
  const db = payload.db as Partial<Payload['db']> | undefined
  const id = (await db?.beginTransaction?.()) ?? null
  return {
    req: id === null ? undefined : ({ payload, transactionID: id } satisfies Partial<PayloadRequest>),
    commit: async () => {
      if (id !== null) await db?.commitTransaction?.(id)
    },
    rollback: async () => {
      if (id !== null) await db?.rollbackTransaction?.(id)
    },
  }
}

/**
 * All bot checks for one post, cheapest first, and the post stored with them: the honeypot and the
 * proof of work (or the no-JavaScript sum) cost no database work, so junk is turned away before
 * any query; then the rate limit and a used challenge are read. Only then `store` writes the post,
 * and the challenge is spent (or the post counted) after it, in the same transaction where there is
 * one: a post that fails or is cut off before it is stored has spent nothing. Without transactions
 * a process stopped between the two writes leaves the post stored and its challenge unspent (one
 * more post than the limit, never a lost one); a challenge found spent by a racing post after the
 * store undoes it with `undo`. An error from `store` is thrown after the rollback.
 */
export async function checkBot<T>(
  payload: Payload,
  {
    values,
    headers,
    remote,
    now = Date.now(),
    secret = botSecret(),
    store,
    undo,
  }: {
    values: FormData | Readonly<Record<string, unknown>>
    headers: Headers
    /** The socket's address, when the caller knows it. */
    remote?: string
    now?: number
    secret?: string
    /** Writes the post; runs only when every check passes. */
    store: (req: StoreRequest) => Promise<T>
    /** Removes what `store` wrote, where no transaction could roll it back. */
    undo?: (stored: T) => Promise<void>
  },
): Promise<BotVerdict<T>> {
  const spam = (reason: BotReason, client?: string): BotFailure => ({
    ok: false,
    status: 'spam',
    reason,
    client,
  })
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
  if (isRateLimited(await recentSubmissions(payload, key, rateLimitSince(now))))
    return spam('rate-limit', key)
  if (solved && (await challengeUsed(payload, solved.signature))) return spam('used', key)

  const { req, commit, rollback } = await transaction(payload)
  let stored: T
  try {
    stored = await store(req)
    const spent = solved
      ? await consumeChallenge(payload, { ...solved, clientKey: key, req })
      : await recordSubmission(payload, { clientKey: key, now, req }).then(() => 'ok' as const)
    if (spent === 'used') {
      if (req) await rollback()
      else await undo?.(stored)
      return spam('used', key)
    }
  } catch (error) {
    await rollback().catch(() => undefined)
    throw error
  }
  await commit()
  return { ok: true, stored }
}
