import { slugify } from '@/cms/fields/slug'
import { type Locale, localeHref } from '@/i18n/locales'
import { contentHref } from '@/lib/content-paths'
import { readWxr } from '../wxr/reader'
import type { WxrItem, WxrSite, WxrTerm } from '../wxr/types'

/** The post types that come over, and what becomes of each. */
export const IMPORTED_TYPES = ['attachment', 'page', 'post'] as const
export type ImportedType = (typeof IMPORTED_TYPES)[number]

/** What the first read of the file keeps of an item: everything but its content. */
export interface IndexedItem {
  id: number
  type: string
  title: string
  slug: string
  status: string
  parent: number
  menuOrder: number
  link: string
  guid: string
  attachmentUrl: string
  /** The featured picture's attachment id (`_thumbnail_id`). */
  thumbnail: number
  /** An attachment's alternative text and caption. */
  alt: string
  caption: string
  /** For a menu item: its menu's slug, parent menu item, target and what it points at. */
  menu?: {
    menu: string
    parent: number
    kind: string
    object: string
    objectId: number
    url: string
    newTab: boolean
  }
  comments: { approved: number; left: number }
}

/** A category or tag, with the slug it gets here (tags become categories: docs/wordpress-import.md). */
export interface IndexedTerm extends WxrTerm {
  newSlug: string
}

/** The whole export at a glance, read once before anything is written. */
export interface SiteIndex {
  site: WxrSite
  authors: Map<string, string>
  /** Categories, then tags, parents before children; one per slug. */
  terms: IndexedTerm[]
  /** Every item but menu items, by WordPress id. */
  items: Map<number, IndexedItem>
  /** Menu items: one WordPress id can stand in two menus of one export (WordPress.com writes so). */
  menuItems: IndexedItem[]
  /** Items whose id an earlier item of the file already had: left out. */
  duplicates: IndexedItem[]
  /** The export's menus by slug, with their item counts. */
  menus: Map<string, number>
}

/** A slug as WordPress stores it (percent-encoded UTF-8 allowed) turned into ours: a–z, 0–9, dashes. */
export function ourSlug(raw: string, fallback: string): string {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // A malformed escape stays as it is and is slugified like any text.
  }
  return slugify(text).slice(0, 100).replace(/-+$/, '') || fallback
}

/** Reads the export once, keeping no content, and fails (ImportError) on a file it must refuse. */
export async function indexExport(open: () => AsyncIterable<Buffer | string>): Promise<SiteIndex> {
  const index: SiteIndex = {
    site: { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', version: '' },
    authors: new Map(),
    terms: [],
    items: new Map(),
    menuItems: [],
    duplicates: [],
    menus: new Map(),
  }
  const terms = new Map<string, WxrTerm>()
  for await (const entry of readWxr(open())) {
    if (entry.kind === 'site') index.site = entry.site
    else if (entry.kind === 'author') index.authors.set(entry.author.login, entry.author.displayName)
    else if (entry.kind === 'term') {
      const { term } = entry
      if ((term.taxonomy === 'category' || term.taxonomy === 'post_tag') && term.slug)
        terms.set(`${term.taxonomy}:${term.slug}`, term)
    } else {
      const item = indexItem(entry.item)
      if (item.type === 'nav_menu_item') index.menuItems.push(item)
      else if (index.items.has(item.id)) index.duplicates.push(item)
      else index.items.set(item.id, item)
    }
  }
  for (const item of index.menuItems)
    if (item.menu) index.menus.set(item.menu.menu, (index.menus.get(item.menu.menu) ?? 0) + 1)
  index.terms = orderTerms([...terms.values()])
  return index
}

function indexItem(item: WxrItem): IndexedItem {
  const meta = item.meta
  const menuTerm = item.terms.find((t) => t.domain === 'nav_menu')
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    slug: item.slug,
    status: item.status,
    parent: item.parent,
    menuOrder: item.menuOrder,
    link: item.link,
    guid: item.guid,
    attachmentUrl: item.attachmentUrl,
    thumbnail: Number(meta._thumbnail_id) || 0,
    alt: item.type === 'attachment' ? (meta._wp_attachment_image_alt ?? '').trim().slice(0, 500) : '',
    caption: item.type === 'attachment' ? item.excerpt.trim().slice(0, 500) : '',
    menu:
      item.type === 'nav_menu_item' && menuTerm
        ? {
            menu: menuTerm.slug,
            parent: Number(meta._menu_item_menu_item_parent) || 0,
            kind: meta._menu_item_type ?? 'custom',
            object: meta._menu_item_object ?? '',
            objectId: Number(meta._menu_item_object_id) || 0,
            url: meta._menu_item_url ?? '',
            newTab: meta._menu_item_target === '_blank',
          }
        : undefined,
    comments: {
      approved: item.comments.filter((c) => c.approved === '1' && isComment(c.type)).length,
      left: item.comments.filter((c) => c.approved !== '1' || !isComment(c.type)).length,
    },
  }
}

/** Pingbacks and trackbacks are notices from other sites, not visitors' comments. */
export function isComment(type: string): boolean {
  return type === '' || type === 'comment'
}

/**
 * Categories before tags, each parent before its children. Every term gets a slug of its own: a
 * tag whose slug a category has gets `-avainsana`, and slugs that become one when converted get a
 * number.
 */
function orderTerms(terms: WxrTerm[]): IndexedTerm[] {
  const categories = terms.filter((t) => t.taxonomy === 'category')
  const bySlug = new Map(categories.map((t) => [t.slug, t]))
  const depth = (term: WxrTerm): number => {
    let d = 0
    for (let parent = bySlug.get(term.parent); parent && d < 50; parent = bySlug.get(parent.parent)) d++
    return d
  }
  const taken = new Set<string>()
  const unique = (slug: string) => {
    let candidate = slug
    for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`
    taken.add(candidate)
    return candidate
  }
  const ordered: IndexedTerm[] = categories
    .map((t) => ({ term: t, d: depth(t) }))
    .sort((a, b) => a.d - b.d)
    .map(({ term }) => ({ ...term, newSlug: unique(ourSlug(term.slug, `kategoria-${term.id}`)) }))
  for (const tag of terms.filter((t) => t.taxonomy === 'post_tag')) {
    const slug = ourSlug(tag.slug, `avainsana-${tag.id}`)
    ordered.push({ ...tag, parent: '', newSlug: unique(taken.has(slug) ? `${slug}-avainsana` : slug) })
  }
  return ordered
}

/** True when the item comes over: posts and pages of any status but trash and auto-drafts, and attachments. */
export function comesOver(item: IndexedItem): item is IndexedItem & { type: ImportedType } {
  if (!(IMPORTED_TYPES as readonly string[]).includes(item.type)) return false
  return item.status !== 'trash' && item.status !== 'auto-draft'
}

/** A page's path here: its ancestors' slugs and its own, as the site computes it. */
export function pagePath(index: SiteIndex, item: IndexedItem, slugs: Map<number, string>): string {
  const parts: string[] = []
  const seen = new Set<number>()
  for (let cursor: IndexedItem | undefined = item; cursor && !seen.has(cursor.id); ) {
    seen.add(cursor.id)
    parts.unshift(slugs.get(cursor.id) ?? '')
    cursor = cursor.parent ? index.items.get(cursor.parent) : undefined
    if (cursor && !comesOver(cursor)) break
  }
  return parts.filter(Boolean).join('/')
}

/** The new public address of an imported post or page. */
export function newAddress(
  index: SiteIndex,
  item: IndexedItem,
  slugs: Map<number, string>,
  locale: Locale,
): string | null {
  const slug = slugs.get(item.id)
  if (!slug) return null
  if (item.type === 'post') return contentHref('posts', locale, slug)
  if (item.type === 'page') return localeHref(locale, pagePath(index, item, slugs))
  return null
}
