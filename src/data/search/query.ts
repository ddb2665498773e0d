import type { SearchedCollection } from '@/cms/search/entry'
import { findHits, queryWords, rankEntries } from '@/cms/search/match'
import { parseQuery, SEARCH } from '@/cms/search/normalise'
import { openStore } from '@/cms/search/search-index'
import type { StoredEntry } from '@/cms/search/store'
import { renderContext } from '@/data/pages'
import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import { contentHref } from '@/lib/content-paths'
import { pageHref } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import { resultCache } from './result-cache'
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

/** A result's address: a page's path within the site, a document's slug under its collection's base. */
function href(entry: StoredEntry, ctx: RenderContext): string {
  if (entry.collection === 'pages') return pageHref({ id: entry.docId, path: entry.address }, ctx)
  return contentHref(entry.collection, ctx.locale, entry.address)
}

/** Outcomes by index version and query (the page's addresses change only with a save, which moves the version). */
const answers = resultCache<SearchOutcome>()

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
  const key = JSON.stringify([await store.version(), locale, limit, snippets, parsed.text])
  const known = answers.get(key)
  if (known) return known
  const words = await queryWords(parsed.terms, locale, (variants) => store.rootsByVariant(locale, variants))
  const top = rankEntries(await store.candidates(locale, words, SEARCH.candidates), words).slice(0, limit)
  const [ctx, bodies] = await Promise.all([
    renderContext(locale),
    snippets ? store.bodies(top.map((entry) => entry.rowId)) : new Map<number, string>(),
  ])
  const outcome = done(
    top.map((entry) => {
      const body = bodies.get(entry.rowId) ?? ''
      return {
        key: `${entry.collection}-${entry.docId}`,
        collection: entry.collection,
        title: entry.title,
        href: href(entry, ctx),
        snippet: snippets ? buildSnippet(body, findHits(body, words, locale)) : [],
      }
    }),
  )
  answers.set(key, outcome)
  return outcome
}
