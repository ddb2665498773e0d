import type { APIRequestContext } from '@playwright/test'
import { fiTranslations as fi } from '../../src/cms/i18n/fi'
import { ADMIN, expect, login, test } from './support/cms'

/**
 * Staff logins and the admin session against abuse. Each test signs in from addresses of its own
 * (X-Forwarded-For; the test server trusts one proxy), so its failures count for it alone.
 */
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
const REFUSED = { errors: [{ message: fi.error.emailOrPasswordIncorrect }] }

async function attempt(request: APIRequestContext, from: string, data: { email: string; password: string }) {
  const response = await request.post('/api/users/login', { headers: { 'X-Forwarded-For': from }, data })
  return { status: response.status(), body: (await response.json()) as unknown }
}

test.describe('failed logins', () => {
  test('five wrong passwords from one address lock that address, not the account @smoke', async ({
    request,
    cms,
  }) => {
    const user = { email: `lukitus-${Date.now()}@kajodigital.example`, password: 'oikea-salasana-2026' }
    await cms.create({ collection: 'users', data: { ...user, role: 'editor' } })
    const [attacker, owner] = [address(), address()]
    for (let i = 0; i < 5; i++)
      expect(await attempt(request, attacker, { ...user, password: 'väärä-salasana' })).toEqual({
        status: 401,
        body: REFUSED,
      })
    // The owner, elsewhere, gets in with the right password.
    expect((await attempt(request, owner, user)).status).toBe(200)
    // The attacking address is refused even with the right password, in the same words.
    expect(await attempt(request, attacker, user)).toEqual({ status: 401, body: REFUSED })
  })

  test('a wrong password, an unknown email and a locked address get the same answer', async ({
    request,
    cms,
  }) => {
    const user = { email: `sama-vastaus-${Date.now()}@kajodigital.example`, password: 'oikea-salasana-2026' }
    await cms.create({ collection: 'users', data: { ...user, role: 'editor' } })
    const locked = address()
    for (let i = 0; i < 5; i++)
      await attempt(request, locked, { email: `ei-ketaan-${i}@kajodigital.example`, password: 'x' })
    const answers = [
      await attempt(request, address(), { ...user, password: 'väärä-salasana' }),
      await attempt(request, address(), {
        email: `ei-ketaan-${Date.now()}@kajodigital.example`,
        password: 'x',
      }),
      await attempt(request, locked, user),
    ]
    for (const answer of answers) expect(answer).toEqual({ status: 401, body: REFUSED })
  })
})

test.describe('one account signed in in several places', () => {
  test('simultaneous logins all stay signed in, and a logout meanwhile still signs its own session out', async ({
    request,
    cms,
  }) => {
    const user = { email: `jaettu-${Date.now()}@kajodigital.example`, password: 'oikea-salasana-2026' }
    await cms.create({ collection: 'users', data: { ...user, role: 'editor' } })
    const signIn = async () => {
      const response = await request.post('/api/users/login', {
        headers: { 'X-Forwarded-For': address() },
        data: user,
      })
      expect(response.status()).toBe(200)
      return ((await response.json()) as { token: string }).token
    }
    const who = async (token: string) => {
      const response = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
      return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
    }
    const tokens = await Promise.all([signIn(), signIn(), signIn(), signIn()])
    expect(await Promise.all(tokens.map(who))).toEqual(tokens.map(() => user.email))
    // One place signs out while two more sign in.
    const [leaving, ...staying] = tokens as [string, ...string[]]
    const [logout, ...more] = await Promise.all([
      request.post('/api/users/logout', { headers: { Authorization: `JWT ${leaving}` } }),
      signIn(),
      signIn(),
    ])
    expect(logout.status()).toBe(200)
    expect(await who(leaving)).toBeNull()
    for (const token of [...staying, ...(more as string[])]) expect(await who(token)).toBe(user.email)
  })
})

test.describe('the admin session across sites', () => {
  test("another site's request with the session cookie is served as signed out @smoke", async ({
    request,
    baseURL,
  }) => {
    const signIn = await request.post('/api/users/login', { data: ADMIN })
    expect(signIn.status()).toBe(200)
    const { token } = (await signIn.json()) as { token: string }
    const me = async (headers: Record<string, string>) => {
      const response = await request.get('/api/users/me', {
        headers: { Cookie: `payload-token=${token}`, ...headers },
      })
      expect(response.status()).toBe(200)
      return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
    }
    expect(await me({ Origin: 'http://evil.example' })).toBeNull()
    expect(await me({ 'Sec-Fetch-Site': 'cross-site' })).toBeNull()
    // The site's own origin, and a browser's same-origin request without an Origin header.
    expect(await me({ Origin: new URL(String(baseURL)).origin })).toBe(ADMIN.email)
    expect(await me({ 'Sec-Fetch-Site': 'same-origin' })).toBe(ADMIN.email)
  })

  test('the admin works as before in the browser', async ({ page }) => {
    await login(page)
    await page.goto('/admin/account')
    await expect(page.locator('#field-email')).toHaveValue(ADMIN.email)
    // A write from the admin's own page carries its Origin and keeps the session.
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/users/me', { credentials: 'include' })
      const { user } = (await response.json()) as { user: { id: number } | null }
      if (!user) return 'signed out'
      const update = await fetch(`/api/users/${user.id}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Demo Ylläpitäjä' }),
      })
      return update.status
    })
    expect(saved).toBe(200)
  })
})
