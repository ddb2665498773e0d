import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { DEFAULT_LOCALE, LOCALES, type Locale, localeHref, splitLocale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { withLocaleFallback } from '@/lib/locale-fallback'
import { findByPath, type PageIndex, type PageRef, pageIndex, pageRef } from '@/lib/page-index'
import { relationId } from '@/lib/relation'
import type { RenderContext } from '@/lib/render-context'
import type { Config, Page } from '@/payload-types'
import { payloadClient } from '@/site/payload'

/**
 * The one place public pages read the CMS. Reads go through Next's data cache with tags
 * (src/lib/cache-tags.ts), so a route's cached HTML is refreshed exactly when something it read
 * changes, and a render that misses the page cache still finds the shared data cached. In draft
 * mode (preview) Next bypasses the data cache and everything is read fresh.
 */

type GlobalSlug = keyof Config['globals']

/** A global in one locale; Payload's locale fallback only when asked for. */
function readGlobal<S extends GlobalSlug>(slug: S, locale: Locale, fallback: boolean) {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      return payload.findGlobal({ slug, locale, depth: 1, ...(fallback ? {} : { fallbackLocale: false }) })
    },
    ['global', slug, locale, String(fallback)],
    { tags: [CACHE_TAGS.global(slug), CACHE_TAGS.media] },
  )()
}

/** Header and footer: localized texts fall back to Finnish, page links' labels never do. */
async function readMenuGlobal<S extends 'header' | 'footer'>(slug: S, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return readGlobal(slug, locale, true)
  const [own, fallback] = await Promise.all([
    readGlobal(slug, locale, false),
    readGlobal(slug, DEFAULT_LOCALE, true),
  ])
  return withLocaleFallback(own, fallback)
}

/** Site settings, header and footer for one locale; read once per render. */
export const getGlobals = cache(async (locale: Locale) => {
  const [settings, header, footer] = await Promise.all([
    readGlobal('site-settings', locale, true),
    readMenuGlobal('header', locale),
    readMenuGlobal('footer', locale),
  ])
  return { settings, header, footer }
})

const readPageIndex = unstable_cache(
  async (): Promise<PageRef[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 0,
      pagination: false,
      select: { title: true, path: true, parent: true, updatedAt: true },
    })
    return docs.map(pageRef)
  },
  ['page-index'],
  { tags: [CACHE_TAGS.pageIndex] },
)

/** Every published page's title, address and parent in every locale; read once per render. */
export const getPageIndex = cache(async (): Promise<PageIndex> => pageIndex(await readPageIndex()))

/** The render context for a locale: what every link and widget on the page resolves against. */
export const renderContext = cache(async (locale: Locale): Promise<RenderContext> => {
  const [{ settings }, pages] = await Promise.all([getGlobals(locale), getPageIndex()])
  return {
    locale,
    homePageId: relationId(settings.homePage),
    pages,
    untranslated: settings.untranslatedLinks === 'hide' ? 'hide' : 'original',
  }
})

/** A published page's content in one locale, from the data cache (tagged with the page's id). */
function readPublishedPage(id: number, locale: Locale): Promise<Page | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const doc = await payload.findByID({
        collection: 'pages',
        id,
        locale,
        depth: 1,
        fallbackLocale: false,
        disableErrors: true,
      })
      return doc?._status === 'published' ? doc : null
    },
    ['page', String(id), locale],
    { tags: [CACHE_TAGS.page(id), CACHE_TAGS.media] },
  )()
}

/** The newest version of a page, drafts included, for preview (never cached). */
async function readDraftPage(locale: Locale, where: { id: number } | { path: string }): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: 'id' in where ? { id: { equals: where.id } } : { path: { equals: where.path } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    draft: true,
    overrideAccess: true,
    fallbackLocale: false,
  })
  return docs[0] ?? null
}

export type ResolvedRoute = {
  locale: Locale
  path: string
  page: Page | null
  /** Set when the address is an alias of a canonical one (the home page's own path). */
  redirectTo: string | null
  ctx: RenderContext
  /** The page's address in every locale that has it, for hreflang and the language menu. */
  alternates: Partial<Record<Locale, string>>
  draft: boolean
}

/** Resolves the visited address to a page, in the visitor's locale; drafts only in preview. */
export const resolveRoute = cache(async (segments: readonly string[] | undefined): Promise<ResolvedRoute> => {
  const { locale, path } = splitLocale(segments)
  const { isEnabled: draft } = await draftMode()
  const ctx = await renderContext(locale)
  const { homePageId } = ctx

  let page: Page | null = null
  if (draft) {
    if (path !== '') page = await readDraftPage(locale, { path })
    else if (homePageId !== null) page = await readDraftPage(locale, { id: homePageId })
  } else {
    const id = path === '' ? homePageId : (findByPath(ctx.pages, locale, path)?.id ?? null)
    if (id !== null) page = await readPublishedPage(id, locale)
  }

  const redirectTo = page && path !== '' && page.id === homePageId ? localeHref(locale, '') : null
  const alternates: Partial<Record<Locale, string>> = {}
  if (page) {
    const ref = ctx.pages.get(page.id)
    for (const other of LOCALES) {
      const otherPath = other === locale ? page.path : ref?.path[other]
      if (page.id === homePageId) alternates[other] = localeHref(other, '')
      else if (otherPath) alternates[other] = localeHref(other, otherPath)
    }
  }
  return { locale, path, page, redirectTo, ctx, alternates, draft }
})
