import type { CSSProperties } from 'react'
import type { Locale } from '@/i18n/locales'
import { formatRating } from '@/i18n/numbers'
import { format, t } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import { Sheet, styles } from '../items/feedback.sheet'

/** 0–5 whatever comes in (docs/forms.md: stars beyond five are never drawn); 0 for a non-number. */
export function clampRating(value: number): number {
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0
}

/**
 * A rating as five stars filled to the value (an average fills part of a star), named for screen
 * readers "Arvosana 4,7 / 5". `className` may set its `font-size` (the size of one star).
 */
export function RatingStars({
  value,
  locale,
  className,
}: {
  value: number
  locale: Locale
  className?: string
}) {
  const shown = clampRating(value)
  const style = { '--rating': `${(shown / 5) * 100}%` } as CSSProperties
  return (
    <>
      <Sheet />
      <span
        role="img"
        aria-label={format(t(locale).ratingValue, { n: formatRating(shown, locale) })}
        className={cx(styles.stars, className)}
        style={style}
      />
    </>
  )
}
