import { unstable_cache } from 'next/cache'
import { LOCALES, type Locale, localeHref } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { CONTENT_COLLECTIONS, type ContentCollection, contentHref } from '@/lib/content-paths'
import { relationId } from '@/lib/relation'
import { getGlobals, getPageIndex } from './pages'
import { payloadClient } from './payload'

/** Addresses per sitemap file; above this the sitemap becomes an index of several files. */
export const SITEMAP_CHUNK = 1000

export type SitemapEntry = { url: string; lastModified: string; alternates: Partial<Record<Locale, string>> }

/** Every published document of a collection: its slug in each locale and when it last changed. */
function contentRefs(collection: ContentCollection) {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        locale: 'all',
        depth: 0,
        pagination: false,
        sort: 'id',
        select: { slug: true, updatedAt: true },
      })
      return docs.map((doc) => ({ slug: doc.slug as unknown, updatedAt: doc.updatedAt }))
    },
    ['sitemap', collection],
    { tags: [CACHE_TAGS.list(collection)] },
  )()
}

function entriesFor(
  urls: Partial<Record<Locale, string>>,
  lastModified: string,
  origin: string,
): SitemapEntry[] {
  const absolute: Partial<Record<Locale, string>> = {}
  for (const [locale, path] of Object.entries(urls) as [Locale, string][])
    absolute[locale] = `${origin}${path}`
  return Object.values(absolute).map((url) => ({ url, lastModified, alternates: absolute }))
}

/** Every published page and document, in every locale it has an address in, with hreflang alternates. */
export async function sitemapEntries(origin: string): Promise<SitemapEntry[]> {
  const [{ settings }, pages] = await Promise.all([getGlobals('fi'), getPageIndex()])
  const homeId = relationId(settings.homePage)
  const out = [...pages.values()].flatMap((ref) => {
    const urls: Partial<Record<Locale, string>> = {}
    for (const locale of LOCALES) {
      const path = ref.path[locale]
      if (path !== undefined) urls[locale] = localeHref(locale, ref.id === homeId ? '' : path)
    }
    return entriesFor(urls, ref.updatedAt, origin)
  })
  for (const collection of CONTENT_COLLECTIONS) {
    for (const doc of await contentRefs(collection)) {
      const slugs = doc.slug && typeof doc.slug === 'object' ? (doc.slug as Record<string, unknown>) : {}
      const urls: Partial<Record<Locale, string>> = {}
      for (const locale of LOCALES) {
        const slug = slugs[locale]
        if (typeof slug === 'string' && slug) urls[locale] = contentHref(collection, locale, slug)
      }
      out.push(...entriesFor(urls, doc.updatedAt, origin))
    }
  }
  return out
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** A `<urlset>` with xhtml:link alternates. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const links = Object.entries(e.alternates)
      .map(
        ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href ?? '')}"/>`,
      )
      .join('')
    return `<url><loc>${escapeXml(e.url)}</loc>${links}<lastmod>${escapeXml(e.lastModified)}</lastmod></url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` naming `count` files at /sitemap/{n}.xml. */
export function sitemapIndexXml(origin: string, count: number): string {
  const items = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${i}.xml`)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

export function xmlResponse(xml: string, status = 200): Response {
  return new Response(xml, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}

export function siteOrigin(): string {
  return process.env.SERVER_URL || 'http://localhost:3000'
}
