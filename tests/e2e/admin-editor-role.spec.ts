import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { type Cms, expect, test } from './support/cms'

/**
 * What an editor (role `editor`) may do, collection by collection and global by global, through
 * the same REST API the admin uses. Payload's own `/api/access` answer lists every collection
 * and global the config has, so one added later without a row here fails the first test.
 */

type Ops = { create?: boolean; read: boolean; update: boolean; delete?: boolean }
const ALL: Ops = { create: true, read: true, update: true, delete: true }

/** Content editors build the site with. */
const CONTENT = ['pages', 'posts', 'portfolio', 'galleries', 'categories', 'media'] as const

const EXPECTED_COLLECTIONS: Record<string, Ops> = {
  ...Object.fromEntries(CONTENT.map((slug) => [slug, ALL])),
  // Only their own account (a query limits reads and updates to it); no new or removed users.
  users: { create: false, read: true, update: true, delete: false },
  // Forms are built by editors; their submissions are read and deleted (personal data), never
  // written through the API. (The bot-protection records, `form-challenges`, are nobody's to
  // touch: Payload leaves a collection with no access at all out of this answer.)
  'contact-forms': ALL,
  'form-submissions': { create: false, read: true, update: false, delete: true },
  products: ALL,
  // Old addresses that answer 301: editors keep them (the WordPress import's records and runs,
  // `wordpress-items` and `wordpress-imports`, are nobody's to touch over the API).
  redirects: ALL,
  // Visitors' reviews and comments arrive through the site's own endpoints; editors moderate them.
  reviews: { create: false, read: true, update: true, delete: true },
  comments: { create: false, read: true, update: true, delete: true },
  // Payload's own bookkeeping: editors' preferences and document locks, nothing more.
  'payload-preferences': ALL,
  'payload-locked-documents': ALL,
  // Its REST routes are switched off for everyone (checked below), whatever Payload lists here.
  'payload-migrations': ALL,
}
const EXPECTED_GLOBALS: Record<string, Ops> = {
  header: { read: true, update: true },
  footer: { read: true, update: true },
  'site-settings': { read: true, update: true },
}
/** Site-settings fields that put third-party scripts on every page: admins only. */
const ADMIN_ONLY_SETTINGS = ['analyticsSnippetUrl', 'countryLookupUrl'] as const

/** Payload's sanitized answer: `true`, `{ permission: true, where }` (limited by a query), or left out. */
type Permission = true | { permission: boolean }
type EntityAccess = {
  create?: Permission
  read?: Permission
  update?: Permission
  delete?: Permission
  fields?: true | Record<string, unknown>
}
type AccessAnswer = { collections: Record<string, EntityAccess>; globals: Record<string, EntityAccess> }

async function editorToken(request: APIRequestContext, cms: Cms, tag: string): Promise<string> {
  const email = `toimittaja-${tag}-${Date.now()}@kajodigital.example`
  const password = 'toimittajan-salasana-1'
  await cms.create({ collection: 'users', data: { email, password, role: 'editor' } })
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

const ops = (entity: EntityAccess | undefined, keys: readonly (keyof Ops)[]): Ops => {
  const out: Partial<Record<keyof Ops, boolean>> = {}
  for (const key of keys) {
    const value = entity?.[key]
    out[key] = value === true || (typeof value === 'object' && value.permission === true)
  }
  return out as Ops
}

/** Where a settings group nests the cookie fields: find a field's access anywhere below. */
function fieldAccess(fields: unknown, name: string): EntityAccess | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined
  for (const [key, value] of Object.entries(fields)) {
    if (key === name) return value as EntityAccess
    const nested = fieldAccess((value as { fields?: unknown }).fields, name)
    if (nested) return nested
  }
  return undefined
}

test.describe('the editor role', () => {
  test('sees exactly the collections and globals it may change', async ({ request, cms }) => {
    const token = await editorToken(request, cms, 'oikeudet')
    const answer = await request.get('/api/access', { headers: { Authorization: `JWT ${token}` } })
    expect(answer.status()).toBe(200)
    const access = (await answer.json()) as AccessAnswer
    expect(Object.keys(access.collections).sort()).toEqual(Object.keys(EXPECTED_COLLECTIONS).sort())
    for (const [slug, expected] of Object.entries(EXPECTED_COLLECTIONS)) {
      expect(ops(access.collections[slug], ['create', 'read', 'update', 'delete']), slug).toEqual(expected)
    }
    expect(Object.keys(access.globals).sort()).toEqual(Object.keys(EXPECTED_GLOBALS).sort())
    for (const [slug, expected] of Object.entries(EXPECTED_GLOBALS)) {
      expect(ops(access.globals[slug], ['read', 'update']), slug).toEqual(expected)
    }
    // Payload leaves out the fields a user may not touch (the settings' other fields are there).
    const settingsFields = access.globals['site-settings']?.fields
    expect(fieldAccess(settingsFields, 'siteName')).toBeDefined()
    expect(fieldAccess(settingsFields, 'cookieConsent')).toBeDefined()
    for (const name of ADMIN_ONLY_SETTINGS) expect(fieldAccess(settingsFields, name), name).toBeUndefined()
    // An admin may touch every field of them (Payload says so with `fields: true`).
    const adminAccess = await cms.get<AccessAnswer>('/api/access')
    expect(adminAccess.globals['site-settings']?.fields).toBe(true)
    const migrations = await request.get('/api/payload-migrations', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(migrations.status()).toBe(404)
  })

  for (const slug of CONTENT) {
    test(`creates, edits and deletes in ${slug}`, async ({ request, cms }) => {
      const token = await editorToken(request, cms, slug)
      const auth = { Authorization: `JWT ${token}` }
      const tag = `${slug}-${Date.now()}`
      let created: Awaited<ReturnType<APIRequestContext['post']>>
      if (slug === 'media') {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b6e69' } })
          .png()
          .toBuffer()
        created = await request.post('/api/media', {
          headers: auth,
          multipart: {
            file: { name: `${tag}.png`, mimeType: 'image/png', buffer: png },
            _payload: JSON.stringify({ alt: `Testikuva ${tag}` }),
          },
        })
      } else {
        const cover = slug === 'portfolio' ? await cms.first('media', 'sort=id') : undefined
        created = await request.post(`/api/${slug}`, {
          headers: auth,
          data: { title: `Toimittajan ${tag}`, ...(cover ? { coverImage: cover.id } : {}) },
        })
      }
      expect(created.status(), await created.text()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      const field = slug === 'media' ? 'alt' : 'title'
      const updated = await request.patch(`/api/${slug}/${doc.id}`, {
        headers: auth,
        data: { [field]: `Muokattu ${tag}` },
      })
      expect(updated.status(), await updated.text()).toBe(200)
      expect(((await updated.json()) as { doc: Record<string, unknown> }).doc[field]).toBe(`Muokattu ${tag}`)
      const removed = await request.delete(`/api/${slug}/${doc.id}`, { headers: auth })
      expect(removed.status()).toBe(200)
      expect((await request.get(`/api/${slug}/${doc.id}`, { headers: auth })).status()).toBe(404)
    })
  }

  test('manages only their own account', async ({ request, cms }) => {
    const token = await editorToken(request, cms, 'tili')
    const auth = { Authorization: `JWT ${token}` }
    const me = (await (await request.get('/api/users/me', { headers: auth })).json()) as {
      user: { id: number; email: string }
    }
    const list = (await (await request.get('/api/users', { headers: auth })).json()) as {
      docs: { id: number }[]
    }
    expect(list.docs.map((u) => u.id)).toEqual([me.user.id])
    const renamed = await request.patch(`/api/users/${me.user.id}`, {
      headers: auth,
      data: { name: 'Toimittaja' },
    })
    expect(renamed.status()).toBe(200)
    // Their own role stays: promoting oneself is silently refused by field access.
    await request.patch(`/api/users/${me.user.id}`, { headers: auth, data: { role: 'admin' } })
    const admin = await cms.first('users', 'where[role][equals]=admin&sort=id')
    expect(admin).toBeDefined()
    const other = await request.patch(`/api/users/${admin?.id}`, { headers: auth, data: { name: 'x' } })
    expect(other.status()).toBe(403)
    expect(
      (
        await request.post('/api/users', {
          headers: auth,
          data: { email: 'x@x.example', password: 'x1234567' },
        })
      ).status(),
    ).toBe(403)
    expect((await request.delete(`/api/users/${admin?.id}`, { headers: auth })).status()).toBe(403)
    const self = (await (await request.get('/api/users/me', { headers: auth })).json()) as {
      user: { role: string }
    }
    expect(self.user.role).toBe('editor')
  })

  test('edits menus and site settings, but never the third-party addresses @serial', async ({
    request,
    cms,
  }) => {
    const token = await editorToken(request, cms, 'asetukset')
    const auth = { Authorization: `JWT ${token}` }
    const before = (await cms.findGlobal('site-settings')) as {
      siteName?: string | null
      cookieConsent?: Record<string, unknown> | null
    }
    expect(Object.keys(before.cookieConsent ?? {})).toEqual(expect.arrayContaining([...ADMIN_ONLY_SETTINGS]))

    const seen = (await (
      await request.get('/api/globals/site-settings?depth=0', { headers: auth })
    ).json()) as {
      cookieConsent?: Record<string, unknown>
    }
    for (const name of ADMIN_ONLY_SETTINGS) expect(seen.cookieConsent ?? {}).not.toHaveProperty(name)

    const attempt = await request.post('/api/globals/site-settings', {
      headers: auth,
      data: {
        siteName: before.siteName,
        cookieConsent: { analyticsSnippetUrl: 'https://analytics.example.test/paha.js' },
      },
    })
    expect(attempt.status()).toBe(200)
    const after = (await cms.findGlobal('site-settings')) as {
      cookieConsent?: Record<string, unknown> | null
    }
    for (const name of ADMIN_ONLY_SETTINGS) {
      expect(after.cookieConsent?.[name] ?? null, name).toEqual(before.cookieConsent?.[name] ?? null)
    }

    const header = await request.get('/api/globals/header?depth=0', { headers: auth })
    expect(header.status()).toBe(200)
    const saved = await request.post('/api/globals/header', { headers: auth, data: await header.json() })
    expect(saved.status(), await saved.text()).toBe(200)
  })

  test('does not see the user list or the third-party addresses in the admin', async ({ page, cms }) => {
    const email = `toimittaja-ui-${Date.now()}@kajodigital.example`
    const password = 'toimittajan-salasana-1'
    await cms.create({ collection: 'users', data: { email, password, role: 'editor' } })
    await page.goto('/admin/login')
    await page.getByLabel('Sähköposti').fill(email)
    await page.getByLabel('Salasana').fill(password)
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    const nav = page.locator('nav').first()
    await expect(nav.getByRole('link', { name: 'Sivut' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Käyttäjät' })).toHaveCount(0)
    await page.goto('/admin/collections/users')
    await expect(page.locator('table')).toHaveCount(0)
    // Their own account still opens.
    await page.goto('/admin/account')
    await expect(page.locator('#field-email')).toHaveValue(email)
    await page.goto('/admin/globals/site-settings')
    await expect(page.locator('#field-siteName')).toBeVisible()
    for (const name of ADMIN_ONLY_SETTINGS) {
      await expect(page.locator(`[id$="${name}"]`)).toHaveCount(0)
    }
  })
})
