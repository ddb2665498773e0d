import { Search, X } from 'lucide'
import { type CSSProperties, useId } from 'react'
import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { LineIcon } from '@/lib/icons'
import styles from './header-search.module.css'
import { SearchForm } from './SearchForm'
import { suggestOptions } from './suggest/options'

/**
 * The header's search: a 44 px button that opens a popover with a search form, either a small
 * panel under the button or a full-screen overlay. No JavaScript: the popover attribute gives
 * Esc and click-outside closing, focus moves to the input (autofocus) on opening and back to the
 * button on closing, and the form GETs the results page. With JavaScript, opening it loads the
 * as-you-type suggestions (src/site/search/suggest/), which read their texts from `data-suggest`.
 */
export function HeaderSearch({ mode, locale }: { mode: 'popup' | 'overlay'; locale: Locale }) {
  const ui = t(locale)
  const id = useId()
  const panelId = `search-panel${id}`
  const inputId = `search-input${id}`
  // The popup is placed under its own button by CSS anchor positioning.
  const anchor: Record<string, string> = { '--search-anchor': `--search${id.replace(/[^\w-]/g, '')}` }
  return (
    <div className={styles.root}>
      <button
        type="button"
        popoverTarget={panelId}
        className={styles.toggle}
        style={anchor as CSSProperties}
        data-search-toggle=""
      >
        <LineIcon node={Search} size={22} />
        <span className="visually-hidden">{ui.search}</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={ui.search}
        className={mode === 'overlay' ? styles.overlay : styles.popup}
        style={anchor as CSSProperties}
        data-search-panel={mode}
        data-suggest={JSON.stringify(suggestOptions(locale))}
      >
        <SearchForm
          locale={locale}
          inputId={inputId}
          autoFocus
          size={mode === 'overlay' ? 'overlay' : 'compact'}
        />
        {mode === 'overlay' ? (
          <button type="button" popoverTarget={panelId} popoverTargetAction="hide" className={styles.close}>
            <LineIcon node={X} size={28} />
            <span className="visually-hidden">{ui.searchClose}</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
