import { readApproved } from './feedback'

/** What a product page shows of one approved review (never the email). */
export type PublicReview = { id: number; name: string; rating: number; text: string; createdAt: string }

/** A product's approved reviews, newest first. */
export function readReviews(productId: number): Promise<PublicReview[]> {
  return readApproved(
    'reviews',
    productId,
    { name: true, rating: true, text: true, createdAt: true },
    ({ id, name, rating, text, createdAt }) => ({ id, name, rating, text, createdAt }),
  )
}
