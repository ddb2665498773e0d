/**
 * A list's state: the category shown, the sort key, the order and the page. It lives in the
 * address (`?category=…&sort=…&order=…&page=…`, the public contract), so every state can be
 * shared, bookmarked and rendered by the server without JavaScript. Bad values are clamped to
 * valid ones rather than refused: a mistyped address still shows a list.
 */

export const SORT_KEYS = ['date', 'name'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export const ORDERS = ['asc', 'desc'] as const
export type Order = (typeof ORDERS)[number]

export type ListState = {
  /** A category slug, or null for every category (the filter value 0 of the theme's lists). */
  category: string | null
  sort: SortKey
  order: Order
  page: number
}

/** The query-string names of the state. */
export const LIST_PARAMS = ['category', 'sort', 'order', 'page'] as const

/** Far past any real list; a page past the list's last one is a 404 (src/lists/state-check.ts). */
export const MAX_PAGE = 100_000

const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Newest first by date, A to Ö by name. */
export function defaultOrder(sort: SortKey): Order {
  return sort === 'name' ? 'asc' : 'desc'
}

export const DEFAULT_STATE: ListState = { category: null, sort: 'date', order: 'desc', page: 1 }

type Params = URLSearchParams | Record<string, string | string[] | undefined>

function first(params: Params, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

/** `category-verkkosivut`, `verkkosivut` → `verkkosivut`; `0`, empty or malformed → null (all). */
export function parseCategory(raw: string | undefined | null): string | null {
  const value = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/^category-/, '')
  if (value === '' || value === '0' || value.length > 120 || !CATEGORY_SLUG.test(value)) return null
  return value
}

/** A page number from the address: non-numbers and numbers below 1 become 1, huge ones MAX_PAGE. */
export function parsePage(raw: string | undefined | null): number {
  if (!raw || !/^\s*\d+\s*$/.test(raw)) return 1
  const page = Number.parseInt(raw, 10)
  return Math.min(Math.max(page, 1), MAX_PAGE)
}

export function parseListParams(params: Params): ListState {
  const rawSort = first(params, 'sort')
  const sort: SortKey = rawSort === 'name' ? 'name' : 'date'
  const rawOrder = first(params, 'order')
  const order: Order = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaultOrder(sort)
  return {
    category: parseCategory(first(params, 'category')),
    sort,
    order,
    page: parsePage(first(params, 'page')),
  }
}

/** Does the address carry any list state at all (so the proxy has something to route)? */
export function hasListParams(params: URLSearchParams): boolean {
  return LIST_PARAMS.some((name) => params.has(name))
}

export function isDefaultState(state: ListState): boolean {
  return state.category === null && state.sort === 'date' && state.order === 'desc' && state.page === 1
}

/** Filtered or sorted (the page number aside): such states are kept out of search engines. */
export function isFiltered(state: ListState): boolean {
  return state.category !== null || state.sort !== DEFAULT_STATE.sort || state.order !== DEFAULT_STATE.order
}

/** The query string of a state, defaults left out (`''` for the default state). */
export function stateSearch(state: ListState): string {
  const params = new URLSearchParams()
  if (state.category) params.set('category', state.category)
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort)
  if (state.order !== defaultOrder(state.sort)) params.set('order', state.order)
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A new state after a visitor's choice: a changed filter, sort or order starts again from page 1. */
export function changeState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change }
  const reset = next.category !== state.category || next.sort !== state.sort || next.order !== state.order
  return reset && change.page === undefined ? { ...next, page: 1 } : next
}

/**
 * The state as one path segment (`~verkkosivut~name~asc~2`, `0` for all categories). The proxy
 * rewrites an address with list parameters to the page's path plus this segment, so each state is
 * a route of its own that Next.js renders once and caches, like any page. `~` never occurs in a
 * page slug, so the segment cannot be mistaken for one.
 */
export function stateSegment(state: ListState): string {
  return `~${state.category ?? '0'}~${state.sort}~${state.order}~${state.page}`
}

/** The route of a page's list state: the page's path itself for the default state. */
export function statePath(path: string, state: ListState): string {
  return isDefaultState(state) ? path : `${path.replace(/\/+$/, '')}/${stateSegment(state)}`
}

/** The state a segment names, or null when the segment is not one (strict: only what stateSegment writes). */
export function parseStateSegment(segment: string | undefined): ListState | null {
  const match = /^~([a-z0-9-]+)~(date|name)~(asc|desc)~(\d{1,6})$/.exec(segment ?? '')
  if (!match) return null
  const [, category = '0', sort, order, page] = match
  const parsedPage = Number(page)
  if (parsedPage < 1 || parsedPage > MAX_PAGE) return null
  return {
    category: category === '0' ? null : parseCategory(category),
    sort: sort as SortKey,
    order: order as Order,
    page: parsedPage,
  }
}

/** Site addresses whose query string is their own business, not a list's. */
const NOT_LIST_PAGES = /^\/(?:api|admin|next|media|fonts|_next|haku|en\/search)(?:\/|$)/

/**
 * The route that serves a page address with list state (`/blogi?category=seo&page=2` →
 * `/blogi/~seo~date~desc~2`; other query parameters go), or null when there is none to route: no
 * list parameters, the default state (the page itself), or an address that is not a page's.
 * Production's server (scripts/server.mjs) routes with it before Next.js sees the request, so a
 * cached state costs what a cached page does; the proxy does the same under `next dev`.
 */
export function stateRoute(pathname: string, searchParams: URLSearchParams): string | null {
  if (NOT_LIST_PAGES.test(pathname) || !hasListParams(searchParams)) return null
  const state = parseListParams(searchParams)
  return isDefaultState(state) ? null : statePath(pathname, state)
}
