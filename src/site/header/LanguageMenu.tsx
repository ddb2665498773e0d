import { LOCALE_LABELS, LOCALES, type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import styles from './header.module.css'

/** fi/en switch: each option is a link to this page's address in that language (docs/page.md). */
export function LanguageMenu({
  locale,
  alternates,
}: {
  locale: Locale
  alternates: Partial<Record<Locale, string>>
}) {
  const ui = t(locale)
  return (
    <nav aria-label={ui.language} className={styles.languages}>
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={alternates[code] ?? localeHref(code, '')}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.languageLink}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{LOCALE_LABELS[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
