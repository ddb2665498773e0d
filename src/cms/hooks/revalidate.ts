import { revalidatePath } from 'next/cache.js'
import type { PayloadRequest } from 'payload'

/**
 * Purges the cached public pages. Menus, breadcrumbs, the sitemap and alternates can all show
 * a changed title or address, so a publish refreshes the whole site's cache; pages re-render
 * on their next visit. Outside a Next.js server (seed, CLI, tests) there is no cache to purge.
 */
export function revalidateSite(req: PayloadRequest): void {
  if (req.context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
    revalidatePath('/sitemap.xml')
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidate skipped outside Next.js', error })
  }
}

type StatusDoc = { _status?: 'draft' | 'published' | null } | undefined | null

/** A change matters to visitors when the document is or was published. */
export function touchesPublished(doc: StatusDoc, previousDoc: StatusDoc): boolean {
  return doc?._status !== 'draft' || previousDoc?._status === 'published'
}
