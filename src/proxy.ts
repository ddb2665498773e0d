import { type NextRequest, NextResponse } from 'next/server'
import { adminLanguageHeaders, isAdminPath, LANGUAGE_COOKIE } from './cms/i18n/request-language'

/**
 * Two jobs, on the few addresses the matcher lets through (ordinary pages pay nothing):
 *
 * - A malformed percent-escape in the address (`/%ZZ`, invalid UTF-8) makes Next.js answer a bare
 *   500. Such requests are the visitor's error: answer 400 with a Finnish message instead.
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
  if (isAdminPath(request.nextUrl.pathname)) {
    const headers = adminLanguageHeaders(request.headers, request.cookies.get(LANGUAGE_COOKIE)?.value)
    if (headers) return NextResponse.next({ request: { headers } })
  }
  return NextResponse.next()
}

export const config = { matcher: ['/(.*%.*)', '/admin', '/admin/:path*', '/api/:path*'] }
