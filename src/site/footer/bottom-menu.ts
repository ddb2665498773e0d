import { type LinkValue, type ResolvedLink, resolveLink } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'

export const MIN_DEPTH = 1
export const MAX_DEPTH = 5

export type BottomMenuItem = { link?: LinkValue | null; depth?: number | null; id?: string | null }

export type MenuEntry = { key: string; link: ResolvedLink; label: string; depth: number; current: boolean }

export type MenuNode = MenuEntry & { children: MenuNode[] }

/** An editor's depth as a whole level from 1 to 5 (docs/page.md: sub-levels 2 to 5). */
export function clampDepth(depth: number | null | undefined): number {
  if (typeof depth !== 'number' || !Number.isFinite(depth)) return MIN_DEPTH
  return Math.min(MAX_DEPTH, Math.max(MIN_DEPTH, Math.trunc(depth)))
}

/**
 * The items that resolve to an address, each with its depth. A level may go at most one deeper
 * than the item before it (the first item is level 1), so the list and the select show the same
 * tree even when an editor skips a level or an item's page is unpublished.
 */
export function menuEntries(
  items: readonly BottomMenuItem[],
  ctx: RenderContext,
  current: string | undefined,
): MenuEntry[] {
  const entries: MenuEntry[] = []
  let previous = 0
  for (const [i, item] of items.entries()) {
    const link = resolveLink(item.link, ctx)
    if (!link) continue
    const depth = Math.min(clampDepth(item.depth), previous + 1)
    previous = depth
    entries.push({
      key: item.id ?? String(i),
      link,
      label: link.label ?? link.href,
      depth,
      current: current !== undefined && link.href === current,
    })
  }
  return entries
}

/** The select's option text: sub-levels start with one dash per level below the first. */
export function optionLabel(label: string, depth: number): string {
  return `${'– '.repeat(clampDepth(depth) - 1)}${label}`
}

/** Nests the flat entries by depth, so the wide-screen list is a real nested list. */
export function menuTree(entries: readonly MenuEntry[]): MenuNode[] {
  const root: MenuNode[] = []
  const open: MenuNode[] = []
  for (const entry of entries) {
    const node: MenuNode = { ...entry, children: [] }
    open.length = Math.min(open.length, entry.depth - 1)
    const parent = open.at(-1)
    ;(parent ? parent.children : root).push(node)
    open.push(node)
  }
  return root
}
