import type { Access, CollectionConfig } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { loggedIn } from '../access/roles'
import { localeField, ratingField, senderFields, statusField } from '../feedback/fields'
import { feedbackRevalidation } from '../feedback/revalidate'

const nobody: Access = () => false
const revalidation = feedbackRevalidation('product', CACHE_TAGS.productReviews)

/**
 * Product reviews. Visitors send them through POST /api/products/{id}/reviews
 * (src/forms/feedback-items), which creates them with `overrideAccess` as pending; the site shows
 * a review only once an editor approves it.
 * Emails are personal data: no public read, so the REST API never hands them out.
 */
export const Reviews: CollectionConfig<'reviews'> = {
  slug: 'reviews',
  labels: {
    singular: { fi: 'Arvio', en: 'Review' },
    plural: { fi: 'Arviot', en: 'Reviews' },
  },
  admin: {
    group: { fi: 'Palaute', en: 'Feedback' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'product', 'rating', 'status', 'createdAt'],
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
      name: 'product',
      label: { fi: 'Tuote', en: 'Product' },
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
      maxDepth: 0,
    },
    ratingField,
    ...senderFields({ fi: 'Arvio', en: 'Review' }),
    statusField,
    localeField,
  ],
}
