import type { SearchResult } from '@/data/search/query'
import type { Locale } from '@/i18n/locales'

/** Types shared by the suggestion endpoint, the header search and the combobox; no code. */

/** One suggestion: what the list shows and where it leads. */
export type Suggestion = Pick<SearchResult, 'key' | 'collection' | 'title' | 'href'>

/** `GET /next/search` answers this with 200; a refused request gets `{ message }` instead. */
export type SuggestAnswer = { query: string; results: Suggestion[] }

/** What the combobox needs from the server, written into the search panel's `data-suggest`. */
export type SuggestOptions = {
  locale: Locale
  /** The list's accessible name. */
  label: string
  /** The type shown under each title, per collection. */
  types: Record<Suggestion['collection'], string>
  /** Live-region texts for no, one and `{n}` suggestions. */
  counts: [none: string, one: string, many: string]
}
