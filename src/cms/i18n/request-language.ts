import { ADMIN_LANGUAGES, LANGUAGE_COOKIE } from './index'

/** Paths whose responses speak the admin's language: the admin itself and the REST API. */
export function isAdminPath(pathname: string): boolean {
  return /^\/(admin|api)(\/|$)/.test(pathname)
}

/**
 * The request headers the admin and the API should see. Payload picks the interface language from
 * its `payload-lng` cookie, then `Accept-Language`, then the fallback (Finnish). A browser's own
 * `Accept-Language` (`en-US` in most browsers, Finnish editors' included) must not decide it, so
 * without a valid cookie the header is dropped and the fallback answers; with the cookie (set by
 * the account view's language selector) the editor's own choice stands. Returns null when the
 * headers need no change.
 */
export function adminLanguageHeaders(headers: Headers, cookie: string | undefined): Headers | null {
  if (cookie && (ADMIN_LANGUAGES as readonly string[]).includes(cookie)) return null
  if (!headers.has('accept-language')) return null
  const next = new Headers(headers)
  next.delete('accept-language')
  return next
}

export { LANGUAGE_COOKIE }
