import type { SearchCollection } from '@/data/search/query'
import type { UiStrings } from '@/i18n/strings'

/** What a result is, shown under its title on the results page and in the suggestions. */
export function typeLabels(ui: UiStrings): Record<SearchCollection, string> {
  return {
    pages: ui.searchTypePage,
    posts: ui.searchTypePost,
    portfolio: ui.searchTypePortfolio,
    galleries: ui.searchTypeGallery,
    products: ui.searchTypeProduct,
  }
}
