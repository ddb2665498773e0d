/**
 * Limits of reviews and comments, shared by the collections (admin saves), the endpoints and the
 * browser's checks. No imports: the form's browser chunk includes this file.
 */
export const FEEDBACK_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  /** Long enough for a thorough review, short of an essay pasted by a bot. */
  textMaxLength: 5000,
  ratingMin: 1,
  ratingMax: 5,
} as const

/** docs/forms.md: a rating is a whole number from 1 to 5. */
export function isRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= FEEDBACK_LIMITS.ratingMin &&
    value <= FEEDBACK_LIMITS.ratingMax
  )
}
