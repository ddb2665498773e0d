import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type Field,
  type FlattenedField,
  flattenAllFields,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type SanitizedGlobalConfig,
} from 'payload'
import { formatCount } from '@/i18n/numbers'
import { invalidWhere, readWhere, type WhereContext } from './rest-query'

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
  const numbers: Record<string, number> = {}
  for (const [key, min] of Object.entries(INTEGER_PARAMS)) {
    const message = `Kyselyparametrin "${key}" pitää olla kokonaisluku, vähintään ${min} ja enintään ${formatCount(Number.MAX_SAFE_INTEGER, 'fi')}.`
    // Repeated or bracketed (`limit[a]=1`), Payload would get a list or an object.
    if (
      url.searchParams.getAll(key).length > 1 ||
      [...url.searchParams.keys()].some((k) => k.startsWith(`${key}[`))
    )
      return message
    const value = url.searchParams.get(key)
    // Empty counts as absent, as it does to Payload.
    if (!value) continue
    // Past the safe integers the database gets a float it cannot use as a LIMIT or OFFSET.
    if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) return message
    numbers[key] = Number(value)
  }
  const { limit, page } = numbers
  if (limit !== undefined && page !== undefined && !Number.isSafeInteger((page - 1) * limit))
    return 'Sivu on liian kaukana: kyselyparametrien "page" ja "limit" tulo on liian suuri.'
  const sort = url.searchParams.get('sort')
  if (sort && !SORT.test(sort))
    return 'Kyselyparametri "sort" ei kelpaa: anna kenttien nimet pilkuin eroteltuina (laskeva järjestys: -kenttä).'
  return null
}

/** Multipart bodies up to this size are read once more to check them; larger ones go on as they are. */
const MULTIPART_CHECK_BYTES = 32 * 1024 * 1024
const UNREADABLE_FORM = 'Lomakkeen sisältöä (multipart/form-data) ei voitu lukea.'

/** The body's bytes, or null past `limit` (the rest is not read: the request keeps its own copy). */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.clone().body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(read.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * A multipart body Payload could not parse (no boundary, cut short, a `_payload` field that is no
 * JSON object) ends in a 500 before any access check. Returns the message, or null when it reads.
 */
async function unreadableMultipart(request: Request, type: string): Promise<string | null> {
  const bytes = await readUpTo(request, MULTIPART_CHECK_BYTES)
  if (!bytes) return null
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return UNREADABLE_FORM
  }
  const data = form.get('_payload')
  if (data === null) return null
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : null
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return null
  } catch {
    // Reported below.
  }
  return 'Lomakkeen kentän "_payload" pitää olla JSON-olio.'
}

/**
 * A write's body as Payload should get it. Payload reads a JSON body into `req.data` whatever its
 * shape, and a missing, malformed or non-object body ends in a 500 deep in an operation. An empty
 * body becomes an empty JSON object (the operation then answers with its own validation); a JSON
 * body that is not an object is refused, and so is a multipart body that does not parse.
 */
export async function normaliseBody(request: Request): Promise<Request | string> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return request
  const type = request.headers.get('content-type') ?? ''
  if (type.toLowerCase().includes('multipart/')) return (await unreadableMultipart(request, type)) ?? request
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
  /** Fields a `where` may name, for the entity's own routes and for its version routes. */
  fields: FlattenedField[]
  versionFields: FlattenedField[] | null
  /** Where Payload itself serves an upload collection's files from; null when a storage adapter does. */
  uploadDir: string | null
}
export type RestShape = {
  collections: ReadonlyMap<string, RestEntity>
  globals: ReadonlyMap<string, RestEntity>
  /** Ids are numbers (SQL databases) unless a collection defines its own id field. */
  numericIds: (slug: string) => boolean
  /** First path segments of Payload's root endpoints (`/api/access`); null when one takes any. */
  rootSegments: ReadonlySet<string> | null
  /** What `where` checks need beyond the entity's own fields. */
  query: Omit<WhereContext, 'fields' | 'id'>
}

/** Builds the shape from Payload's sanitized config. */
export function restShape(config: SanitizedConfig): RestShape {
  const numericIds = (slug: string) =>
    config.db.defaultIDType === 'number' &&
    !config.collections.some((c) => c.slug === slug && c.fields.some((f) => 'name' in f && f.name === 'id'))
  const entity = (
    e: SanitizedCollectionConfig | SanitizedGlobalConfig,
    versionFields: Field[] | null,
  ): RestEntity => ({
    endpoints: e.endpoints === false ? false : e.endpoints.map(({ method, path }) => ({ method, path })),
    versions: Boolean(e.versions),
    verify: 'auth' in e && Boolean(e.auth?.verify),
    fields: e.flattenedFields,
    versionFields: versionFields && flattenAllFields({ fields: versionFields }),
    uploadDir:
      'upload' in e && e.upload && !e.upload.handlers?.length
        ? path.resolve(/*turbopackIgnore: true*/ e.upload.staticDir || e.slug)
        : null,
  })
  const segments = (config.endpoints || []).map((e) => e.path.split('/')[1] ?? '')
  return {
    collections: new Map(
      config.collections.map((c) => [
        c.slug,
        entity(c, c.versions ? buildVersionCollectionFields(config, c) : null),
      ]),
    ),
    globals: new Map(
      config.globals.map((g) => [g.slug, entity(g, g.versions ? buildVersionGlobalFields(config, g) : null)]),
    ),
    numericIds,
    rootSegments: segments.some((s) => s.startsWith(':')) ? null : new Set(segments),
    query: {
      collectionFields: (slug) => config.collections.find((c) => c.slug === slug)?.flattenedFields,
      blockFields: (slug) => config.blocks?.find((b) => b.slug === slug)?.flattenedFields,
      idType: (slug) => (numericIds(slug) ? 'number' : 'text'),
      locales: config.localization ? config.localization.localeCodes : [],
      geo: config.db.name === 'postgres',
    },
  }
}

/** Payload's route patterns (`/:id`, `/access/:id?`) as a matcher giving the named parameters. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern
    .split(/(\/:\w+\??)/)
    .map((part) => {
      const param = /^\/:(\w+)(\?)?$/.exec(part)
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(param[1] ?? '')
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)'
    })
    .join('')
  const found = new RegExp(`^${source === '/' ? '/' : source}$`).exec(path)
  if (!found) return null
  // Left encoded: only digits matter to the caller, and a broken escape must not throw.
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']))
}

const NO_ROUTE = 'Tässä osoitteessa ei ole rajapintaa.'

/** An address under `/api` taken apart: the collection or global it names and the route under it. */
type Target = { global: boolean; slug: string; rest: string; entity: RestEntity | undefined }

function target(shape: RestShape, pathname: string): Target | null {
  const parts = /^\/api\/(globals\/)?([^/]+)(\/.*)?$/.exec(pathname.replace(/\/$/, ''))
  if (!parts) return null
  const [, global, slug = '', rest = '/'] = parts
  // Maps: a slug such as `__proto__` or `constructor` names nothing here (Payload's own lookup
  // reads inherited properties and fails with a 500).
  const entity = global ? shape.globals.get(slug) : shape.collections.get(slug)
  return { global: Boolean(global), slug, rest, entity }
}

/**
 * Routes that do not exist (slugs that name no collection or global, paths no endpoint of the
 * entity takes) and routes Payload would hand to an operation that cannot work and fails with a
 * 500: version routes of an entity without versions, e-mail
 * verification where it is off, and ids that cannot be ids (`/api/x/not-a-number` reaches the
 * database as NaN). Returns the 404 message, or null.
 */
export function unavailableRoute(shape: RestShape, method: string, pathname: string): string | null {
  const found = target(shape, pathname)
  if (!found) return null
  const { global, slug, rest, entity } = found
  if (!entity) return global || (shape.rootSegments && !shape.rootSegments.has(slug)) ? NO_ROUTE : null
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
  // No route of the entity matches: Payload's own 404 would be in English.
  return NO_ROUTE
}

/** The Finnish message for a `where` that cannot work on the route's fields, or null. */
export function invalidWhereParam(shape: RestShape, url: URL): string | null {
  const read = readWhere(url)
  if (read === undefined) return null
  if (typeof read === 'string') return read
  const found = target(shape, url.pathname)
  // Root routes (`/api/access`) read no `where`.
  if (!found?.entity) return null
  const { entity, global, slug, rest } = found
  const versions = rest.startsWith('/versions') && entity.versionFields
  return invalidWhere(read.where, {
    ...shape.query,
    fields: versions || entity.fields,
    id: global && !versions ? null : shape.query.idType(slug),
  })
}

/**
 * Payload answers a 500 for a file of an upload collection that is missing on the disk (after its
 * access check, which stays first). True when the request was for such a file.
 */
export function missingUpload(shape: RestShape, method: string, pathname: string): boolean {
  const found = target(shape, pathname)
  const dir = found?.entity?.uploadDir
  const file = found && /^\/file\/([^/]+)$/.exec(found.rest)?.[1]
  if (method !== 'GET' || !dir || !file) return false
  try {
    const resolved = path.resolve(dir, decodeURIComponent(file))
    return resolved.startsWith(dir + path.sep) && !existsSync(resolved)
  } catch {
    return false
  }
}

const fail = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

/**
 * Payload's own answer for a path the user may not query (a field hidden from them) is in English
 * (payload/dist/errors/QueryError.js); the same answer in Finnish, or the response as it was.
 */
export async function finnishQueryError(response: Response): Promise<Response> {
  if (response.status !== 400 || !response.headers.get('content-type')?.includes('json')) return response
  const body = (await response.clone().json()) as { errors?: { message?: unknown }[] }
  const message = body.errors?.[0]?.message
  const paths =
    typeof message === 'string' && /^The following paths? cannot be queried: (.*)$/.exec(message)?.[1]
  if (!paths) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const text = paths.includes(', ')
    ? `Kenttiä ${paths} ei voi käyttää hakuehdossa.`
    : `Kenttää "${paths}" ei voi käyttää hakuehdossa.`
  return Response.json({ errors: [{ message: text }] }, { status: 400, headers })
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

/**
 * Wraps Payload's REST handlers so that bad input gets a Finnish 4xx instead of Payload's 500:
 * malformed query parameters and `where` conditions, routes that cannot work, bodies Payload
 * cannot take, and files that are not there.
 */
export function guardApi<C>(handler: Handler<C>, shapePromise: Promise<RestShape>): Handler<C> {
  return async (request, context) => {
    const url = new URL(request.url)
    const shape = await shapePromise
    const bad = invalidQueryParam(url)
    if (bad) return fail(bad, 400)
    const missing = unavailableRoute(shape, request.method, url.pathname)
    if (missing) return fail(missing, 404)
    const where = invalidWhereParam(shape, url)
    if (where) return fail(where, 400)
    const body = await normaliseBody(request)
    if (typeof body === 'string') return fail(body, 400)
    const response = await handler(body, context)
    if (response.status >= 500 && missingUpload(shape, request.method, url.pathname))
      return fail('Tiedostoa ei löytynyt.', 404)
    return finnishQueryError(response)
  }
}
