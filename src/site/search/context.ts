import type { Locale } from '@/i18n/locales'
import type { RenderContext } from '@/lib/render-context'
import { getGlobals } from '@/site/data'

/** The render context outside the page catch-all: the locale and the page `/` shows. */
export async function localeContext(locale: Locale): Promise<RenderContext> {
  const { settings } = await getGlobals(locale)
  const home = settings.homePage
  return { locale, homePageId: typeof home === 'object' && home !== null ? home.id : (home ?? null) }
}
