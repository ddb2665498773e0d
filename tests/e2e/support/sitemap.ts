import type { APIRequestContext } from '@playwright/test'

/** Where documents of one template live (posts, portfolio items, galleries, products; both locales). */
const DOCUMENT_PREFIXES = [
  '/blogi/',
  '/en/blog/',
  '/referenssit/',
  '/en/portfolio/',
  '/galleriat/',
  '/en/galleries/',
  '/tuotteet/',
  '/en/products/',
]

/**
 * The seeded site's addresses from the sitemap: every page, and the first document of each kind
 * (thirty posts share one template; checking each would test the same markup thirty times).
 * Pages other tests create (`/testi-…`) are fixtures, not part of the seeded site.
 */
export async function seededPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .filter((path) => !path.startsWith('/testi-'))
  const seen = new Set<string>()
  return [...new Set(paths)].filter((path) => {
    const prefix = DOCUMENT_PREFIXES.find((p) => path.startsWith(p))
    if (!prefix) return true
    if (seen.has(prefix)) return false
    seen.add(prefix)
    return true
  })
}
