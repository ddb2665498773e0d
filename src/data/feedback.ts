import { unstable_cache } from 'next/cache'
import type { SelectType, TransformCollectionWithSelect, Where } from 'payload'
import type { Config } from '@/payload-types'
import { payloadClient } from './payload'

type FeedbackSlug = 'comments' | 'reviews'
/** What may be selected of a collection (what its find takes). */
type Select<S extends FeedbackSlug> = Config['collectionsSelect'][S] & SelectType

type ApprovedQuery<S extends FeedbackSlug, Sel extends Select<S>> = {
  collection: S
  /** Whose items: the post's comments, the product's reviews. */
  of: Where
  sort: string
  /** Only what pages show (never the email). */
  select: Sel
  /** The data cache's key and the tag that refreshes it. */
  cache: { key: [string, number]; tag: string }
}

/**
 * Approved comments or reviews of one post or product, cached under its tag: approving, editing
 * or removing one refreshes that page (src/cms/feedback/revalidate.ts).
 */
export function readApproved<S extends FeedbackSlug, Sel extends Select<S>, T>(
  { collection, of, sort, select, cache }: ApprovedQuery<S, Sel>,
  shape: (doc: TransformCollectionWithSelect<S, Sel>) => T,
): Promise<T[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: { ...of, status: { equals: 'approved' } },
        sort,
        depth: 0,
        pagination: false,
        select,
      })
      return docs.map(shape)
    },
    [cache.key[0], String(cache.key[1])],
    { tags: [cache.tag] },
  )()
}
