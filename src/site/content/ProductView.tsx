import type { ReactNode } from 'react'
import { fieldMarks } from '@/blocks/edit-marks'
import { Prose } from '@/blocks/RichText/Component'
import { type TabPanel, TabsView } from '@/blocks/Tabs/Component'
import { ProductReviews } from '@/feedback/reviews/ProductReviews'
import { RatingStars } from '@/feedback/reviews/RatingStars'
import { readReviewSummary } from '@/feedback/reviews/summary'
import { formatRating, priceText } from '@/i18n/numbers'
import { format, t } from '@/i18n/strings'
import { PRODUCT_TAB_ANCHORS } from '@/lib/content-paths'
import { cx } from '@/lib/css-vars'
import { populated } from '@/lib/relation'
import type { RenderContext } from '@/lib/render-context'
import type { Media, Product } from '@/payload-types'
import { Sheet as ContentStylesSheet, styles as contentStyles } from './content.sheet'
import { GalleryGrid } from './GalleryGrid'
import { Sheet, styles } from './product.sheet'

/** `sizes` of the main picture: the page's width on phones, the gallery column's beside the summary. */
const LEAD_SIZES = '(max-width: 899px) 100vw, 700px'

/** The product's tabs as every tabs widget works (APG keyboard, `#fragment` links, the accordion on phones, no-JS fallback). */
function ProductTabs({ panels, label, ctx }: { panels: TabPanel[]; label: string; ctx: RenderContext }) {
  return <TabsView base="tabs-tuote" panels={panels} label={label} locale={ctx.locale} />
}

/** "4,7 / 5 (3 arviota)" beside the price, a link to the reviews tab; an invitation without reviews. */
function RatingLine({ count, average, ctx }: { count: number; average: number | null; ctx: RenderContext }) {
  const ui = t(ctx.locale)
  const href = `#${PRODUCT_TAB_ANCHORS[ctx.locale].reviews}`
  if (count === 0 || average === null)
    return (
      <>
        <ContentStylesSheet />
        <Sheet />
        <p className={styles.rating}>
          <a href={href}>{ui.productNoReviews}</a>
        </p>
      </>
    )
  const value = formatRating(average, ctx.locale)
  return (
    <>
      <ContentStylesSheet />
      <Sheet />
      <p className={styles.rating}>
        <RatingStars value={average} locale={ctx.locale} className={styles.stars} />
        <a href={href}>
          {format(count === 1 ? ui.productRatingOne : ui.productRating, { average: value, n: count })}
        </a>
      </p>
    </>
  )
}

/** Lisätiedot: the editor's name–value rows. */
function Attributes({ rows }: { rows: NonNullable<Product['attributes']> }) {
  return (
    <>
      <ContentStylesSheet />
      <Sheet />
      <dl className={styles.attributes}>
        {rows.map((row, i) => (
          <div key={row.id ?? i} className={styles.attribute}>
            <dt>{row.name}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/**
 * A product's page: its pictures (opening in the lightbox), name, rating, price and short
 * description, then tabs for the long description, the details and the reviews.
 */
export async function ProductView({ doc, ctx, tags }: { doc: Product; ctx: RenderContext; tags: ReactNode }) {
  const ui = t(ctx.locale)
  const anchors = PRODUCT_TAB_ANCHORS[ctx.locale]
  const { count, average } = await readReviewSummary(doc.id)
  const price = priceText(doc, ctx.locale)
  const pictures = populated<Media>(doc.images).map((media, i) => ({ key: `${media.id}-${i}`, media }))
  const attributes = (doc.attributes ?? []).filter((row) => row.name?.trim() && row.value?.trim())
  const panels: TabPanel[] = [
    ...(doc.content
      ? [
          {
            key: anchors.description,
            anchorId: anchors.description,
            label: ui.productTabDescription,
            body: <Prose data={doc.content} />,
          },
        ]
      : []),
    ...(attributes.length
      ? [
          {
            key: anchors.attributes,
            anchorId: anchors.attributes,
            label: ui.productTabAttributes,
            body: <Attributes rows={attributes} />,
          },
        ]
      : []),
    {
      key: anchors.reviews,
      anchorId: anchors.reviews,
      label: format(ui.productTabReviews, { n: count }),
      body: <ProductReviews product={doc} ctx={ctx} />,
    },
  ]
  return (
    <>
      <ContentStylesSheet />
      <Sheet />
      <article className={cx(contentStyles.article, contentStyles.wide)}>
        <div className={cx(styles.top, pictures.length === 0 && styles.noPictures)}>
          <header className={styles.summary}>
            <h1 className={contentStyles.title} {...fieldMarks(ctx, 'title', 'Otsikko')}>
              {doc.title}
            </h1>
            <RatingLine count={count} average={average} ctx={ctx} />
            {price ? (
              <p className={styles.price}>
                <span className="visually-hidden">{ui.productPrice}: </span>
                {price}
              </p>
            ) : null}
            {doc.excerpt ? (
              <p className={contentStyles.lead} {...fieldMarks(ctx, 'excerpt', 'Lyhyt kuvaus')}>
                {doc.excerpt}
              </p>
            ) : null}
            {tags}
          </header>
          {pictures.length ? (
            <div className={styles.pictures} {...fieldMarks(ctx, 'images', 'Kuvat')}>
              <GalleryGrid
                gid={1}
                title={doc.title}
                pictures={pictures}
                ctx={ctx}
                eager
                leadSizes={LEAD_SIZES}
              />
            </div>
          ) : null}
        </div>
        <section className={styles.details} aria-labelledby="tuotetiedot">
          <h2 id="tuotetiedot" className="visually-hidden">
            {ui.productDetails}
          </h2>
          <ProductTabs panels={panels} label={ui.productDetails} ctx={ctx} />
        </section>
      </article>
    </>
  )
}
