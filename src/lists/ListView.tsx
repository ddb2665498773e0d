import type { CSSProperties } from 'react'
import {
  blockQuery,
  type Category,
  categoriesInUse,
  getCategories,
  type ListItem,
  readList,
} from '@/data/lists'
import { formatDate } from '@/i18n/dates'
import { priceText } from '@/i18n/numbers'
import { format, t } from '@/i18n/strings'
import { contentHref } from '@/lib/content-paths'
import { cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { DEFAULT_STATE, type ListState } from '@/lib/list-state'
import { clampInt } from '@/lib/numbers'
import type { ImageLoading, RenderContext } from '@/lib/render-context'
import type { ListBlock } from '@/payload-types'
import { LightboxGallery, LightboxLink, lightboxItemFromMedia } from '@/ui/lightbox/LightboxItem'
import { ListControls } from './ListControls'
import { ListPagination } from './ListPagination'
import { Sheet, styles } from './list.sheet'

/** The path the list endpoint answers on (docs/lists.md's "configured ajax endpoint"). */
export const LIST_ENDPOINT = '/next/list'

/** The column settings as custom properties the stylesheet lays the grid out with. */
function gridStyle(block: ListBlock): CSSProperties {
  const vars: Record<string, string> = { '--list-gap': `${clampInt(block.gap, 0, 80, 24)}px` }
  if (block.columnMode === 'auto') {
    vars['--list-min'] = `${clampInt(block.minColumnWidth, 120, 600, 200)}px`
    vars['--list-max-cols'] = String(clampInt(block.maxColumns, 1, 6, 6))
  } else {
    vars['--cols-d'] = String(clampInt(block.columnsDesktop, 1, 6, 3))
    vars['--cols-th'] = String(clampInt(block.columnsTabletH, 1, 6, 3))
    vars['--cols-tv'] = String(clampInt(block.columnsTabletV, 1, 6, 2))
    vars['--cols-p'] = String(clampInt(block.columnsPhone, 1, 6, 1))
  }
  return vars as CSSProperties
}

/** `sizes` for card images: the share of the viewport one column takes at each breakpoint. */
function imageSizes(block: ListBlock): string {
  if (block.columnMode === 'auto')
    return `(max-width: 767px) 100vw, ${clampInt(block.minColumnWidth, 120, 600, 200) * 2}px`
  const at = (cols: number | null | undefined) => `${Math.round(100 / clampInt(cols, 1, 6, 1))}vw`
  return [
    `(max-width: 767px) ${at(block.columnsPhone)}`,
    `(max-width: 991px) ${at(block.columnsTabletV)}`,
    `(max-width: 1199px) ${at(block.columnsTabletH)}`,
    `min(${at(block.columnsDesktop)}, ${Math.round(1200 / clampInt(block.columnsDesktop, 1, 6, 3))}px)`,
  ].join(', ')
}

function Card({
  item,
  block,
  ctx,
  categories,
  loading,
}: {
  item: ListItem
  block: ListBlock
  ctx: RenderContext
  categories: Map<number, Category>
  loading: ImageLoading
}) {
  const href = contentHref(block.contentType, ctx.locale, item.slug)
  const names = item.categories.flatMap((id) => categories.get(id)?.title ?? [])
  const Title = block.titleLevel === 'h3' ? 'h3' : 'h2'
  const price = item.price ? priceText(item.price, ctx.locale) : null
  // A product's date only orders the list ("newest"); its card shows the price instead.
  const date = item.price ? null : item.date
  return (
    <>
      <Sheet />
      <li
        className={styles.item}
        data-post-id={item.id}
        data-name={item.title}
        data-date={item.date ?? undefined}
      >
        <article className={styles.card}>
          {item.image && block.lightbox ? (
            <LightboxLink
              item={lightboxItemFromMedia(item.image, { title: item.title })}
              className={cx(styles.media, styles.lightboxMedia)}
            >
              <Img media={item.image} sizes={imageSizes(block)} loading={loading} />
            </LightboxLink>
          ) : item.image ? (
            <div className={styles.media}>
              <Img media={item.image} sizes={imageSizes(block)} loading={loading} decorative />
            </div>
          ) : null}
          <div className={styles.body}>
            <Title className={styles.title}>
              <a href={href} className={styles.link}>
                {item.title}
              </a>
            </Title>
            {date || names.length ? (
              <p className={styles.meta}>
                {date ? <time dateTime={date}>{formatDate(date, ctx.locale)}</time> : null}
                {date && names.length ? <span aria-hidden="true"> · </span> : null}
                {names.length ? <span>{names.join(', ')}</span> : null}
              </p>
            ) : null}
            {price ? (
              <p className={styles.price}>
                <span className="visually-hidden">{t(ctx.locale).productPrice}: </span>
                {price}
              </p>
            ) : null}
            {item.excerpt ? <p className={styles.excerpt}>{item.excerpt}</p> : null}
          </div>
        </article>
      </li>
    </>
  )
}

/**
 * On the first screen the first row of cards loads at once and the first card's picture with
 * high priority (the likely largest paint); everything else lazily.
 */
export function cardLoading(list: ImageLoading | undefined, index: number, firstRow: number): ImageLoading {
  if (list === undefined || list === 'lazy' || index >= firstRow) return 'lazy'
  return list === 'priority' && index === 0 ? 'priority' : 'eager'
}

export type ListViewProps = { block: ListBlock; ctx: RenderContext; behaviour?: React.ReactNode }

/**
 * A list in the state its page's address holds, rendered completely on the server: filter, sort
 * and order are links, pages are links, "load more" is a link to the next page. Without
 * JavaScript every state works; the list's island (when present) turns the links into in-place
 * updates through the list endpoint.
 */
export async function ListView({ block, ctx, behaviour }: ListViewProps) {
  const ui = t(ctx.locale)
  const stateful = Boolean(block.id && ctx.page && ctx.page.listId === block.id)
  const state: ListState = stateful && ctx.page ? ctx.page.list : DEFAULT_STATE
  const all = await getCategories(ctx.locale)
  const bySlug = new Map(all.map((c) => [c.slug, c]))
  // The route answers 404 for a state this list does not have (src/lists/state-check.ts).
  const chosen = state.category === null ? null : (bySlug.get(state.category) ?? null)

  const mode = block.pagination
  const query = blockQuery(block, ctx.locale, state, chosen?.id ?? null)
  const { within, perPage } = query
  const result = await readList(query)
  const shown = { ...state, page: result.page }
  const filterIds =
    stateful && block.showFilter !== false
      ? await categoriesInUse(block.contentType, ctx.locale, within.length ? within : all.map((c) => c.id))
      : []
  const filters = all.filter((c) => filterIds.includes(c.id))
  const showSort = stateful && block.showSort !== false
  const base = ctx.page?.href ?? ''
  const anchor = `lista-${block.id ?? 'x'}`
  const categories = new Map(all.map((c) => [c.id, c]))
  const firstRow =
    block.columnMode === 'auto'
      ? clampInt(block.maxColumns, 1, 6, 6)
      : clampInt(block.columnsDesktop, 1, 6, 3)
  const grid = (
    <ul className={styles.grid} data-list-items="">
      {result.items.map((item, i) => (
        <Card
          key={item.id}
          item={item}
          block={block}
          ctx={ctx}
          categories={categories}
          loading={cardLoading(ctx.images, i, firstRow)}
        />
      ))}
    </ul>
  )
  const count =
    result.total === 1 ? ui.searchResultsCountOne : format(ui.searchResultsCount, { n: result.total })

  return (
    <>
      <Sheet />
      <div
        id={anchor}
        className={cx(
          styles.list,
          block.layout === 'masonry' && styles.masonry,
          block.columnMode === 'auto' ? styles.auto : styles.fixed,
        )}
        style={gridStyle(block)}
        data-list=""
        data-list-id={block.id ?? undefined}
        data-page-id={ctx.page?.id}
        data-content-type={block.contentType}
        data-endpoint={LIST_ENDPOINT}
        data-cur-page={result.page}
        data-first-page={result.firstPage}
        data-pages={result.pages}
        data-post-limit={block.postLimit ?? 0}
        data-pagination-mode={mode}
        data-posts-per-page={perPage}
        data-columns-desktop={block.columnsDesktop ?? undefined}
        data-columns-h-tablet={block.columnsTabletH ?? undefined}
        data-columns-v-tablet={block.columnsTabletV ?? undefined}
        data-columns-phone={block.columnsPhone ?? undefined}
        data-category={shown.category ?? '0'}
        data-sort-by={shown.sort}
        data-sort-order={shown.order}
      >
        {filters.length || showSort ? (
          <ListControls
            state={shown}
            base={base}
            anchor={anchor}
            filters={filters}
            showSort={showSort}
            locale={ctx.locale}
          />
        ) : null}
        <p className={styles.status} role="status" data-list-status="">
          {count}
        </p>
        {block.lightbox ? (
          <LightboxGallery gid={1} locale={ctx.locale}>
            {grid}
          </LightboxGallery>
        ) : (
          grid
        )}
        <p className={styles.empty} data-list-empty="" hidden={result.items.length > 0}>
          {ui.listEmpty}
        </p>
        {stateful && mode !== 'none' ? (
          <ListPagination
            mode={mode}
            state={shown}
            pages={result.pages}
            base={base}
            anchor={anchor}
            showAll={Boolean(block.showAllPages)}
            locale={ctx.locale}
          />
        ) : null}
        {stateful && (filters.length > 0 || showSort || mode !== 'none' || block.layout === 'masonry')
          ? behaviour
          : null}
      </div>
    </>
  )
}
