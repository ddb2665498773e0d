/**
 * How the redirects collection names addresses. A redirect's `from` is a key: the path without
 * a trailing slash, and, for WordPress's query addresses only (`/?p=123`, `/?page_id=7`), the one
 * query parameter that names the item. Any other query string is not part of an address here.
 */

/** The query parameters by which WordPress addresses an item without its permalink. */
export const ITEM_QUERY_KEYS = ['p', 'page_id', 'attachment_id', 'cat', 'tag'] as const

/** The longest address a redirect holds. */
export const MAX_REDIRECT_PATH = 500

/** Addresses the site itself answers whatever the redirects say. */
const RESERVED = /^\/(?:admin|api|_next|next)(?:\/|$)/

/** True when the text holds whitespace or a control character, which no address here has. */
function hasSpaceOrControl(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code <= 0x20 || code === 0x7f || /\s/.test(char)) return true
  }
  return false
}

/**
 * Drops a trailing slash (not the root's) and repeated slashes, and writes percent-escapes one way
 * (`%ce%b5` and `ε` are both `%CE%B5`), as browsers and WordPress each write them their own way.
 */
function cleanPath(path: string): string {
  let canonical = path.replace(/\/{2,}/g, '/')
  if (canonical.includes('%') || /[^\x21-\x7e]/.test(canonical)) {
    try {
      canonical = new URL(decodeURI(canonical), 'http://site.invalid').pathname
    } catch {
      // A malformed escape stays as sent: it matches nothing.
    }
  }
  return canonical.length > 1 ? canonical.replace(/\/+$/, '') : canonical
}

/**
 * The key for an address an editor or the import gives (a path, or a whole URL whose host is
 * dropped), or null when it cannot be one: not a path, too long, one of the site's own reserved
 * addresses, or with control characters.
 */
export function redirectKey(input: string): string | null {
  const text = input.trim()
  if (!text || text.length > MAX_REDIRECT_PATH || hasSpaceOrControl(text)) return null
  let url: URL
  try {
    // A path that starts with two slashes (WordPress wrote some so) is still a path, not a host.
    url = new URL(text.startsWith('/') ? text.replace(/^\/+/, '/') : text, 'http://site.invalid')
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return null
  const path = cleanPath(url.pathname)
  if (RESERVED.test(path)) return null
  const query = ITEM_QUERY_KEYS.map((key) => [key, url.searchParams.get(key)] as const).find(
    ([, value]) => value !== null && value !== '',
  )
  return query ? `${path}?${query[0]}=${encodeURIComponent(query[1] ?? '')}` : path
}

/**
 * The keys a request's address (path and query as sent) could match, most specific first; read
 * on every request, so an address without a query costs no URL parsing.
 */
export function requestKeys(url: string): string[] {
  const mark = url.indexOf('?')
  const rawPath = mark < 0 ? url : url.slice(0, mark)
  if (RESERVED.test(rawPath)) return []
  const path = cleanPath(rawPath)
  if (mark < 0) return [path]
  const params = new URLSearchParams(url.slice(mark + 1))
  const keys: string[] = []
  for (const key of ITEM_QUERY_KEYS) {
    const value = params.get(key)
    if (value) keys.push(`${path}?${key}=${encodeURIComponent(value)}`)
  }
  keys.push(path)
  return keys
}

/**
 * A redirect's target as stored: a path on this site (`/blogi/x`, with an optional query or
 * `#fragment`), never another host, so no redirect can send a visitor elsewhere. Null when the
 * target is not such a path.
 */
export function redirectTarget(input: string): string | null {
  const text = input.trim()
  if (!text.startsWith('/') || text.startsWith('//') || text.length > MAX_REDIRECT_PATH) return null
  if (hasSpaceOrControl(text) || text.includes('\\')) return null
  try {
    const url = new URL(text, 'http://site.invalid')
    if (url.host !== 'site.invalid') return null
    return `${cleanPath(url.pathname)}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** The key a target lands on, to follow chains: its path and any item query. */
export function targetKey(target: string): string | null {
  return redirectKey(target.replace(/#.*$/, ''))
}
