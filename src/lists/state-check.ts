import { blockCategories, blockQuery, getCategories, listSize } from '@/data/lists'
import type { Locale } from '@/i18n/locales'
import { isDefaultState, type ListState } from '@/lib/list-state'
import { statefulList } from './stateful'

/**
 * Does the list state an address names exist on the page? Only a page with a list has states; the
 * category must be one the list has (any, or one the editor chose), and the page number one of
 * the list's pages, counted from the data. An address naming any other state is a page that does
 * not exist: decided before rendering, so the visitor gets the site's 404 page and nothing is
 * rendered or cached for a state made up in the address.
 */
export async function listStateExists(layout: unknown, state: ListState, locale: Locale): Promise<boolean> {
  if (isDefaultState(state)) return true
  const block = statefulList(layout)
  if (!block) return false
  let category: number | null = null
  if (state.category !== null) {
    const chosen = (await getCategories(locale)).find((c) => c.slug === state.category)
    const within = blockCategories(block)
    if (!chosen || (within.length > 0 && !within.includes(chosen.id))) return false
    category = chosen.id
  }
  if (state.page === 1) return true
  const query = blockQuery(block, locale, state, category)
  return query.page === state.page && state.page <= (await listSize(query)).pages
}
