import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { scaled } from '../support/time-scale'

/** Where Next's file cache writes: pages and route handlers, and `unstable_cache` data. */
const CACHE_DIRS = ['.next/server/route-cache', '.next/cache/fetch-cache'].map((dir) => path.resolve(dir))
const REQUESTS_EACH = 2000
const CONCURRENCY = 8
const MAX_GROWTH = 1024 * 1024

/** Addresses the site has, each answered from the page cache once visited. */
const REAL_PAGES = [
  '/',
  '/blogi',
  '/blogi?page=2',
  '/blogi?sort=name&order=asc',
  '/tietoa-meista',
  '/tuotteet',
  '/en',
  '/en/blog',
]

type Usage = { bytes: number; disk: number; files: number }

/** The cache folders' size: file bytes, bytes allocated on disk, and file count. */
function usage(): Usage {
  const total: Usage = { bytes: 0, disk: 0, files: 0 }
  const walk = (dir: string) => {
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      return
    }
    for (const name of names) {
      const file = path.join(dir, name)
      const stat = statSync(file)
      if (stat.isDirectory()) walk(file)
      else {
        total.bytes += stat.size
        total.disk += stat.blocks * 512
        total.files += 1
      }
    }
  }
  for (const dir of CACHE_DIRS) walk(dir)
  return total
}

/** Fetches every address, a few at a time; returns the addresses that did not answer 404 as asked. */
async function expect404s(base: string, urls: string[], heading: (url: string) => string): Promise<string[]> {
  const wrong: string[] = []
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string
      const response = await fetch(new URL(url, base), { redirect: 'manual' })
      const html = await response.text()
      if (response.status !== 404 || !html.includes(`<h1>${heading(url)}</h1>`))
        wrong.push(`${url} → ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return wrong
}

/** Four kinds of made-up address, `count` in all, distinct from any earlier run's. */
function madeUp(count: number, kinds: ((n: number) => string)[]): string[] {
  return Array.from({ length: count }, (_, i) => (kinds[i % kinds.length] as (n: number) => string)(i))
}

test.describe('the page cache cannot be filled by visitors @serial', () => {
  test('2 000 unknown addresses and 2 000 list states past the last page answer 404 and grow the cache by under 1 MB; real pages stay cached', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(scaled(20 * 60_000))
    const base = baseURL ?? ''
    const blog = await (await request.get('/blogi')).text()
    const post = /href="(\/blogi\/[a-z0-9-]+)"/.exec(blog)?.[1]
    expect(post, 'a post linked from the blog').toBeTruthy()
    const real = [...REAL_PAGES, post as string]
    for (const url of real) {
      expect((await request.get(url)).status(), url).toBe(200)
      expect((await request.get(url)).headers()['x-nextjs-cache'], url).toBe('HIT')
    }

    const run = Date.now().toString(36)
    const unknown = madeUp(REQUESTS_EACH, [
      (n) => `/x-${run}-${n}`,
      (n) => `/en/x-${run}-${n}`,
      (n) => `/blogi/x-${run}-${n}`,
      (n) => `/tietoa-meista/x-${run}-${n}`,
    ])
    // Past the last page of each list, in every sort and order, and list states on pages without a list.
    const offset = 1000 + (Date.now() % 50_000)
    const outOfRange = madeUp(REQUESTS_EACH, [
      (n) => `/blogi?page=${offset + n}`,
      (n) => `/blogi?page=${offset + n}&sort=name&order=${n % 2 ? 'asc' : 'desc'}`,
      (n) => `/referenssit?page=${offset + n}&order=asc`,
      (n) => `/tietoa-meista?page=${offset + n}`,
    ])
    const heading = (url: string) => (url.startsWith('/en/') ? 'Page not found' : 'Sivua ei löytynyt')

    const before = usage()
    const started = Date.now()
    const wrongUnknown = await expect404s(base, unknown, heading)
    const wrongOutOfRange = await expect404s(base, outOfRange, heading)
    const seconds = (Date.now() - started) / 1000
    // Cache writes finish after the answer: measure once the server has had a moment.
    await new Promise((resolve) => setTimeout(resolve, scaled(2000)))
    const after = usage()
    console.log(
      `cache folders before: ${before.bytes} B (${before.disk} B on disk, ${before.files} files); ` +
        `after ${unknown.length + outOfRange.length} requests in ${seconds.toFixed(1)} s: ` +
        `${after.bytes} B (${after.disk} B on disk, ${after.files} files); ` +
        `not a 404: ${wrongUnknown.length} unknown, ${wrongOutOfRange.length} out of range`,
    )
    expect(wrongUnknown).toEqual([])
    expect(wrongOutOfRange).toEqual([])
    expect(after.bytes - before.bytes).toBeLessThan(MAX_GROWTH)
    expect(after.disk - before.disk).toBeLessThan(MAX_GROWTH)

    for (const url of real) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['x-nextjs-cache'], url).toBe('HIT')
    }
  })
})
