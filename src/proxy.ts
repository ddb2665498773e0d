import { type NextRequest, NextResponse } from 'next/server'

/**
 * A malformed percent-escape in the address (`/%ZZ`, invalid UTF-8) makes Next.js answer a bare
 * 500. Such requests are the visitor's error: answer 400 with a Finnish message instead. The
 * matcher only lets addresses containing `%` reach this proxy, so ordinary pages pay nothing.
 */
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return NextResponse.next()
  } catch {
    return new NextResponse(
      '<!doctype html><html lang="fi"><meta charset="utf-8"><title>Virheellinen osoite</title><h1>Virheellinen osoite</h1><p>Osoitteessa on virheellinen merkintä. <a href="/">Etusivulle</a></p></html>',
      { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }
}

export const config = { matcher: '/(.*%.*)' }
