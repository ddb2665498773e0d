import { localeHref } from '@/i18n/locales'
import { pageHref } from '@/lib/links'
import type { PageIndex } from '@/lib/page-index'
import { relationId } from '@/lib/relation'
import type { RenderContext } from '@/lib/render-context'
import type { Page } from '@/payload-types'
import type { Crumb } from './crumbs'

/** More ancestors than any real site has; a guard against bad data, not a limit editors meet. */
const MAX_ANCESTORS = 20

type TrailInput = {
  page: Pick<Page, 'id' | 'title' | 'path' | 'parent' | 'showBreadcrumbs'> | null
  /** The visited address within the locale (`''` on the home page). */
  path: string
  /** The page's own address in this locale. */
  href: string
  ctx: RenderContext
  siteName: string
}

/** Published ancestors with an address in the locale, nearest last; untranslated ones are left out. */
function ancestors(index: PageIndex, first: number | null, ctx: RenderContext, seen: Set<number>): Crumb[] {
  const out: Crumb[] = []
  let id = first
  for (let steps = 0; id !== null && steps < MAX_ANCESTORS && !seen.has(id); steps++) {
    seen.add(id)
    const ref = index.get(id)
    if (!ref) break
    const path = ref.path[ctx.locale]
    if (ref.id !== ctx.homePageId && path) {
      out.unshift({ label: ref.title[ctx.locale] ?? '', href: pageHref({ id: ref.id, path }, ctx) })
    }
    id = ref.parent
  }
  return out
}

/**
 * Home → ancestors (the pages.parent chain, read from the page index) → the current page, or null
 * where no trail shows: the home page itself and pages whose editor turned breadcrumbs off.
 */
export function breadcrumbTrail({ page, path, href, ctx, siteName }: TrailInput): Crumb[] | null {
  if (!page || page.id === ctx.homePageId || path === '' || page.showBreadcrumbs === false) return null
  const home = ctx.homePageId === null ? undefined : ctx.pages.get(ctx.homePageId)
  return [
    { label: home?.title[ctx.locale] || siteName, href: localeHref(ctx.locale, '') },
    ...ancestors(ctx.pages, relationId(page.parent), ctx, new Set([page.id])),
    { label: page.title, href },
  ]
}

/** Home → the collection's base page and its ancestors (when the site has one) → the document. */
export function contentTrail({
  base,
  title,
  href,
  ctx,
  siteName,
}: {
  base: { id: number; path: Partial<Record<string, string>>; parent: number | null } | null
  title: string
  href: string
  ctx: RenderContext
  siteName: string
}): Crumb[] {
  const home = ctx.homePageId === null ? undefined : ctx.pages.get(ctx.homePageId)
  return [
    { label: home?.title[ctx.locale] || siteName, href: localeHref(ctx.locale, '') },
    ...(base ? ancestors(ctx.pages, base.id, ctx, new Set()) : []),
    { label: title, href },
  ]
}
