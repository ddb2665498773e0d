import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { payloadClient } from '@/data/payload'
import { previewPath } from '../preview-path'

/** Signed-in editors see drafts: this turns on Next's draft mode and opens the page. */
export async function GET(request: NextRequest): Promise<Response> {
  const path = previewPath(request)
  if (path instanceof Response) return path
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
