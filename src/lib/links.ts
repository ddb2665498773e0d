import { localeHref } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import type { RenderContext } from './render-context'

export type LinkValue = {
  type?: 'internal' | 'custom' | null
  page?: number | Page | null
  url?: string | null
  newTab?: boolean | null
  label?: string | null
}

export type ResolvedLink = { href: string; newTab: boolean; external: boolean }

/** `#!/id` is our in-page anchor syntax (SPEC §2); other values pass through when they are safe. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|mailto:|tel:)/

export function pageHref(page: Pick<Page, 'id' | 'path'>, ctx: RenderContext): string {
  if (ctx.homePageId !== null && page.id === ctx.homePageId) return localeHref(ctx.locale, '')
  return localeHref(ctx.locale, page.path ?? '')
}

/** A link's address, or null when it points nowhere usable (unpublished page, unsafe scheme). */
export function resolveLink(link: LinkValue | null | undefined, ctx: RenderContext): ResolvedLink | null {
  if (!link) return null
  const newTab = Boolean(link.newTab)
  if (link.type === 'custom') {
    const url = link.url?.trim()
    if (!url || !SAFE_URL.test(url)) return null
    return { href: url, newTab, external: /^https?:\/\//.test(url) }
  }
  if (link.page && typeof link.page === 'object')
    return { href: pageHref(link.page, ctx), newTab, external: false }
  return null
}

/** Attributes for an `<a>` from a resolved link: new tabs never leak the opener. */
export function anchorProps(link: ResolvedLink): { href: string; target?: string; rel?: string } {
  return link.newTab ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { href: link.href }
}
