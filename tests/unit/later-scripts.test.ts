// @vitest-environment node
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LATER_SCRIPTS_LOADER,
  rewriteBytes,
  splitAtOpenTag,
  wantsLaterScripts,
} from '../../scripts/later-scripts.mjs'
import { createSiteServer } from '../../scripts/server.mjs'

const CHUNK = '/_next/static/chunks/0abc-d_e.js'
const MAIN = '/_next/static/chunks/9main.js'

/** A page as Next.js writes it: chunk tags in the head, the main chunk's tag and a preload of it later. */
const PAGE = [
  '<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${MAIN}"/>`,
  `<script src="${CHUNK}" async=""></script>`,
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<title>Äänekoski – etusivu</title></head><body><main><h1>Hyvää päivää 👋</h1></main>',
  `<script src="${MAIN}" async=""></script>`,
  '<script>self.__next_f.push([1,"\\u003cscript src=\\"x\\"\\u003e"])</script></body></html>',
].join('')

const EXPECTED = PAGE.replace(`<link rel="preload" as="script" fetchPriority="low" href="${MAIN}"/>`, '')
  .replace(`<script src="${CHUNK}" async="">`, `<script type="text/plain" data-later="${CHUNK}">`)
  .replace(`<script src="${MAIN}" async="">`, `<script type="text/plain" data-later="${MAIN}">`)
  .replace('</head>', `${LATER_SCRIPTS_LOADER}</head>`)

/** The rewrite of a piece given as text. */
const rewriteHtml = (html: string, state: { loaderIn: boolean }) =>
  rewriteBytes(Buffer.from(html), state).toString('utf8')

describe('later scripts: the rewrite', () => {
  it('makes the chunk tags inert, drops their preloads, puts the loader in the head, leaves the rest', () => {
    expect(rewriteHtml(PAGE, { loaderIn: false })).toBe(EXPECTED)
  })

  it('leaves tags that only look like a chunk tag as they are', () => {
    const lookalikes = [
      '<script src="/_next/static/chunks/a.css" async="">',
      '<script src="/_next/static/chunks/a.js">',
      '<script src="/_next/static/chunks/<b>.js" async="">',
      '<link rel="preload" as="script" fetchPriority="high" href="/_next/static/chunks/a.js"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js">',
      '<script src="/_next/static/chunks/',
    ].join('')
    expect(rewriteHtml(lookalikes, { loaderIn: true })).toBe(lookalikes)
  })

  it('puts the loader in once', () => {
    const state = { loaderIn: false }
    rewriteHtml('<head></head>', state)
    expect(rewriteHtml('<p>"</head>" in a page</p>', state)).toBe('<p>"</head>" in a page</p>')
  })

  it('holds back a tag the chunk cut off, and nothing else', () => {
    const split = (text: string) => splitAtOpenTag(Buffer.from(text)).map((part) => part.toString('utf8'))
    expect(split('<p>ä</p><scr')).toEqual(['<p>ä</p>', '<scr'])
    expect(split('<p>a</p>')).toEqual(['<p>a</p>', ''])
    expect(split('a < b')).toEqual(['a ', '< b'])
    // A lone "<" far back is text, not a tag: it is not held for ever.
    const long = `<${'x'.repeat(5000)}`
    expect(split(long)).toEqual([long, ''])
  })

  it('passes a piece with nothing to rewrite as it is, and keeps UTF-8 intact in one it rewrites', () => {
    const state = { loaderIn: true }
    const text = Buffer.from('<p>Hyvää päivää 👋</p>')
    expect(rewriteBytes(text, state)).toBe(text)
    const page = Buffer.from(PAGE)
    expect(rewriteBytes(page, { loaderIn: false }).toString('utf8')).toBe(EXPECTED)
  })

  it('leaves the admin, the API, Next.js files, other methods and draft previews alone', () => {
    const req = (url: string, method = 'GET', cookie = '') =>
      ({ url, method, headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage
    expect(wantsLaterScripts(req('/'))).toBe(true)
    expect(wantsLaterScripts(req('/blogi?sivu=2'))).toBe(true)
    expect(wantsLaterScripts(req('/administration'))).toBe(true)
    expect(wantsLaterScripts(req('/admin'))).toBe(false)
    expect(wantsLaterScripts(req('/admin/collections/pages'))).toBe(false)
    expect(wantsLaterScripts(req('/api/pages'))).toBe(false)
    expect(wantsLaterScripts(req('/_next/static/chunks/a.js'))).toBe(false)
    expect(wantsLaterScripts(req('/', 'HEAD'))).toBe(false)
    expect(wantsLaterScripts(req('/', 'GET', 'a=1; __prerender_bypass=abc'))).toBe(false)
  })
})

/** How the stand-in for Next.js answers: the page in these pieces, with these headers. */
let pieces: Buffer[] = []
let headers: Record<string, string> = {}
let viaWriteHead = false

function standIn(_req: IncomingMessage, res: ServerResponse) {
  if (viaWriteHead) res.writeHead(200, headers)
  else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  const [last, ...rest] = [...pieces].reverse()
  for (const piece of rest.reverse()) res.write(piece)
  res.end(last)
}

let server: Server
let origin: string

beforeAll(async () => {
  server = createSiteServer('t'.repeat(48), standIn, { log: () => undefined })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Cuts the page at every `step` bytes: through tags, attribute values and multi-byte letters. */
function cut(text: string, step: number): Buffer[] {
  const bytes = Buffer.from(text)
  const out: Buffer[] = []
  for (let at = 0; at < bytes.length; at += step) out.push(bytes.subarray(at, at + step))
  return out
}

/** The answer's headers and bytes as they came over the wire (fetch would decompress them). */
function get(path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(origin + path, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('later scripts: through the server', () => {
  it('rewrites a page sent in pieces cut anywhere, the same as in one piece', async () => {
    headers = { 'content-type': 'text/html; charset=utf-8' }
    viaWriteHead = false
    for (const step of [1, 7, 64, 100_000]) {
      pieces = cut(PAGE, step)
      const { headers: answer, body } = await get('/', 'identity')
      expect(answer['content-encoding']).toBeUndefined()
      expect(body.toString('utf8'), `pieces of ${step} B`).toBe(EXPECTED)
    }
  })

  it('drops a declared length the rewrite made wrong, whether set before or with the status line', async () => {
    pieces = [Buffer.from(PAGE)]
    for (const head of [false, true]) {
      viaWriteHead = head
      headers = {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(Buffer.byteLength(PAGE)),
      }
      const { headers: answer, body } = await get('/', 'identity')
      expect(answer['content-length']).toBeUndefined()
      expect(body.toString('utf8')).toBe(EXPECTED)
    }
  })

  it('compresses the rewritten page for a client that accepts Brotli or gzip', async () => {
    viaWriteHead = false
    headers = { 'content-type': 'text/html; charset=utf-8' }
    pieces = cut(PAGE.padEnd(4000, ' '), 333)
    const br = await get('/', 'br, gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(
      EXPECTED.padEnd(EXPECTED.length + 4000 - PAGE.length, ' '),
    )
    const gzip = await get('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(brotliDecompressSync(br.body).toString('utf8'))
  })

  it('passes other answers through untouched', async () => {
    viaWriteHead = false
    headers = { 'content-type': 'application/json' }
    pieces = [Buffer.from(JSON.stringify({ html: PAGE }))]
    expect((await get('/', 'identity')).body.toString('utf8')).toBe(JSON.stringify({ html: PAGE }))
    headers = { 'content-type': 'text/html; charset=utf-8' }
    pieces = [Buffer.from(PAGE)]
    expect((await get('/admin', 'identity')).body.toString('utf8')).toBe(PAGE)
  })
})
