import { CONTENT_BASE, type ContentCollection } from '@/lib/content-paths'
import { pageHref } from '@/lib/links'
import { findByPath, type PageRef } from '@/lib/page-index'
import type { RenderContext } from '@/lib/render-context'

/** The CMS page at a collection's base path (the blog page with its list), when there is one. */
export function basePage(collection: ContentCollection, ctx: RenderContext): PageRef | null {
  return findByPath(ctx.pages, ctx.locale, CONTENT_BASE[collection][ctx.locale])
}

/** The base page's list filtered to one category, or null when the collection has no base page. */
export function categoryHref(collection: ContentCollection, ctx: RenderContext, slug: string): string | null {
  const page = basePage(collection, ctx)
  const path = page?.path[ctx.locale]
  if (!page || path === undefined) return null
  return `${pageHref({ id: page.id, path }, ctx)}?category=${encodeURIComponent(slug)}`
}
