import type { Metadata } from 'next'
import { Fragment } from 'react'
import { parseQuery } from '@/cms/search/normalise'
import { getGlobals } from '@/data/pages'
import { type SearchOutcome, searchSite } from '@/data/search/query'
import type { Locale } from '@/i18n/locales'
import { format, t, type UiStrings } from '@/i18n/strings'
import { SearchForm } from './SearchForm'
import styles from './search.module.css'
import { typeLabels } from './type-labels'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** What Next.js passes a results route's page and metadata. */
type SearchRouteProps = { searchParams: SearchParams }

function heading(outcome: SearchOutcome, ui: UiStrings): string {
  return outcome.status === 'done' ? format(ui.searchResultsFor, { q: outcome.query }) : ui.search
}

function statusText(outcome: SearchOutcome, ui: UiStrings): string {
  if (outcome.status === 'empty') return ''
  if (outcome.status === 'tooLong') return ui.searchTooLong
  const n = outcome.results.length
  if (n === 0) return ui.searchNoResults
  return n === 1 ? ui.searchResultsCountOne : format(ui.searchResultsCount, { n })
}

/** Title and robots for a results page: never indexed, its links still followed. */
export async function searchMetadata(locale: Locale, searchParams: SearchParams): Promise<Metadata> {
  const ui = t(locale)
  const parsed = parseQuery((await searchParams).q)
  const { settings } = await getGlobals(locale)
  const title = parsed.kind === 'terms' ? format(ui.searchResultsFor, { q: parsed.text }) : ui.search
  return {
    title: settings.siteName ? `${title} | ${settings.siteName}` : title,
    robots: { index: false, follow: true },
  }
}

/** The results page: heading, the search form with the query kept, the announced count and the results. */
export async function SearchPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const ui = t(locale)
  const outcome = await searchSite((await searchParams).q, locale)
  const query = outcome.status === 'empty' ? '' : outcome.query
  const results = outcome.status === 'done' ? outcome.results : []
  const labels = typeLabels(ui)
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading(outcome, ui)}</h1>
      <search>
        <SearchForm locale={locale} inputId="search-page-q" defaultValue={query} size="large" />
      </search>
      <p role="status" className={styles.status}>
        {statusText(outcome, ui)}
      </p>
      {results.length > 0 ? (
        <ol className={styles.results}>
          {results.map((result) => (
            <li key={result.key} className={styles.result}>
              <h2 className={styles.resultTitle}>
                <a href={result.href}>{result.title}</a>
              </h2>
              <p className={styles.type}>{labels[result.collection]}</p>
              {result.snippet.length > 0 ? (
                <p className={styles.snippet}>
                  {result.snippet.map((part) =>
                    part.hit ? (
                      <mark key={part.at}>{part.text}</mark>
                    ) : (
                      <Fragment key={part.at}>{part.text}</Fragment>
                    ),
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}

/** The results route in one locale: the metadata and the page its route file exports. */
export function searchRoute(locale: Locale) {
  return {
    generateMetadata: ({ searchParams }: SearchRouteProps) => searchMetadata(locale, searchParams),
    Page: ({ searchParams }: SearchRouteProps) => <SearchPage locale={locale} searchParams={searchParams} />,
  }
}
