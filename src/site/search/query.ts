import type { CollectionSlug } from 'payload'
import type { SearchedCollection } from '@/cms/search/entry'
import { findHits, queryWords, rankEntries } from '@/cms/search/match'
import { parseQuery, SEARCH } from '@/cms/search/normalise'
import { openStore } from '@/cms/search/search-index'
import type { StoredEntry } from '@/cms/search/store'
import type { Locale } from '@/i18n/locales'
import { contentHref } from '@/lib/content-paths'
import { pageHref } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import { renderContext } from '@/site/data'
import { payloadClient } from '@/site/payload'
import { buildSnippet, type SnippetPart } from './snippet'

export type SearchCollection = SearchedCollection

export type SearchResult = {
  key: string
  collection: SearchCollection
  title: string
  href: string
  snippet: SnippetPart[]
}

export type SearchOutcome =
  | { status: 'empty' }
  | { status: 'tooLong'; query: string }
  | { status: 'done'; query: string; results: SearchResult[] }

type Address = { id: number; path?: string | null; slug?: string | null }

function href(collection: SearchCollection, doc: Address, ctx: RenderContext): string | null {
  if (collection === 'pages') return doc.path ? pageHref({ id: doc.id, path: doc.path }, ctx) : null
  return doc.slug ? contentHref(collection, ctx.locale, doc.slug) : null
}

/**
 * The addresses of ranked entries, read from the documents themselves (a page's path follows its
 * parents), and only for documents still published: the index can never show more than Payload would.
 */
async function addresses(entries: readonly StoredEntry[], ctx: RenderContext): Promise<Map<string, string>> {
  const payload = await payloadClient()
  const byCollection = new Map<SearchCollection, number[]>()
  for (const entry of entries)
    byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry.docId])
  const found = new Map<string, string>()
  await Promise.all(
    [...byCollection].map(async ([collection, ids]) => {
      const { docs } = await payload.find({
        collection: collection as CollectionSlug,
        where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
        locale: ctx.locale,
        fallbackLocale: false,
        depth: 0,
        limit: ids.length,
        pagination: false,
        select: { path: true, slug: true },
      })
      for (const doc of docs as unknown as Address[]) {
        const address = href(collection, doc, ctx)
        if (address) found.set(`${collection}-${doc.id}`, address)
      }
    }),
  )
  return found
}

type Options = {
  /** Results wanted (the results page shows SEARCH.results). */
  limit?: number
  /** Whether results carry an excerpt with the hits marked. */
  snippets?: boolean
}

/** Searches the published site in the visitor's locale. `raw` is the `q` search parameter as given. */
export async function searchSite(
  raw: unknown,
  locale: Locale,
  { limit = SEARCH.results, snippets = true }: Options = {},
): Promise<SearchOutcome> {
  const parsed = parseQuery(raw)
  if (parsed.kind === 'empty') return { status: 'empty' }
  if (parsed.kind === 'tooLong') return { status: 'tooLong', query: parsed.text }
  const done = (results: SearchResult[]): SearchOutcome => ({ status: 'done', query: parsed.text, results })
  if (parsed.terms.length === 0) return done([])
  const store = await openStore(await payloadClient())
  const words = await queryWords(parsed.terms, locale, (variants) => store.rootsByVariant(locale, variants))
  const ranked = rankEntries(await store.candidates(locale, words, SEARCH.candidates), words)
  const top = ranked.slice(0, limit)
  const found = await addresses(top, await renderContext(locale))
  return done(
    top.flatMap((entry): SearchResult[] => {
      const key = `${entry.collection}-${entry.docId}`
      const address = found.get(key)
      if (!address) return []
      return [
        {
          key,
          collection: entry.collection,
          title: entry.title,
          href: address,
          snippet: snippets ? buildSnippet(entry.body, findHits(entry.body, words, locale)) : [],
        },
      ]
    }),
  )
}
