import { type APIRequestContext, expect, test } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { SEARCH_QUERIES, type SearchQuery } from './support/search-queries'

/** The results page in each locale (src/site/search/paths.ts). */
const RESULTS_PAGE = { fi: '/haku', en: '/en/search' } as const

/** How far down the expected document may be. */
const TOP = 5

/** Requests in flight at once: the table runs in seconds without crowding a shared machine. */
const CONCURRENCY = 4

/**
 * Documents other tests create (pages `/testi-…`, their children and `/uusi-palvelusivu-…`, posts
 * `/blogi/esikatseltava-…` and `/blogi/uusi-artikkeli-…`): fixtures, not the seeded site. Which of
 * them exist depends on the tests that ran before, so they are left out of the ranking.
 */
const FIXTURE = /\/(?:[a-z0-9-]*-)?testi-|\/(?:uusi-palvelusivu|esikatseltava|uusi-artikkeli)-/

type Outcome = { query: SearchQuery; found: string[]; status: string; error?: string }

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** A link's path without origin, query or fragment, and without a trailing slash (`/` stays). */
function pathOf(href: string): string {
  const path = new URL(decodeEntities(href), 'http://site.invalid').pathname
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The page's `<main>`: the header's search panel and the footer stay out of what is read. */
function mainOf(html: string): string {
  const start = html.indexOf('<main')
  if (start < 0) return html
  const end = html.indexOf('</main>', start)
  return html.slice(start, end < 0 ? undefined : end)
}

/**
 * The results' addresses in order. The results page renders an `<ol>` whose items each carry the
 * result's title link in an `<h2>` (src/site/search/SearchPage.tsx).
 */
function resultPaths(main: string): string[] {
  const paths: string[] = []
  for (const list of main.matchAll(/<ol\b[^>]*>([\s\S]*?)<\/ol>/g)) {
    const items = list[1] ?? ''
    for (const link of items.matchAll(/<h2\b[^>]*>(?:(?!<\/h2>)[\s\S])*?<a\b[^>]*?\shref="([^"]*)"/g)) {
      paths.push(pathOf(link[1] ?? ''))
    }
  }
  return paths
}

/** The results page's announced count or message ("12 tulosta", "Haulla ei löytynyt tuloksia."). */
function statusText(main: string): string {
  const match = /<[a-z]+\b[^>]*\srole="status"[^>]*>([\s\S]*?)<\/[a-z]+>/.exec(main)
  return decodeEntities((match?.[1] ?? '').replace(/<[^>]*>/g, '')).trim()
}

async function search(request: APIRequestContext, query: SearchQuery): Promise<Outcome> {
  const url = `${RESULTS_PAGE[query.locale]}?q=${encodeURIComponent(query.q)}`
  try {
    const response = await request.get(url)
    const main = mainOf(await response.text())
    const found = resultPaths(main).filter((path) => !FIXTURE.test(path))
    const status = statusText(main)
    if (response.status() !== 200)
      return { query, found, status, error: `HTTP ${response.status()} for ${url}` }
    return { query, found, status }
  } catch (error) {
    return { query, found: [], status: '', error: `${url}: ${String(error)}` }
  }
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the items' order in the answers. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return answers
}

const missed = (outcome: Outcome) =>
  outcome.error !== undefined || !outcome.found.slice(0, TOP).includes(outcome.query.expect)

/** One failing query: what was asked, what was expected, and the first five addresses found. */
function describeMiss(outcome: Outcome): string {
  const { query, found, status, error } = outcome
  const top = found.slice(0, TOP)
  const lines = [
    `[${query.kind}] "${query.q}" → expected ${query.expect}`,
    top.length > 0
      ? `    top ${TOP}: ${top.map((path, i) => `${i + 1}. ${path}`).join('  ')}`
      : `    no results${status ? ` (${status})` : ''}`,
  ]
  const rank = found.indexOf(query.expect)
  if (rank >= TOP) lines.push(`    expected document found at ${rank + 1}`)
  if (error) lines.push(`    error: ${error}`)
  if (query.note) lines.push(`    note: ${query.note}`)
  return lines.join('\n')
}

/** The misses, each with its query, expected path and first five found; empty when all passed. */
function report(label: string, outcomes: Outcome[]): string {
  const failures = outcomes.filter(missed)
  if (failures.length === 0) return ''
  const byKind = new Map<string, number>()
  for (const { query } of failures) byKind.set(query.kind, (byKind.get(query.kind) ?? 0) + 1)
  const kinds = [...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ')
  return [
    `${failures.length} of ${outcomes.length} ${label} queries missed their document in the first ${TOP} results (${kinds}):`,
    ...failures.map(describeMiss),
  ].join('\n')
}

/** Every query's rank of its expected document, for tuning: attached to the test's report. */
function ranks(outcomes: Outcome[]): string {
  return outcomes
    .map(({ query, found, error }) => {
      const rank = found.indexOf(query.expect)
      const place = error ? 'error' : rank < 0 ? 'missing' : String(rank + 1)
      return `${place.padStart(7)}  ${query.kind.padEnd(10)}  ${query.q}  →  ${query.expect}`
    })
    .join('\n')
}

test.describe('search acceptance table', () => {
  test('the table: enough queries of every kind, each once, expected paths as site paths', () => {
    const fi = SEARCH_QUERIES.filter((q) => q.locale === 'fi')
    const en = SEARCH_QUERIES.filter((q) => q.locale === 'en')
    expect(fi.length).toBeGreaterThanOrEqual(45)
    expect(en.length).toBeGreaterThanOrEqual(12)
    const kinds = [...new Set(fi.map((q) => q.kind))]
    for (const kind of ['inflection', 'compound', 'gradation', 'typo', 'diacritics', 'capitals', 'exact'])
      expect(kinds, `a Finnish ${kind} query`).toContain(kind)
    const keys = SEARCH_QUERIES.map((q) => `${q.locale} ${q.q.toLocaleLowerCase('fi')}`)
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
    for (const q of SEARCH_QUERIES) {
      expect(q.expect, q.q).toMatch(
        q.locale === 'en' ? /^\/en(\/[a-z0-9-]+)*$/ : /^\/(?!en(\/|$))[a-z0-9/-]*$/,
      )
    }
  })

  for (const [locale, label] of [
    ['fi', 'Finnish'],
    ['en', 'English'],
  ] as const) {
    test(`${label} queries find their document among the first ${TOP} results @smoke`, async ({
      request,
    }) => {
      test.setTimeout(scaled(180_000))
      const queries = SEARCH_QUERIES.filter((q) => q.locale === locale)
      const outcomes = await mapLimited(queries, CONCURRENCY, (query) => search(request, query))
      await test
        .info()
        .attach(`search-ranks-${locale}.txt`, { body: ranks(outcomes), contentType: 'text/plain' })
      // Every miss is listed in the message, not only the first.
      const misses = outcomes.filter(missed).map(({ query }) => query.q)
      expect(misses, report(label, outcomes)).toEqual([])
    })
  }
})
