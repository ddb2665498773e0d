import { type NextRequest, NextResponse } from 'next/server'
import { adminLanguageHeaders, isAdminPath, LANGUAGE_COOKIE } from './cms/i18n/request-language'
import { parseQuery } from './cms/search/normalise'
import { hasListParams, isDefaultState, parseListParams, stateSegment } from './lib/list-state'

/** Site addresses whose query string is their own business, not a list's. */
const NOT_LIST_PAGES = /^\/(?:api|admin|next|media|fonts|_next|haku|en\/search)(?:\/|$)/

/**
 * A page address with list state (`/blogi?category=seo&page=2`) is served from a route of its own,
 * the page's path plus the state as one segment (src/lib/list-state.ts), which Next.js renders once
 * and caches like any page: filtered states cost a render the first time only, the unfiltered list
 * stays the cached page it was, and bad values are clamped before they reach the cache key.
 */
function listRewrite(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (NOT_LIST_PAGES.test(pathname) || !hasListParams(searchParams)) return null
  const state = parseListParams(searchParams)
  if (isDefaultState(state)) return null
  const url = request.nextUrl.clone()
  url.pathname = `${pathname.replace(/\/+$/, '')}/${stateSegment(state)}`
  url.search = ''
  return NextResponse.rewrite(url)
}

/** The search results pages (src/app/(search)). */
const SEARCH_PAGES = /^\/(?:haku|en\/search)\/?$/

/**
 * A query over the search's limit is the visitor's error: the results page (which shows the Finnish
 * or English message) answers with 400, not 200. A page cannot set its own status, the proxy can.
 */
function tooLongSearch(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (!SEARCH_PAGES.test(pathname) || parseQuery(searchParams.get('q')).kind !== 'tooLong') return null
  return NextResponse.rewrite(request.nextUrl, { status: 400 })
}

/**
 * Four jobs, on the few addresses the matcher lets through (ordinary pages pay nothing):
 *
 * - A malformed percent-escape in the address (`/%ZZ`, invalid UTF-8) makes Next.js answer a bare
 *   500. Such requests are the visitor's error: answer 400 with a Finnish message instead.
 * - A list's state in the query string routes to the state's own cached page (listRewrite).
 * - A search query over its length limit answers 400 (tooLongSearch).
 * - The admin and the REST API speak Finnish unless the editor chose English in the account view
 *   (Payload's `payload-lng` cookie): the browser's own `Accept-Language` does not decide it.
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname)
  } catch {
    return new NextResponse(
      '<!doctype html><html lang="fi"><meta charset="utf-8"><title>Virheellinen osoite</title><h1>Virheellinen osoite</h1><p>Osoitteessa on virheellinen merkintä. <a href="/">Etusivulle</a></p></html>',
      { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }
  const rewrite = listRewrite(request) ?? tooLongSearch(request)
  if (rewrite) return rewrite
  if (isAdminPath(request.nextUrl.pathname)) {
    const headers = adminLanguageHeaders(request.headers, request.cookies.get(LANGUAGE_COOKIE)?.value)
    if (headers) return NextResponse.next({ request: { headers } })
  }
  return NextResponse.next()
}

// Read statically by Next.js: literals only. Addresses with a list parameter come through too.
export const config = {
  matcher: [
    '/(.*%.*)',
    '/admin',
    '/admin/:path*',
    '/api/:path*',
    { source: '/haku', has: [{ type: 'query', key: 'q' }] },
    { source: '/en/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'category' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'sort' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'order' }] },
    { source: '/:path*', has: [{ type: 'query', key: 'page' }] },
  ],
}
