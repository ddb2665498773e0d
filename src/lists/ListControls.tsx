import type { Category } from '@/data/lists'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import type { ListState, Order, SortKey } from '@/lib/list-state'
import { stateHref } from './links'
import { Sheet, styles } from './list.sheet'

type Props = {
  state: ListState
  base: string
  anchor: string
  filters: Category[]
  showSort: boolean
  locale: Locale
}

/**
 * Filter, sort and order as links (docs/lists.md: data-filter with the category- prefix, 0 for all;
 * data-by; data-sort). The active category links back to all: clicking it again toggles it off.
 */
export function ListControls({ state, base, anchor, filters, showSort, locale }: Props) {
  const ui = t(locale)
  const sorts: [SortKey, string][] = [
    ['date', ui.listSortDate],
    ['name', ui.listSortName],
  ]
  const orders: [Order, string][] = [
    ['asc', ui.listAscending],
    ['desc', ui.listDescending],
  ]
  return (
    <>
      <Sheet />
      <div className={styles.controls} data-list-controls="">
        {filters.length ? (
          <nav aria-label={ui.listFilter} className={styles.filters}>
            <ul className={styles.chips}>
              <li>
                <a
                  className={styles.chip}
                  href={stateHref(base, state, { category: null }, anchor)}
                  data-filter="category-0"
                  aria-current={state.category === null ? 'true' : undefined}
                >
                  {ui.listAll}
                </a>
              </li>
              {filters.map((c) => {
                const active = state.category === c.slug
                return (
                  <li key={c.id}>
                    <a
                      className={styles.chip}
                      href={stateHref(base, state, { category: active ? null : c.slug }, anchor)}
                      data-filter={`category-${c.slug}`}
                      aria-current={active ? 'true' : undefined}
                    >
                      {c.title}
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
        ) : null}
        {showSort ? (
          <div className={styles.sorting}>
            <nav aria-label={ui.listSortBy} className={styles.sortGroup}>
              <span className={styles.sortLabel} aria-hidden="true">
                {ui.listSortBy}:
              </span>
              {sorts.map(([key, label]) => (
                <a
                  key={key}
                  className={styles.sortLink}
                  href={stateHref(
                    base,
                    state,
                    { sort: key, order: key === state.sort ? state.order : key === 'name' ? 'asc' : 'desc' },
                    anchor,
                  )}
                  data-by={key}
                  aria-current={state.sort === key ? 'true' : undefined}
                >
                  {label}
                </a>
              ))}
            </nav>
            <nav aria-label={ui.listOrder} className={styles.sortGroup}>
              <span className={styles.sortLabel} aria-hidden="true">
                {ui.listOrder}:
              </span>
              {orders.map(([key, label]) => (
                <a
                  key={key}
                  className={styles.sortLink}
                  href={stateHref(base, state, { order: key }, anchor)}
                  data-sort={key}
                  aria-current={state.order === key ? 'true' : undefined}
                >
                  {label}
                </a>
              ))}
            </nav>
          </div>
        ) : null}
      </div>
    </>
  )
}
