import type { APIRequestContext } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { expect, test } from './support/cms'

/** More than the seeded site has; a guard against a crawl that never ends. */
const MAX_URLS = 600

/** The public origin the server writes into canonical, hreflang and Open Graph addresses. */
const PUBLIC_ORIGIN = new URL(process.env.SERVER_URL || 'http://localhost:3000').origin

/** Addresses in href/src/srcset/content attributes of the HTML, resolved against the page. */
function addressesIn(html: string, base: URL): URL[] {
  const found: string[] = []
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) found.push(match[1] ?? '')
  // Meta tags' content is text, except the addresses (Open Graph image and page address).
  for (const match of html.matchAll(/\scontent="((?:https?:\/\/|\/)[^"]*)"/g)) found.push(match[1] ?? '')
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of (match[1] ?? '').split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '')
  }
  const out: URL[] = []
  for (const raw of found) {
    const value = raw.replaceAll('&amp;', '&')
    if (value === '' || value.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(value)) continue
    try {
      const url = new URL(value, base)
      url.hash = ''
      if (url.origin === PUBLIC_ORIGIN) out.push(new URL(url.pathname + url.search, base))
      else if (url.origin === base.origin) out.push(url)
    } catch {
      // Not an address (a meta tag's text content, say).
    }
  }
  return out
}

/** A list's query-string variants count once: the path plus the names of its parameters. */
function variantKey(url: URL): string {
  return `${url.pathname}?${[...url.searchParams.keys()].sort().join('&')}`
}

async function crawl(request: APIRequestContext, starts: string[]) {
  const origin = new URL(String(test.info().project.use.baseURL))
  const queue = starts.map((path) => new URL(path, origin))
  const seen = new Set<string>()
  const broken: string[] = []
  const referrer = new Map<string, string>()
  let pages = 0
  while (queue.length > 0 && seen.size < MAX_URLS) {
    const url = queue.shift() as URL
    const key = variantKey(url)
    if (seen.has(key)) continue
    seen.add(key)
    // The admin and the CMS's own API are not part of the public site.
    if (/^\/(admin|api\/(?!media\/file\/))/.test(url.pathname)) continue
    const response = await request.get(url.href, { maxRedirects: 5 })
    if (response.status() >= 400) {
      broken.push(
        `${response.status()} ${url.pathname}${url.search} (linked from ${referrer.get(key) ?? 'start'})`,
      )
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    pages++
    for (const next of addressesIn(await response.text(), url)) {
      const nextKey = variantKey(next)
      if (!seen.has(nextKey)) {
        if (!referrer.has(nextKey)) referrer.set(nextKey, url.pathname)
        queue.push(next)
      }
    }
  }
  return { broken, pages, checked: seen.size }
}

test.describe('link crawl @smoke @serial', () => {
  test('every internal link, image and script on both locales answers without an error', async ({
    request,
  }) => {
    test.setTimeout(scaled(180_000))
    // Pages listed in the sitemap are crawled too, whether or not a menu leads to them.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
    expect(listed).toEqual(expect.arrayContaining(['/', '/en']))
    const { broken, pages, checked } = await crawl(request, ['/', '/en', ...listed])
    expect(broken, `broken internal links:\n${broken.join('\n')}`).toEqual([])
    expect(pages).toBeGreaterThanOrEqual(new Set(listed).size)
    expect(checked).toBeLessThan(MAX_URLS)
  })
})
