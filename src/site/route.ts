import { cache } from 'react'
import {
  type ContentDoc,
  contentAlternates,
  previewUser,
  readDraftPage,
  readPublishedPage,
  renderContext,
  resolveContent,
} from '@/data/pages'
import { LOCALES, type Locale, localeHref, splitLocale } from '@/i18n/locales'
import { contentHref } from '@/lib/content-paths'
import { DEFAULT_STATE, isDefaultState, type ListState, parseStateSegment } from '@/lib/list-state'
import { findByPath } from '@/lib/page-index'
import type { RenderContext } from '@/lib/render-context'
import { listStateExists } from '@/lists/state-check'
import { statefulListId } from '@/lists/stateful'
import type { Page } from '@/payload-types'

export type ResolvedRoute = {
  locale: Locale
  path: string
  page: Page | null
  /** The post, portfolio item or gallery the address names, when it names one rather than a page. */
  content: ContentDoc | null
  /** The list state the address holds (the proxy turns `?category=…&page=…` into a last segment). */
  list: ListState
  /** Set when the address is an alias of a canonical one (the home page's own path). */
  redirectTo: string | null
  ctx: RenderContext
  /** The page's address in every locale that has it, for hreflang and the language menu. */
  alternates: Partial<Record<Locale, string>>
  /** Drafts shown: draft mode and a signed-in user (previewUser); the preview bar goes with it. */
  draft: boolean
}

/** The list state segment the proxy appends, split off the page's own segments. */
function splitListState(segments: readonly string[] | undefined): { segments: string[]; list: ListState } {
  const all = [...(segments ?? [])]
  const state = parseStateSegment(all.at(-1))
  if (state) all.pop()
  return { segments: all, list: state ?? DEFAULT_STATE }
}

/** Resolves the visited address to a page or a document, in the visitor's locale; drafts only to a signed-in previewer. */
export const resolveRoute = cache(
  async (rawSegments: readonly string[] | undefined): Promise<ResolvedRoute> => {
    const { segments, list } = splitListState(rawSegments)
    const { locale, path } = splitLocale(segments)
    const previewer = await previewUser()
    const draft = previewer !== null
    const ctx = await renderContext(locale)
    const { homePageId } = ctx

    let page: Page | null = null
    if (previewer) {
      if (path !== '') page = await readDraftPage(locale, { path }, previewer)
      else if (homePageId !== null) page = await readDraftPage(locale, { id: homePageId }, previewer)
    } else {
      const id = path === '' ? homePageId : (findByPath(ctx.pages, locale, path)?.id ?? null)
      if (id !== null) page = await readPublishedPage(id, locale)
    }
    if (page && !(await listStateExists(page.layout, list, locale))) page = null
    // A document has no list: an address giving it list state names nothing.
    const content = page || !isDefaultState(list) ? null : await resolveContent(locale, path, previewer)

    const redirectTo = page && path !== '' && page.id === homePageId ? localeHref(locale, '') : null
    let alternates: Partial<Record<Locale, string>> = {}
    if (page) {
      const ref = ctx.pages.get(page.id)
      for (const other of LOCALES) {
        const otherPath = other === locale ? page.path : ref?.path[other]
        if (page.id === homePageId) alternates[other] = localeHref(other, '')
        else if (otherPath) alternates[other] = localeHref(other, otherPath)
      }
    } else if (content && !draft) alternates = await contentAlternates(content, locale)
    else if (content) alternates = { [locale]: contentHref(content.collection, locale, content.doc.slug) }
    const pageCtx: RenderContext = page
      ? {
          ...ctx,
          page: {
            id: page.id,
            href: alternates[locale] ?? localeHref(locale, path),
            list,
            listId: statefulListId(page.layout),
          },
        }
      : ctx
    return {
      locale,
      path,
      page,
      content,
      list,
      redirectTo,
      ctx: draft ? { ...pageCtx, edit: true } : pageCtx,
      alternates,
      draft,
    }
  },
)
