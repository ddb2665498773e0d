// HTTP timing for `npm run bench` (scripts/bench.mjs and the list figures in scripts/bench-lists.mjs):
// single timed requests, their latency figures, and load runs with autocannon.
import http from 'node:http'
import autocannon from 'autocannon'
import { median } from './bench-admin.mjs'

/**
 * One request on its own connection, timed to the last byte of the body. `cache` is Next's
 * `x-nextjs-cache` answer (HIT, MISS, STALE…), so a figure meant to be a render can show it was one.
 */
export function timedRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const request = http.request(url, { method, headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          ms: performance.now() - start,
          status: res.statusCode,
          cache: res.headers['x-nextjs-cache'] ?? '-',
        }),
      )
    })
    request.on('error', reject)
    request.end(body)
  })
}

const round = (v) => +v.toFixed(1)

/** Median, 90th percentile and range of sequential samples, with every status and cache answer seen. */
function latencyFigures(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  const seen = (key) => [...new Set(samples.map((s) => s[key]))].join(',')
  return {
    status: seen('status'),
    cache: seen('cache'),
    samples: samples.length,
    medianMs: round(median(sorted)),
    p90Ms: round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)]),
    minMs: round(sorted[0]),
    maxMs: round(sorted[sorted.length - 1]),
  }
}

/** Requests one after another (each waits for the last), so the figure is a render, not a queue. */
export async function sequential(requests) {
  const samples = []
  for (const send of requests) samples.push(await send())
  return latencyFigures(samples)
}

/** An autocannon run (options as autocannon takes them). */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

/** The throughput figures the bench reports from an autocannon result. */
export const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  latencyP50ms: r.latency.p50,
  latencyP99ms: r.latency.p99,
  non2xx: r.non2xx,
})
