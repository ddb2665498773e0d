import { unstable_cache } from 'next/cache'
import type { Sort, Where } from 'payload'
import { cache } from 'react'
import { sortNameFieldName } from '@/cms/fields/sort-name'
import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import type { PriceFields } from '@/i18n/numbers'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { ContentCollection } from '@/lib/content-paths'
import type { ListState, Order, SortKey } from '@/lib/list-state'
import { clampInt } from '@/lib/numbers'
import { pageCount } from '@/lib/pagination'
import { relationId } from '@/lib/relation'
import type { Gallery, ListBlock, Media, Portfolio, Post, Product } from '@/payload-types'

/**
 * The lists' reads, through Next's data cache: a list is tagged with its collection (a publish
 * there refreshes it), the categories and the media. Every state (filter, sort, order, page) is a
 * cache entry of its own, so a list page rendered for a new address mostly finds its data cached.
 */

/** Beyond this many items a load-more address renders its own page only, not every page before it. */
export const CUMULATIVE_MAX_ITEMS = 240

/** The categories an editor limited a list block to (empty: every category). */
export function blockCategories(block: ListBlock): number[] {
  return (block.categories ?? []).flatMap((c) => relationId(c) ?? [])
}

/** The query a list block runs for a state, the state's category already looked up (null: all). */
export function blockQuery(
  block: ListBlock,
  locale: Locale,
  state: ListState,
  category: number | null,
): ListQuery {
  const mode = block.pagination
  return {
    collection: block.contentType,
    locale,
    within: blockCategories(block),
    category,
    sort: state.sort,
    order: state.order,
    // A list without pagination shows its first page whatever the address says.
    page: mode === 'none' ? 1 : state.page,
    perPage: clampInt(block.postsPerPage, 1, 60, 15),
    cumulative: mode === 'load-more' || mode === 'lazy',
    limit: block.postLimit ?? null,
  }
}

/** The date each collection is sorted by. */
const DATE_FIELD: Record<ContentCollection, 'publishedAt' | 'date'> = {
  posts: 'publishedAt',
  portfolio: 'date',
  galleries: 'date',
  products: 'date',
}

export type Category = { id: number; slug: string; title: string }

export type ListItem = {
  id: number
  title: string
  slug: string
  date: string | null
  excerpt: string | null
  image: Media | null
  categories: number[]
  /** A product's price; null for other collections. */
  price: PriceFields | null
}

export type ListQuery = {
  collection: ContentCollection
  locale: Locale
  /** The editor's choice: only these categories (empty: every category). */
  within: number[]
  /** The visitor's filter: one category, or null for all. */
  category: number | null
  sort: SortKey
  order: Order
  page: number
  perPage: number
  /** Load-more lists: the address's page shows every page up to it. */
  cumulative: boolean
  /** The editor's post limit: at most this many items in all (null: no limit). */
  limit: number | null
}

export type ListResult = {
  items: ListItem[]
  /** Items in the whole list (every page). */
  total: number
  pages: number
  /** The page shown: the asked one, clamped to the pages that exist. */
  page: number
  /** The first page the items start from (1 unless a load-more address shows pages 1…page). */
  firstPage: number
}

function published(): Where[] {
  // A document without a version in this locale has no slug in it: it has no address there.
  return [{ _status: { equals: 'published' } }, { slug: { exists: true } }]
}

export function listWhere(query: Pick<ListQuery, 'within' | 'category'>): Where {
  const and = published()
  if (query.within.length) and.push({ categories: { in: query.within } })
  if (query.category !== null) and.push({ categories: { in: [query.category] } })
  return { and }
}

export function listSort(collection: ContentCollection, locale: Locale, sort: SortKey, order: Order): Sort {
  const field = sort === 'name' ? sortNameFieldName(locale) : DATE_FIELD[collection]
  const dir = order === 'desc' ? '-' : ''
  // The id breaks ties, so equal dates or names never swap places between pages.
  const keys = [`${dir}${field}`, `${dir}id`]
  // Sticky posts lead the blog in its own order, newest first (as WordPress shows them).
  return collection === 'posts' && sort === 'date' && order === 'desc' ? ['-sticky', ...keys] : keys
}

type AnyDoc = Post | Portfolio | Gallery | Product

function toItem(collection: ContentCollection, doc: AnyDoc): ListItem {
  const image =
    collection === 'posts'
      ? (doc as Post).heroImage
      : collection === 'portfolio'
        ? (doc as Portfolio).coverImage
        : collection === 'products'
          ? (doc as Product).images?.[0]
          : (doc as Gallery).items?.[0]?.media
  const date =
    collection === 'posts' ? (doc as Post).publishedAt : (doc as Portfolio | Gallery | Product).date
  const excerpt =
    collection === 'galleries' ? (doc as Gallery).description : (doc as Post | Portfolio | Product).excerpt
  const product = collection === 'products' ? (doc as Product) : null
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    date: date ?? null,
    excerpt: excerpt ?? null,
    image: image && typeof image === 'object' ? image : null,
    categories: (doc.categories ?? []).map((c) => (typeof c === 'number' ? c : c.id)),
    price: product
      ? { price: product.price, pricePrefix: product.pricePrefix, priceSuffix: product.priceSuffix }
      : null,
  }
}

const SELECT = {
  posts: { title: true, slug: true, excerpt: true, heroImage: true, categories: true, publishedAt: true },
  portfolio: { title: true, slug: true, excerpt: true, coverImage: true, categories: true, date: true },
  galleries: { title: true, slug: true, description: true, items: true, categories: true, date: true },
  products: {
    title: true,
    slug: true,
    excerpt: true,
    images: true,
    categories: true,
    date: true,
    price: true,
    pricePrefix: true,
    priceSuffix: true,
  },
} as const

/**
 * One page of a list, without a count: Payload would count every matching row for each state,
 * and that count grows with the collection. The count is per filter instead (countList).
 */
async function findPage(query: ListQuery, limit: number, page: number) {
  const payload = await payloadClient()
  return payload.find({
    collection: query.collection,
    where: listWhere(query),
    sort: listSort(query.collection, query.locale, query.sort, query.order),
    locale: query.locale,
    fallbackLocale: false,
    depth: 1,
    limit,
    page,
    pagination: false,
    select: SELECT[query.collection],
  })
}

/** How many items a filter matches, whatever the sort or page: cached once per filter. */
function countList(query: ListQuery): Promise<number> {
  const { collection, locale, within, category } = query
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { totalDocs } = await payload.count({
        collection,
        locale,
        where: listWhere({ within, category }),
      })
      return totalDocs
    },
    ['list-count', collection, locale, within.join(','), String(category)],
    { tags: [CACHE_TAGS.list(collection), CACHE_TAGS.categories] },
  )()
}

/** How many items a list shows in all (the editor's post limit applied) and on how many pages. */
export async function listSize(query: ListQuery): Promise<{ total: number; pages: number }> {
  const cap = query.limit && query.limit > 0 ? query.limit : Number.POSITIVE_INFINITY
  const total = Math.min(await countList(query), cap)
  return { total, pages: pageCount(total, query.perPage) }
}

async function queryList(query: ListQuery): Promise<ListResult> {
  const perPage = Math.max(1, query.perPage)
  const { total, pages } = await listSize(query)
  const page = Math.min(query.page, pages)
  const cumulative = query.cumulative && page * perPage <= CUMULATIVE_MAX_ITEMS
  const asked = cumulative
    ? { limit: page * perPage, page: 1, firstPage: 1 }
    : { limit: perPage, page, firstPage: page }
  const found = await findPage(query, asked.limit, asked.page)
  // The post limit cuts the last page short.
  const start = (asked.firstPage - 1) * perPage
  const room = Math.max(0, total - start)
  const docs = (found.docs as AnyDoc[]).slice(0, room)
  return {
    items: docs.map((doc) => toItem(query.collection, doc)),
    total,
    pages,
    page,
    firstPage: asked.firstPage,
  }
}

/** A list in one state, from the data cache. */
export function readList(query: ListQuery): Promise<ListResult> {
  return unstable_cache(() => queryList(query), ['list', JSON.stringify(query)], {
    tags: [CACHE_TAGS.list(query.collection), CACHE_TAGS.categories, CACHE_TAGS.media],
  })()
}

/** Every category in a locale, by title (Finnish order comes from the stored sort key of titles). */
export const getCategories = cache(
  (locale: Locale): Promise<Category[]> =>
    unstable_cache(
      async () => {
        const payload = await payloadClient()
        const { docs } = await payload.find({
          collection: 'categories',
          locale,
          depth: 0,
          pagination: false,
          sort: 'title',
          select: { title: true, slug: true },
        })
        return docs.flatMap((doc) =>
          doc.slug && doc.title ? [{ id: doc.id, slug: doc.slug, title: doc.title }] : [],
        )
      },
      ['categories', locale],
      { tags: [CACHE_TAGS.categories] },
    )(),
)

/** Which of the given categories have at least one published item in the collection (filter buttons). */
export function categoriesInUse(
  collection: ContentCollection,
  locale: Locale,
  ids: number[],
): Promise<number[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const counts = await Promise.all(
        ids.map(async (id) => {
          const { totalDocs } = await payload.count({
            collection,
            locale,
            where: listWhere({ within: [], category: id }),
          })
          return totalDocs > 0 ? id : null
        }),
      )
      return counts.filter((id): id is number => id !== null)
    },
    ['categories-in-use', collection, locale, ids.join(',')],
    { tags: [CACHE_TAGS.list(collection), CACHE_TAGS.categories] },
  )()
}
