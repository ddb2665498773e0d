import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { previewPath } from '../preview-path'

/** Ends draft mode and returns to the page the preview showed (the home page without one). */
export async function GET(request: NextRequest): Promise<Response> {
  const path = previewPath(request)
  if (path instanceof Response) return path
  ;(await draftMode()).disable()
  redirect(path)
}
