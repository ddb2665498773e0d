import type { Locale } from '@/i18n/locales'
import type { ListState } from '@/lib/list-state'
import { relationId } from '@/lib/relation'
import { getCategories } from './data'
import { statefulList } from './stateful'

/**
 * Does the category an address names exist for the page's list (and, when the editor limited the
 * list to some categories, is it one of them)? An address naming any other category is a page
 * that does not exist: decided before rendering, so the visitor gets the site's 404 page.
 */
export async function listCategoryExists(
  layout: unknown,
  state: ListState,
  locale: Locale,
): Promise<boolean> {
  if (state.category === null) return true
  const list = statefulList(layout)
  if (!list) return true
  const chosen = (await getCategories(locale)).find((c) => c.slug === state.category)
  if (!chosen) return false
  const within = Array.isArray(list.categories)
    ? list.categories.flatMap((c: unknown) => relationId(c) ?? [])
    : []
  return within.length === 0 || within.includes(chosen.id)
}
