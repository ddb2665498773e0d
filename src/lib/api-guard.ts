import type { SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'

/**
 * Payload's REST layer parses the `where` and `data` query parameters with JSON.parse when
 * they arrive as plain strings, and a malformed one surfaces as a 500. We answer such requests
 * with a 400 and a Finnish message before they reach Payload.
 */
const JSON_PARAMS = ['where', 'data'] as const

export function malformedJsonParam(url: URL): string | null {
  for (const key of JSON_PARAMS) {
    const value = url.searchParams.get(key)
    if (value === null || value.length === 0) continue
    try {
      const parsed: unknown = JSON.parse(value)
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return key
    } catch {
      return key
    }
  }
  return null
}

/** Paging and depth: Payload quietly reads nonsense here as a default and answers 200 with data. */
const INTEGER_PARAMS = { depth: 0, limit: 0, page: 1 } as const
/** Field paths, comma-separated, each optionally prefixed with `-` for descending order. */
const SORT = /^-?[\w.-]+(,-?[\w.-]+)*$/

/** The Finnish message for the first malformed query parameter, or null when all are fine. */
export function invalidQueryParam(url: URL): string | null {
  const json = malformedJsonParam(url)
  if (json) return `Kyselyparametri "${json}" ei ole kelvollinen JSON-olio.`
  for (const [key, min] of Object.entries(INTEGER_PARAMS)) {
    const value = url.searchParams.get(key)
    // Empty counts as absent, as it does to Payload.
    if (!value) continue
    if (!/^\d+$/.test(value) || Number(value) < min)
      return `Kyselyparametrin "${key}" pitää olla kokonaisluku, vähintään ${min}.`
  }
  const sort = url.searchParams.get('sort')
  if (sort && !SORT.test(sort))
    return 'Kyselyparametri "sort" ei kelpaa: anna kenttien nimet pilkuin eroteltuina (laskeva järjestys: -kenttä).'
  return null
}

/**
 * A write's body as Payload should get it. Payload reads a JSON body into `req.data` whatever its
 * shape, and a missing, malformed or non-object body ends in a 500 deep in an operation. An empty
 * body becomes an empty JSON object (the operation then answers with its own validation); a JSON
 * body that is not an object is refused. Multipart and form bodies pass untouched.
 */
export async function normaliseBody(request: Request): Promise<Request | string> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return request
  const type = request.headers.get('content-type') ?? ''
  if (type !== '' && !type.includes('application/json') && !type.startsWith('text/plain')) return request
  const text = request.body === null ? '' : await request.clone().text()
  if (text.trim() === '') {
    const headers = new Headers(request.headers)
    headers.set('content-type', 'application/json')
    return new Request(request, { body: '{}', headers })
  }
  if (!type.includes('application/json')) return request
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return request
    return 'Pyynnön sisällön pitää olla JSON-olio.'
  } catch {
    return 'Pyynnön sisältö ei ole kelvollista JSONia.'
  }
}

/** What the guard needs to know of a collection or global to tell a route that cannot work. */
export type RestEntity = {
  endpoints: { method: string; path: string }[] | false
  versions: boolean
  verify: boolean
}
export type RestShape = {
  collections: Record<string, RestEntity>
  globals: Record<string, RestEntity>
  /** Ids are numbers (SQL databases) unless a collection defines its own id field. */
  numericIds: (slug: string) => boolean
}

/** Builds the shape from Payload's sanitized config. */
export function restShape(config: SanitizedConfig): RestShape {
  const entity = (e: SanitizedCollectionConfig | SanitizedGlobalConfig): RestEntity => ({
    endpoints: e.endpoints === false ? false : e.endpoints.map(({ method, path }) => ({ method, path })),
    versions: Boolean(e.versions),
    verify: 'auth' in e && Boolean(e.auth?.verify),
  })
  const customId = new Set<string>(
    config.collections.filter((c) => c.fields.some((f) => 'name' in f && f.name === 'id')).map((c) => c.slug),
  )
  return {
    collections: Object.fromEntries(config.collections.map((c) => [c.slug, entity(c)])),
    globals: Object.fromEntries(config.globals.map((g) => [g.slug, entity(g)])),
    numericIds: (slug) => config.db.defaultIDType === 'number' && !customId.has(slug),
  }
}

/** Payload's route patterns (`/:id`, `/access/:id?`) as a matcher giving the named parameters. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern.replace(/\/:(\w+)(\?)?/g, (_m, name: string, optional?: string) => {
    names.push(name)
    return optional ? '(?:/([^/]+))?' : '/([^/]+)'
  })
  const found = new RegExp(`^${source === '/' ? '/' : source}$`).exec(path)
  if (!found) return null
  // Left encoded: only digits matter to the caller, and a broken escape must not throw.
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']))
}

const NO_ROUTE = 'Tässä osoitteessa ei ole rajapintaa.'

/**
 * Routes Payload would hand to an operation that cannot work and fails with a 500: version
 * routes of an entity without versions, e-mail verification where it is off, and ids that cannot
 * be ids (`/api/x/not-a-number` reaches the database as NaN). Returns the 404 message, or null.
 */
export function unavailableRoute(shape: RestShape, method: string, pathname: string): string | null {
  const parts = /^\/api\/(globals\/)?([^/]+)(\/.*)?$/.exec(pathname.replace(/\/$/, ''))
  if (!parts) return null
  const [, global, slug = '', rest = '/'] = parts
  const entity = global ? shape.globals[slug] : shape.collections[slug]
  if (!entity) return null
  // Payload answers 501 for entities whose REST routes are switched off (payload-migrations).
  if (entity.endpoints === false) return NO_ROUTE
  for (const endpoint of entity.endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchPath(endpoint.path, rest)
    if (!params) continue
    if (endpoint.path.startsWith('/versions') && !entity.versions) return NO_ROUTE
    if (endpoint.path.startsWith('/verify') && !entity.verify) return NO_ROUTE
    const id = params.id
    if (!global && id && shape.numericIds(slug) && !/^\d+$/.test(id)) return 'Asiakirjaa ei löytynyt.'
    return null
  }
  return null
}

const fail = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

/**
 * Wraps Payload's REST handlers so that bad input gets a Finnish 4xx instead of Payload's 500:
 * malformed query parameters, routes that cannot work, and bodies Payload cannot take.
 */
export function guardApi<C>(handler: Handler<C>, shape: Promise<RestShape>): Handler<C> {
  return async (request, context) => {
    const url = new URL(request.url)
    const bad = invalidQueryParam(url)
    if (bad) return fail(bad, 400)
    const missing = unavailableRoute(await shape, request.method, url.pathname)
    if (missing) return fail(missing, 404)
    const body = await normaliseBody(request)
    if (typeof body === 'string') return fail(body, 400)
    return handler(body, context)
  }
}
