import type { MetadataRoute } from 'next'
import { LOCALES, type Locale, localeHref } from '@/i18n/locales'
import { relationId } from '@/lib/relation'
import { getGlobals, getPageIndex } from './data'

/** Every published page, in every locale it has an address in, with its hreflang alternates. */
export async function sitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const [{ settings }, pages] = await Promise.all([getGlobals('fi'), getPageIndex()])
  const homeId = relationId(settings.homePage)
  return [...pages.values()].flatMap((ref) => {
    const urls: Partial<Record<Locale, string>> = {}
    for (const locale of LOCALES) {
      const path = ref.path[locale]
      if (path !== undefined) urls[locale] = `${origin}${localeHref(locale, ref.id === homeId ? '' : path)}`
    }
    return Object.values(urls).map((url) => ({
      url,
      lastModified: ref.updatedAt,
      alternates: { languages: urls },
    }))
  })
}
