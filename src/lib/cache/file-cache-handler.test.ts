import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import FileCacheHandler from './file-cache-handler.mjs'

/**
 * The handler as Next calls it. Next's value and cache kinds are const enums, which a test cannot
 * name under isolatedModules, so the values are written out as the strings they are.
 */
type Handler = {
  get(key: string, ctx: object): Promise<{ value: { html?: string } | null } | null>
  set(key: string, data: object | null, ctx: object): Promise<void>
}

const root = mkdtempSync(path.join(tmpdir(), 'file-cache-'))
const serverDir = path.join(root, 'server')
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
const SET_CTX = { cacheControl: { revalidate: 86400, expire: undefined } }

function page(html: string, status = 200) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': 'pages' },
    status,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  }
}

const key = (name: string) => `/route-cache/APP_PAGE/0abc/$/${name}`
const stored = (name: string) => existsSync(path.join(serverDir, `${key(name)}.html`))

let cache: Handler

beforeAll(() => {
  // html 1 block + rsc 1 + metadata 1 + one segment 1 = 16 KiB a page: three fit in 56 KiB.
  process.env.PAGE_CACHE_MAX_MB = String(56 / 1024)
  cache = new FileCacheHandler({
    fs: nodeFs,
    serverDistDir: serverDir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  }) as unknown as Handler
})

afterAll(() => {
  delete process.env.PAGE_CACHE_MAX_MB
  rmSync(root, { recursive: true, force: true })
})

describe('the file cache handler', () => {
  it('stores pages on disk and serves them back', async () => {
    await cache.set(key('a'), page('<p>a</p>'), SET_CTX)
    expect(stored('a')).toBe(true)
    expect((await cache.get(key('a'), PAGE_CTX))?.value?.html).toBe('<p>a</p>')
  })

  it('never stores a 404', async () => {
    await cache.set(key('missing'), page('<h1>Sivua ei löytynyt</h1>', 404), SET_CTX)
    expect(stored('missing')).toBe(false)
    expect(await cache.get(key('missing'), PAGE_CTX)).toBeNull()
  })

  it('stores a 404 in place of an entry the key had, so a removed page is not served again', async () => {
    await cache.set(key('removed'), page('<p>removed</p>'), SET_CTX)
    await cache.set(key('removed'), page('<h1>Sivua ei löytynyt</h1>', 404), SET_CTX)
    expect((await cache.get(key('removed'), PAGE_CTX))?.value?.html).toBe('<h1>Sivua ei löytynyt</h1>')
  })

  it('deletes the least recently used entry, with all its files, once over the limit', async () => {
    for (const name of ['b', 'c', 'd']) await cache.set(key(name), page(`<p>${name}</p>`), SET_CTX)
    await cache.get(key('b'), PAGE_CTX)
    await cache.set(key('e'), page('<p>e</p>'), SET_CTX)
    expect(['b', 'c', 'd', 'e'].map(stored)).toEqual([true, false, true, true])
    const dir = path.dirname(path.join(serverDir, key('c')))
    expect(readdirSync(dir).filter((file) => file.startsWith('c.'))).toEqual([])
    expect(await cache.get(key('c'), PAGE_CTX)).toBeNull()
  })

  it('counts data entries in the same limit', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: 'bnVsbA==', status: 200, url: '' },
      revalidate: 60,
    }
    const fetchDir = path.join(root, 'cache', 'fetch-cache')
    for (let i = 0; i < 20; i++) await cache.set(`data${i}`, data, { fetchCache: true, tags: [] })
    expect(readdirSync(fetchDir).length).toBeLessThanOrEqual(14)
    expect(['b', 'd', 'e'].some(stored)).toBe(false)
  })
})
