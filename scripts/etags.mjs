// Strong ETags for answers sent whole, made with the platform's SHA-1 (next.config: `generateEtags`
// off), and `304 Not Modified` for a client that has that copy already.
//
// Next.js hashes every cached page it sends with FNV-1a written in JavaScript, one character at a
// time: about 0.35 ms for a 180 kB list page, a fifth of what the server spends on a cached page,
// and the same again for each in-process check of a page (src/lists/page-lists.ts). Node's SHA-1
// runs natively at about a quarter of that, and a page sent again as it was (a cached page is the
// same string each time) reuses its tag after a comparison that costs next to nothing.
import { createHash } from 'node:crypto'

/** The entity tag of a body. */
export function etagOf(body) {
  return `"${createHash('sha1').update(body, 'utf8').digest('base64url')}"`
}

/** Does an `If-None-Match` header name this tag (a weak match, as RFC 9110 asks for GET)? */
export function namesTag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  return String(ifNoneMatch)
    .split(',')
    .some((one) => {
      const tag = one.trim().replace(/^W\//, '')
      return tag === '*' || tag === etag
    })
}

/**
 * The last body and tag per address, least recently used out first: a bound however many
 * addresses are asked for. Most bodies are the page cache's own strings, which it holds anyway.
 */
export const REMEMBERED_TAGS = 64
const remembered = new Map()

function same(a, b) {
  if (typeof a === 'string' || typeof b === 'string') return a === b
  return a.length === b.length && Buffer.compare(a, b) === 0
}

/** The tag of `body`, sent for `address`: the last one when the body is the one tagged last. */
export function tagFor(address, body) {
  const last = remembered.get(address)
  remembered.delete(address)
  const etag = last && same(last.body, body) ? last.etag : etagOf(body)
  remembered.set(address, { body, etag })
  if (remembered.size > REMEMBERED_TAGS) remembered.delete(remembered.keys().next().value)
  return etag
}

/** How many addresses' tags are remembered now (for the bound's test). */
export function rememberedTags() {
  return remembered.size
}

/** Headers of a body a 304 does not send. */
const BODY_HEADERS = ['content-type', 'content-length', 'transfer-encoding']

function tagOnEnd(req, res) {
  const write = res.write
  const end = res.end
  let streamed = false
  res.write = function firstWrite(...args) {
    streamed = true
    res.write = write
    return write.apply(this, args)
  }
  res.end = function taggedEnd(chunk, encoding, callback) {
    res.end = end
    const whole = !streamed && chunk !== undefined && chunk !== null && typeof chunk !== 'function'
    const cacheable =
      res.statusCode === 200 &&
      !res.headersSent &&
      !res.hasHeader('etag') &&
      !/no-store/i.test(String(res.getHeader('cache-control') ?? ''))
    if (!whole || !cacheable) return end.call(this, chunk, encoding, callback)
    const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)
    if (chunk.length === 0 || (typeof chunk === 'string' && !utf8))
      return end.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    const etag = tagFor(req.url ?? '', chunk)
    res.setHeader('ETag', etag)
    if (!namesTag(req.headers['if-none-match'], etag)) return end.call(this, chunk, done)
    res.statusCode = 304
    for (const name of BODY_HEADERS) res.removeHeader(name)
    return end.call(this, done)
  }
}

/** Next.js's request handler with ETags on GET and HEAD answers sent whole. */
export function withEtags(handle) {
  return (req, res, ...rest) => {
    if (req.method === 'GET' || req.method === 'HEAD') tagOnEnd(req, res)
    return handle(req, res, ...rest)
  }
}
