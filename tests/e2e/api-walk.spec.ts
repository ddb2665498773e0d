import type { APIRequestContext } from '@playwright/test'
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
    test.setTimeout(5 * 60_000)
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
