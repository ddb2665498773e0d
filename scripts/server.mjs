// The site's HTTP server: Next.js's own request handler behind a thin layer that does what Next.js
// cannot do for us, or not as cheaply (`npm start`, the browser tests and the cluster run it; `node
// scripts/server.mjs -p 3000 -H 127.0.0.1` after `next build`):
//
// - It stamps every request with the address of the socket it came on (SOCKET_ADDRESS_HEADER,
//   read by src/lib/client-address.ts), with a token only this process knows, replacing whatever
//   a client sent under that name. Next.js writes X-Forwarded-For from the socket only when the
//   client sent none, so in a route a forged header looks the same as one the server wrote; the
//   forms' rate limits and the login lockout need an address a client cannot choose.
// - It refuses request bodies over REQUEST_BODY_LIMIT with 413 as they arrive: a declared length
//   before a byte of the body is read (or a `100 Continue` sent), a chunked body as soon as it
//   passes the limit, so no route ever buffers more than that.
//
// It compresses answers itself (gzip or Brotli, next.config's `compress` is off) because it rewrites
// public pages' HTML on the way out (scripts/later-scripts.mjs), which must see the plain text.
//
// It routes an address with a list's state in its query (`/blogi?category=seo`) to the state's own
// cached route before Next.js sees it (listStateRouter), so such a page is served like any cached
// page, without a run of the proxy.
//
// It answers old addresses (the redirects collection) with 301 before Next.js routes them.
//
// It tags answers sent whole with an ETag (scripts/etags.mjs) in place of Next.js's slower hash.
//
// It also lets the site's own code ask Next.js for one of its pages in-process (OWN_PAGE_KEY, read
// by src/lib/own-page.ts), without an HTTP request to itself.
//
// It writes one log line per request, with the request's id also on the answer, and counts
// requests for the instance's metrics (scripts/request-log.mjs).
//
// On SIGTERM or SIGINT it shuts down gracefully (gracefulShutdown): no new connections, the requests
// in flight and the site's own work (the mail queue's run) finish, bounded by SHUTDOWN_GRACE_MS.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import inject from 'light-my-request'
import { withEtags } from './etags.mjs'
import { laterScripts } from './later-scripts.mjs'
import { logRequest } from './request-log.mjs'

/** Same names as in src/lib/client-address.ts (src/lib/client-address.test.ts checks). */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'
export const SOCKET_TOKEN_ENV = 'SITE_SOCKET_TOKEN'
/** MAX_REQUEST_BYTES of src/lib/request-limits.ts (tests/unit/site-server.test.ts checks). */
export const REQUEST_BODY_LIMIT = 25 * 1024 * 1024

const TOO_LARGE = JSON.stringify({
  message: 'Lähetys on liian suuri: enintään 25 Mt kerrallaan.',
  errors: [{ message: 'Lähetys on liian suuri: enintään 25 Mt kerrallaan.' }],
})

/** Replaces any client-sent stamp with this process's token and the socket's address. */
export function stampSocketAddress(req, token) {
  req.headers[SOCKET_ADDRESS_HEADER] = `${token} ${req.socket.remoteAddress ?? ''}`
}

/** True when the request declares a body larger than the limit. */
export function declaresTooLarge(req, limit = REQUEST_BODY_LIMIT) {
  const length = Number(req.headers['content-length'])
  return Number.isFinite(length) && length > limit
}

/**
 * How long a refused connection stays open after its 413 for the client to read it. Closing at once
 * while the client is still sending resets the connection, and a reset throws away an answer the
 * client has not read yet: it would see a broken connection instead of the message.
 */
export const LINGER_MS = 5_000

/** Answers 413 and closes the connection once the client has had time to read it; the rest of the body is not read. */
export function refuseTooLarge(req, res) {
  const socket = req.socket
  if (res.headersSent) {
    socket.destroy()
    return
  }
  // Node closes a `connection: close` answer's socket through destroySoon() once it is out.
  socket.destroySoon = () => lingerThenClose(socket)
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(TOO_LARGE),
    'cache-control': 'no-store',
    connection: 'close',
  })
  res.end(TOO_LARGE)
}

/** Ends our side, reads nothing more, and lets go of the socket when the client does or after LINGER_MS. */
function lingerThenClose(socket) {
  socket.end()
  socket.pause()
  const timer = setTimeout(() => socket.destroy(), LINGER_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
}

/**
 * Counts a body's bytes as the HTTP parser hands them to the request stream; past the limit the
 * stream gets no more data and the request is answered with 413. Next.js reading the body then
 * sees the connection end, and its own answer goes nowhere.
 */
export function limitBody(req, res, limit = REQUEST_BODY_LIMIT) {
  let received = 0
  let refused = false
  const push = req.push
  req.push = function countedPush(chunk, encoding) {
    if (refused) return false
    if (chunk !== null && chunk !== undefined) {
      received += chunk.length
      if (received > limit) {
        refused = true
        // Read no further: the client's sending stalls at once instead of filling our buffers.
        req.socket.pause()
        refuseTooLarge(req, res)
        return false
      }
    }
    return push.call(this, chunk, encoding)
  }
}

/** Same key as in src/lib/own-page.ts. */
export const OWN_PAGE_KEY = Symbol.for('kajo.own-page')

/**
 * A GET of one of the site's own addresses through Next.js's handler, in this process: the
 * request and its answer are objects in memory, never a socket.
 */
export function ownPageRenderer(handle) {
  return async (path, headers = {}) => {
    const answer = await inject(handle, { method: 'GET', url: path, headers })
    return { status: answer.statusCode, headers: answer.headers, body: answer.payload }
  }
}

/**
 * The host name Next.js is told it serves. Next.js rewrites a loopback address in a request's URL
 * to `localhost` before the proxy sees it, and a proxy rewrite to another host than the server's
 * own is sent over HTTP as to an outside site; told 127.0.0.1, every rewrite of the list pages
 * would be such a request to itself.
 */
export function nextHostname(hostname) {
  return hostname && /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname
}

function option(args, short, long, fallback) {
  const index = args.findIndex((arg) => arg === short || arg === long)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}

/** Same key as STATE_ROUTE_KEY in src/lib/state-route-offer.ts. */
export const STATE_ROUTE_KEY = Symbol.for('kajo.state-route')

/** `stateRoute` of src/lib/list-state.ts, as the site offers it when it starts (src/instrumentation.ts). */
export function offeredStateRoute(pathname, searchParams) {
  const offered = globalThis[STATE_ROUTE_KEY]
  return typeof offered === 'function' ? offered(pathname, searchParams) : null
}

/**
 * Rewrites a GET of a page address with list state to its state's route (`stateRoute`, which the
 * proxy also uses; until the site has offered it, the proxy alone routes): Next.js then serves the
 * state from its page cache with no proxy in between. Addresses without a query pass unparsed.
 */
export function listStateRouter(stateRoute) {
  return (req) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.includes('?')) return
    let url
    try {
      url = new URL(req.url, 'http://site.invalid')
    } catch {
      return
    }
    const route = stateRoute(url.pathname, url.searchParams)
    if (route !== null) req.url = route
  }
}

/** Same key as REDIRECT_KEY in src/cms/redirects/table.ts. */
export const REDIRECT_KEY = Symbol.for('kajo.redirects')

/** The redirects' lookup as the site offers it when it starts (src/cms/redirects/table.ts), or null. */
export function offeredRedirect(url) {
  const offered = globalThis[REDIRECT_KEY]
  return typeof offered === 'function' ? offered(url) : null
}

/**
 * Answers a GET or HEAD of an old address (the redirects collection: a WordPress permalink, a
 * page whose address changed) with 301 to its new one, before Next.js looks up any page. The
 * target is always a path on this site (the collection refuses anything else). True when it did.
 */
export function redirectOldAddress(req, res, lookup = offeredRedirect) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false
  const target = lookup(req.url)
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return false
  res.writeHead(301, { location: target, 'cache-control': 'public, max-age=3600', 'content-length': 0 })
  res.end()
  return true
}

const compress = compression()

/**
 * Compresses what `res` sends when the client accepts it. The middleware never ends its zlib
 * stream when the client goes away mid-answer; its `res.on('drain')` hands back that stream, which
 * is destroyed then (as Next.js does for its own).
 */
export function compressAnswer(req, res) {
  compress(req, res, () => {})
  res.once('close', () => {
    if (res.writableFinished) return
    const noop = () => {}
    const stream = res.on('drain', noop)
    if (stream instanceof Duplex && stream !== res) stream.destroy()
    else res.off('drain', noop)
  })
}

/**
 * @typedef {import('node:http').Server & {
 *   draining: boolean, drain: () => void, settled: () => Promise<void>
 * }} SiteServer
 */

/**
 * An HTTP server that stamps and limits every request, lets `route` rewrite its address, then hands
 * it to `handle` (Next.js's request handler; a plain one in the unit tests), compressing the answer
 * and starting public pages' scripts after their first paint.
 */
export function createSiteServer(
  token,
  handle,
  { limit = REQUEST_BODY_LIMIT, route = () => {}, log = logRequest } = {},
) {
  const inFlight = new Set()
  const idle = []
  const serve = (req, res) => {
    inFlight.add(res)
    res.once('close', () => {
      inFlight.delete(res)
      // Draining: a connection whose answer is out is idle now, and closed.
      if (server.draining) setImmediate(() => server.closeIdleConnections())
      if (inFlight.size === 0) for (const resolve of idle.splice(0)) resolve()
    })
    // Draining: the answer closes its connection, so a client (or nginx) sends nothing more on it.
    if (server.draining) res.setHeader('connection', 'close')
    log(req, res)
    stampSocketAddress(req, token)
    if (declaresTooLarge(req, limit)) return refuseTooLarge(req, res)
    limitBody(req, res, limit)
    if (redirectOldAddress(req, res)) return
    route(req)
    compressAnswer(req, res)
    laterScripts(req, res)
    handle(req, res)
  }
  // Idle connections stay open longer than a load balancer's or a client's own pool keeps them
  // (nginx: 60 s), so neither sends a request on a socket this end is just closing (Node: 5 s).
  const server = /** @type {SiteServer} */ (createServer(serve))
  server.draining = false
  /** Starts draining: answers not begun yet close their connections too. */
  server.drain = () => {
    server.draining = true
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close')
  }
  /** Resolves once no request is in flight. */
  server.settled = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  // A client that asks before sending a large body is told no before it sends it.
  server.on('checkContinue', (req, res) => {
    if (declaresTooLarge(req, limit)) return refuseTooLarge(req, res)
    res.writeContinue()
    serve(req, res)
  })
  return server
}

/** How long a shutdown waits for requests in flight and the site's own work before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000
/** Same keys as in src/lib/shutdown.ts: the site's work to finish first, and whether the instance is draining. */
export const SHUTDOWN_KEY = Symbol.for('kajo.shutdown')
export const DRAINING_KEY = Symbol.for('kajo.draining')

/**
 * Stops the instance without dropping anyone: readiness turns to 503 and new answers close their
 * connections, the server takes no new connections and closes idle ones, then waits (at most
 * `graceMs`) for the requests in flight and for the work the site registered (the mail queue's
 * current run, which finishes or hands its jobs back), closes Next.js and exits 0.
 * @param {SiteServer} server
 * @param {() => Promise<unknown>} closeApp
 * @param {{ graceMs?: number, exit?: (code: number) => void }} [options]
 */
export function gracefulShutdown(
  server,
  closeApp,
  { graceMs = SHUTDOWN_GRACE_MS, exit = process.exit } = {},
) {
  let started = false
  return async (signal) => {
    if (started) return
    started = true
    const since = Date.now()
    console.log(`${signal}: suljetaan hallitusti (enintään ${graceMs / 1000} s).`)
    server.drain()
    globalThis[DRAINING_KEY] = true
    server.close()
    server.closeIdleConnections()
    const work = [...(globalThis[SHUTDOWN_KEY] ?? [])].map((finish) =>
      Promise.resolve()
        .then(finish)
        .catch((error) => console.error('Sulkeutuminen: työn lopetus epäonnistui', error)),
    )
    let timer
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs)
    })
    const outcome = await Promise.race([Promise.all([server.settled(), ...work]).then(() => 'done'), late])
    clearTimeout(timer)
    server.closeAllConnections()
    await Promise.race([closeApp(), new Promise((resolve) => setTimeout(resolve, 2000).unref())])
    console.log(
      outcome === 'done'
        ? `Suljettu hallitusti ${Date.now() - since} ms:ssa.`
        : `Suljettu: kaikki ei ehtinyt valmiiksi ${graceMs / 1000} s:ssa.`,
    )
    exit(0)
  }
}

/** Starts Next.js's production server for the project in `dir` behind the layer above. */
export async function startServer({ dir, port, hostname }) {
  // Set before Next.js loads: route code reads it from this process's environment only.
  const token = randomBytes(24).toString('hex')
  process.env[SOCKET_TOKEN_ENV] = token
  // The instance's own origin (INTERNAL_URL's default, one the admin's session counts from) is read
  // from PORT, as `next start` sets it.
  process.env.PORT = String(port)
  const { default: next } = await import('next')
  const app = next({ dev: false, dir, hostname: nextHostname(hostname), port })
  const handle = withEtags(app.getRequestHandler())
  await app.prepare()
  globalThis[OWN_PAGE_KEY] = ownPageRenderer(handle)
  const server = createSiteServer(token, handle, { route: listStateRouter(offeredStateRoute) })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, resolve)
  })
  const shutdown = gracefulShutdown(server, () => app.close())
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutdown(signal))
  console.log(
    `▲ Next.js production server on http://${hostname ?? 'localhost'}:${port} (Node.js ${process.version})`,
  )
  return server
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  process.env.NODE_ENV = 'production'
  await startServer({
    dir: process.cwd(),
    port: Number(option(args, '-p', '--port', process.env.PORT ?? '3000')),
    hostname: option(args, '-H', '--hostname', undefined),
  })
}
