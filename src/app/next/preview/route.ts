import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { payloadClient } from '@/site/payload'

/** Signed-in editors see drafts: this turns on Next's draft mode and opens the page. */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  if (!path.startsWith('/') || path.startsWith('//')) {
    return Response.json({ message: 'Virheellinen esikatseluosoite.' }, { status: 400 })
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    return Response.json(
      { message: 'Kirjaudu sisään hallintaan esikatsellaksesi luonnoksia.' },
      { status: 401 },
    )
  }
  ;(await draftMode()).enable()
  redirect(path)
}
