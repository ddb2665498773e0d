import type { NextRequest } from 'next/server'
import { safeLocalPath } from '@/lib/safe-local-path'

/**
 * Where the preview routes send the browser: the `path` parameter (the home page without one)
 * when it is a path of this site, else a 400 answer, never a redirect off the site.
 */
export function previewPath(request: NextRequest): string | Response {
  const path = safeLocalPath(request.nextUrl.searchParams.get('path') ?? '/')
  return (
    path ??
    Response.json(
      { message: 'Virheellinen esikatseluosoite: anna sivuston oma osoite, joka alkaa yhdellä /-merkillä.' },
      { status: 400 },
    )
  )
}
