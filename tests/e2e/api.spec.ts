import { fiTranslations as fi } from '../../src/cms/i18n/fi'
import { ADMIN, expect, test } from './support/cms'

test.describe('API input handling', () => {
  // Each address with the status it must get, and for our own answers the Finnish message.
  const malformed: { url: string; status: number; message?: string }[] = [
    // Payload's own query validation (its message is English).
    { url: '/api/pages?where[title][nonsense_operator]=x', status: 400 },
    { url: '/api/pages?where[no_such_field][equals]=x', status: 400 },
    {
      url: '/api/pages?depth=-5&limit=-1&page=abc',
      status: 400,
      message: 'Kyselyparametrin "depth" pitää olla kokonaisluku, vähintään 0 ja enintään',
    },
    { url: '/api/pages?limit=abc', status: 400, message: 'Kyselyparametrin "limit" pitää olla kokonaisluku' },
    { url: '/api/pages/not-a-number', status: 404, message: 'Asiakirjaa ei löytynyt.' },
    { url: '/api/pages/99999999', status: 404 },
    {
      url: '/api/pages?where=%7B%22broken',
      status: 400,
      message: 'Kyselyparametri "where" ei ole kelvollinen JSON-olio.',
    },
    { url: '/api/pages?sort=;DROP TABLE pages', status: 400, message: 'Kyselyparametri "sort" ei kelpaa' },
    { url: '/api/no-such-collection', status: 404 },
    { url: '/api/globals/no-such-global', status: 404 },
    // Payload's migrations have no REST routes (it would answer 501).
    { url: '/api/payload-migrations', status: 404, message: 'Tässä osoitteessa ei ole rajapintaa.' },
    { url: '/api/categories/versions', status: 404, message: 'Tässä osoitteessa ei ole rajapintaa.' },
  ]
  for (const { url, status, message } of malformed) {
    test(`answers ${status}: ${url}`, async ({ request }) => {
      const response = await request.get(url)
      const text = await response.text()
      expect(response.status(), text).toBe(status)
      if (message)
        expect(JSON.parse(text)).toEqual({ errors: [{ message: expect.stringContaining(message) }] })
    })
  }

  test('well-formed paging, depth and sort still work', async ({ request }) => {
    const response = await request.get('/api/pages?depth=0&limit=2&page=1&sort=-updatedAt,title')
    expect(response.status()).toBe(200)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(2)
  })

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

  test('a malformed JSON body gets a Finnish 400; a write without a body gets validation', async ({
    request,
  }) => {
    // A Buffer goes out as it is (a string would be sent as a JSON string).
    const response = await request.post('/api/users/login', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"email": '),
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ message: 'Pyynnön sisältö ei ole kelvollista JSONia.' }],
    })
    const scalar = await request.post('/api/pages', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('"otsikko"'),
    })
    expect(scalar.status()).toBe(400)
    expect(await scalar.json()).toEqual({ errors: [{ message: 'Pyynnön sisällön pitää olla JSON-olio.' }] })
    // No body at all: read as an empty object, so the login is refused as incomplete.
    expect((await request.post('/api/users/login')).status()).toBe(400)
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

  test("Payload's own messages reach editors in Finnish whatever the browser asks; English for one who chose it", async ({
    request,
  }) => {
    const login = await request.post('/api/users/login', { data: ADMIN })
    const { token } = (await login.json()) as { token: string }
    type Refusal = { errors: { message: string; data?: { errors: { path: string; message: string }[] } }[] }
    const refuse = async (headers: Record<string, string>) => {
      const response = await request.post('/api/pages', {
        headers: { Authorization: `JWT ${token}`, ...headers },
        data: { slug: `ei-otsikkoa-${Date.now()}` },
      })
      expect(response.status()).toBe(400)
      const [error] = ((await response.json()) as Refusal).errors
      return { message: error?.message, title: error?.data?.errors.find((e) => e.path === 'title')?.message }
    }
    // No language header, and a browser that asks for English: Finnish either way.
    for (const headers of [{}, { 'Accept-Language': 'en-US,en;q=0.9' }] as Record<string, string>[]) {
      expect(await refuse(headers)).toEqual({
        message: `${fi.error.followingFieldsInvalid_one} Otsikko`,
        title: fi.validation.required,
      })
    }
    // The language an editor picks in the account view is Payload's `payload-lng` cookie.
    expect(await refuse({ Cookie: 'payload-lng=en', 'Accept-Language': 'fi' })).toEqual({
      message: 'The following field is invalid: Title',
      title: 'This field is required.',
    })
    // A bad login, unauthenticated, in Finnish too.
    const wrong = await request.post('/api/users/login', {
      headers: { 'Accept-Language': 'en' },
      data: { email: 'ei-ketaan@kajodigital.example', password: 'väärä-salasana' },
    })
    expect(wrong.status()).toBe(401)
    expect(await wrong.json()).toEqual({ errors: [{ message: fi.error.emailOrPasswordIncorrect }] })
  })
})
