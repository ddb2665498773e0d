import { expect, test } from './support/cms'

test.describe('API input handling @smoke', () => {
  const malformed = [
    '/api/pages?where[title][nonsense_operator]=x',
    '/api/pages?where[no_such_field][equals]=x',
    '/api/pages?depth=-5&limit=-1&page=abc',
    '/api/pages/not-a-number',
    '/api/pages/99999999',
    '/api/pages?where=%7B%22broken',
    '/api/pages?sort=;DROP TABLE pages',
    '/api/no-such-collection',
    '/api/globals/no-such-global',
  ]
  for (const url of malformed) {
    test(`answers 4xx, not 5xx: ${url}`, async ({ request }) => {
      const response = await request.get(url)
      expect(response.status(), await response.text()).toBeLessThan(500)
      expect(response.status()).toBeGreaterThanOrEqual(200)
    })
  }

  test('visitors cannot write or read drafts', async ({ request, cms }) => {
    const created = await request.post('/api/pages', { data: { title: 'x', slug: 'x' } })
    expect(created.status()).toBe(403)
    const draft = await cms.create({
      collection: 'pages',
      locale: 'fi',
      data: { title: 'Salainen luonnos', slug: `luonnos-${Date.now()}`, _status: 'draft' },
    })
    const list = await (await request.get('/api/pages?draft=true&limit=100')).json()
    expect(JSON.stringify(list)).not.toContain('Salainen luonnos')
    expect((await request.get(`/api/pages/${draft.id}?draft=true`)).status()).toBe(404)
  })

  test('malformed JSON body gets a 4xx', async ({ request }) => {
    const response = await request.post('/api/users/login', {
      headers: { 'content-type': 'application/json' },
      data: '{"email": ',
    })
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(response.status()).toBeLessThan(500)
  })

  test('login locks after repeated failures', async ({ request, cms }) => {
    const email = `lukko-${Date.now()}@kajodigital.example`
    await cms.create({ collection: 'users', data: { email, password: 'oikea-salasana-1', role: 'editor' } })
    for (let i = 0; i < 5; i++) {
      const failed = await request.post('/api/users/login', { data: { email, password: 'väärä' } })
      expect(failed.status()).toBe(401)
    }
    const locked = await request.post('/api/users/login', { data: { email, password: 'oikea-salasana-1' } })
    expect(locked.status()).toBeGreaterThanOrEqual(400)
    expect(locked.status()).toBeLessThan(500)
    expect(await locked.text()).toMatch(/locked/i)
  })

  test('editors cannot manage users', async ({ request, cms }) => {
    const email = `toimittaja-${Date.now()}@kajodigital.example`
    await cms.create({
      collection: 'users',
      data: { email, password: 'toimittaja-salasana', role: 'editor' },
    })
    const login = await request.post('/api/users/login', { data: { email, password: 'toimittaja-salasana' } })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    const create = await request.post('/api/users', {
      headers: auth,
      data: { email: 'uusi@x.example', password: 'x1234567', role: 'admin' },
    })
    expect(create.status()).toBe(403)
    const list = (await (await request.get('/api/users', { headers: auth })).json()) as {
      docs: { email: string }[]
    }
    expect(list.docs.map((u) => u.email)).toEqual([email])
    const pages = await request.post('/api/pages', {
      headers: auth,
      data: { title: 'Toimittajan sivu', slug: `toimittaja-${Date.now()}` },
    })
    expect(pages.status()).toBe(201)
  })
})
