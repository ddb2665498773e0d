import { searchSite } from '@/data/search/query'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import type { SuggestAnswer } from './suggest/contract'

/** Suggestions listed under the header's search field; the results page has the rest. */
export const SUGGESTION_LIMIT = 6

/** Every answer depends on the query and the index of the moment: never kept by a cache. */
const NO_STORE = { 'Cache-Control': 'no-store' }

function json(body: SuggestAnswer | { message: string }, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

/**
 * `GET /next/search?q=…&locale=fi|en`: the first few matches of the site search, titles and
 * addresses only. Bad input is the visitor's business, never a 500: no query answers an empty
 * list, a query the search refuses as too long a 400 in the page's language, an unknown locale
 * a 400 in Finnish (there is no language to answer in).
 */
export async function handleSuggestRequest(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  // Empty counts as absent, as in the REST guard (src/lib/api-guard.ts).
  const locale = params.get('locale') || DEFAULT_LOCALE
  if (!isLocale(locale)) return json({ message: 'Tuntematon kieli: anna locale=fi tai locale=en.' }, 400)
  const q = params.get('q') ?? ''
  // Nothing to look for: answered here, without a trip to the database.
  if (q.trim() === '') return json({ query: '', results: [] })
  // Only the top few, without excerpts: the list shows titles and types.
  const outcome = await searchSite(q, locale, { limit: SUGGESTION_LIMIT, snippets: false })
  if (outcome.status === 'tooLong') return json({ message: t(locale).searchTooLong }, 400)
  if (outcome.status === 'empty') return json({ query: '', results: [] })
  return json({
    query: outcome.query,
    results: outcome.results
      .slice(0, SUGGESTION_LIMIT)
      .map(({ key, collection, title, href }) => ({ key, collection, title, href })),
  })
}

/** Any other method: the suggestions are read-only. */
export function refuseMethod(): Response {
  return json({ message: 'Käytä GET-pyyntöä.' }, 405, { Allow: 'GET' })
}
