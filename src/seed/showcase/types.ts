import type { Page } from '@/payload-types'
import type { Ids } from '../content'

export type Layout = NonNullable<Page['layout']>
export type Locale = 'fi' | 'en'
type PageText = { title: string; slug: string; description: string }

/**
 * A page in Finnish and English built by one two-language layout: the Widgetit page
 * (src/seed/widgets-page.ts) and, under it, one showcase page per widget family. A family adds its
 * own file here and one line to SHOWCASES; nothing else in the seed changes.
 */
export type Showcase = {
  fi: PageText
  en: PageText
  layout: (locale: Locale, ids: Ids) => Layout
}
