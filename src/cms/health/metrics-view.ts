import type { Payload } from 'payload'
import type { MetricsRegistry } from '@/lib/metrics'
import { isDraining } from '@/lib/shutdown'

type Gauge = [name: string, help: string, value: number]

/** Queued messages by state, counted in the database when scraped (shared by every instance). */
async function mailQueue(payload: Payload): Promise<Gauge[]> {
  const count = async (where: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection: 'payload-jobs', where })).totalDocs
  const mail = { taskSlug: { equals: 'send-mail' } }
  const [waiting, failed] = await Promise.all([
    count({ and: [mail, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] }),
    count({ and: [mail, { hasError: { equals: true } }] }),
  ])
  return [
    ['site_mail_queue_depth', 'Queued messages not sent yet (all instances).', waiting],
    ['site_mail_queue_failed', 'Queued messages that ran out of attempts (all instances).', failed],
  ]
}

/** The instance's metrics in Prometheus's text format: its counters plus gauges read now. */
export async function metricsText(payload: Payload, registry: MetricsRegistry): Promise<string> {
  const memory = process.memoryUsage()
  const gauges: Gauge[] = [
    ...(await mailQueue(payload).catch((): Gauge[] => [])),
    ['site_shutting_down', '1 while the instance drains before it stops.', isDraining() ? 1 : 0],
    ['process_resident_memory_bytes', 'Resident memory of the process.', memory.rss],
    ['nodejs_heap_used_bytes', 'V8 heap in use.', memory.heapUsed],
    ['process_uptime_seconds', 'Seconds since the process started.', Math.round(process.uptime())],
  ]
  return registry.render(gauges)
}
