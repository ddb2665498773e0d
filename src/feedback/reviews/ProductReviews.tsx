import { Fragment } from 'react'
import { readReviews } from '@/data/reviews'
import { Sheet as FormStylesSheet, styles as formStyles } from '@/forms/view/contact-form.sheet'
import { formatDate } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import { formatRating } from '@/i18n/numbers'
import { format, t } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import type { RenderContext } from '@/lib/render-context'
import type { Product } from '@/payload-types'
import { errorId, FeedbackForm, RequiredMark } from '../items/FeedbackForm'
import { Sheet, styles } from '../items/feedback.sheet'
import { PlainText } from '../items/PlainText'
import { RatingStars } from './RatingStars'
import { summarise } from './summary'

type Props = { product: Product; ctx: RenderContext }

/** The rating field: five native radios in a fieldset, drawn as stars; arrow keys move between them. */
function StarInput({ idPrefix, locale }: { idPrefix: string; locale: Locale }) {
  const ui = t(locale)
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <fieldset
        className={cx(formStyles.field, styles.rating)}
        data-field="rating"
        aria-describedby={errorId(idPrefix, 'rating')}
      >
        <legend className={formStyles.label}>
          {ui.ratingLegend}
          <RequiredMark locale={locale} />
        </legend>
        <div className={styles.starInput}>
          {[1, 2, 3, 4, 5].map((n) => (
            // Siblings, not wrapped: the stylesheet fills every star before the checked radio.
            <Fragment key={n}>
              <input
                className={styles.starRadio}
                type="radio"
                id={`${idPrefix}-rating-${n}`}
                name="rating"
                value={n}
                required
              />
              <label className={styles.star} htmlFor={`${idPrefix}-rating-${n}`}>
                <span className="visually-hidden">
                  {n === 1 ? ui.ratingStarOne : format(ui.ratingStars, { n })}
                </span>
              </label>
            </Fragment>
          ))}
        </div>
        <p className={formStyles.error} id={errorId(idPrefix, 'rating')} data-error="" />
      </fieldset>
    </>
  )
}

/**
 * A product's reviews tab: the average and count, the approved reviews (name, stars, date, text;
 * never the email) and the form for a new one, which waits for moderation.
 */
export async function ProductReviews({ product, ctx }: Props) {
  const { locale } = ctx
  const ui = t(locale)
  const reviews = await readReviews(product.id)
  const { count, average } = summarise(reviews)
  const idPrefix = `review-${product.id}`
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <div className={cx(formStyles.root, styles.section, styles.narrow)} data-feedback="reviews">
        {average === null ? (
          <p className={styles.summary}>{ui.productNoReviews}</p>
        ) : (
          <p className={styles.summary}>
            <RatingStars value={average} locale={locale} />
            <span>
              {format(count === 1 ? ui.productRatingOne : ui.productRating, {
                average: formatRating(average, locale),
                n: count,
              })}
            </span>
          </p>
        )}
        {count > 0 ? (
          <ol className={styles.list} aria-label={ui.reviewsList}>
            {reviews.map((review) => (
              <li key={review.id}>
                <article className={styles.item} aria-label={review.name}>
                  <header>
                    <span className={styles.name}>{review.name}</span>
                    <RatingStars value={review.rating} locale={locale} />
                    <time className={styles.date} dateTime={review.createdAt} data-relative="">
                      {formatDate(review.createdAt, locale)}
                    </time>
                  </header>
                  <PlainText text={review.text} className={styles.text} />
                </article>
              </li>
            ))}
          </ol>
        ) : null}
        <FeedbackForm
          kind="review"
          targetId={product.id}
          locale={locale}
          idPrefix={idPrefix}
          headingLevel={2}
        >
          <StarInput idPrefix={idPrefix} locale={locale} />
        </FeedbackForm>
      </div>
    </>
  )
}
