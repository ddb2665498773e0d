/** One entry of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * At most `max` page links: all of them when they fit, otherwise the first, the last and the
 * pages around the current one, with a gap (…) where pages are left out. 1-based.
 */
export function pageLinks(current: number, total: number, max: number): PageLink[] {
  if (total <= 1) return []
  const page = Math.min(Math.max(current, 1), total)
  if (total <= max) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }))
  const inner = Math.max(max - 2, 1)
  let start = Math.max(2, page - Math.floor((inner - 1) / 2))
  const end = Math.min(total - 1, start + inner - 1)
  start = Math.max(2, end - inner + 1)
  const links: PageLink[] = [{ kind: 'page', page: 1 }]
  if (start > 2) links.push({ kind: 'gap', key: 'start' })
  for (let p = start; p <= end; p++) links.push({ kind: 'page', page: p })
  if (end < total - 1) links.push({ kind: 'gap', key: 'end' })
  links.push({ kind: 'page', page: total })
  return links
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(perPage, 1)))
}
