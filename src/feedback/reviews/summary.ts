import { readReviews } from '@/data/reviews'

export type ReviewSummary = { count: number; average: number | null }

/** Count and mean rating of the approved reviews; the mean is null when there are none. */
export function summarise(reviews: readonly { rating: number }[]): ReviewSummary {
  if (reviews.length === 0) return { count: 0, average: null }
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return { count: reviews.length, average: Math.round((sum / reviews.length) * 10) / 10 }
}

/** The product page's rating line and its JSON-LD aggregateRating. */
export async function readReviewSummary(productId: number): Promise<ReviewSummary> {
  return summarise(await readReviews(productId))
}
