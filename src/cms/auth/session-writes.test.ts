// @vitest-environment node
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usersPayload } from '../../../tests/unit/users-payload'
import { mergeSessions } from './session-writes'

const now = new Date('2026-11-28T12:00:00Z')
const later = '2026-11-28T20:00:00Z'
const earlier = '2026-11-28T11:00:00Z'
const session = (id: string, expiresAt = later) => ({ id, expiresAt })
const ids = (list: { id: string }[]) => list.map((s) => s.id)

describe('mergeSessions', () => {
  it('keeps a session another login added after this one read the account', () => {
    // Both read [a]; the other login wrote [a, b] first; this one means [a, c].
    const merged = mergeSessions(
      [session('a'), session('c')],
      new Set(['a']),
      [session('a'), session('b')],
      now,
    )
    expect(ids(merged).sort()).toEqual(['a', 'b', 'c'])
  })

  it('does not put back a session a logout removed meanwhile', () => {
    // This login read [a, b] and means [a, b, c]; a logout of b has been written since.
    const merged = mergeSessions(
      [session('a'), session('b'), session('c')],
      new Set(['a', 'b']),
      [session('a')],
      now,
    )
    expect(ids(merged)).toEqual(['a', 'c'])
  })

  it("lets a logout remove its own session and keeps others' new ones", () => {
    // The logout read [a, b] and means [a]; a login added d since.
    const merged = mergeSessions(
      [session('a')],
      new Set(['a', 'b']),
      [session('a'), session('b'), session('d')],
      now,
    )
    expect(ids(merged)).toEqual(['a', 'd'])
  })

  it("takes a refresh's new expiry and drops sessions that expired", () => {
    const refreshed = { id: 'a', expiresAt: '2026-11-29T04:00:00Z' }
    const merged = mergeSessions(
      [refreshed],
      new Set(['a', 'x']),
      [session('a'), session('x', earlier), session('y', earlier)],
      now,
    )
    expect(merged).toEqual([refreshed])
  })

  it('writes what the request meant when it read no list (as Payload does)', () => {
    expect(mergeSessions([session('a')], undefined, [session('a'), session('b')], now)).toEqual([
      session('a'),
    ])
  })
})

/** Logins at once for one account, through Payload's own login operation on a real SQLite database. */
describe('concurrent logins', () => {
  let payload: Payload
  let close = async () => {}
  const OWNER = { email: 'jaettu@kajodigital.example', password: 'oikea-salasana-2026' }

  beforeAll(async () => {
    ;({ payload, close } = await usersPayload('session-writes'))
    await payload.create({ collection: 'users', data: { ...OWNER, role: 'editor' }, overrideAccess: true })
  }, 60_000)

  afterAll(() => close())

  const sid = (token: string): unknown =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid?: unknown }).sid

  it('every one of four simultaneous logins keeps its session', async () => {
    // Each from an address of its own: the throttle counts a login as failed until it succeeds.
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        payload.login({
          collection: 'users',
          data: OWNER,
          req: { headers: new Headers({ 'x-forwarded-for': `10.0.0.${n}` }) },
        }),
      ),
    )
    const user = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({
      collection: 'users',
      where: { email: { equals: OWNER.email } },
    })
    const stored = new Set((user?.sessions ?? []).map((s) => s.id))
    const sids = results.map((r) => sid(r.token ?? ''))
    expect(new Set(sids).size).toBe(4)
    expect(sids.filter((id) => typeof id === 'string' && stored.has(id))).toHaveLength(4)
  }, 60_000)
})
