import { type Locale, localeHref } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { existingLocale } from './page-index'
import { relationId } from './relation'
import type { RenderContext } from './render-context'
import { safeLocalPath } from './safe-local-path'

export type LinkValue = {
  type?: 'internal' | 'custom' | null
  page?: number | Pick<Page, 'id'> | null
  url?: string | null
  newTab?: boolean | null
  label?: string | null
}

export type ResolvedLink = {
  href: string
  newTab: boolean
  external: boolean
  /** The editor's label, else the linked page's title; null for a custom link without one. */
  label: string | null
  /** Set when the link leads to a page in another locale (it has no version in the visitor's). */
  hreflang?: Locale
  /** Set when the label itself is in another locale (the other page's title). */
  lang?: Locale
}

/** An in-page anchor id, as a section's "Ankkuri (id)" takes it; `#id` and `#!/id` lead to it. */
export const ANCHOR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/

/** `#!/id` is our in-page anchor syntax (docs/page.md); other values pass through when they are safe. */
const SAFE_SCHEME = /^(https?:\/\/|#|mailto:|tel:)/

/**
 * An editor's address as a link may use it: a path of this site (`/\\evil.example` is not one),
 * an anchor, http(s), mail or phone; null for anything else.
 */
export function safeLinkUrl(value: string | null | undefined): string | null {
  const url = value?.trim()
  if (!url) return null
  if (url.startsWith('/')) return safeLocalPath(url)
  return SAFE_SCHEME.test(url) ? url : null
}

export function pageHref(page: Pick<Page, 'id' | 'path'>, ctx: RenderContext, locale = ctx.locale): string {
  if (ctx.homePageId !== null && page.id === ctx.homePageId) return localeHref(locale, '')
  return localeHref(locale, page.path ?? '')
}

/**
 * A published page's address and title in the visitor's locale. A page without a version in
 * that locale leads to the one that exists, marked with its language, or to nothing when the
 * editor chose to leave such links out (site settings); an unpublished page leads to nothing.
 */
export function pageLink(
  pageId: number | null,
  ctx: RenderContext,
): { href: string; title: string; hreflang?: Locale } | null {
  const ref = pageId === null ? undefined : ctx.pages.get(pageId)
  if (!ref) return null
  const own = ref.path[ctx.locale]
  if (own !== undefined) {
    return { href: pageHref({ id: ref.id, path: own }, ctx), title: ref.title[ctx.locale] ?? '' }
  }
  const other = existingLocale(ref)
  if (other === null || ctx.untranslated === 'hide') return null
  return {
    href: pageHref({ id: ref.id, path: ref.path[other] ?? '' }, ctx, other),
    title: ref.title[other] ?? '',
    hreflang: other,
  }
}

/** A link's address and label, or null when it points nowhere usable (unpublished page, unsafe scheme). */
export function resolveLink(link: LinkValue | null | undefined, ctx: RenderContext): ResolvedLink | null {
  if (!link) return null
  const newTab = Boolean(link.newTab)
  const label = link.label?.trim() || null
  if (link.type === 'custom') {
    const url = safeLinkUrl(link.url)
    if (!url) return null
    return { href: url, newTab, external: /^https?:\/\//.test(url), label }
  }
  const target = pageLink(relationId(link.page), ctx)
  if (!target) return null
  return {
    href: target.href,
    newTab,
    external: false,
    label: label ?? target.title,
    hreflang: target.hreflang,
    lang: label === null ? target.hreflang : undefined,
  }
}

/** Attributes for an `<a>` from a resolved link: new tabs never leak the opener. */
export function anchorProps(link: ResolvedLink): {
  href: string
  target?: string
  rel?: string
  hrefLang?: string
} {
  return {
    href: link.href,
    ...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(link.hreflang ? { hrefLang: link.hreflang } : {}),
  }
}
