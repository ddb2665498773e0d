import type { Page } from '@/payload-types'
import type { Ids } from '../content'

export type Layout = NonNullable<Page['layout']>
export type Locale = 'fi' | 'en'
type PageText = { title: string; slug: string; description: string }

/**
 * One showcase page per widget family, under the Widgetit page, in Finnish and English. A family
 * adds its own file here and one line to SHOWCASES; nothing else in the seed changes.
 */
export type Showcase = {
  fi: PageText
  en: PageText
  layout: (locale: Locale, ids: Ids) => Layout
}
