import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { typeLabels } from '../type-labels'
import type { SuggestOptions } from './contract'

/**
 * The combobox's texts in the page's language. The server writes them into the panel so the
 * lazily loaded combobox does not carry both languages' whole string table.
 */
export function suggestOptions(locale: Locale): SuggestOptions {
  const ui = t(locale)
  return {
    locale,
    label: ui.searchSuggestions,
    types: typeLabels(ui),
    counts: [ui.searchSuggestNone, ui.searchSuggestCountOne, ui.searchSuggestCount],
  }
}
