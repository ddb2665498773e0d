import { revalidateTag } from 'next/cache.js'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { contentChanged } from '@/lib/content-revision'
import { relationId } from '@/lib/relation'
import { expireSharedTags } from '@/lib/shared-cache'

/**
 * Expires the cached data (and with it every cached route that read it) under the given tags.
 * Expiry is immediate: the next visit renders afresh rather than being served the old page once.
 * Outside a Next.js server (seed, CLI, tests) there is no cache to expire. With a cache shared
 * by several instances, the change resolves once all of them see the expiry.
 */
export function revalidateTags(req: PayloadRequest, tags: readonly string[]): Promise<void> {
  if (req.context?.disableRevalidate) return Promise.resolve()
  return expireTags(tags, (error) =>
    req.payload.logger.debug({ msg: 'revalidate skipped outside Next.js', error }),
  )
}

/** Expires tags as revalidateTags does, for a change made outside a Payload hook (an import's end). */
export function expireTags(
  tags: readonly string[],
  outsideNext: (error: unknown) => void = () => {},
): Promise<void> {
  contentChanged()
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    outsideNext(error)
  }
  return expireSharedTags(tags)
}

type StatusDoc = { _status?: 'draft' | 'published' | null } | undefined | null

/** A change matters to visitors when the document is or was published. */
export function touchesPublished(doc: StatusDoc, previousDoc: StatusDoc): boolean {
  return doc?._status !== 'draft' || previousDoc?._status === 'published'
}

/**
 * The admin's autosave (every pause while an editor types, for the live preview) writes only the
 * draft version; what visitors see is untouched, so their cached pages stay.
 */
export function isAutosave(req: Pick<PayloadRequest, 'query'>): boolean {
  const flag = req.query?.autosave
  return flag === true || flag === 'true'
}

type IndexedPage = {
  id: number
  title?: string | null
  path?: string | null
  parent?: number | { id: number } | null
  _status?: 'draft' | 'published' | null
}

/** Did anything the page index holds (menus, breadcrumbs, alternates, sitemap) change? */
export function pageIndexChanged(doc: IndexedPage, previousDoc: IndexedPage | undefined): boolean {
  return (
    !previousDoc ||
    doc.title !== previousDoc.title ||
    doc.path !== previousDoc.path ||
    doc._status !== previousDoc._status ||
    relationId(doc.parent) !== relationId(previousDoc.parent)
  )
}

/** Pages: the page's own routes (both locales), plus every route showing the index when that changed. */
export const revalidatePage: CollectionAfterChangeHook<IndexedPage> = async ({ doc, previousDoc, req }) => {
  if (isAutosave(req) || !touchesPublished(doc, previousDoc)) return doc
  const tags = [CACHE_TAGS.page(doc.id)]
  if (pageIndexChanged(doc, previousDoc)) tags.push(CACHE_TAGS.pageIndex)
  await revalidateTags(req, tags)
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<IndexedPage> = async ({ doc, req }) => {
  await revalidateTags(req, [CACHE_TAGS.page(doc.id), CACHE_TAGS.pageIndex])
  return doc
}

/** A global: every route that read it. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await revalidateTags(req, [CACHE_TAGS.global(global.slug)])
  return doc
}

type ContentDoc = { id: number; slug?: string | null } & StatusDoc

/**
 * Posts, portfolio items and galleries: the document's own page (both locales), the lists of its
 * collection, and the slug lookups that may now find it (a first publish, a new slug in any
 * locale). Nothing else on the site shows them, so nothing else is refreshed.
 */
export const revalidateContent: CollectionAfterChangeHook<ContentDoc> = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  if (isAutosave(req) || !touchesPublished(doc, previousDoc) || req.context?.disableRevalidate) return doc
  const slugs = new Set([doc.slug, previousDoc?.slug])
  const all = await req.payload.findByID({
    collection: collection.slug as 'posts',
    id: doc.id,
    locale: 'all',
    depth: 0,
    select: { slug: true },
    disableErrors: true,
    req,
  })
  const localized: unknown = all?.slug
  if (localized && typeof localized === 'object')
    for (const value of Object.values(localized)) slugs.add(value)
  const slugTags = [...slugs].flatMap((slug) =>
    typeof slug === 'string' && slug ? [CACHE_TAGS.slug(collection.slug, slug)] : [],
  )
  await revalidateTags(req, [
    CACHE_TAGS.document(collection.slug, doc.id),
    CACHE_TAGS.list(collection.slug),
    ...slugTags,
  ])
  return doc
}

export const revalidateDeletedContent: CollectionAfterDeleteHook<ContentDoc> = async ({
  collection,
  doc,
  req,
}) => {
  await revalidateTags(req, [CACHE_TAGS.document(collection.slug, doc.id), CACHE_TAGS.list(collection.slug)])
  return doc
}

/** Categories: their titles and slugs show in list filters and on post pages. */
export const revalidateCategories: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateTags(req, [CACHE_TAGS.categories])
  return doc
}

export const revalidateDeletedCategory: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateTags(req, [CACHE_TAGS.categories])
  return doc
}

/** Media: a new upload is shown nowhere yet; a changed or deleted one may be shown anywhere. */
export const revalidateMedia: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update') await revalidateTags(req, [CACHE_TAGS.media])
  return doc
}

export const revalidateDeletedMedia: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateTags(req, [CACHE_TAGS.media])
  return doc
}
