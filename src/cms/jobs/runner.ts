import type { Payload } from 'payload'
import { DATABASE_LOCKS, withDatabaseLock } from '@/db'
import { onShutdown } from '@/lib/shutdown'

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
  let current: Promise<void> | undefined
  let stopped = false
  const tick = () => {
    if (current || stopped) return
    current = (async () => {
      try {
        await withDatabaseLock(DATABASE_LOCKS.jobs, () => runJobs(payload, () => stopped), { wait: false })
      } catch (error) {
        payload.logger.error({ msg: 'Työjonon ajo epäonnistui', err: error })
      } finally {
        current = undefined
      }
    })()
  }
  const timer = setInterval(tick, JOB_RUN_INTERVAL_MS)
  timer.unref()
  // On shutdown: no new round, and the current one ends after the job it is sending.
  onShutdown(async () => {
    stopped = true
    clearInterval(timer)
    await current
  })
}

/**
 * Runs the queue one job at a time while the instance is not shutting down, so a shutdown waits
 * for one message at most and leaves the rest queued for another instance or the next start.
 */
async function runJobs(payload: Payload, stopping: () => boolean): Promise<void> {
  for (let done = 0; done < JOBS_PER_RUN && !stopping(); done++) {
    // Our own line per job (src/lib/job-log.ts) says what Payload's "Running 1 jobs" would.
    const result = await payload.jobs.run({ limit: 1, silent: { info: true } })
    if (result.noJobsRemaining || Object.keys(result.jobStatus ?? {}).length === 0) return
  }
}
