import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { botSecret, createChallenge, DEFAULT_MAX_NUMBER, verifySolution } from './challenge'
import { solveChallenge } from './solver'

const secret = botSecret('test-payload-secret')
const NOW = Date.UTC(2026, 0, 15, 12)

type Posted = { algorithm: string; challenge: string; number: number; salt: string; signature: string }

function decode(payload: string): Posted {
  return JSON.parse(atob(payload)) as Posted
}

function encode(value: unknown): string {
  return btoa(JSON.stringify(value))
}

async function solved(maxNumber = 2000): Promise<Posted> {
  return decode(await solveChallenge(createChallenge({ secret, maxNumber, now: NOW })))
}

describe('botSecret', () => {
  it('derives a key of its own from PAYLOAD_SECRET and refuses to work without one', () => {
    expect(botSecret('a')).toMatch(/^[0-9a-f]{64}$/)
    expect(botSecret('a')).not.toBe(botSecret('b'))
    expect(() => botSecret('')).toThrow(/PAYLOAD_SECRET/)
  })
})

describe('createChallenge', () => {
  it('has the protocol shape, an expiry in the salt and a number within range', () => {
    const ch = createChallenge({ secret, now: NOW, expiresInMs: 60_000 })
    expect(ch.algorithm).toBe('SHA-256')
    expect(ch.maxNumber).toBe(DEFAULT_MAX_NUMBER)
    expect(ch.challenge).toMatch(/^[0-9a-f]{64}$/)
    expect(ch.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(ch.salt).toBe(`${ch.salt.slice(0, 24)}?expires=${(NOW + 60_000) / 1000}`)
  })

  it('refuses settings that would make a useless or endless challenge', () => {
    expect(() => createChallenge({ secret, maxNumber: 0 })).toThrow(RangeError)
    expect(() => createChallenge({ secret, maxNumber: 1.5 })).toThrow(RangeError)
    expect(() => createChallenge({ secret, expiresInMs: 2 * 24 * 60 * 60_000 })).toThrow(RangeError)
  })
})

describe('solveChallenge → verifySolution', () => {
  it('solves in the test environment (crypto.subtle) and the server accepts it', async () => {
    const ch = createChallenge({ secret, now: NOW })
    const payload = await solveChallenge(ch)
    const result = verifySolution(payload, secret, NOW + 1000)
    expect(result).toEqual({ ok: true, signature: ch.signature, expiresAt: new Date(NOW + 60 * 60_000) })
  })

  it('finds the number at either end of the range', async () => {
    for (let k = 0; k < 5; k++) {
      const posted = await solved(3)
      expect(verifySolution(encode(posted), secret, NOW).ok).toBe(true)
    }
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const solving = solveChallenge(createChallenge({ secret, maxNumber: 5_000_000, now: NOW }), {
      signal: controller.signal,
    })
    controller.abort()
    await expect(solving).rejects.toThrow()
  })
})

describe('verifySolution refuses', () => {
  it('a wrong number', async () => {
    const posted = await solved()
    expect(verifySolution(encode({ ...posted, number: posted.number + 1 }), secret, NOW)).toEqual({
      ok: false,
      reason: 'solution',
    })
  })

  it('a tampered or foreign signature, and an upper-case copy of the right one', async () => {
    const posted = await solved()
    const flipped = (posted.signature[0] === 'a' ? 'b' : 'a') + posted.signature.slice(1)
    expect(verifySolution(encode({ ...posted, signature: flipped }), secret, NOW)).toMatchObject({
      reason: 'signature',
    })
    expect(verifySolution(encode(posted), botSecret('another-site'), NOW)).toMatchObject({
      reason: 'signature',
    })
    const upper = encode({ ...posted, signature: posted.signature.toUpperCase() })
    expect(verifySolution(upper, secret, NOW).ok).toBe(false)
  })

  it('a challenge of our own making for a number the client picked', async () => {
    // Without the server's HMAC a client cannot make a challenge whose answer it already knows.
    const salt = `${'0'.repeat(24)}?expires=${NOW / 1000 + 60}`
    const challenge = createHash('sha256').update(`${salt}1`).digest('hex')
    const forged = { algorithm: 'SHA-256', challenge, number: 1, salt, signature: '0'.repeat(64) }
    expect(verifySolution(encode(forged), secret, NOW)).toMatchObject({ reason: 'signature' })
  })

  it('an expired challenge', async () => {
    const posted = await solved()
    expect(verifySolution(encode(posted), secret, NOW + 60 * 60_000)).toMatchObject({ reason: 'expired' })
  })

  it('digits moved between the number and the expiry (the hash stays the same)', () => {
    // A challenge as the server would sign it, with a known many-digit answer.
    const salt = `${'ab'.repeat(12)}?expires=${NOW / 1000 + 601}`
    const challenge = createHash('sha256').update(`${salt}12345`).digest('hex')
    const signature = createHmac('sha256', secret).update(challenge).digest('hex')
    const posted = { algorithm: 'SHA-256', challenge, number: 12345, salt, signature }
    expect(verifySolution(encode(posted), secret, NOW).ok).toBe(true)
    // "…expires=17684790011" would push the expiry centuries ahead.
    const later = { ...posted, salt: `${salt}1`, number: 2345 }
    const earlier = { ...posted, salt: salt.slice(0, -1), number: Number(`${salt.slice(-1)}12345`) }
    for (const moved of [later, earlier]) {
      expect(createHash('sha256').update(`${moved.salt}${moved.number}`).digest('hex')).toBe(challenge)
      expect(verifySolution(encode(moved), secret, NOW)).toEqual({ ok: false, reason: 'malformed' })
    }
  })

  it('a salt whose expiry lies beyond the longest lifetime', async () => {
    const posted = await solved()
    expect(verifySolution(encode(posted), secret, NOW - 2 * 24 * 60 * 60_000)).toMatchObject({
      reason: 'expired',
    })
  })

  it('another algorithm', async () => {
    const posted = await solved()
    expect(verifySolution(encode({ ...posted, algorithm: 'SHA-1' }), secret, NOW)).toMatchObject({
      reason: 'algorithm',
    })
  })

  it('garbage of every kind without throwing', async () => {
    const posted = await solved()
    const garbage: unknown[] = [
      undefined,
      null,
      42,
      {},
      [],
      '',
      'not base64!',
      '====',
      'a'.repeat(10_000_000),
      btoa('not json'),
      btoa('null'),
      btoa('[1,2,3]'),
      btoa('"string"'),
      encode({ ...posted, extra: 1 }),
      encode({ ...posted, number: '12' }),
      encode({ ...posted, number: -1 }),
      encode({ ...posted, number: 1e300 }),
      encode({ ...posted, number: 0.5 }),
      encode({ ...posted, salt: 5 }),
      encode({ ...posted, challenge: 'zz' }),
      encode({ ...posted, signature: null }),
      encode({ ...posted, salt: `${posted.salt}&x=1` }),
      encode({ algorithm: posted.algorithm, challenge: posted.challenge, salt: posted.salt }),
      btoa(`{"__proto__":{"x":1},${JSON.stringify(posted).slice(1)}`),
      btoa(String.fromCharCode(0xff, 0xfe, 0x00)),
    ]
    for (const input of garbage) {
      const result = verifySolution(input, secret, NOW)
      expect(result.ok, String(input).slice(0, 40)).toBe(false)
    }
  })
})
