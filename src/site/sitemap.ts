import type { MetadataRoute } from 'next'
import { LOCALES, type Locale, localeHref } from '@/i18n/locales'
import { payloadClient } from '@/site/payload'

/** Every published page, in every locale it has an address in, with its hreflang alternates. */
export async function sitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const homeId = typeof settings.homePage === 'object' ? settings.homePage?.id : settings.homePage
  const byId = new Map<number, { updatedAt: string; urls: Partial<Record<Locale, string>> }>()
  for (const locale of LOCALES) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 1000,
      pagination: false,
      select: { path: true, updatedAt: true },
    })
    for (const doc of docs) {
      if (!doc.path) continue
      const entry = byId.get(doc.id) ?? { updatedAt: doc.updatedAt, urls: {} }
      entry.urls[locale] = `${origin}${localeHref(locale, doc.id === homeId ? '' : doc.path)}`
      byId.set(doc.id, entry)
    }
  }
  return [...byId.values()].flatMap(({ updatedAt, urls }) =>
    Object.values(urls).map((url) => ({
      url,
      lastModified: updatedAt,
      alternates: { languages: urls },
    })),
  )
}
