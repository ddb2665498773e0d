import type { Where } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relation'
import { feedbackCollection } from '../feedback/collection'

/**
 * Comments on posts, threaded two levels: a comment either starts a thread or replies to an
 * approved top-level comment of the same post. Sent through POST /api/posts/{id}/comments; shown
 * once approved.
 */
export const Comments = feedbackCollection({
  slug: 'comments',
  singular: { fi: 'Kommentti', en: 'Comment' },
  plural: { fi: 'Kommentit', en: 'Comments' },
  target: { name: 'post', label: { fi: 'Artikkeli', en: 'Post' }, relationTo: 'posts' },
  tag: CACHE_TAGS.postComments,
  columns: ['text'],
  fields: [
    {
      name: 'parent',
      label: { fi: 'Vastaus kommenttiin', en: 'Reply to' },
      type: 'relationship',
      relationTo: 'comments',
      index: true,
      maxDepth: 0,
      // Threads are two levels: only a top-level comment of the same post can be replied to.
      filterOptions: ({ siblingData, id }) => {
        const post = relationId((siblingData as { post?: unknown } | undefined)?.post)
        const and: Where[] = [{ parent: { exists: false } }]
        if (post !== null) and.push({ post: { equals: post } })
        if (id !== undefined) and.push({ id: { not_equals: id } })
        return { and }
      },
    },
  ],
})
