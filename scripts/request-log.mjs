// One log line per request, and the request's id on its answer. Readable text by default, one JSON
// object per line with LOG_FORMAT=json. A line names the request by its id, method, path (never
// the query, which can carry what a visitor typed), status and time; never the client's address.
// The same numbers go to the instance's metrics (scripts/metrics.mjs).
import { randomBytes } from 'node:crypto'
import { registry } from './metrics.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'
/** An id a proxy in front sent (nginx's $request_id) is kept when it looks like one. */
const GIVEN_ID = /^[A-Za-z0-9._-]{8,64}$/

/** The request's id: the one the proxy in front gave, else a new one. */
export function requestId(req) {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomBytes(8).toString('hex')
}

/** The path without its query, cut short: what a log line may say about the address. */
export function loggedPath(url = '/') {
  const end = url.search(/[?#]/)
  const path = end < 0 ? url : url.slice(0, end)
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

/** A request's route class: the label requests are counted by (a short fixed list). */
export function routeClass(path) {
  if (path.startsWith('/_next/')) return 'static'
  if (path === '/api/health' || path.startsWith('/api/health/')) return 'health'
  if (path === '/api/metrics') return 'metrics'
  if (path.startsWith('/api/') || path.startsWith('/next/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/media/') || path.startsWith('/fonts/') || path.startsWith('/widget-thumbnails/'))
    return 'file'
  return 'page'
}

/** Writes one request's line: JSON or text by `format`. */
export function formatLine(format, entry) {
  if (format === 'json') return JSON.stringify(entry)
  const { time, id, method, path, status, ms, route, cache } = entry
  return `${time} request ${id} ${method} ${path} ${status} ${ms} ms ${route}${cache ? ` ${cache}` : ''}`
}

/** True for a line formatLine wrote (scripts/lib.mjs keeps them out of the test run's screen). */
export function isRequestLine(line) {
  return (
    /^\S+ request [A-Za-z0-9._-]+ /.test(line) ||
    (line.startsWith('{"time":') && line.includes('"msg":"request"'))
  )
}

/**
 * Gives the request its id (also sent as the answer's header) and, when the answer is done or the
 * client has gone, writes its line and counts it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ format?: string, write?: (line: string) => void }} [options]
 */
export function logRequest(
  req,
  res,
  { format = process.env.LOG_FORMAT, write = (line) => process.stdout.write(`${line}\n`) } = {},
) {
  const started = process.hrtime.bigint()
  const id = requestId(req)
  res.setHeader(REQUEST_ID_HEADER, id)
  const path = loggedPath(req.url)
  const route = routeClass(path)
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    // A client that left before the answer was out gets 499, as nginx logs it.
    const status = res.writableFinished ? res.statusCode : 499
    const cache = res.getHeader('x-nextjs-cache')
    const metrics = registry()
    metrics.count('site_http_requests_total', { route, method: req.method, status: String(status) })
    metrics.observe('site_http_request_duration_seconds', { route }, seconds)
    if (typeof cache === 'string') metrics.count('site_page_cache_total', { result: cache.toLowerCase() })
    write(
      formatLine(format, {
        time: new Date().toISOString(),
        level: status >= 500 ? 'error' : 'info',
        msg: 'request',
        id,
        method: req.method,
        path,
        status,
        ms: Number((seconds * 1000).toFixed(1)),
        route,
        ...(typeof cache === 'string' ? { cache: cache.toLowerCase() } : {}),
      }),
    )
  })
}
