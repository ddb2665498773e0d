/** Longer than any address of the site; a longer value is not one of its paths. */
const MAX_LENGTH = 2048

/**
 * Characters browsers drop or reinterpret in an address: control and format characters (tab and
 * line breaks are removed from URLs, so `/\t/evil.example` is `//evil.example`; a CR LF would split
 * the Location header; U+202E disguises the address), every whitespace but the plain space (which
 * the answer carries as `%20`), and the backslash that browsers read as `/`.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]|[^\S ]/u

/** Resolves paths against a made-up origin: a value that leaves it is not a path. */
const BASE = new URL('http://site.invalid')

/** Decodings tried before a value counts as hostile (an escape wrapped deeper than this is one). */
const MAX_DECODINGS = 3

/** One form of the value: one leading `/`, no forbidden character, and it stays on the origin. */
function isLocal(value: string): boolean {
  if (!value.startsWith('/') || value[1] === '/' || FORBIDDEN.test(value)) return false
  const url = new URL(value, BASE)
  return url.origin === BASE.origin && !url.pathname.startsWith('//')
}

/**
 * The value as a path of this site (`/polku?kysely#kohta`, dot segments resolved), or null when a
 * browser could take it anywhere else. Every form it decodes to is checked, since Next.js and
 * browsers decode escapes on the way (`/%5Cevil.example`, `/%2F/evil.example`); a malformed
 * escape is refused rather than guessed at. For every redirect to, or link from, a value a
 * request or an editor supplied.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !isLocal(value)) return null
  let form = value
  for (let i = 0; i < MAX_DECODINGS; i++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(form)
    } catch {
      return null
    }
    if (decoded === form) {
      const url = new URL(value, BASE)
      return `${url.pathname}${url.search}${url.hash}`
    }
    if (!isLocal(decoded)) return null
    form = decoded
  }
  return null
}
