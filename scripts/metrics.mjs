// The instance's counters, in Prometheus's text format. One registry per process, kept on
// globalThis under METRICS_KEY: the server layer (scripts/server.mjs) counts requests into it, the
// site's own code (src/lib/metrics.ts, inside Next.js's bundle) counts what only it sees, and
// `GET /api/metrics` renders it. Label values come from short fixed lists, never from a visitor, so
// the number of series cannot grow without bound.

/** Same key as in src/lib/metrics.ts. */
export const METRICS_KEY = Symbol.for('kajo.metrics')

/** Request durations' bucket bounds, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** What each metric is, for the `# HELP` and `# TYPE` lines. */
const DESCRIPTIONS = {
  site_http_requests_total: ['counter', 'HTTP requests answered, by route class, method and status.'],
  site_http_request_duration_seconds: [
    'histogram',
    'Time from a request to the end of its answer, by route class.',
  ],
  site_page_cache_total: ['counter', "Page answers by Next.js's page cache result (hit, stale, miss)."],
  site_rate_limit_refusals_total: ['counter', 'Requests refused by a rate limit, by limit.'],
  site_form_submissions_stored_total: ['counter', 'Form submissions stored.'],
  site_mail_sent_total: ['counter', 'Queued messages the SMTP server took.'],
  site_mail_failures_total: ['counter', 'Attempts to send a queued message that failed.'],
  site_jobs_total: ['counter', 'Queue jobs run, by task and outcome.'],
}

const labelText = (labels) =>
  Object.keys(labels).length === 0
    ? ''
    : `{${Object.entries(labels)
        .map(
          ([name, value]) =>
            `${name}="${String(value).replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))}"`,
        )
        .join(',')}}`

/** A registry of counters and histograms; `render` writes them with extra gauges read at scrape time. */
export function createRegistry() {
  /** name → (label text → value) */
  const counters = new Map()
  /** name → (label text → { buckets, sum, count }) */
  const histograms = new Map()

  const series = (map, name) => {
    let one = map.get(name)
    if (!one) {
      one = new Map()
      map.set(name, one)
    }
    return one
  }

  return {
    /** Adds `by` to a counter. */
    count(name, labels = {}, by = 1) {
      const key = labelText(labels)
      const one = series(counters, name)
      one.set(key, (one.get(key) ?? 0) + by)
    },
    /** Records one observation (seconds) in a histogram. */
    observe(name, labels, value) {
      const key = labelText(labels)
      const one = series(histograms, name)
      let entry = one.get(key)
      if (!entry) {
        entry = { labels, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }
        one.set(key, entry)
      }
      DURATION_BUCKETS.forEach((bound, i) => {
        if (value <= bound) entry.buckets[i] += 1
      })
      entry.sum += value
      entry.count += 1
    },
    /**
     * Prometheus text format (version 0.0.4). `gauges`: values read when scraped, as
     * `[name, help, value]`.
     */
    render(gauges = []) {
      const lines = []
      const head = (name, type, help) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
      for (const [name, one] of counters) {
        const [type, help] = DESCRIPTIONS[name] ?? ['counter', name]
        head(name, type, help)
        for (const [labels, value] of one) lines.push(`${name}${labels} ${value}`)
      }
      for (const [name, one] of histograms) {
        const [type, help] = DESCRIPTIONS[name] ?? ['histogram', name]
        head(name, type, help)
        for (const { labels, buckets, sum, count } of one.values()) {
          for (const [i, bound] of DURATION_BUCKETS.entries())
            lines.push(`${name}_bucket${labelText({ ...labels, le: String(bound) })} ${buckets[i]}`)
          lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`)
          lines.push(`${name}_sum${labelText(labels)} ${Number(sum.toFixed(6))}`)
          lines.push(`${name}_count${labelText(labels)} ${count}`)
        }
      }
      for (const [name, help, value] of gauges) {
        head(name, 'gauge', help)
        lines.push(`${name} ${value}`)
      }
      return `${lines.join('\n')}\n`
    },
  }
}

/** This process's registry, made on first use. */
export function registry() {
  globalThis[METRICS_KEY] ??= createRegistry()
  return globalThis[METRICS_KEY]
}
