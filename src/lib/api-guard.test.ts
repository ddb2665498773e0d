// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionSlug, getPayload, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  finnishQueryError,
  guardApi,
  invalidQueryParam,
  invalidWhereParam,
  missingUpload,
  normaliseBody,
  type RestShape,
  restShape,
  unavailableRoute,
} from './api-guard'
import { OPERATORS as PAYLOAD_OPERATORS, readWhere } from './rest-query'

/**
 * The guard against a real Payload on a throw-away SQLite database (schema by `push`), with a
 * collection holding one field of each kind a `where` can name. The corpus test is the rule's
 * proof: every condition the guard lets through is answered by the database without a server
 * error, and the conditions editors and the admin really send are let through.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'api-guard-'))
const uploads = path.join(dir, 'uploads')
const slug = (name: string) => name as CollectionSlug
let payload: Payload
let shape: RestShape

beforeAll(async () => {
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  const config = buildConfig({
    secret: 'test-payload-secret',
    telemetry: false,
    logger: { options: { level: 'silent' } },
    editor: lexicalEditor(),
    localization: { locales: ['fi', 'en'], defaultLocale: 'fi', fallback: true },
    db: sqliteAdapter({ client: { url: `file:${path.join(dir, 'test.db')}` }, push: true }),
    collections: [
      { slug: slug('tags'), access: { read: () => true }, fields: [{ name: 'title', type: 'text' }] },
      { slug: slug('files'), access: { read: () => true }, upload: { staticDir: uploads }, fields: [] },
      {
        slug: slug('things'),
        access: { read: () => true },
        versions: { drafts: true },
        fields: [
          { name: 'title', type: 'text', localized: true },
          { name: 'body', type: 'textarea' },
          { name: 'count', type: 'number' },
          { name: 'counts', type: 'number', hasMany: true },
          { name: 'words', type: 'text', hasMany: true },
          { name: 'when', type: 'date' },
          { name: 'flag', type: 'checkbox' },
          { name: 'kind', type: 'select', options: ['a', 'b'] },
          { name: 'kinds', type: 'select', options: ['a', 'b'], hasMany: true },
          { name: 'tag', type: 'relationship', relationTo: slug('tags') },
          { name: 'tagList', type: 'relationship', relationTo: slug('tags'), hasMany: true },
          { name: 'poly', type: 'relationship', relationTo: [slug('tags'), slug('things')] },
          { name: 'data', type: 'json' },
          { name: 'rich', type: 'richText' },
          { name: 'spot', type: 'point' },
          { name: 'group', type: 'group', fields: [{ name: 'sub', type: 'text' }] },
          { name: 'rows', type: 'array', fields: [{ name: 'sub', type: 'text' }] },
          {
            name: 'layout',
            type: 'blocks',
            blocks: [{ slug: 'b1', fields: [{ name: 'sub', type: 'date' }] }],
          },
        ],
      },
    ],
  })
  payload = await getPayload({ config, key: 'api-guard-test' })
  shape = restShape(payload.config)
  const tag = await payload.create({ collection: slug('tags'), data: { title: 't' } })
  await payload.create({
    collection: slug('things'),
    data: { title: 'x', tag: tag.id, when: new Date().toISOString() } as never,
  })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const url = (query: string, route = '/api/things') => new URL(`http://x${route}?${query}`)
const whereOf = (where: unknown, route = '/api/things') =>
  invalidWhereParam(shape, url(`where=${encodeURIComponent(JSON.stringify(where))}`, route))

/** Whether Payload answers this where (as a visitor) without a server error. */
async function serverError(where: Where): Promise<string | null> {
  try {
    await payload.find({ collection: slug('things'), where, overrideAccess: false, depth: 0 })
    return null
  } catch (e) {
    const error = e as { status?: number; message?: string }
    return error.status && error.status < 500 ? null : String(error.message).slice(0, 120)
  }
}

const PATHS = [
  'id',
  'title',
  'title.en',
  'body',
  'count',
  'counts',
  'words',
  'when',
  'flag',
  'kind',
  'kinds',
  'tag',
  'tag.title',
  'tag.id',
  'tagList',
  'poly',
  'poly.value',
  'poly.relationTo',
  'data',
  'data.x',
  'rich',
  'spot',
  'group.sub',
  'group__sub',
  'rows.sub',
  'rows.id',
  'layout.sub',
  'layout.blockType',
  'createdAt',
  '_status',
  'nosuch',
]
// Every operator Payload knows, and one it does not.
const OPERATORS = [...PAYLOAD_OPERATORS, 'bogus']
const VALUES: unknown[] = [
  'a',
  'notadate',
  '1',
  '2026-01-01',
  '2026-01-01T10:00:00.000Z',
  '1e999',
  '99999999999999999999',
  '1,2',
  'true',
  'null',
  '',
  ['a'],
  ['1', '2'],
  [],
  { a: 'b' },
  {},
  { equals: 'a' },
  { relationTo: 'tags', value: 1 },
  1,
  1e20,
  true,
  null,
  [['a']],
  [{ a: 1 }],
]

describe('where', () => {
  it('lets through only conditions the database answers without a server error', async () => {
    const failures: string[] = []
    let accepted = 0
    for (const p of PATHS)
      for (const operator of OPERATORS)
        for (const value of VALUES) {
          const where = { [p]: { [operator]: value } }
          if (whereOf(where)) continue
          accepted++
          const error = await serverError(where as Where)
          if (error) failures.push(`${p} ${operator} ${JSON.stringify(value)}: ${error}`)
        }
    expect(failures).toEqual([])
    // The rule is not "refuse everything": a good share of the corpus is valid.
    expect(accepted).toBeGreaterThan(1000)
  }, 300_000)

  it('lets through the conditions the admin and the site send', () => {
    const good = [
      'where[or][0][and][0][title][like]=hei',
      'where[and][0][createdAt][greater_than]=2026-01-01T00:00:00.000Z',
      'where[when][less_than_equal]=2026-12-31',
      'where[tag][in][0]=1&where[tag][in][1]=2',
      'where[tag][in]=1,2',
      'where[tag][equals]=null',
      'where[tag.title][equals]=t',
      'where[id][not_in][0]=3',
      'where[kinds][in][0]=a',
      'where[count][greater_than]=-1.5',
      'where[flag][equals]=true',
      'where[when][exists]=false',
      'where[_status][equals]=published',
      'where[title.en][like]=x',
      'where[layout.sub][equals]=2026-01-01',
      'where[rows.sub][contains]=x',
      'where[poly.relationTo][equals]=tags&where[poly.value][equals]=1',
      'where[data.x][equals]=y',
      `where=${encodeURIComponent('{"or":[{"title":{"equals":"a"}},{"count":{"in":[1,2]}}]}')}`,
    ]
    for (const query of good) expect(invalidWhereParam(shape, url(query)), query).toBeNull()
    // Version routes name the version's fields.
    expect(
      invalidWhereParam(
        shape,
        url('where[version.title][like]=x&where[parent][equals]=1', '/api/things/versions'),
      ),
    ).toBeNull()
    expect(invalidWhereParam(shape, url('where[title][like]=x', '/api/things/versions'))).not.toBeNull()
  })

  it('refuses, in Finnish, what reached the database as a 500 in the attack', () => {
    expect(invalidWhereParam(shape, url('where[createdAt][greater_than]=notadate'))).toBe(
      'Kentän "createdAt" arvo ei sovi operaattorille "greater_than".',
    )
    for (const operator of ['near', 'within', 'intersects', 'all'])
      expect(invalidWhereParam(shape, url(`where[title][${operator}]=1`))).toBe(
        `Operaattoria "${operator}" ei voi käyttää kentässä "title".`,
      )
    expect(invalidWhereParam(shape, url('where[title][equals][0]=a'))).toBe(
      'Kentän "title" arvo ei sovi operaattorille "equals".',
    )
    expect(invalidWhereParam(shape, url('where[or][0][tag][equals]=abc'))).not.toBeNull()
    expect(invalidWhereParam(shape, url('where[nosuch][equals]=1'))).toBe(
      'Kenttää "nosuch" ei voi käyttää hakuehdossa.',
    )
    expect(invalidWhereParam(shape, url('where[title]=a'))).toContain('muoto')
    expect(invalidWhereParam(shape, url('where[or]=a'))).toContain('muoto')
  })

  it('reads the bracket form as Payload does, and refuses keys it cannot read one way', () => {
    expect(readWhere(url('where[title][equals][0]=a&where[title][equals][1]=b'))).toEqual({
      where: { title: { equals: ['a', 'b'] } },
    })
    expect(readWhere(url('where[or][1][a][equals]=y&where[or][0][a][equals]=x'))).toEqual({
      where: { or: [{ a: { equals: 'x' } }, { a: { equals: 'y' } }] },
    })
    // Past qs's array limit an index is a key, as Payload reads it.
    expect(readWhere(url('where[title][in][1001]=a'))).toEqual({ where: { title: { in: { 1001: 'a' } } } })
    expect(readWhere(url('where[a][in][]=x&where[a][in][]=y'))).toEqual({ where: { a: { in: ['x', 'y'] } } })
    expect(readWhere(url('where[a]x[b]=1'))).toContain('where[kenttä]')
    expect(readWhere(url(`where${'[a]'.repeat(11)}=1`))).toContain('where[kenttä]')
    expect(readWhere(url('where[a][equals]=1&where[a][equals][b]=2'))).toContain('ristiriitainen')
    expect(readWhere(url('where=%7B%7D&where[a][equals]=1'))).toContain('ei molempina')
    expect(readWhere(url('where=%7B'))).toContain('JSON')
    expect(readWhere(url('limit=1'))).toBeUndefined()
  })
})

describe('query parameters', () => {
  it('refuses paging Payload hands to the database as a float or a list', () => {
    expect(invalidQueryParam(url('limit=99999999999999999999'))).toContain('"limit"')
    expect(invalidQueryParam(url('page=99999999999999999999'))).toContain('"page"')
    expect(invalidQueryParam(url('limit=1&limit=2'))).toContain('"limit"')
    expect(invalidQueryParam(url('limit[a]=1'))).toContain('"limit"')
    expect(invalidQueryParam(url('page=9007199254740991&limit=9007199254740991'))).toContain('"page"')
    expect(invalidQueryParam(url('page=9007199254740991'))).toBeNull()
    expect(invalidQueryParam(url('limit=9007199254740991&page=1'))).toBeNull()
  })
})

describe('routes', () => {
  it('names nothing with inherited property names, and 404s unknown slugs', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(unavailableRoute(shape, 'GET', `/api/${name}`)).toBe('Tässä osoitteessa ei ole rajapintaa.')
      expect(unavailableRoute(shape, 'GET', `/api/${name}/count`)).not.toBeNull()
      expect(unavailableRoute(shape, 'GET', `/api/globals/${name}`)).not.toBeNull()
      expect(invalidWhereParam(shape, url('where[a][near]=1', `/api/${name}`))).toBeNull()
    }
    expect(unavailableRoute(shape, 'GET', '/api/nosuch')).not.toBeNull()
    // Paths no endpoint of the collection takes: Payload's 404 would be in English.
    expect(unavailableRoute(shape, 'GET', '/api/things/file/x.png')).toBe(
      'Tässä osoitteessa ei ole rajapintaa.',
    )
    expect(unavailableRoute(shape, 'GET', '/api/things/1/nosuch')).not.toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/files/file/x.png')).toBeNull()
    // Payload's root endpoints stay reachable.
    expect(unavailableRoute(shape, 'GET', '/api/access')).toBeNull()
    expect(unavailableRoute(shape, 'GET', '/api/things')).toBeNull()
  })

  it('knows a missing upload file from one on the disk, and only for upload collections', () => {
    mkdirSync(uploads, { recursive: true })
    writeFileSync(path.join(uploads, 'here.png'), 'x')
    expect(missingUpload(shape, 'GET', '/api/files/file/nonexistent.png')).toBe(true)
    expect(missingUpload(shape, 'GET', '/api/files/file/here.png')).toBe(false)
    expect(missingUpload(shape, 'GET', '/api/files/file/..%2f..%2fetc%2fpasswd')).toBe(false)
    expect(missingUpload(shape, 'GET', '/api/files/file/%E0%A4%A')).toBe(false)
    expect(missingUpload(shape, 'GET', '/api/things/file/nonexistent.png')).toBe(false)
    expect(missingUpload(shape, 'DELETE', '/api/files/file/nonexistent.png')).toBe(false)
  })

  it('answers 404 for a missing file where Payload answers 500, and leaves other answers alone', async () => {
    const calls: string[] = []
    const guarded = guardApi(async (request: Request) => {
      calls.push(new URL(request.url).pathname)
      return Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
    }, Promise.resolve(shape))
    const missing = await guarded(new Request('http://x/api/files/file/nonexistent.png'), {})
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ message: 'Tiedostoa ei löytynyt.' }] })
    expect((await guarded(new Request('http://x/api/things'), {})).status).toBe(500)
    const proto = await guarded(new Request('http://x/api/__proto__'), {})
    expect(proto.status).toBe(404)
    expect(calls).toEqual(['/api/files/file/nonexistent.png', '/api/things'])
  })
})

describe("Payload's own query errors", () => {
  it('says in Finnish which path cannot be queried, keeping the headers', async () => {
    const english = (message: string) =>
      Response.json({ errors: [{ message }] }, { status: 400, headers: { 'x-kept': '1' } })
    const one = await finnishQueryError(english('The following path cannot be queried: recipient'))
    expect(await one.json()).toEqual({
      errors: [{ message: 'Kenttää "recipient" ei voi käyttää hakuehdossa.' }],
    })
    expect(one.headers.get('x-kept')).toBe('1')
    const two = await finnishQueryError(english('The following paths cannot be queried: a, b'))
    expect(await two.json()).toEqual({ errors: [{ message: 'Kenttiä a, b ei voi käyttää hakuehdossa.' }] })
    const other = english('Something else')
    expect(await finnishQueryError(other)).toBe(other)
  })
})

describe('multipart bodies', () => {
  // A boundary as browsers make them (the platform's parser trips on one that occurs in the content).
  const B = '----formdata-boundary-7d1f3a9c2e'
  const multipart = (body: string, type = `multipart/form-data; boundary=${B}`) =>
    new Request('http://x/api/things', { method: 'POST', body, headers: { 'content-type': type } })
  const part = (name: string, value: string) =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

  it('refuses bodies Payload cannot parse, before any access check', async () => {
    const unreadable = 'Lomakkeen sisältöä (multipart/form-data) ei voitu lukea.'
    // The attack's own body.
    expect(
      await normaliseBody(
        new Request('http://x/api/things', {
          method: 'POST',
          body: '--x\r\n',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      ),
    ).toBe(unreadable)
    expect(await normaliseBody(multipart(`${part('a', '1')}--${B}--\r\n`, 'multipart/form-data'))).toBe(
      unreadable,
    )
    expect(await normaliseBody(multipart(part('a', '1')))).toBe(unreadable)
    expect(await normaliseBody(multipart(`${part('_payload', '{bad')}--${B}--\r\n`))).toBe(
      'Lomakkeen kentän "_payload" pitää olla JSON-olio.',
    )
    expect(await normaliseBody(multipart(`${part('_payload', '[1]')}--${B}--\r\n`))).toContain('_payload')
  })

  it('passes a well-formed one on with its body intact', async () => {
    const body = `${part('_payload', '{"title":"x"}')}--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${B}--\r\n`
    const request = multipart(body)
    const passed = await normaliseBody(request)
    expect(passed).toBe(request)
    expect(await request.text()).toBe(body)
  })
})
