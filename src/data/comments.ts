import { unstable_cache } from 'next/cache'
import { payloadClient } from '@/data/payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relation'

/** What a post page shows of one approved comment (never the email). */
export type PublicComment = {
  id: number
  name: string
  text: string
  createdAt: string
  parent: number | null
}

/**
 * A post's approved comments, oldest first, cached under the post's comment tag: approving,
 * editing or removing one refreshes that post's page (src/cms/feedback/revalidate.ts).
 */
export function readComments(postId: number): Promise<PublicComment[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'comments',
        where: { post: { equals: postId }, status: { equals: 'approved' } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        select: { name: true, text: true, createdAt: true, parent: true },
      })
      return docs.map(({ id, name, text, createdAt, parent }) => ({
        id,
        name,
        text,
        createdAt,
        parent: relationId(parent),
      }))
    },
    ['post-comments', String(postId)],
    { tags: [CACHE_TAGS.postComments(postId)] },
  )()
}
