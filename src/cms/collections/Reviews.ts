import { CACHE_TAGS } from '@/lib/cache-tags'
import { feedbackCollection } from '../feedback/collection'
import { ratingField } from '../feedback/fields'

/** Product reviews, sent through POST /api/products/{id}/reviews; shown once approved. */
export const Reviews = feedbackCollection({
  slug: 'reviews',
  singular: { fi: 'Arvio', en: 'Review' },
  plural: { fi: 'Arviot', en: 'Reviews' },
  target: { name: 'product', label: { fi: 'Tuote', en: 'Product' }, relationTo: 'products' },
  tag: CACHE_TAGS.productReviews,
  columns: ['rating'],
  fields: [ratingField],
})
