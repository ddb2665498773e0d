import type { Locale } from '@/i18n/locales'
import type { ListState } from './list-state'
import type { PageIndex, UntranslatedLinks } from './page-index'

/**
 * How an image loads: `lazy` below the first screen, `eager` on it, and `priority` for the one
 * image most likely to be the page's largest paint (LCP).
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority'

/** What every widget needs to know about the page it renders on. */
export type RenderContext = {
  locale: Locale
  /** The page that `/` shows, so links to it point at `/` rather than its own path. */
  homePageId: number | null
  /** Every published page, so a link to one resolves to its address and title in this locale. */
  pages: PageIndex
  /** Links to pages without a version in this locale: to the original (marked) or left out. */
  untranslated: UntranslatedLinks
  /** How this widget's images load; lazy unless the widget is on the first screen. */
  images?: ImageLoading
  /**
   * The page being rendered, the list state its address holds and the list block that follows
   * that state (the page's first list); list widgets read it and link to it.
   */
  page?: { id: number; href: string; list: ListState; listId: string | null }
  /**
   * A signed-in editor's draft preview of a page: its sections, columns and widgets carry the
   * marks the live preview's editing bridge finds them by (src/blocks/edit-marks.ts). Never set
   * for visitors, so public pages carry no trace of it.
   */
  edit?: boolean
}
