import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Header } from '@/payload-types'
import type { IndexedItem, SiteIndex } from './site-index'

/** Menu slugs that name a site's main menu, most likely first. */
const MAIN_MENU_NAMES = [
  'primary',
  'primary-menu',
  'main',
  'main-menu',
  'paavalikko',
  'menu',
  'header',
  'top',
]

/** The header's limits (src/cms/globals/Header.ts): items, a dropdown's items, a third level's links. */
const LIMITS = { top: 12, children: 20, leaves: 20 }

/**
 * The menu that becomes the header's: the one asked for, else one whose slug names a main menu,
 * else the one with the most items. WXR does not say which menu a theme showed where.
 */
export function pickMenu(index: SiteIndex, asked: string | undefined): string | null {
  if (asked) return index.menus.has(asked) ? asked : null
  for (const name of MAIN_MENU_NAMES) if (index.menus.has(name)) return name
  let best: string | null = null
  for (const [slug, count] of index.menus)
    if (best === null || count > (index.menus.get(best) ?? 0)) best = slug
  return best
}

type NavItems = NonNullable<Header['navItems']>
type Link = NavItems[number]['link']

interface MenuArgs {
  payload: Payload
  index: SiteIndex
  menu: string
  dryRun: boolean
  locale: Locale
  /** The imported page for a WordPress page id. */
  pageId: (wpId: number) => number | null
  /** The new address of a post or page by its WordPress id. */
  address: (wpId: number) => string | null
  /** The new address of a category's archive by its WordPress slug. */
  category: (slug: string) => string | null
  href: (url: string) => string | null
  note: (message: string) => void
}

/**
 * Writes the chosen menu as the header's menu: WordPress's nested menu items become up to three
 * levels (a deeper item joins its third-level ancestor's links), links to pages stay page links
 * (so they follow a page's later moves), the rest become addresses. Written only when it differs
 * from the header's menu, so a second run changes nothing.
 */
export async function importMenu(
  args: MenuArgs,
): Promise<{ placed: number; left: number; changed: boolean }> {
  const items = args.index.menuItems
    .filter((i) => i.menu?.menu === args.menu)
    .sort((a, b) => a.menuOrder - b.menuOrder)
  const children = new Map<number, IndexedItem[]>()
  const ids = new Set(items.map((i) => i.id))
  for (const item of items) {
    const parent = item.menu?.parent && ids.has(item.menu.parent) ? item.menu.parent : 0
    const list = children.get(parent) ?? []
    list.push(item)
    children.set(parent, list)
  }
  let placed = 0
  let left = 0
  const linkOf = (item: IndexedItem): Link | null => {
    const m = item.menu
    if (!m) return null
    const target = args.index.items.get(m.objectId)
    const label = item.title || target?.title || ''
    if (m.kind === 'post_type' && m.object === 'page') {
      const page = args.pageId(m.objectId)
      if (page !== null) return { type: 'internal', page, newTab: m.newTab, label: item.title || null }
    }
    const url =
      m.kind === 'post_type'
        ? args.address(m.objectId)
        : m.kind === 'taxonomy'
          ? args.category(args.index.terms.find((t) => t.id === m.objectId)?.slug ?? '')
          : m.url === '#' || m.url === ''
            ? '#'
            : args.href(m.url)
    if (!url || !label) return null
    return { type: 'custom', url, newTab: m.newTab, label }
  }
  const descendants = (id: number): IndexedItem[] =>
    (children.get(id) ?? []).flatMap((child) => [child, ...descendants(child.id)])
  const navItems: NavItems = []
  for (const top of children.get(0) ?? []) {
    const link = linkOf(top)
    if (!link || navItems.length >= LIMITS.top) {
      left += 1 + descendants(top.id).length
      continue
    }
    placed++
    const second: NonNullable<NavItems[number]['children']> = []
    for (const child of children.get(top.id) ?? []) {
      const childLink = linkOf(child)
      if (!childLink || second.length >= LIMITS.children) {
        left += 1 + descendants(child.id).length
        continue
      }
      placed++
      const leaves: NonNullable<NonNullable<NavItems[number]['children']>[number]['links']> = []
      const deeper = descendants(child.id)
      if (deeper.some((d) => d.menu?.parent !== child.id))
        args.note('Valikossa on yli kolme tasoa: syvemmät kohdat lisättiin kolmannelle tasolle.')
      for (const leaf of deeper) {
        const leafLink = linkOf(leaf)
        if (!leafLink || leaves.length >= LIMITS.leaves) {
          left++
          continue
        }
        placed++
        leaves.push({ link: leafLink })
      }
      second.push({ link: childLink, links: leaves })
    }
    navItems.push({ link, mega: false, children: second })
  }
  if (left > 0)
    args.note(
      `${left} valikon kohtaa jäi pois (kohde puuttuu tai valikossa on enemmän kohtia kuin ylätunniste näyttää).`,
    )
  if (args.dryRun) return { placed, left, changed: true }
  const header = await args.payload.findGlobal({
    slug: 'header',
    locale: args.locale,
    depth: 0,
    overrideAccess: true,
  })
  if (sameMenu(header.navItems ?? [], navItems)) return { placed, left, changed: false }
  await args.payload.updateGlobal({
    slug: 'header',
    data: { navItems },
    locale: args.locale,
    overrideAccess: true,
    context: { wordpressImport: true },
  })
  return { placed, left, changed: true }
}

/** The menus' links compared without the ids Payload gives rows, empty values or key order. */
function sameMenu(a: NavItems, b: NavItems): boolean {
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(
                ([key, v]) =>
                  key !== 'id' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0),
              )
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, v]) => [key, strip(v)]),
          )
        : value
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b))
}
