import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchOutcome, SearchResult } from '@/data/search/query'
import { handleSuggestRequest, refuseMethod, SUGGESTION_LIMIT } from './suggest-endpoint'

const searchSite = vi.hoisted(() =>
  vi.fn<
    (raw: unknown, locale: string, options?: { limit?: number; snippets?: boolean }) => Promise<SearchOutcome>
  >(),
)
const TOP = { limit: 6, snippets: false }
// The engine itself is tested on its own (query.test.ts); here only what the endpoint makes of it.
vi.mock('@/data/search/query', () => ({ searchSite }))

// The snippet is left out: the endpoint never sends it.
const result = (i: number) =>
  ({ key: `pages-${i}`, collection: 'pages', title: `Sivu ${i}`, href: `/sivu-${i}` }) as SearchResult

const get = (query: string) => handleSuggestRequest(new Request(`http://localhost/next/search${query}`))

beforeEach(() => {
  searchSite.mockReset()
  searchSite.mockImplementation(async (raw) => ({ status: 'done', query: String(raw).trim(), results: [] }))
})

describe('suggestion endpoint', () => {
  it('answers the first few results (even if the search gave more), titles and addresses only, never cached', async () => {
    searchSite.mockResolvedValue({
      status: 'done',
      query: 'verkkosivut',
      results: Array.from({ length: 9 }, (_, i) => result(i + 1)),
    })
    const response = await get('?q=verkkosivut&locale=fi')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.query).toBe('verkkosivut')
    expect(body.results).toHaveLength(SUGGESTION_LIMIT)
    expect(SUGGESTION_LIMIT).toBe(6)
    expect(body.results[0]).toEqual({ key: 'pages-1', collection: 'pages', title: 'Sivu 1', href: '/sivu-1' })
    expect(searchSite).toHaveBeenCalledWith('verkkosivut', 'fi', TOP)
  })

  it('searches in the locale asked for; without one, in Finnish', async () => {
    await get('?q=websites&locale=en')
    expect(searchSite).toHaveBeenLastCalledWith('websites', 'en', TOP)
    await get('?q=verkkosivut')
    expect(searchSite).toHaveBeenLastCalledWith('verkkosivut', 'fi', TOP)
    await get('?q=verkkosivut&locale=')
    expect(searchSite).toHaveBeenLastCalledWith('verkkosivut', 'fi', TOP)
  })

  it('no query, or only spaces: 200 with no results, without searching', async () => {
    for (const query of ['', '?locale=fi', '?q=', '?q=%20%20&locale=en']) {
      const response = await get(query)
      expect(response.status, query).toBe(200)
      expect(await response.json(), query).toEqual({ query: '', results: [] })
    }
    expect(searchSite).not.toHaveBeenCalled()
  })

  it('an empty outcome from the search is an empty list too', async () => {
    searchSite.mockResolvedValue({ status: 'empty' })
    const response = await get('?q=%E2%80%8B')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ query: '', results: [] })
  })

  it('a query the search finds too long: 400 with the message in the page’s language', async () => {
    searchSite.mockImplementation(async (raw) => ({ status: 'tooLong', query: String(raw) }))
    const long = 'a'.repeat(101)
    const fi = await get(`?q=${long}&locale=fi`)
    expect(fi.status).toBe(400)
    expect(fi.headers.get('cache-control')).toBe('no-store')
    expect(await fi.json()).toEqual({ message: 'Hakusana on liian pitkä.' })
    const en = await get(`?q=${long}&locale=en`)
    expect(await en.json()).toEqual({ message: 'The search term is too long.' })
  })

  it('an unknown locale: 400 in Finnish, without searching', async () => {
    for (const locale of ['sv', 'FI', 'en-GB', '%00']) {
      const response = await get(`?q=verkkosivut&locale=${locale}`)
      expect(response.status, locale).toBe(400)
      const body = await response.json()
      expect(body.message, locale).toMatch(/^Tuntematon kieli/)
    }
    expect(searchSite).not.toHaveBeenCalled()
  })

  it('hostile text goes to the search as text; a repeated q uses the first', async () => {
    await get(`?q=${encodeURIComponent('<script>%_%')}&q=toinen`)
    expect(searchSite).toHaveBeenLastCalledWith('<script>%_%', 'fi', TOP)
  })

  it('other methods: 405 naming GET', async () => {
    const response = refuseMethod()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).message).toMatch(/GET/)
  })
})
