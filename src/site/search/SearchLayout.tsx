import type { ReactNode } from 'react'
import { renderContext } from '@/data/pages'
import type { Locale } from '@/i18n/locales'
import { SiteShell } from '@/site/SiteShell'
import { SEARCH_PATHS } from './paths'

/**
 * The document around a results page. A layout cannot read the query string, so the language
 * menu leads to the other locale's empty search page.
 */
export async function SearchLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <SiteShell ctx={await renderContext(locale)} alternates={SEARCH_PATHS}>
      {children}
    </SiteShell>
  )
}
