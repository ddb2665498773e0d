import { cache } from 'react'
import { type Locale, localeHref } from '@/i18n/locales'
import { pageHref } from '@/lib/links'
import type { Page } from '@/payload-types'
import { payloadClient } from '@/site/payload'
import { getGlobals, type ResolvedRoute } from '../data'
import type { Crumb } from './crumbs'

/** More ancestors than any real site has; a guard against bad data, not a limit editors meet. */
const MAX_ANCESTORS = 20

/** One page for the parent walk; read once per render, whoever asks. */
const pageById = cache(async (id: number, locale: Locale, draft: boolean): Promise<Page | null> => {
  const payload = await payloadClient()
  return payload.findByID({
    collection: 'pages',
    id,
    locale,
    depth: 0,
    draft,
    // Like resolveRoute: an untranslated ancestor has no address in this locale and is left out.
    fallbackLocale: false,
    // The walk must pass through unpublished ancestors to reach published ones above them;
    // only published pages (or any, in preview) become crumbs.
    overrideAccess: true,
    disableErrors: true,
  })
})

/**
 * Home → ancestors (the pages.parent chain) → the current page, or null where no trail shows:
 * the home page itself and pages whose editor turned breadcrumbs off. resolveRoute reads the
 * page at depth 2, so the nearest two ancestors come populated; any above them are fetched.
 */
export async function breadcrumbTrail(route: ResolvedRoute): Promise<Crumb[] | null> {
  const page = route.page
  const { ctx, locale, draft } = route
  if (!page || page.id === ctx.homePageId || route.path === '' || page.showBreadcrumbs === false) return null

  const ancestors: Crumb[] = []
  const seen = new Set<number>([page.id])
  let parent = page.parent
  while (parent !== null && parent !== undefined && ancestors.length < MAX_ANCESTORS) {
    const id = typeof parent === 'object' ? parent.id : parent
    if (seen.has(id)) break
    seen.add(id)
    const doc = typeof parent === 'object' ? parent : await pageById(id, locale, draft)
    if (!doc) break
    const visible = draft || doc._status === 'published'
    if (visible && doc.id !== ctx.homePageId && doc.path) {
      ancestors.unshift({ label: doc.title, href: pageHref(doc, ctx) })
    }
    parent = doc.parent
  }

  const { settings } = await getGlobals(locale)
  const home = typeof settings.homePage === 'object' ? settings.homePage : null
  return [
    { label: home?.title || settings.siteName, href: localeHref(locale, '') },
    ...ancestors,
    { label: page.title, href: route.alternates[locale] ?? localeHref(locale, page.path ?? route.path) },
  ]
}
