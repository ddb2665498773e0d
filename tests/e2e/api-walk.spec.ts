import type { APIRequestContext } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { ADMIN, expect, test } from './support/cms'

/**
 * Walks every REST route of every collection and global with every method, as a visitor, an
 * editor and an admin, and fails listing each answer of 500 or more. The collection and global
 * slugs come from the server (`/api/access` as the admin lists all of them, Payload's own
 * included), so a new collection is walked without touching this file. The routes under a slug
 * are Payload's built-in REST endpoints (payload/dist/{collections,auth,globals}/endpoints).
 *
 * Writes are harmless by construction: bodies are empty or malformed, ids do not exist, bulk
 * updates and deletes match no document, and anything a POST does create is deleted again.
 * It changes globals (an empty update), so it runs in the serial project.
 */

const MISSING = 999999999
const NOTHING = `where[id][equals]=${MISSING}`
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
type Method = (typeof METHODS)[number]

const COLLECTION_ROUTES = [
  '',
  `/${MISSING}`,
  '/not-a-number',
  '/count',
  '/access',
  `/access/${MISSING}`,
  '/versions',
  `/versions/${MISSING}`,
  `/${MISSING}/duplicate`,
]
/** Routes only auth collections have; logout is walked last, as it ends the walker's session. */
const AUTH_ROUTES = [
  '/me',
  '/login',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/init',
  '/first-register',
  '/unlock',
  '/verify/not-a-token',
  `/${MISSING}/api-key/reveal`,
]
const GLOBAL_ROUTES = ['', '/access', '/versions', `/versions/${MISSING}`]
const ROOT_ROUTES = ['/api/access', '/api/graphql', '/api/graphql-playground', '/api']

/** What goes with a write: nothing, an empty object, JSON that does not parse, JSON that is no object. */
const BODIES = {
  none: undefined,
  empty: '{}',
  // A Buffer goes out as it is (Playwright would encode a string as a JSON string).
  malformed: Buffer.from('{"x": '),
  scalar: Buffer.from('"x"'),
} as const
type Body = keyof typeof BODIES

type Call = { method: Method; url: string; body: Body }
type Answer = Call & { status: number; text: string }

const ALL_BODIES: Body[] = ['none', 'empty', 'malformed', 'scalar']
/**
 * Bodies that reach Payload. Malformed and non-object JSON are turned away before any sign-in
 * matters (src/lib/api-guard.ts), so only the visitor's walk sends them.
 */
const SIGNED_IN_BODIES: Body[] = ['none', 'empty']

/** The calls for one address: reads once, writes with each kind of body (Payload has no PUT route). */
function callsFor(url: string, bodies: Body[] = ALL_BODIES): Call[] {
  return METHODS.flatMap((method): Call[] =>
    method === 'GET' || method === 'DELETE' || method === 'PUT'
      ? [{ method, url, body: 'none' as const }]
      : bodies.map((body) => ({ method, url, body })),
  )
}

/** Bulk updates and deletes on a collection address must match nothing. */
const safe = (call: Call): Call =>
  /^\/api\/[^/]+$/.test(call.url) && (call.method === 'PATCH' || call.method === 'DELETE')
    ? { ...call, url: `${call.url}?${NOTHING}` }
    : call

async function send(request: APIRequestContext, token: string | null, call: Call): Promise<Answer> {
  const data = BODIES[call.body]
  const response = await request.fetch(call.url, {
    method: call.method,
    headers: {
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...(data === undefined ? {} : { 'content-type': 'application/json' }),
    },
    data,
    maxRedirects: 0,
  })
  return { ...call, status: response.status(), text: await response.text() }
}

const describe = (a: Answer) => `${a.method} ${a.url} (${a.body} body) → ${a.status}: ${a.text.slice(0, 300)}`

/**
 * Runs the calls a few at a time. Calls to one address stay in order (a POST may create what the
 * DELETE after it removes); different addresses go side by side.
 */
async function inGroups(calls: Call[], run: (call: Call) => Promise<void>, width = 4): Promise<void> {
  const byUrl = new Map<string, Call[]>()
  for (const call of calls) byUrl.set(call.url, [...(byUrl.get(call.url) ?? []), call])
  const queue = [...byUrl.values()]
  const lane = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) for (const call of group) await run(call)
  }
  await Promise.all(Array.from({ length: width }, lane))
}

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email, password } })
  expect(response.status(), `login ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

test.describe('REST routes', { tag: '@serial' }, () => {
  test('no route answers 5xx to any method, signed in or not @smoke', async ({
    playwright,
    cms,
    baseURL,
  }) => {
    test.setTimeout(scaled(5 * 60_000))
    // A context per role: a login leaves its cookie in the context it was made in.
    const fresh = () => playwright.request.newContext({ baseURL })
    const request = await fresh()
    const admin = await login(request, ADMIN.email, ADMIN.password)
    const access = (await (
      await request.get('/api/access', { headers: { Authorization: `JWT ${admin}` } })
    ).json()) as { collections: Record<string, unknown>; globals: Record<string, unknown> }
    const collections = Object.keys(access.collections)
    const globals = Object.keys(access.globals)
    // The discovery works: Payload's internal collections are there beside ours.
    expect(collections).toEqual(expect.arrayContaining(['pages', 'users', 'payload-migrations']))
    expect(globals).toEqual(expect.arrayContaining(['header', 'site-settings']))

    // Auth collections answer /me (with user null for a visitor); the others have no such route.
    const visitor = await fresh()
    const auth: string[] = []
    for (const slug of collections) if ((await visitor.get(`/api/${slug}/me`)).ok()) auth.push(slug)
    expect(auth).toContain('users')

    // One existing document per collection, read but never written with a body that parses.
    const existing: Call[] = []
    for (const slug of collections) {
      const list = await request.get(`/api/${slug}?limit=1&depth=0`, {
        headers: { Authorization: `JWT ${admin}` },
      })
      const id = list.ok() ? ((await list.json()) as { docs?: { id: number }[] }).docs?.[0]?.id : undefined
      if (id === undefined) continue
      existing.push(
        { method: 'GET', url: `/api/${slug}/${id}`, body: 'none' },
        { method: 'PATCH', url: `/api/${slug}/${id}`, body: 'malformed' },
        { method: 'GET', url: `/api/${slug}/access/${id}`, body: 'none' },
      )
    }

    // Seeded documents exist, so item routes are walked on real ids too.
    for (const slug of ['pages', 'media', 'users'])
      expect(existing.some((call) => call.url.startsWith(`/api/${slug}/`))).toBe(true)

    const calls: Call[] = [
      ...ROOT_ROUTES.flatMap((url) => callsFor(url)),
      ...collections.flatMap((slug) =>
        COLLECTION_ROUTES.flatMap((route) => callsFor(`/api/${slug}${route}`)),
      ),
      ...auth.flatMap((slug) => AUTH_ROUTES.flatMap((route) => callsFor(`/api/${slug}${route}`))),
      ...globals.flatMap((slug) =>
        GLOBAL_ROUTES.flatMap((route) => callsFor(`/api/globals/${slug}${route}`)),
      ),
      ...existing,
    ].map(safe)
    const logout = auth.flatMap((slug) => callsFor(`/api/${slug}/logout`))

    const editor = {
      email: `kavelija-${Date.now()}@kajodigital.example`,
      password: 'kavelija-salasana-1',
    }
    const editorDoc = await cms.create({ collection: 'users', data: { ...editor, role: 'editor' } })
    const failures: string[] = []
    const leftBehind: string[] = []
    let walked = 0
    const walk = async (role: string, context: APIRequestContext, token: string | null, list: Call[]) => {
      const created: string[] = []
      await inGroups(list, async (call) => {
        const answer = await send(context, token, call)
        walked++
        if (answer.status >= 500) failures.push(`${role} ${describe(answer)}`)
        // An empty create that succeeds: walk the new document's own address too.
        if (call.method === 'POST' && answer.status === 201 && /^\/api\/[^/?]+$/.test(call.url)) {
          const id = (JSON.parse(answer.text) as { doc?: { id?: number } }).doc?.id
          if (id !== undefined) created.push(`${call.url}/${id}`)
        }
      })
      // GET, empty and malformed updates, then DELETE, which must remove it.
      await inGroups(
        created.flatMap((url) => callsFor(url, SIGNED_IN_BODIES)),
        async (call) => {
          const answer = await send(context, token, call)
          walked++
          if (answer.status >= 500) failures.push(`${role} ${describe(answer)}`)
          if (call.method === 'DELETE' && answer.status !== 200)
            leftBehind.push(`${role} ${describe(answer)}`)
        },
      )
    }
    try {
      await walk('visitor', visitor, null, [...calls, ...logout])
      for (const { role, email, password } of [
        { role: 'editor', ...editor },
        { role: 'admin', ...ADMIN },
      ]) {
        // Logging out ends the session, so it comes last, after the role's own documents are gone.
        const context = await fresh()
        const token = await login(context, email, password)
        const reachPayload = (call: Call) => SIGNED_IN_BODIES.includes(call.body)
        await walk(role, context, token, calls.filter(reachPayload))
        await walk(role, context, token, logout.filter(reachPayload))
        await context.dispose()
      }
    } finally {
      await visitor.dispose()
      const admin = await login(request, ADMIN.email, ADMIN.password)
      await request.delete(`/api/users/${editorDoc.id}`, { headers: { Authorization: `JWT ${admin}` } })
      await request.dispose()
    }
    expect(walked).toBeGreaterThanOrEqual(calls.length + logout.length)
    expect(failures, `${failures.length} of ${walked} calls answered 5xx`).toEqual([])
    expect(leftBehind, 'documents the walk created and could not delete').toEqual([])
  })
})

/**
 * The hostile-query corpus: what a real attack on a production build sent, generalised to every collection and
 * global the server has (found as in the walk above), each asked as a visitor and as the admin.
 * No answer may be a 5xx, and every 4xx says what was wrong in Finnish.
 */
const HOSTILE_PARAMS = [
  'limit=99999999999999999999',
  'page=99999999999999999999',
  'depth=99999999999999999999',
  'page=9007199254740991&limit=9007199254740991',
  'limit=1&limit=2',
  'limit[a]=1',
]
const json = (where: object) => `where=${encodeURIComponent(JSON.stringify(where))}`
/** Conditions on one field path that no field type can answer, in both the bracket and JSON forms. */
const hostileWheres = (path: string) => [
  ...['near', 'within', 'intersects', 'all'].map((op) => `where[${path}][${op}]=1`),
  `where[${path}][equals][0]=a`,
  `where[${path}][equals][a]=b`,
  `where[${path}][like][0]=a`,
  `where[${path}][in][0][0]=a`,
  `where[${path}][greater_than]=notadate`,
  `where[${path}][exists]=maybe`,
  `where[${path}]=a`,
  `where[${path}][bogus]=a`,
  `where[or][0][${path}][near]=1`,
  `where[and][0][and][0][${path}][less_than][x]=1`,
  json({ [path]: { equals: [1] } }),
  json({ [path]: { like: 1 } }),
  json({ [path]: { equals: {} } }),
  json({ or: { [path]: { equals: 'a' } } }),
]
const BOUNDARY = '----kavelija-7d1f3a9c2e'
/** Multipart bodies Payload's parser fails on: cut short, without a boundary, `_payload` no JSON. */
const BROKEN_FORMS = [
  { type: 'multipart/form-data; boundary=x', data: '--x\r\n' },
  { type: 'multipart/form-data', data: `--${BOUNDARY}\r\n` },
  {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    data: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--${BOUNDARY}--\r\n`,
  },
]
/** Names every JavaScript object inherits: Payload once looked slugs up with them. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty']

type Hostile = {
  method: 'GET' | 'POST' | 'PATCH'
  url: string
  form?: { type: string; data: string }
  /** The status the issue asks for; otherwise any 4xx (or a 2xx the request may well get) will do. */
  status?: number
}

/** An answer's messages: Payload's `errors[].message`, or a bare `message`. */
function messages(text: string): string[] {
  try {
    const body = JSON.parse(text) as { errors?: { message?: string }[]; message?: string }
    return [...(body.errors ?? []).map((e) => e.message ?? ''), ...(body.message ? [body.message] : [])]
  } catch {
    return []
  }
}
const ENGLISH = /\b(the|is|are|not|cannot|found|invalid|error|route|unknown|something|wrong)\b/i
/** Finnish words and no English ones, outside the quoted names (a field may be called "error"). */
const finnish = (message: string) => {
  const prose = message.replace(/"[^"]*"/g, '')
  return (/[äöÄÖ]/.test(prose) || /\b(ei|on|ja|tai)\b/.test(prose)) && !ENGLISH.test(prose)
}

test.describe('REST routes under hostile input', { tag: '@serial' }, () => {
  test('no query, slug or body of the hostile corpus gets a 5xx, and every 4xx is in Finnish', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(scaled(5 * 60_000))
    const request = await playwright.request.newContext({ baseURL })
    const admin = await login(request, ADMIN.email, ADMIN.password)
    const auth = { Authorization: `JWT ${admin}` }
    const access = (await (await request.get('/api/access', { headers: auth })).json()) as {
      collections: Record<string, unknown>
      globals: Record<string, unknown>
    }
    const collections = Object.keys(access.collections)
    const globals = Object.keys(access.globals)
    expect(collections).toEqual(expect.arrayContaining(['posts', 'media', 'users']))

    /** Field paths to attack: the ones every document has and a few of one real document's own. */
    const pathsOf = async (url: string) => {
      const answer = await request.get(url, { headers: auth })
      const body = answer.ok() ? ((await answer.json()) as { docs?: object[] }) : {}
      const doc = body.docs ? body.docs[0] : body
      const own = Object.keys(doc ?? {}).filter((key) => !['id', 'createdAt', 'updatedAt'].includes(key))
      return ['id', 'createdAt', 'updatedAt', ...own.slice(0, 4)]
    }

    const calls: Hostile[] = [
      // The attack's own requests, with the answers the issue asks for.
      ...INHERITED.flatMap((name): Hostile[] => [
        { method: 'GET', url: `/api/${name}`, status: 404 },
        { method: 'GET', url: `/api/${name}/count`, status: 404 },
        { method: 'GET', url: `/api/globals/${name}`, status: 404 },
      ]),
      { method: 'GET', url: '/api/posts?limit=99999999999999999999', status: 400 },
      { method: 'GET', url: '/api/posts?page=99999999999999999999', status: 400 },
      { method: 'GET', url: '/api/posts?where[createdAt][greater_than]=notadate', status: 400 },
      ...['near', 'within', 'intersects', 'all'].map(
        (op): Hostile => ({ method: 'GET', url: `/api/posts?where[title][${op}]=1`, status: 400 }),
      ),
      { method: 'GET', url: '/api/posts?where[title][equals][0]=a', status: 400 },
      { method: 'POST', url: '/api/posts', form: BROKEN_FORMS[0], status: 400 },
      { method: 'GET', url: '/api/media/file/nonexistent.png', status: 404 },
    ]
    for (const slug of collections) {
      const base = `/api/${slug}`
      const wheres = (await pathsOf(`${base}?limit=1&depth=0`)).flatMap(hostileWheres)
      calls.push(
        ...[...HOSTILE_PARAMS, ...wheres].map(
          (query): Hostile => ({ method: 'GET', url: `${base}?${query}` }),
        ),
        ...hostileWheres('createdAt').flatMap((query): Hostile[] => [
          { method: 'GET', url: `${base}/count?${query}` },
          { method: 'GET', url: `${base}/versions?${query}` },
          { method: 'PATCH', url: `${base}?${query}` },
        ]),
        { method: 'GET', url: `${base}/file/nonexistent.png` },
        // Any 4xx: a collection whose REST routes are off (payload-migrations) answers 404 first.
        ...BROKEN_FORMS.flatMap((form): Hostile[] => [
          { method: 'POST', url: base, form },
          { method: 'PATCH', url: `${base}/${MISSING}`, form },
          { method: 'PATCH', url: `${base}?${NOTHING}`, form },
        ]),
      )
    }
    for (const slug of globals) {
      const base = `/api/globals/${slug}`
      const wheres = (await pathsOf(`${base}?depth=0`)).flatMap(hostileWheres)
      calls.push(
        ...[...HOSTILE_PARAMS, ...wheres].map(
          (query): Hostile => ({ method: 'GET', url: `${base}?${query}` }),
        ),
        ...hostileWheres('createdAt').map(
          (query): Hostile => ({ method: 'GET', url: `${base}/versions?${query}` }),
        ),
        ...BROKEN_FORMS.map((form): Hostile => ({ method: 'POST', url: base, form, status: 400 })),
      )
    }

    const failures: string[] = []
    const ask = async (role: string, headers: Record<string, string>, call: Hostile) => {
      const response = await request.fetch(call.url, {
        method: call.method,
        headers: { ...headers, ...(call.form ? { 'content-type': call.form.type } : {}) },
        data: call.form ? Buffer.from(call.form.data) : undefined,
        maxRedirects: 0,
      })
      const status = response.status()
      const text = await response.text()
      const said = messages(text)
      const wrong =
        status >= 500 ||
        (call.status !== undefined && status !== call.status) ||
        (status >= 400 && (said.length === 0 || !said.every(finnish)))
      if (wrong) failures.push(`${role} ${call.method} ${call.url} → ${status}: ${text.slice(0, 200)}`)
    }
    const queue = (role: string, headers: Record<string, string>) => {
      const list = [...calls]
      const lane = async () => {
        for (let call = list.shift(); call; call = list.shift()) await ask(role, headers, call)
      }
      return Promise.all(Array.from({ length: 4 }, lane))
    }
    await queue('visitor', {})
    await queue('admin', auth)
    await request.dispose()
    expect(calls.length).toBeGreaterThan(1000)
    expect(failures, `${failures.length} of ${calls.length * 2} hostile calls`).toEqual([])
  })
})
