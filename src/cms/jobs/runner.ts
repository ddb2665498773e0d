import type { Payload } from 'payload'
import { DATABASE_LOCKS, withDatabaseLock } from '@/db'

/** How often each instance looks for queued work (mail waits at most this long to be sent). */
const JOB_RUN_INTERVAL_MS = 3000
/** Jobs taken per look; the rest wait for the next one. */
const JOBS_PER_RUN = 20

/**
 * Runs the job queue (queued mail) on every instance, but on one at a time: Payload takes a job by
 * reading it and then marking it, so two instances running at once could both send one message.
 * A cluster-wide lock (PostgreSQL advisory lock) makes the instance that holds it the only runner
 * for that round; the others skip it. A run that fails is logged and the next round tries again.
 */
export function startJobRunner(payload: Payload): void {
  // The queue holds mail only: an instance that cannot send leaves it to one that can, rather than
  // spend the jobs' retries failing.
  if (!process.env.SMTP_URL) return
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await withDatabaseLock(DATABASE_LOCKS.jobs, () => payload.jobs.run({ limit: JOBS_PER_RUN }), {
        wait: false,
      })
    } catch (error) {
      payload.logger.error({ msg: 'Työjonon ajo epäonnistui', err: error })
    } finally {
      running = false
    }
  }
  setInterval(() => void tick(), JOB_RUN_INTERVAL_MS).unref()
}
