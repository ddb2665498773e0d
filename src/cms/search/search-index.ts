import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  Payload,
  PayloadRequest,
} from 'payload'
import { LOCALES } from '@/i18n/locales'
import { buildEntry, type IndexEntry, SEARCHED_COLLECTIONS, type SearchedCollection } from './entry'
import { documentText } from './extract'
import type { RootsByLocale, SearchStore } from './store'
import { type PostgresDb, postgresStore } from './store-postgres'
import { type SqliteDb, sqliteStore } from './store-sqlite'

/** The search index of this site's database, writing inside `req`'s transaction when there is one. */
export async function openStore(payload: Payload, req?: PayloadRequest): Promise<SearchStore> {
  const adapter = payload.db as unknown as {
    name: string
    drizzle: unknown
    sessions?: Record<string, { db?: unknown }>
  }
  const id = req?.transactionID ? await req.transactionID : undefined
  const db = (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
  return adapter.name === 'postgres' ? postgresStore(db as PostgresDb) : sqliteStore(db as SqliteDb)
}

type Doc = Record<string, unknown> & { id: number; _status?: string | null }

/** When a document counts as written: a post's publication, an item's date, else its last edit. */
function documentDate(doc: Doc): string {
  for (const key of ['publishedAt', 'date', 'updatedAt']) {
    const value = doc[key]
    if (typeof value === 'string' && value !== '') return value
  }
  return new Date(0).toISOString()
}

/** A page's path or another document's slug in one locale; empty when it has none there. */
function documentAddress(collection: SearchedCollection, doc: Doc): string {
  const value = collection === 'pages' ? doc.path : doc.slug
  return typeof value === 'string' ? value : ''
}

/** A published document's entries in every locale it has a title and an address in. */
export function entriesOf(
  collection: SearchedCollection,
  docs: Partial<Record<(typeof LOCALES)[number], Doc | null>>,
): { entries: IndexEntry[]; roots: RootsByLocale } {
  const entries: IndexEntry[] = []
  const roots: RootsByLocale = {}
  for (const locale of LOCALES) {
    const doc = docs[locale]
    if (doc?._status !== 'published' || typeof doc.title !== 'string' || doc.title.trim() === '') continue
    const address = documentAddress(collection, doc)
    if (address === '') continue
    const built = buildEntry(
      { collection, docId: doc.id, locale, address, date: documentDate(doc) },
      documentText(doc),
    )
    entries.push(built.entry)
    roots[locale] = built.roots
  }
  return { entries, roots }
}

/** Reads a document's published state in both locales and puts it in the index (or takes it out). */
export async function reindexDocument(
  payload: Payload,
  collection: SearchedCollection,
  id: number,
  req?: PayloadRequest,
): Promise<void> {
  const docs: Partial<Record<(typeof LOCALES)[number], Doc | null>> = {}
  for (const locale of LOCALES) {
    docs[locale] = (await payload.findByID({
      collection: collection as CollectionSlug,
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      draft: false,
      disableErrors: true,
      overrideAccess: true,
      req,
    })) as unknown as Doc | null
  }
  const { entries, roots } = entriesOf(collection, docs)
  const store = await openStore(payload, req)
  await store.replace(collection, id, entries)
  await store.addRoots(roots)
}

const isSearched = (slug: string): slug is SearchedCollection =>
  (SEARCHED_COLLECTIONS as readonly string[]).includes(slug)

/**
 * Keeps the index current: every save rewrites the document's entries in both locales from its
 * published state, in the save's own transaction (a draft saved over a published document leaves
 * them as they were; an unpublish removes them). A draft with nothing in the index (a document
 * never published, autosaved every few seconds) has nothing to change and is skipped.
 */
export const indexForSearch: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if (!isSearched(collection.slug)) return doc
  const id = Number(doc.id)
  if (doc._status === 'draft' && !(await (await openStore(req.payload, req)).has(collection.slug, id)))
    return doc
  await reindexDocument(req.payload, collection.slug, id, req)
  return doc
}

export const removeFromSearch: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  if (!isSearched(collection.slug)) return
  await (await openStore(req.payload, req)).replace(collection.slug, Number(id), [])
}

const REBUILD_PAGE = 200

/**
 * Empties the index and fills it again from every published document: for an existing database
 * (`npm run search:reindex`) and for a site started on a database whose index is empty.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<{ documents: number; entries: number }> {
  const store = await openStore(payload)
  await store.clear()
  let documents = 0
  let entries = 0
  const roots: Record<string, Set<string>> = Object.fromEntries(LOCALES.map((locale) => [locale, new Set()]))
  for (const collection of SEARCHED_COLLECTIONS) {
    for (let page = 1; ; page++) {
      const byLocale = await Promise.all(
        LOCALES.map((locale) =>
          payload.find({
            collection: collection as CollectionSlug,
            where: { _status: { equals: 'published' } },
            locale,
            fallbackLocale: false,
            depth: 0,
            limit: REBUILD_PAGE,
            page,
            sort: 'id',
            overrideAccess: true,
          }),
        ),
      )
      const first = byLocale[0]
      if (!first || first.docs.length === 0) break
      const batch: IndexEntry[] = []
      for (const [index, doc] of first.docs.entries()) {
        const docs: Partial<Record<(typeof LOCALES)[number], Doc | null>> = {}
        LOCALES.forEach((locale, i) => {
          const found = byLocale[i]?.docs[index] as unknown as Doc | undefined
          docs[locale] = found && found.id === (doc as unknown as Doc).id ? found : null
        })
        const built = entriesOf(collection, docs)
        batch.push(...built.entries)
        for (const [locale, list] of Object.entries(built.roots))
          for (const root of list ?? []) roots[locale]?.add(root)
        documents++
      }
      await store.insert(batch)
      entries += batch.length
      if (!first.hasNextPage) break
    }
  }
  await store.addRoots(Object.fromEntries(Object.entries(roots).map(([locale, set]) => [locale, [...set]])))
  return { documents, entries }
}
