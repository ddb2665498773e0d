import type { Payload } from 'payload'
import { deleteUploadsOlderThan } from './files'
import { submissionsCollection } from './shared'

/**
 * Personal data is kept no longer than needed: submissions older than the retention period in the
 * site settings (`formRetentionDays`) are deleted with their attachments. Meant to run hourly from
 * the job runner, on one instance at a time (running twice at once is harmless, only wasteful).
 */

export const DEFAULT_RETENTION_DAYS = 180
export const MIN_RETENTION_DAYS = 1
export const MAX_RETENTION_DAYS = 3650

const DAY_MS = 24 * 60 * 60 * 1000
/** Submissions deleted per round trip: each delete runs the hooks that remove its files. */
const BATCH_SIZE = 100

/** The setting from the site settings document; the default when missing or not a number. */
export function retentionDays(settings: unknown): number {
  const value =
    typeof settings === 'object' && settings !== null
      ? (settings as { formRetentionDays?: unknown }).formRetentionDays
      : undefined
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_RETENTION_DAYS
  return Math.min(MAX_RETENTION_DAYS, Math.max(MIN_RETENTION_DAYS, value))
}

/**
 * The moment before which submissions are expired: `days` whole 24-hour days before `now`. Counted
 * in elapsed time, not calendar days, so daylight saving shifts change nothing.
 */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

/** Deletes expired submissions and their files; returns how many submissions were deleted. */
export async function deleteExpiredSubmissions(payload: Payload, now: Date = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const cutoff = retentionCutoff(now, retentionDays(settings))
  const expired = { createdAt: { less_than: cutoff.toISOString() } }
  let deleted = 0
  for (;;) {
    const batch = await payload.find({
      collection: submissionsCollection,
      where: expired,
      sort: 'createdAt',
      limit: BATCH_SIZE,
      depth: 0,
      pagination: false,
    })
    const ids = batch.docs.map((doc) => doc.id)
    if (ids.length === 0) break
    const result = await payload.delete({ collection: submissionsCollection, where: { id: { in: ids } } })
    deleted += result.docs.length
    for (const error of result.errors) {
      payload.logger.error({
        msg: `Vanhan lomakevastauksen ${error.id} poisto epäonnistui`,
        err: error.message,
      })
    }
    // Stop on a batch that would not delete, rather than finding the same rows forever.
    if (result.docs.length === 0 || ids.length < BATCH_SIZE) break
  }
  // Attachments are deleted with their submission; this catches any left behind.
  const strayFiles = await deleteUploadsOlderThan(cutoff)
  if (deleted > 0 || strayFiles > 0) {
    payload.logger.info({
      msg: `Säilytysajan ylittäneet lomakevastaukset poistettu: ${deleted} (irrallisia liitteitä ${strayFiles})`,
    })
  }
  return deleted
}
