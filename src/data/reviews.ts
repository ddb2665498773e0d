import { unstable_cache } from 'next/cache'
import { payloadClient } from '@/data/payload'
import { CACHE_TAGS } from '@/lib/cache-tags'

/** What a product page shows of one approved review (never the email). */
export type PublicReview = { id: number; name: string; rating: number; text: string; createdAt: string }

/**
 * A product's approved reviews, newest first, cached under the product's review tag: approving,
 * editing or removing one of them refreshes that product's page (src/cms/feedback/revalidate.ts).
 */
export function readReviews(productId: number): Promise<PublicReview[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'reviews',
        where: { product: { equals: productId }, status: { equals: 'approved' } },
        sort: '-createdAt',
        depth: 0,
        pagination: false,
        select: { name: true, rating: true, text: true, createdAt: true },
      })
      return docs.map(({ id, name, rating, text, createdAt }) => ({ id, name, rating, text, createdAt }))
    },
    ['product-reviews', String(productId)],
    { tags: [CACHE_TAGS.productReviews(productId)] },
  )()
}
