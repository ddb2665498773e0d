import type { Access, CollectionConfig, Where } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relation'
import { loggedIn } from '../access/roles'
import { localeField, senderFields, statusField } from '../feedback/fields'
import { feedbackRevalidation } from '../feedback/revalidate'

const nobody: Access = () => false
const revalidation = feedbackRevalidation('post', CACHE_TAGS.postComments)

/**
 * Comments on posts, threaded two levels: a comment either starts a thread or replies to an
 * approved top-level comment of the same post. Visitors send them through POST /api/posts/{id}/comments
 * (src/forms/feedback-items), created pending with `overrideAccess`; shown once approved. No public
 * read: the REST API never hands out the emails.
 */
export const Comments: CollectionConfig<'comments'> = {
  slug: 'comments',
  labels: {
    singular: { fi: 'Kommentti', en: 'Comment' },
    plural: { fi: 'Kommentit', en: 'Comments' },
  },
  admin: {
    group: { fi: 'Palaute', en: 'Feedback' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'post', 'text', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'text'],
    // Status tabs with counts (opening on the pending items) and actions for the selected rows.
    components: { beforeListTable: ['/cms/moderation/ModerationBar#ModerationBar'] },
  },
  access: { read: loggedIn, update: loggedIn, delete: loggedIn, create: nobody },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  hooks: { afterChange: [revalidation.afterChange], afterDelete: [revalidation.afterDelete] },
  fields: [
    {
      name: 'post',
      label: { fi: 'Artikkeli', en: 'Post' },
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      index: true,
      maxDepth: 0,
    },
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
    ...senderFields({ fi: 'Kommentti', en: 'Comment' }),
    statusField,
    localeField,
  ],
}
