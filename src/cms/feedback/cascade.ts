import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting a product or post deletes its reviews or comments first, in the same transaction.
 * Their link to it is required (a NOT NULL column), so otherwise the database refuses the delete;
 * and a sender's name, email and text have no purpose once what they were about is gone.
 */
export function deleteFeedbackOf(
  collection: 'reviews' | 'comments',
  field: 'product' | 'post',
): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    await req.payload.delete({
      collection,
      where: { [field]: { equals: id } },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}
