import type { Locale } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import styles from './scroll-top.module.css'

/**
 * Back-to-top link, shown by header-state.ts once the page has scrolled past the header + 150 px.
 * It lives in the footer landmark so screen-reader users find it among the page's regions.
 */
export function ScrollTop({ locale }: { locale: Locale }) {
  return (
    <a href="#!/up" className={styles.scrollTop} data-scroll-top-button="">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
        <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{t(locale).backToTop}</span>
    </a>
  )
}
