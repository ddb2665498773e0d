// @vitest-environment node
import { createHash } from 'node:crypto'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { etagOf, namesTag, REMEMBERED_TAGS, rememberedTags, tagFor, withEtags } from '../../scripts/etags.mjs'

const PAGE = '<!DOCTYPE html><html lang="fi"><h1>Hyvää päivää</h1></html>'

/** Stands in for Next.js: answers as the path asks. */
function next(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  if (req.url === '/streamed') {
    res.write(PAGE.slice(0, 10))
    return void res.end(PAGE.slice(10))
  }
  if (req.url === '/private') res.setHeader('cache-control', 'private, no-store')
  if (req.url === '/missing') res.statusCode = 404
  if (req.url === '/tagged') res.setHeader('etag', '"oma"')
  res.end(req.url === '/bytes' ? Buffer.from(PAGE) : PAGE)
}

let server: Server
let port: number
beforeAll(async () => {
  server = createServer(withEtags(next))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type Answer = { status: number; etag: string | undefined; type: string | undefined; body: string }

function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (part) => (body += part))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          etag: res.headers.etag,
          type: res.headers['content-type'],
          body,
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const SHA1 = `"${createHash('sha1').update(PAGE).digest('base64url')}"`

describe('ETags (scripts/etags.mjs)', () => {
  it('tags a whole answer with the SHA-1 of its bytes, given as text or as bytes', async () => {
    expect(etagOf(Buffer.from(PAGE))).toBe(SHA1)
    const text = await ask('/')
    expect(text).toMatchObject({ status: 200, etag: SHA1, body: PAGE })
    expect((await ask('/bytes')).etag).toBe(SHA1)
  })

  it('answers 304 without a body to a client that holds that copy, and the page to one that does not', async () => {
    const same = await ask('/', { 'if-none-match': SHA1 })
    expect(same).toMatchObject({ status: 304, etag: SHA1, body: '', type: undefined })
    expect((await ask('/', { 'if-none-match': `"vanha", W/${SHA1}` })).status).toBe(304)
    expect((await ask('/', { 'if-none-match': '*' })).status).toBe(304)
    expect(await ask('/', { 'if-none-match': '"vanha"' })).toMatchObject({ status: 200, body: PAGE })
  })

  it('leaves streamed, private, failed, already tagged and non-GET answers alone', async () => {
    expect(await ask('/streamed', { 'if-none-match': '*' })).toMatchObject({
      status: 200,
      etag: undefined,
      body: PAGE,
    })
    expect(await ask('/private', { 'if-none-match': '*' })).toMatchObject({ status: 200, etag: undefined })
    expect(await ask('/missing')).toMatchObject({ status: 404, etag: undefined })
    expect(await ask('/tagged', { 'if-none-match': SHA1 })).toMatchObject({ status: 200, etag: '"oma"' })
    expect(await ask('/', { 'if-none-match': SHA1 }, 'POST')).toMatchObject({ status: 200, etag: undefined })
  })

  it('reads If-None-Match as a list of tags, weak or strong', () => {
    expect(namesTag(undefined, SHA1)).toBe(false)
    expect(namesTag('', SHA1)).toBe(false)
    expect(namesTag(` "a" ,${SHA1}`, SHA1)).toBe(true)
    expect(namesTag(`W/${SHA1}`, SHA1)).toBe(true)
    expect(namesTag('"a", "b"', SHA1)).toBe(false)
  })

  it('reuses the tag of a body sent again as it was, and tags a changed one afresh, for a bounded number of addresses', () => {
    const page = `${PAGE}<!-- ${'x'.repeat(10)} -->`
    const first = tagFor('/sama', page)
    expect(first).toBe(etagOf(page))
    expect(tagFor('/sama', `${page}`)).toBe(first)
    expect(tagFor('/sama', Buffer.from(page))).toBe(first)
    expect(tagFor('/sama', `${page} `)).toBe(etagOf(`${page} `))
    expect(tagFor('/sama', Buffer.from(`${page}!`))).toBe(etagOf(`${page}!`))
    for (let i = 0; i < REMEMBERED_TAGS * 3; i++) tagFor(`/osoite-${i}`, page)
    expect(rememberedTags()).toBe(REMEMBERED_TAGS)
  })
})
