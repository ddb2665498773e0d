import type { Locale } from '@/i18n/locales'
import { format, t } from '@/i18n/strings'
import { GRIDS } from '@/lib/constants'
import type { ListState } from '@/lib/list-state'
import { pageLinks } from '@/lib/pagination'
import { stateHref } from './links'
import { Sheet, styles } from './list.sheet'

type Props = {
  mode: 'pages' | 'load-more' | 'lazy'
  state: ListState
  pages: number
  base: string
  anchor: string
  showAll: boolean
  locale: Locale
}

/**
 * Page links (at most 5, or 999 with show-all-pages, gaps where pages are left out, previous and
 * next arrows) or a "load more" link to the next page. The wrapper is what the endpoint's
 * paginationHtml replaces.
 */
export function ListPagination({ mode, state, pages, base, anchor, showAll, locale }: Props) {
  const ui = t(locale)
  const page = state.page
  if (mode !== 'pages') {
    return (
      <>
        <Sheet />
        <div className={styles.more} data-list-pagination="">
          {page < pages ? (
            <a
              className={styles.moreLink}
              href={stateHref(base, state, { page: page + 1 }, anchor)}
              data-list-more=""
              data-lazy={mode === 'lazy' ? '' : undefined}
              data-loading-label={ui.listLoading}
            >
              {ui.listLoadMore}
            </a>
          ) : null}
        </div>
      </>
    )
  }
  const links = pageLinks(page, pages, showAll ? GRIDS.pageLinksShowAll : GRIDS.pageLinks)
  return (
    <>
      <Sheet />
      <div data-list-pagination="">
        {links.length ? (
          <nav aria-label={ui.listPages} className={styles.pagination}>
            {page > 1 ? (
              <a
                className={styles.arrow}
                href={stateHref(base, state, { page: page - 1 }, anchor)}
                rel="prev"
                data-page={page - 1}
              >
                <span aria-hidden="true">‹ </span>
                {ui.listPrevious}
              </a>
            ) : null}
            <ul className={styles.pages}>
              {links.map((link) =>
                link.kind === 'gap' ? (
                  <li key={link.key} className={styles.gap} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={link.page}>
                    <a
                      className={styles.pageLink}
                      href={stateHref(base, state, { page: link.page }, anchor)}
                      aria-label={format(ui.listPage, { n: link.page })}
                      aria-current={link.page === page ? 'page' : undefined}
                      data-page={link.page}
                    >
                      {link.page}
                    </a>
                  </li>
                ),
              )}
            </ul>
            {page < pages ? (
              <a
                className={styles.arrow}
                href={stateHref(base, state, { page: page + 1 }, anchor)}
                rel="next"
                data-page={page + 1}
              >
                {ui.listNext}
                <span aria-hidden="true"> ›</span>
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  )
}
