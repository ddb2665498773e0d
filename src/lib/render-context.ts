import type { Locale } from '@/i18n/locales'

/** What every widget needs to know about the page it renders on. */
export type RenderContext = {
  locale: Locale
  /** The page that `/` shows, so links to it point at `/` rather than its own path. */
  homePageId: number | null
}
