import { formatAdminURL } from 'payload/shared'
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../feedback/fields'
import { listQueryString } from '../submissions/export-url'

/**
 * Moderation of what visitors send (reviews and comments) in their admin list views: a status
 * filter with counts, and approve / reject / spam per row and for the selected rows. Pure: the
 * admin components (ModerationBar, ModerationActions, StatusCell) and the dashboard use it.
 */

export const MODERATED = ['reviews', 'comments'] as const
export type ModeratedSlug = (typeof MODERATED)[number]

export function isModerated(slug: unknown): slug is ModeratedSlug {
  return (MODERATED as readonly unknown[]).includes(slug)
}

/** What an editor can do to an item: the status each action sets, in the order offered. */
export const ACTIONS = ['approved', 'rejected', 'spam'] as const satisfies readonly FeedbackStatus[]
export type Action = (typeof ACTIONS)[number]

/** The list's filter tabs: one per status (pending first: the work waiting), then all. */
export const FILTERS = [...FEEDBACK_STATUSES, 'all'] as const
export type StatusFilter = (typeof FILTERS)[number]

/** The list opens on the items waiting for a decision. */
export const DEFAULT_FILTER: StatusFilter = 'pending'

export function isFeedbackStatus(value: unknown): value is FeedbackStatus {
  return (FEEDBACK_STATUSES as readonly unknown[]).includes(value)
}

/**
 * The status filter as a list query's `where`, in the shape Payload's own filter builder writes
 * (`or` → `and` → condition), so its "Suodata" panel shows the same condition the tabs chose.
 */
export function statusWhere(filter: StatusFilter) {
  const status = filter === 'all' ? { in: [...FEEDBACK_STATUSES] } : { equals: filter }
  return { or: [{ and: [{ status }] }] }
}

type Condition = { field: string; operator: string; value: unknown }

/** The conditions of a `where` that only combines them with "and", or null if it has choices. */
function conjunction(where: unknown): Condition[] | null {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return null
  const out: Condition[] = []
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) return null
      if (key === 'or' && value.length > 1) return null
      for (const part of value) {
        const inner = conjunction(part)
        if (inner === null) return null
        out.push(...inner)
      }
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [operator, operand] of Object.entries(value))
        out.push({ field: key, operator, value: operand })
    } else {
      return null
    }
  }
  return out
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]

/**
 * Which tab a list query's `where` is: a single status, all of them, or null for any other filter
 * (a search by name, two statuses, …), when no tab is current.
 */
export function activeFilter(where: unknown): StatusFilter | null {
  const conditions = conjunction(where)
  if (conditions?.length !== 1) return null
  const [only] = conditions
  if (only?.field !== 'status') return null
  if (only.operator === 'equals') return isFeedbackStatus(only.value) ? only.value : null
  if (only.operator === 'in') {
    const chosen = new Set(list(only.value))
    return chosen.size === FEEDBACK_STATUSES.length && FEEDBACK_STATUSES.every((s) => chosen.has(s))
      ? 'all'
      : null
  }
  return null
}

/** The admin list of `slug` showing `filter` (pending for the dashboard's links). */
export function moderationListHref(adminRoute: string, slug: ModeratedSlug, filter: StatusFilter): string {
  const path = formatAdminURL({ adminRoute, path: `/collections/${slug}` })
  return `${path}?${listQueryString({ where: statusWhere(filter) })}`
}

/**
 * Where the list opens when its address has no filter at all: the same address (page size, sort,
 * search kept) with the default status. Null when the address has a filter; Payload's own
 * "select all across pages" then acts on exactly what the list shows.
 */
export function defaultFilterHref(
  pathname: string,
  searchParams: Record<string, string | string[] | undefined> | undefined,
): string | null {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (key === 'where' || key.startsWith('where[')) return null
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, item)
  }
  // The page number belonged to the unfiltered list: the filtered one starts from its first page.
  params.delete('page')
  const rest = params.toString()
  return `${pathname}?${listQueryString({ where: statusWhere(DEFAULT_FILTER) })}${rest ? `&${rest}` : ''}`
}
