import type { Payload } from 'payload'
import { deleteExpiredSubmissions } from '@/cms/submissions/retention'
import { DATABASE_LOCKS, withDatabaseLock } from '@/db'
import { purgeExpired } from './bot/store'
import { requeueStranded } from './outbox'

const EVERY_MINUTE_MS = 60_000
const EVERY_HOUR_MS = 60 * 60_000

/** Runs `task` on one instance at a time, logging (never throwing) a failure. */
function guarded(payload: Payload, what: string, task: () => Promise<unknown>) {
  return async () => {
    try {
      await withDatabaseLock(DATABASE_LOCKS.housekeeping, task, { wait: false })
    } catch (error) {
      payload.logger.error({ msg: `Lomakkeiden ylläpitotyö epäonnistui: ${what}`, err: error })
    }
  }
}

/**
 * The forms' background work: every minute, mail of submissions whose queueing a crash cut off is
 * queued again and used-up bot challenges past the rate-limit window are deleted; every hour,
 * submissions older than the retention period set in site settings are deleted with their files.
 */
export function startFormHousekeeping(payload: Payload): void {
  const minute = guarded(payload, 'jono ja haasteet', async () => {
    await requeueStranded(payload)
    await purgeExpired(payload)
  })
  const hour = guarded(payload, 'säilytysaika', () => deleteExpiredSubmissions(payload))
  setTimeout(() => void minute().then(hour), 30_000).unref()
  setInterval(() => void minute(), EVERY_MINUTE_MS).unref()
  setInterval(() => void hour(), EVERY_HOUR_MS).unref()
}
