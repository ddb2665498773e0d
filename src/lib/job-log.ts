/**
 * One log line per queue job, in the same two formats as the server's request lines
 * (scripts/request-log.mjs): readable text by default, JSON with LOG_FORMAT=json. It names the
 * job by task, id and outcome, never by what the job carries (a message's recipients or text).
 */
export type JobLine = {
  task: string
  id: string | number
  outcome: 'done' | 'failed'
  ms: number
  attempt?: number
}

export function jobLogLine(job: JobLine, format = process.env.LOG_FORMAT, time = new Date()): string {
  const ms = Number(job.ms.toFixed(1))
  if (format === 'json')
    return JSON.stringify({
      time: time.toISOString(),
      level: job.outcome === 'failed' ? 'warn' : 'info',
      msg: 'job',
      ...job,
      ms,
    })
  const attempt = job.attempt ? ` attempt ${job.attempt}` : ''
  return `${time.toISOString()} job ${job.task} ${job.id} ${job.outcome} ${ms} ms${attempt}`
}

export function logJob(job: JobLine): void {
  process.stdout.write(`${jobLogLine(job)}\n`)
}
