import { BREADCRUMBS } from '@/lib/constants'

export type Crumb = { label: string; href: string }

export type CrumbGroups = {
  /** The home crumb. */
  head: Crumb[]
  /** Crumbs folded behind the "…" button; empty when the trail is short enough. */
  hidden: Crumb[]
  /** The last crumbs, which never fold (docs/page.md: 2 uncollapsable crumbs); the last is the current page. */
  tail: Crumb[]
}

/**
 * Splits a trail for display: home and the uncollapsable last crumbs always show, and whatever
 * lies between folds away once there is anything between them.
 */
export function groupCrumbs(
  crumbs: readonly Crumb[],
  uncollapsable: number = BREADCRUMBS.uncollapsable,
): CrumbGroups {
  const keep = Math.max(1, uncollapsable)
  if (crumbs.length <= keep + 1) return { head: crumbs.slice(0, 1), hidden: [], tail: crumbs.slice(1) }
  return {
    head: crumbs.slice(0, 1),
    hidden: crumbs.slice(1, -keep),
    tail: crumbs.slice(-keep),
  }
}

/** schema.org BreadcrumbList for search engines; addresses made absolute against the site origin. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: new URL(crumb.href, origin).href,
    })),
  }
  // Inside a <script>, `<` must not start a tag: a title like "</script>" stays data.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
