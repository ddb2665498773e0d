import { unstable_cache } from 'next/cache'
import type { SelectType, TransformCollectionWithSelect } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { Config } from '@/payload-types'
import { payloadClient } from './payload'

/** Each kind's page: the field naming it, the order shown, the cache key and the tag refreshing it. */
const OF = {
  comments: { field: 'post', sort: 'createdAt', key: 'post-comments', tag: CACHE_TAGS.postComments },
  reviews: { field: 'product', sort: '-createdAt', key: 'product-reviews', tag: CACHE_TAGS.productReviews },
} as const

type FeedbackSlug = keyof typeof OF
/** What may be selected of a collection (what its find takes). */
type Select<S extends FeedbackSlug> = Config['collectionsSelect'][S] & SelectType

/**
 * The approved comments (oldest first) or reviews (newest first) of one post or product, cached
 * under its tag: approving, editing or removing one refreshes that page
 * (src/cms/feedback/revalidate.ts). `select` names only what pages show (never the email).
 */
export function readApproved<S extends FeedbackSlug, Sel extends Select<S>, T>(
  collection: S,
  id: number,
  select: Sel,
  shape: (doc: TransformCollectionWithSelect<S, Sel>) => T,
): Promise<T[]> {
  const { field, sort, key, tag } = OF[collection]
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: { [field]: { equals: id }, status: { equals: 'approved' } },
        sort,
        depth: 0,
        pagination: false,
        select,
      })
      return docs.map(shape)
    },
    [key, String(id)],
    { tags: [tag(id)] },
  )()
}
