import { SEARCH } from '@/cms/search/normalise'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { SEARCH_PATHS } from './paths'
import styles from './search-form.module.css'

type Props = {
  locale: Locale
  inputId: string
  /** The query already searched for, kept in the field on the results page. */
  defaultValue?: string
  /** In the header's popover: focus moves to the field when the popover opens (never on page load). */
  autoFocus?: boolean
  size?: 'compact' | 'large' | 'overlay'
}

/** The one search form: a labelled field and a submit button that GET the results page. */
export function SearchForm({ locale, inputId, defaultValue, autoFocus = false, size = 'compact' }: Props) {
  const ui = t(locale)
  return (
    <form action={SEARCH_PATHS[locale]} method="get" className={styles.form} data-size={size}>
      <label htmlFor={inputId} className={styles.label}>
        {ui.searchField}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH.queryMax}
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: only inside a popover, which focuses it when opened.
          autoFocus={autoFocus}
        />
        <button type="submit" className={styles.submit}>
          {ui.searchSubmit}
        </button>
      </div>
    </form>
  )
}
