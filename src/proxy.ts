import { type NextRequest, NextResponse } from 'next/server'
import { adminLanguageHeaders, isAdminPath, LANGUAGE_COOKIE } from './cms/i18n/request-language'
import { parseQuery } from './cms/search/normalise'
import { stateRoute } from './lib/list-state'
import { ownPage } from './lib/own-page'

/**
 * A page address with list state (`/blogi?category=seo&page=2`) is served from a route of its own,
 * the page's path plus the state as one segment (src/lib/list-state.ts), which Next.js renders once
 * and caches like any page: filtered states cost a render the first time only, the unfiltered list
 * stays the cached page it was, and bad values are clamped before they reach the cache key. The
 * production server routes such addresses before they get here (scripts/server.mjs); this serves
 * `next dev`, and any server run without that layer.
 */
function listRewrite(request: NextRequest): NextResponse | null {
  const route = stateRoute(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (route === null) return null
  const url = request.nextUrl.clone()
  url.pathname = route
  url.search = ''
  return NextResponse.rewrite(url, { request: { headers: request.headers } })
}

/** The search results pages (src/app/(search)). */
const SEARCH_PAGES = /^\/(?:haku|en\/search)\/?$/

/** Marks the proxy's own request for the results page, which it lets through. */
const TOO_LONG_HEADER = 'x-search-too-long'
/** The results page of a refused query renders no results: far more than it takes. */
const SEARCH_PAGE_TIMEOUT_MS = 15_000
/** Headers of the page's answer that describe its body as sent, not as passed on. */
const HOP_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'connection']

/**
 * A query over the search's limit is the visitor's error: the results page (which shows the Finnish
 * or English message) answers with 400, not 200. A page cannot set its own status, nor can a
 * rewrite; so the proxy asks the server for the page itself (in-process, src/lib/own-page.ts) and
 * passes it on with 400. Only this error costs the extra render.
 */
async function tooLongSearch(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search, searchParams } = request.nextUrl
  if (!SEARCH_PAGES.test(pathname) || request.headers.has(TOO_LONG_HEADER)) return null
  if (parseQuery(searchParams.get('q')).kind !== 'tooLong') return null
  const page = await ownPage(`${pathname}${search}`, { [TOO_LONG_HEADER]: '1' }, SEARCH_PAGE_TIMEOUT_MS)
  const headers = new Headers(page.headers)
  for (const name of HOP_HEADERS) headers.delete(name)
  return new NextResponse(page.body, { status: 400, headers })
}

/** Next's draft-mode cookie, and Payload's session cookie (our prefix is the default). */
const BYPASS_COOKIE = '__prerender_bypass'
const SESSION_COOKIE = 'payload-token'

/**
 * Next's draft-mode cookie has one value for every editor for the life of the build and outlives
 * logout. Without a session cookie beside it, it is taken off the request, which is then served as
 * a visitor's (the cached page, a real 404), and true is returned so the browser is told to forget
 * it. With a session cookie, src/data/pages.ts checks the session before it reads any draft.
 */
function dropLoneBypass(request: NextRequest): boolean {
  if (!request.cookies.has(BYPASS_COOKIE) || request.cookies.has(SESSION_COOKIE)) return false
  request.cookies.delete(BYPASS_COOKIE)
  return true
}

/** The removal of the draft-mode cookie, with the attributes Next set it with. */
function forgetBypass(response: NextResponse): NextResponse {
  const production = process.env.NODE_ENV !== 'development'
  response.cookies.set(BYPASS_COOKIE, '', {
    path: '/',
    expires: new Date(0),
    httpOnly: true,
    sameSite: production ? 'none' : 'lax',
    secure: production,
  })
  return response
}

/**
 * Five jobs, on the few addresses the matcher lets through (ordinary pages pay nothing):
 *
 * - A preview cookie without a session is dropped (dropLoneBypass).
 * - A malformed percent-escape in the address (`/%ZZ`, invalid UTF-8) makes Next.js answer a bare
 *   500. Such requests are the visitor's error: answer 400 with a Finnish message instead.
 * - A list's state in the query string routes to the state's own cached page (listRewrite).
 * - A search query over its length limit answers 400 (tooLongSearch).
 * - The admin and the REST API speak Finnish unless the editor chose English in the account view
 *   (Payload's `payload-lng` cookie): the browser's own `Accept-Language` does not decide it.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (dropLoneBypass(request)) {
    return forgetBypass(
      (await route(request)) ?? NextResponse.next({ request: { headers: request.headers } }),
    )
  }
  return (await route(request)) ?? NextResponse.next()
}

/** The proxy's answer for the request as it stands, or null to pass it on unchanged. */
async function route(request: NextRequest): Promise<NextResponse | null> {
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return new NextResponse(
      '<!doctype html><html lang="fi"><meta charset="utf-8"><title>Virheellinen osoite</title><h1>Virheellinen osoite</h1><p>Osoitteessa on virheellinen merkintä. <a href="/">Etusivulle</a></p></html>',
      { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }
  const rewrite = listRewrite(request) ?? (await tooLongSearch(request))
  if (rewrite) return rewrite
  if (isAdminPath(request.nextUrl.pathname)) {
    const headers = adminLanguageHeaders(request.headers, request.cookies.get(LANGUAGE_COOKIE)?.value)
    if (headers) return NextResponse.next({ request: { headers } })
  }
  return null
}

// Read statically by Next.js: literals only. Addresses with a list parameter come through too.
export const config = {
  matcher: [
    '/(.*%.*)',
    '/admin',
    '/admin/:path*',
    // The visitors' form endpoints need none of the proxy's jobs, and a proxied request's body is
    // copied into memory (experimental.proxyClientMaxBodySize in next.config.ts): keep them out.
    '/api/((?!contact-forms/|feedback/|posts/[^/]+/comments|products/[^/]+/reviews).*)',
    { source: '/haku', has: [{ type: 'query', key: 'q' }] },
    { source: '/en/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'category' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'sort' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'order' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'page' }] },
    // Pages asked for with a preview cookie but no session (not the API: form posts stay out).
    {
      source: '/((?!api/|_next/|media/|fonts/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
