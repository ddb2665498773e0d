// @ts-check
// The decisions of the shared cache handler (redis-cache-handler.mjs), apart from Redis itself.

/** The header in which Next.js lists a cached route's tags. */
const TAGS_HEADER = 'x-next-cache-tags'

/**
 * A cached value as Next.js hands it over, with when it was written, the tags that expire it and
 * its lifetime (so another instance serves it with the same lifetime).
 * @typedef {{ lastModified: number, value: unknown, tags: string[], cacheControl?: unknown }} Entry
 */

/**
 * The tags an entry is stored with: a route's from its tags header (data it read and its own
 * path), data's from the call that cached it.
 * @param {unknown} value
 * @param {string[] | undefined} contextTags
 * @returns {string[]}
 */
export function tagsOf(value, contextTags) {
  const tags = new Set(contextTags ?? [])
  if (value && typeof value === 'object') {
    const headers = 'headers' in value ? value.headers : undefined
    const header =
      headers && typeof headers === 'object' && TAGS_HEADER in headers ? headers[TAGS_HEADER] : undefined
    if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
    const own = 'tags' in value ? value.tags : undefined
    if (Array.isArray(own)) for (const tag of own) if (typeof tag === 'string') tags.add(tag)
  }
  return [...tags]
}

/**
 * Whether one of an entry's tags was expired after the entry was written (and that expiry has
 * come): then the entry must not be served.
 * @param {ReadonlyArray<string | null | undefined>} expiries the tags' recorded expiry times (ms)
 * @param {number} lastModified when the entry was written (ms)
 * @param {number} now
 */
export function expiredBy(expiries, lastModified, now) {
  return expiries.some((text) => {
    const at = Number(text)
    return text != null && Number.isFinite(at) && at > lastModified && at <= now
  })
}

/**
 * Whether a value is a not-found answer (a page that called `notFound()`). The cache handlers
 * store one only in place of an entry the key already has (a page that was removed, whose old
 * answer must not be served again): every address a visitor makes up would otherwise be an entry.
 * @param {unknown} value
 */
export function isNotFound(value) {
  return Boolean(value && typeof value === 'object' && 'status' in value && value.status === 404)
}
