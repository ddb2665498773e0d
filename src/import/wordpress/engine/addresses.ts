import { type Locale, localeHref } from '@/i18n/locales'
import { CONTENT_BASE } from '@/lib/content-paths'
import { comesOver, type IndexedItem, newAddress, ourSlug, type SiteIndex } from './site-index'

/** The old site's address as a key (origin and path, no trailing slash), which names the source. */
export function siteKey(index: SiteIndex): string | null {
  const raw = index.site.baseBlogUrl || index.site.link
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return null
  }
}

/** Slugs (and pages' paths) already used on the site by documents the import did not make. */
export interface TakenAddresses {
  postSlugs: Set<string>
  pagePaths: Set<string>
}

/**
 * Every imported post's slug and page's path, decided before anything is written so that links
 * between items can be rewritten as they are converted; the same export and site give the same
 * answer on every run, so a run that continues gives the addresses the first one did.
 */
export function planSlugs(index: SiteIndex, taken: TakenAddresses): Map<number, string> {
  const slugs = new Map<number, string>()
  const postSlugs = new Set(taken.postSlugs)
  const unique = (base: string, used: (candidate: string) => boolean) => {
    let candidate = base
    for (let n = 2; used(candidate); n++) candidate = `${base}-${n}`
    return candidate
  }
  const items = [...index.items.values()].filter(comesOver).sort((a, b) => a.id - b.id)
  for (const item of items.filter((i) => i.type === 'post')) {
    const slug = unique(ourSlug(item.slug || item.title, `artikkeli-${item.id}`), (s) => postSlugs.has(s))
    postSlugs.add(slug)
    slugs.set(item.id, slug)
  }
  const pages = items.filter((i) => i.type === 'page')
  const byDepth = (item: IndexedItem) => {
    let depth = 0
    for (let p = index.items.get(item.parent); p && depth < 50; p = index.items.get(p.parent)) depth++
    return depth
  }
  const paths = new Set(taken.pagePaths)
  for (const item of pages.sort((a, b) => byDepth(a) - byDepth(b) || a.id - b.id)) {
    const base = ourSlug(item.slug || item.title, `sivu-${item.id}`)
    const parentPath = (slug: string) => {
      slugs.set(item.id, slug)
      const full = pathOf(index, item, slugs)
      return full
    }
    const slug = unique(base, (candidate) => paths.has(parentPath(candidate)))
    slugs.set(item.id, slug)
    paths.add(pathOf(index, item, slugs))
  }
  return slugs
}

function pathOf(index: SiteIndex, item: IndexedItem, slugs: Map<number, string>): string {
  return (newAddress(index, item, slugs, 'fi') ?? '').replace(/^\//, '')
}

/**
 * A path on the old site (decoded, no trailing slash, as it was written: letter case kept), or
 * null for another site's address. The site's own folder (a WordPress in /blog) stays in the path:
 * visitors' old links carry it.
 */
export function oldPathKey(url: string, site: string): string | null {
  let parsed: URL
  let base: URL
  try {
    base = new URL(site)
    parsed = new URL(url, `${site}/`)
  } catch {
    return null
  }
  if (parsed.host.replace(/^www\./, '') !== base.host.replace(/^www\./, '')) return null
  let path = parsed.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // Kept as sent: it then matches nothing.
  }
  return path.replace(/\/+$/, '') || '/'
}

/** The blog's list filtered by a category, in the import's locale. */
export function categoryAddress(locale: Locale, slug: string): string {
  return `${localeHref(locale, CONTENT_BASE.posts[locale])}?category=${encodeURIComponent(slug)}`
}
