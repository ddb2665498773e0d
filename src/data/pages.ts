import { unstable_cache } from 'next/cache'
import { draftMode, headers } from 'next/headers'
import type { TypedUser, Where } from 'payload'
import { cache } from 'react'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { type ContentCollection, contentHref, parseContentPath } from '@/lib/content-paths'
import { withLocaleFallback } from '@/lib/locale-fallback'
import { type PageIndex, type PageRef, pageIndex, pageRef } from '@/lib/page-index'
import { relationId } from '@/lib/relation'
import type { RenderContext } from '@/lib/render-context'
import type { Config, Gallery, Page, Portfolio, Post, Product } from '@/payload-types'
import { payloadClient } from './payload'

/**
 * The one place public pages read the CMS. Reads go through Next's data cache with tags
 * (src/lib/cache-tags.ts), so a route's cached HTML is refreshed exactly when something it read
 * changes, and a render that misses the page cache still finds the shared data cached. In draft
 * mode (preview) Next bypasses the data cache and everything is read fresh, and neither the page
 * nor the data it reads is written to a cache.
 */

/**
 * Who may see drafts in this request: the signed-in user, in draft mode only. Draft mode alone is
 * Next's `__prerender_bypass` cookie, one value for every editor for the life of the build, which
 * outlives logout and can be copied; so it counts only with a valid Payload session, and drafts
 * are read with that user's access. Outside draft mode the request is not even looked at, so
 * visitors' pages stay static and cached.
 */
export const previewUser = cache(async (): Promise<TypedUser | null> => {
  if (!(await draftMode()).isEnabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user
})

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
export function readPublishedPage(id: number, locale: Locale): Promise<Page | null> {
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

type DraftCollection = 'pages' | ContentCollection
type DraftDoc<C extends DraftCollection> = C extends 'pages' ? Page : ContentOf<Exclude<C, 'pages'>>

/** The newest version of a page or document the user may read, drafts included, for preview (never cached). */
async function readDraft<C extends DraftCollection>(
  collection: C,
  locale: Locale,
  where: Where,
  user: TypedUser,
): Promise<DraftDoc<C> | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where,
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    draft: true,
    overrideAccess: false,
    user,
    fallbackLocale: false,
  })
  return (docs[0] as DraftDoc<C> | undefined) ?? null
}

export function readDraftPage(
  locale: Locale,
  where: { id: number } | { path: string },
  user: TypedUser,
): Promise<Page | null> {
  return readDraft(
    'pages',
    locale,
    'id' in where ? { id: { equals: where.id } } : { path: { equals: where.path } },
    user,
  )
}

/** A post, portfolio item, gallery or product, with its collection. */
export type ContentDoc =
  | { collection: 'posts'; doc: Post }
  | { collection: 'portfolio'; doc: Portfolio }
  | { collection: 'galleries'; doc: Gallery }
  | { collection: 'products'; doc: Product }

type ContentOf<C extends ContentCollection> = Extract<ContentDoc, { collection: C }>['doc']

/** Thrown inside the cached slug lookup when no document has the slug, so the miss is not stored. */
class NoSuchSlug extends Error {}

/**
 * Which document a slug names in a locale. Cached under the slug's own tag, which a publish
 * refreshes when a document takes or leaves the slug: a post's page does not depend on the others.
 * A miss is not cached: every made-up address under a list's path would be an entry of its own
 * (its 404 page is not cached either), and a document published later under the slug is found.
 */
function lookupSlug(collection: ContentCollection, locale: Locale, slug: string): Promise<number | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 1,
        pagination: false,
        select: {},
      })
      const id = docs[0]?.id
      if (id === undefined) throw new NoSuchSlug(slug)
      return id
    },
    ['slug', collection, locale, slug],
    { tags: [CACHE_TAGS.slug(collection, slug)] },
  )().catch((error: unknown) => {
    if (error instanceof NoSuchSlug) return null
    throw error
  })
}

/** A published document in one locale, from the data cache (tagged with the document). */
function readPublishedContent<C extends ContentCollection>(
  collection: C,
  id: number,
  locale: Locale,
): Promise<ContentOf<C> | null> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const doc = await payload.findByID({
        collection,
        id,
        locale,
        depth: 1,
        fallbackLocale: false,
        disableErrors: true,
      })
      return doc?._status === 'published' && doc.slug ? (doc as ContentOf<C>) : null
    },
    ['content', collection, String(id), locale],
    { tags: [CACHE_TAGS.document(collection, id), CACHE_TAGS.media, CACHE_TAGS.categories] },
  )()
}

/** The document an address names (`blogi/{slug}`), published or, in preview, the newest draft. */
export async function resolveContent(
  locale: Locale,
  path: string,
  previewer: TypedUser | null,
): Promise<ContentDoc | null> {
  const target = parseContentPath(locale, path)
  if (!target) return null
  const { collection, slug } = target
  let doc: ContentDoc['doc'] | null
  if (previewer) doc = await readDraft(collection, locale, { slug: { equals: slug } }, previewer)
  else {
    const id = await lookupSlug(collection, locale, slug)
    doc = id === null ? null : await readPublishedContent(collection, id, locale)
  }
  return doc ? ({ collection, doc } as ContentDoc) : null
}

/** A document's addresses in every locale it has, from its slugs in each. */
export async function contentAlternates(
  content: ContentDoc,
  locale: Locale,
): Promise<Partial<Record<Locale, string>>> {
  const out: Partial<Record<Locale, string>> = {
    [locale]: contentHref(content.collection, locale, content.doc.slug),
  }
  for (const other of LOCALES) {
    if (other === locale) continue
    const doc = await readPublishedContent(content.collection, content.doc.id, other)
    if (doc?.slug) out[other] = contentHref(content.collection, other, doc.slug)
  }
  return out
}
