import type { Where } from 'payload'
import { exactText, foldText, parseQuery, SEARCH, type Term } from '@/cms/search/normalise'
import type { Locale } from '@/i18n/locales'
import { type ContentCollection, contentHref } from '@/lib/content-paths'
import { pageHref } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import { renderContext } from '@/site/data'
import { payloadClient } from '@/site/payload'
import { buildSnippet, type SnippetPart } from './snippet'

export type SearchCollection = 'pages' | ContentCollection

/** A matching published document, before ranking. */
export type Candidate = {
  collection: SearchCollection
  id: number
  title: string
  /** The stored plain text (`searchText`). */
  text: string
  /** ISO date used for "newest first" among equals. */
  date: string
  href: string
}

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

/** Published documents whose folded text holds every query word (words are letters and digits only). */
export function searchWhere(terms: readonly Term[]): Where {
  return {
    and: [
      { _status: { equals: 'published' } },
      ...terms.map((term): Where => ({ searchFolded: { like: term.folded } })),
    ],
  }
}

/** Title matches first, then matches with the visitor's own diacritics, then folded ones; newest first within each. */
export function rankCandidates<T extends Candidate>(candidates: readonly T[], terms: readonly Term[]): T[] {
  return candidates
    .map((item) => {
      const title = foldText(item.title)
      const exact = exactText(`${item.title} ${item.text}`)
      return {
        item,
        inTitle: terms.every((term) => title.includes(term.folded)),
        exact: terms.every((term) => exact.includes(term.exact)),
        time: Date.parse(item.date) || 0,
      }
    })
    .sort(
      (a, b) => Number(b.inTitle) - Number(a.inTitle) || Number(b.exact) - Number(a.exact) || b.time - a.time,
    )
    .map(({ item }) => item)
}

type Fetcher = (where: Where, ctx: RenderContext) => Promise<Candidate[]>

type Found = {
  id: number
  title?: string | null
  path?: string | null
  slug?: string | null
  searchText?: string | null
  updatedAt: string
}

/** A collection's published matches in the visitor's locale, with their addresses (null: none there). */
function fetcher(
  collection: SearchCollection,
  href: (doc: Found, ctx: RenderContext) => string | null,
): Fetcher {
  return async (where, ctx) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where,
      locale: ctx.locale,
      fallbackLocale: false,
      depth: 0,
      limit: SEARCH.candidates,
      sort: '-updatedAt',
      showHiddenFields: true,
      select: { title: true, path: true, slug: true, searchText: true, updatedAt: true },
    })
    return (docs as Found[]).flatMap((doc): Candidate[] => {
      const address = href(doc, ctx)
      return doc.title && address
        ? [
            {
              collection,
              id: doc.id,
              title: doc.title,
              text: doc.searchText ?? '',
              date: doc.updatedAt,
              href: address,
            },
          ]
        : []
    })
  }
}

/** Posts, portfolio items and galleries live at their own addresses. */
const contentFetcher = (collection: ContentCollection) =>
  fetcher(collection, (doc, ctx) => (doc.slug ? contentHref(collection, ctx.locale, doc.slug) : null))

const FETCHERS: Record<SearchCollection, Fetcher> = {
  pages: fetcher('pages', (doc, ctx) => (doc.path ? pageHref({ id: doc.id, path: doc.path }, ctx) : null)),
  posts: contentFetcher('posts'),
  portfolio: contentFetcher('portfolio'),
  galleries: contentFetcher('galleries'),
}

/** Searches the published site in the visitor's locale. `raw` is the `q` search parameter as given. */
export async function searchSite(raw: unknown, locale: Locale): Promise<SearchOutcome> {
  const parsed = parseQuery(raw)
  if (parsed.kind === 'empty') return { status: 'empty' }
  if (parsed.kind === 'tooLong') return { status: 'tooLong', query: parsed.text }
  if (parsed.terms.length === 0) return { status: 'done', query: parsed.text, results: [] }
  const ctx = await renderContext(locale)
  const where = searchWhere(parsed.terms)
  const found = await Promise.all(Object.values(FETCHERS).map((fetch) => fetch(where, ctx)))
  const ranked = rankCandidates(found.flat(), parsed.terms).slice(0, SEARCH.results)
  return {
    status: 'done',
    query: parsed.text,
    results: ranked.map((item) => ({
      key: `${item.collection}-${item.id}`,
      collection: item.collection,
      title: item.title,
      href: item.href,
      snippet: buildSnippet(item.text, parsed.terms),
    })),
  }
}
