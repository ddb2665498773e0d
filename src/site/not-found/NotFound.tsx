import { type ReactNode, Suspense } from 'react'
import { type Locale, localeHref } from '@/i18n/locales'
import { t } from '@/i18n/strings'
import { SearchForm } from '@/site/search/SearchForm'
import styles from './not-found.module.css'

/** The 404 message in one locale: what happened, a search box and the way home. */
export function NotFoundView({ locale }: { locale: Locale }) {
  const ui = t(locale)
  return (
    <div className={styles.root}>
      <p className={styles.code}>404</p>
      <h1>{ui.pageNotFound}</h1>
      <p>{ui.pageNotFoundBody}</p>
      <div className={styles.search}>
        <SearchForm locale={locale} inputId={`not-found-search-${locale}`} size="large" />
      </div>
      <p>
        <a href={localeHref(locale, '')}>{ui.toHome}</a>
      </p>
    </div>
  )
}

/**
 * What the route's not-found boundary shows. It has no params, so it holds the view of each
 * locale and CSS shows the one of the page's language (`<html lang>`, which the layout sets from
 * the address); the other is `display: none`, out of reach for everyone.
 */
export function NotFoundBoundaryContent() {
  return (
    <>
      <div className={styles.fi}>
        <NotFoundView locale="fi" />
      </div>
      <div className={styles.en}>
        <NotFoundView locale="en" />
      </div>
    </>
  )
}

/**
 * Next 16 never server-renders the not-found boundary for `notFound()` thrown by a page: the
 * error escapes React's server render and the response is an empty `__next_error__` document that
 * only JavaScript fills in. Inside this Suspense boundary the error stays local: the response
 * keeps its 404 status and the site's header and footer, and the fallback is the 404 message in
 * the visitor's locale. In the browser React then renders the boundary again, and the route's
 * not-found boundary (the same view) takes over.
 */
export function MissingPage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <Suspense fallback={<NotFoundView locale={locale} />}>{children}</Suspense>
}
