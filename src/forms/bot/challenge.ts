import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { BotChallenge } from '../protocol'

/**
 * ALTCHA-style proof of work (its v1 protocol, our own code): the server picks a secret number n
 * in [0, maxNumber] and sends sha256(salt + n) with an HMAC of it; the browser finds n by trying
 * 0, 1, 2… and posts it back. The server keeps no state until the answer arrives: the HMAC proves
 * the challenge is ours, the salt carries its expiry, and store.ts makes each one usable once.
 */

/**
 * 30 000, so 15 000 tries on average. One try (a batched `crypto.subtle.digest`) took 18–33 µs in
 * Node on a busy machine whose plain SHA-256 ran 3–10 times slower than on an idle server core,
 * roughly a mid-range phone: 0.3–0.5 s on average there, about a second at worst, and done while
 * the visitor is still typing. 50 000 would average 0.45–0.8 s, too close to a second. It is a
 * speed bump, not a wall: a bot with native SHA-256 needs milliseconds, which is why the single use
 * and the rate limit do the real work.
 */
export const DEFAULT_MAX_NUMBER = 30_000

/** A page may sit open a long while before it is sent; a spam answer brings a fresh challenge anyway. */
export const DEFAULT_CHALLENGE_LIFETIME_MS = 60 * 60_000

/** Longer-lived salts are refused outright, so an expiry forged into the far future cannot pass. */
export const MAX_CHALLENGE_LIFETIME_MS = 24 * 60 * 60_000

/** Keeps the posted number canonical (no room for tricks with huge values). */
const MAX_NUMBER_CEILING = 10_000_000

/** A real payload is about 330 characters; anything much longer is not ours. */
const MAX_PAYLOAD_LENGTH = 1024

const HEX64 = /^[0-9a-f]{64}$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
/**
 * Exactly ten digits of expiry: the hash covers salt + number as one string, so without a fixed
 * length digits could move from the number into the expiry ("…expires=17000000001" + "23") and
 * push it centuries ahead while the hash still matches.
 */
const SALT = /^[0-9a-f]{24}\?expires=(\d{10})$/

export type VerifyFailure = 'malformed' | 'algorithm' | 'expired' | 'signature' | 'solution'
export type VerifyResult =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; reason: VerifyFailure }

/** The PoW key, kept apart from PAYLOAD_SECRET itself (which also signs sessions). */
export function botSecret(payloadSecret = process.env.PAYLOAD_SECRET): string {
  if (!payloadSecret) throw new Error('PAYLOAD_SECRET is not set: form bot protection has no key')
  return createHmac('sha256', payloadSecret).update('form-challenge').digest('hex')
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex')
}

function sameHex(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
}

export function createChallenge({
  secret,
  maxNumber = DEFAULT_MAX_NUMBER,
  expiresInMs = DEFAULT_CHALLENGE_LIFETIME_MS,
  now = Date.now(),
}: {
  secret: string
  maxNumber?: number
  expiresInMs?: number
  now?: number
}): BotChallenge {
  if (!Number.isSafeInteger(maxNumber) || maxNumber < 1 || maxNumber > MAX_NUMBER_CEILING) {
    throw new RangeError(`maxNumber must be an integer from 1 to ${MAX_NUMBER_CEILING}`)
  }
  if (!(expiresInMs > 0 && expiresInMs <= MAX_CHALLENGE_LIFETIME_MS)) {
    throw new RangeError(`expiresInMs must be above 0 and at most ${MAX_CHALLENGE_LIFETIME_MS}`)
  }
  const expires = Math.floor((now + expiresInMs) / 1000)
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`
  const challenge = sha256Hex(salt + randomInt(0, maxNumber + 1))
  return { algorithm: 'SHA-256', challenge, salt, signature: hmacHex(secret, challenge), maxNumber }
}

type Solution = { algorithm: string; challenge: string; number: number; salt: string; signature: string }

const KEYS = ['algorithm', 'challenge', 'number', 'salt', 'signature'] as const

/** The posted JSON with exactly our five keys of the right types, or null. */
function parsePayload(input: unknown): Solution | null {
  if (typeof input !== 'string' || input.length > MAX_PAYLOAD_LENGTH || input.length % 4 !== 0) return null
  if (!BASE64.test(input)) return null
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(input, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const record = data as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length !== KEYS.length || !KEYS.every((key) => keys.includes(key))) return null
  const { algorithm, challenge, number, salt, signature } = record
  if (typeof algorithm !== 'string' || typeof salt !== 'string') return null
  if (typeof challenge !== 'string' || typeof signature !== 'string') return null
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) return null
  if (number < 0 || number > MAX_NUMBER_CEILING) return null
  return { algorithm, challenge, number, salt, signature }
}

/**
 * Checks a posted solution. Never throws: the input comes straight from the request. On success it
 * returns the canonical signature (the key store.ts records) and when the challenge runs out.
 */
export function verifySolution(payloadBase64: unknown, secret: string, now = Date.now()): VerifyResult {
  const solution = parsePayload(payloadBase64)
  if (!solution) return { ok: false, reason: 'malformed' }
  if (solution.algorithm !== 'SHA-256') return { ok: false, reason: 'algorithm' }
  // Lower-case hex only: "ABC…" would decode to the same bytes yet be a different database key.
  if (!HEX64.test(solution.challenge) || !HEX64.test(solution.signature))
    return { ok: false, reason: 'malformed' }
  const salt = SALT.exec(solution.salt)
  if (!salt?.[1]) return { ok: false, reason: 'malformed' }
  const expiresMs = Number(salt[1]) * 1000
  if (expiresMs <= now || expiresMs > now + MAX_CHALLENGE_LIFETIME_MS) return { ok: false, reason: 'expired' }
  const expected = hmacHex(secret, solution.challenge)
  if (!sameHex(expected, solution.signature)) return { ok: false, reason: 'signature' }
  if (!sameHex(sha256Hex(solution.salt + solution.number), solution.challenge)) {
    return { ok: false, reason: 'solution' }
  }
  return { ok: true, signature: expected, expiresAt: new Date(expiresMs) }
}
