import type { CollectionAfterChangeHook, CollectionSlug, PayloadRequest } from 'payload'
import { isLocale, type Locale, localeHref } from '@/i18n/locales'
import { type ContentCollection, contentHref } from '@/lib/content-paths'
import { redirectKey } from '@/lib/redirect-paths'
import { isAutosave } from './revalidate'

type Addressed = {
  id: number
  _status?: 'draft' | 'published' | null
  slug?: string | null
  path?: string | null
}

/** A published document's public address in a locale, from its stored fields. */
type AddressOf = (doc: Addressed, locale: Locale) => string | null

const pageAddress: AddressOf = (doc, locale) =>
  typeof doc.path === 'string' ? localeHref(locale, doc.path) : null
const contentAddress =
  (collection: ContentCollection): AddressOf =>
  (doc, locale) =>
    doc.slug ? contentHref(collection, locale, doc.slug) : null

/** The address the document had when it was last published before this save, or null. */
async function previousAddress(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number,
  locale: Locale,
  addressOf: AddressOf,
): Promise<string | null> {
  const versions = await req.payload.findVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    locale,
    // A version from before this locale had its own address has none here (not the default's).
    fallbackLocale: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const previous = versions.docs[1]?.version as Addressed | undefined
  return previous ? addressOf({ ...previous, id }, locale) : null
}

/**
 * Makes `from` answer 301 with `to`: a new redirect, or the one that already starts there (one an
 * editor made by hand is left to the editor). The new redirect's id, or null when none was made.
 */
export async function saveRedirect(
  req: PayloadRequest,
  from: string,
  to: string,
  source: 'slug' | 'wordpress' | 'manual',
): Promise<number | null> {
  const key = redirectKey(from)
  if (key === null) return null
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: key } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const old = existing.docs[0]
  if (old && (old.to === to || (old.source === 'manual' && source !== 'manual'))) return null
  if (old) {
    await req.payload.update({
      collection: 'redirects',
      id: old.id,
      data: { to, source },
      req,
      overrideAccess: true,
    })
    return null
  }
  const made = await req.payload.create({
    collection: 'redirects',
    data: { from: key, to, source },
    req,
    overrideAccess: true,
  })
  return made.id
}

/** No redirect may hide a published address: one that starts where a document now lives goes. */
async function freeAddress(req: PayloadRequest, address: string): Promise<void> {
  const key = redirectKey(address)
  if (key === null) return
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: key } },
    req,
    overrideAccess: true,
  })
}

/**
 * When a published page or document gets a new address (its slug, or a page's parent, changed),
 * the old address answers 301 with the new one instead of becoming a 404.
 */
function redirectOnMove(
  collection: CollectionSlug,
  addressOf: AddressOf,
): CollectionAfterChangeHook<Addressed> {
  return async ({ doc, req }) => {
    if (isAutosave(req) || doc._status !== 'published' || !isLocale(req.locale)) return doc
    const locale = req.locale
    const now = addressOf(doc, locale)
    if (now === null) return doc
    await freeAddress(req, now)
    const before = await previousAddress(req, collection, doc.id, locale, addressOf)
    if (before !== null && before !== now) await saveRedirect(req, before, now, 'slug')
    return doc
  }
}

export const redirectMovedPage = redirectOnMove('pages', pageAddress)
export const redirectMovedContent = (collection: ContentCollection) =>
  redirectOnMove(collection, contentAddress(collection))
