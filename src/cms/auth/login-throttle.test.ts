// @vitest-environment node
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_FAILURES_SLUG } from '@/cms/collections/LoginFailures'
import { fiTranslations } from '@/cms/i18n/fi'
import { usersPayload } from '../../../tests/unit/users-payload'
import { accountDelayMs, addressLocked, LOGIN_LIMITS, loginKeys, passwordHashWork } from './login-throttle'

/**
 * The login throttle against a real SQLite database through Payload's own login operation (what the
 * REST route and the admin's form run).
 */
let payload: Payload
let close = async () => {}
const OWNER = { email: 'omistaja@kajodigital.example', password: 'oikea-salasana-2026' }

beforeAll(async () => {
  ;({ payload, close } = await usersPayload('login-throttle'))
  await payload.create({ collection: 'users', data: { ...OWNER, role: 'admin' }, overrideAccess: true })
}, 60_000)

afterAll(() => close())

type Outcome = { ok: true } | { ok: false; status: unknown; message: string; ms: number }

async function login(address: string, data: { email: string; password: string }): Promise<Outcome> {
  const started = performance.now()
  try {
    await payload.login({
      collection: 'users',
      data,
      req: { headers: new Headers({ 'x-forwarded-for': address }) },
    })
    return { ok: true }
  } catch (error) {
    const { status, message } = error as { status?: unknown; message: string }
    return { ok: false, status, message, ms: performance.now() - started }
  }
}

const REFUSED = { ok: false, status: 401, message: fiTranslations.error.emailOrPasswordIncorrect }

describe('login throttle', () => {
  it('five wrong passwords from one address do not stop the right password from another', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      expect(await login('198.51.100.1', { ...OWNER, password: 'väärä-salasana' })).toMatchObject(REFUSED)
    expect(await login('198.51.100.2', OWNER)).toEqual({ ok: true })
  }, 60_000)

  it('refuses the failing address even with the right password, in the same words', async () => {
    expect(await login('198.51.100.1', OWNER)).toMatchObject(REFUSED)
    // Another address is still let in.
    expect(await login('198.51.100.3', OWNER)).toEqual({ ok: true })
  }, 60_000)

  it('answers a wrong password, an unknown email and a locked address alike, after the same hash work', async () => {
    const hashStart = performance.now()
    await passwordHashWork('mittaus')
    const hashMs = performance.now() - hashStart
    const wrong = await login('198.51.100.4', { ...OWNER, password: 'väärä-salasana' })
    const unknown = await login('198.51.100.4', { email: 'ei-ketaan@kajodigital.example', password: 'x' })
    const locked = await login('198.51.100.1', { ...OWNER, password: 'väärä-salasana' })
    for (const outcome of [wrong, unknown, locked]) {
      expect(outcome).toMatchObject(REFUSED)
      // Payload answers an unknown email without hashing anything (milliseconds); here each costs
      // at least about one password hash (a generous margin for a busy machine).
      if (!outcome.ok) expect(outcome.ms).toBeGreaterThan(hashMs * 0.4)
    }
  }, 60_000)

  it('counts nothing for a successful login and prunes failures past the window', async () => {
    const keys = loginKeys(new Headers({ 'x-forwarded-for': '198.51.100.5' }), OWNER.email, payload.secret)
    const rows = () =>
      payload.count({
        collection: LOGIN_FAILURES_SLUG,
        overrideAccess: true,
        where: { addressKey: { equals: keys.addressKey } },
      })
    expect(await login('198.51.100.5', OWNER)).toEqual({ ok: true })
    expect((await rows()).totalDocs).toBe(0)

    const old = await payload.create({
      collection: LOGIN_FAILURES_SLUG,
      overrideAccess: true,
      data: { ...keys, createdAt: new Date(Date.now() - LOGIN_LIMITS.windowMs - 60_000).toISOString() },
    })
    expect(await login('198.51.100.5', { ...OWNER, password: 'väärä-salasana' })).toMatchObject(REFUSED)
    const left = await payload.find({
      collection: LOGIN_FAILURES_SLUG,
      overrideAccess: true,
      where: { addressKey: { equals: keys.addressKey } },
    })
    expect(left.docs.map((doc) => doc.id)).not.toContain(old.id)
    expect(left.totalDocs).toBe(1)
  }, 60_000)

  it("an admin's Unlock forgets the account's failures; a visitor's is refused and forgets nothing", async () => {
    const victim = { email: 'hidastettu@kajodigital.example', password: 'toinen-salasana-2026' }
    await payload.create({ collection: 'users', data: { ...victim, role: 'editor' }, overrideAccess: true })
    const { accountKey } = loginKeys(new Headers(), victim.email, payload.secret)
    const onAccount = async () =>
      (
        await payload.count({
          collection: LOGIN_FAILURES_SLUG,
          overrideAccess: true,
          where: { accountKey: { equals: accountKey } },
        })
      ).totalDocs
    // Failures from several addresses: the account is slowed, no address is refused.
    for (let i = 0; i < LOGIN_LIMITS.accountFreeFailures; i++)
      expect(await login(`203.0.113.${i + 1}`, { ...victim, password: 'väärä' })).toMatchObject(REFUSED)
    expect(accountDelayMs(await onAccount())).toBeGreaterThan(0)

    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: victim.email, password: '' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await onAccount()).toBe(LOGIN_LIMITS.accountFreeFailures)

    const [admin] = (await payload.find({ collection: 'users', where: { email: { equals: OWNER.email } } }))
      .docs
    if (!admin) throw new Error('no admin')
    // Payload's type asks for a password; the unlock operation reads only the email.
    await payload.unlock({
      collection: 'users',
      data: { email: victim.email.toUpperCase(), password: '' },
      overrideAccess: false,
      req: { user: { ...admin, collection: 'users' } },
    })
    expect(await onAccount()).toBe(0)
  }, 60_000)

  it('keeps no address or email in the table, only keyed hashes', async () => {
    const { docs } = await payload.find({ collection: LOGIN_FAILURES_SLUG, overrideAccess: true, limit: 100 })
    expect(docs.length).toBeGreaterThan(0)
    expect(JSON.stringify(docs)).not.toMatch(/198\.51\.100|kajodigital/)
  })
})

describe('login limits', () => {
  it('locks an address at its fifth failure in the window', () => {
    expect(addressLocked(4)).toBe(false)
    expect(addressLocked(5)).toBe(true)
  })

  it('slows an account from its fifth failure, doubling to a ceiling', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(accountDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000])
  })
})
