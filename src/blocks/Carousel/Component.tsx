import { type CSSProperties, type ReactNode, useId } from 'react'
import { type ListItem, readList } from '@/data/lists'
import { formatDate } from '@/i18n/dates'
import { format, t } from '@/i18n/strings'
import { CAROUSEL } from '@/lib/constants'
import { contentHref } from '@/lib/content-paths'
import { cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { clampInt } from '@/lib/numbers'
import { relationId } from '@/lib/relation'
import type { ImageLoading, RenderContext } from '@/lib/render-context'
import { cardLoading } from '@/lists/ListView'
import type { CarouselBlock } from '@/payload-types'
import { Sheet as LazySheet, styles as lazy } from '@/ui/slides/lazy-images.sheet'
import { SlideControls } from '@/ui/slides/SlideControls'
import type { ContainerProps } from '../types'
import { CarouselBehaviour } from './Carousel.client'
import { Sheet, styles } from './carousel.sheet'
import { autoplayInterval, cardSizes, columnCounts, frameStyle, slideStyle } from './settings'
import { carouselStrings } from './strings'

/** One slide's content, whichever source it came from. */
export type SlideView = { key: string; hash?: string | null; style?: CSSProperties; content: ReactNode }

type FrameProps = { block: CarouselBlock; ctx: RenderContext; label: string; slides: SlideView[] }

/**
 * The APG carousel ("grouped" variant): a labelled `section` with aria-roledescription carousel;
 * the rotation control, then previous and next, precede the slides (in the Tab order and on
 * screen: a bar above them, so no control covers a slide); the slides are groups labelled
 * "N / M" in a live region (off while autoplay runs); a group of picker buttons follows. The server renders the final layout (columns, gap and stage padding in CSS, a
 * scroll-snap strip that works without JavaScript); the island only takes it over. No slides: nothing.
 */
export function CarouselFrame({ block, ctx, label, slides }: FrameProps) {
  const reactId = useId()
  if (slides.length === 0) return null
  const ui = t(ctx.locale)
  const own = carouselStrings(ctx.locale)
  const base = `carousel-${block.id ?? reactId.replace(/[^\w-]/g, '')}`
  const trackId = `${base}-slides`
  const several = slides.length > 1
  const autoplay = Boolean(block.autoplay) && several
  const bullets = block.bullets !== false && several
  const arrows = block.arrows !== false && several
  return (
    <>
      <LazySheet />
      <Sheet />
      <section
        className={cx(styles.root, lazy.lazyImages, block.autoHeight && styles.autoHeight)}
        aria-roledescription={ui.carousel}
        aria-label={label}
        style={frameStyle(block)}
        data-carousel=""
      >
        {autoplay || arrows ? (
          <div className={styles.controls}>
            <SlideControls
              ui={ui}
              scope="carousel"
              trackId={trackId}
              rotation={autoplay}
              steps={arrows}
              classes={{
                control: styles.control,
                rotation: styles.rotation,
                prev: styles.arrow,
                next: styles.arrow,
              }}
            />
          </div>
        ) : null}
        <div className={styles.viewport} data-carousel-viewport="">
          <div className={styles.track} id={trackId} aria-live={autoplay ? 'off' : 'polite'}>
            {slides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group (aria-roledescription slide), not a form fieldset.
              <div
                key={slide.key}
                id={`${base}-s${i}`}
                role="group"
                aria-roledescription={ui.carouselSlide}
                aria-label={format(ui.carouselSlideLabel, { i: i + 1, n: slides.length })}
                className={styles.slide}
                data-hash={slide.hash || undefined}
                style={{ '--i': i } as CSSProperties}
              >
                <div className={styles.inner} style={slide.style}>
                  {slide.content}
                </div>
              </div>
            ))}
          </div>
        </div>
        {bullets ? (
          // biome-ignore lint/a11y/useSemanticElements: the APG picker is a labelled group of buttons, not a form fieldset.
          <div
            role="group"
            aria-label={own.carouselPicker}
            className={styles.dots}
            data-carousel-dots=""
            hidden
          />
        ) : null}
        {several ? (
          <CarouselBehaviour
            speed={clampInt(block.speed, 0, 2000, CAROUSEL.speed)}
            interval={autoplay ? autoplayInterval(block.autoplaySpeed, block.source) : null}
            loop={block.infinite ?? CAROUSEL.infinite}
            scrollMode={block.scrollMode === 'page' ? 'page' : 'slide'}
            autoHeight={Boolean(block.autoHeight)}
            hashSync={Boolean(block.hashSync) && (block.source ?? 'slides') === 'slides'}
            pause={ui.carouselPause}
            play={ui.carouselPlay}
            imageFailed={ui.carouselImageFailed}
          />
        ) : null}
      </section>
    </>
  )
}

/** The slides in the first view load as the page's images do; the rest lazily. */
const firstView = (block: CarouselBlock) => Math.max(...columnCounts(block))

function ItemCard(props: {
  item: ListItem
  collection: 'posts' | 'portfolio'
  ctx: RenderContext
  sizes: string
  loading: ImageLoading
}) {
  const { item, collection, ctx, sizes, loading } = props
  return (
    <>
      <LazySheet />
      <Sheet />
      <article className={styles.card}>
        {item.image ? (
          <div className={styles.cardMedia}>
            <Img media={item.image} sizes={sizes} loading={loading} decorative />
          </div>
        ) : null}
        <div className={styles.cardBody}>
          <h3 className={styles.cardTitle}>
            <a href={contentHref(collection, ctx.locale, item.slug)}>{item.title}</a>
          </h3>
          {item.date ? (
            <p className={styles.cardMeta}>
              <time dateTime={item.date}>{formatDate(item.date, ctx.locale)}</time>
            </p>
          ) : null}
          {item.excerpt ? <p className={styles.cardExcerpt}>{item.excerpt}</p> : null}
        </div>
      </article>
    </>
  )
}

/** The latest posts or portfolio items, read through the lists' cached data layer. */
async function ItemsCarousel({ block, ctx }: { block: CarouselBlock; ctx: RenderContext }) {
  const collection = block.source === 'portfolio' ? 'portfolio' : 'posts'
  const limit = clampInt(block.itemLimit, 1, 24, 6)
  const { items } = await readList({
    collection,
    locale: ctx.locale,
    within: (block.categories ?? []).flatMap((c) => relationId(c) ?? []),
    category: null,
    sort: 'date',
    order: 'desc',
    page: 1,
    perPage: limit,
    cumulative: false,
    limit,
  })
  const own = carouselStrings(ctx.locale)
  const sizes = cardSizes(block)
  const first = firstView(block)
  const slides = items.map((item, i) => ({
    key: String(item.id),
    content: (
      <ItemCard
        item={item}
        collection={collection}
        ctx={ctx}
        sizes={sizes}
        loading={cardLoading(ctx.images, i, first)}
      />
    ),
  }))
  const label = block.label || (collection === 'posts' ? own.carouselPosts : own.carouselPortfolio)
  return <CarouselFrame block={block} ctx={ctx} label={label} slides={slides} />
}

/** A carousel of the editor's slides (each holding widgets) or of the latest posts or portfolio items. */
export function CarouselWidget({ block, ctx, Widgets }: ContainerProps<'carousel'>) {
  if (block.source === 'posts' || block.source === 'portfolio')
    return <ItemsCarousel block={block} ctx={ctx} />
  const first = firstView(block)
  const slides = (block.slides ?? [])
    .filter((slide) => slide.content?.length)
    .map((slide, i) => ({
      key: slide.id ?? String(i),
      hash: block.hashSync ? slide.hash : null,
      style: slideStyle(slide.responsive),
      content: (
        <Widgets widgets={slide.content} ctx={{ ...ctx, images: cardLoading(ctx.images, i, first) }} />
      ),
    }))
  return (
    <CarouselFrame
      block={block}
      ctx={ctx}
      label={block.label || carouselStrings(ctx.locale).carouselLabel}
      slides={slides}
    />
  )
}
