import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { relationId } from '@/lib/relation'
import { revalidateTags } from '../hooks/revalidate'
import type { FeedbackStatus } from './fields'

type FeedbackDoc = { id: number; status?: FeedbackStatus | null } & Record<string, unknown>

/**
 * Reviews and comments show on their product's or post's page only once approved, so only a
 * change to an approved item (approving, editing, un-approving, deleting) refreshes that one page;
 * a new pending item refreshes nothing and the page stays cached.
 */
export function feedbackRevalidation(
  target: 'product' | 'post',
  tag: (id: number) => string,
): {
  afterChange: CollectionAfterChangeHook<FeedbackDoc>
  afterDelete: CollectionAfterDeleteHook<FeedbackDoc>
} {
  const tagsOf = (...docs: (FeedbackDoc | undefined)[]) => {
    const ids = new Set<number>()
    for (const doc of docs) {
      const id = doc?.status === 'approved' ? relationId(doc[target]) : undefined
      if (typeof id === 'number') ids.add(id)
    }
    return [...ids].map(tag)
  }
  return {
    afterChange: async ({ doc, previousDoc, req }) => {
      const tags = tagsOf(doc, previousDoc)
      if (tags.length) await revalidateTags(req, tags)
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      const tags = tagsOf(doc)
      if (tags.length) await revalidateTags(req, tags)
      return doc
    },
  }
}
