import { type CollectionBeforeOperationHook, type CollectionConfig, NotFound } from 'payload'

const NUMERIC_ID = /^\d{1,15}$/

/**
 * Our databases use numeric ids. A malformed id in an address (`/api/pages/abc`) is simply a
 * document that does not exist: answer 404 instead of letting it reach SQL as NaN.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args }) => {
  const id: unknown = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  // The REST layer has already turned `abc` into NaN by the time it gets here.
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return args
  if (typeof id === 'string' && NUMERIC_ID.test(id)) return args
  throw new NotFound()
}

/** Adds the id check to every collection. */
export function withIdCheck(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [rejectMalformedId, ...(hooks.beforeOperation ?? [])] },
  }
}
