import { findMediaObject } from '@/cms/storage/media-storage'
import { staticImageType } from '@/lib/media-files'

/** A day fresh, then a week of revalidation in the background: an edited image shows within a day. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** An uploaded image from the local folder or the bucket, with caching headers and 304s; 404 for anything else. */
export async function serveMediaFile(name: string, request: Request): Promise<Response> {
  const type = staticImageType(name)
  // The bucket being unreachable is the server's trouble, not a missing file: say so, briefly.
  const object = type
    ? await findMediaObject(name).catch((error: unknown) => {
        console.error(`Kuvan ${name} haku tallennuspaikasta epäonnistui:`, error)
        return 'unavailable' as const
      })
    : null
  if (object === 'unavailable') {
    return Response.json(
      { message: 'Tiedosto ei ole juuri nyt saatavilla. Yritä hetken päästä uudelleen.' },
      { status: 503, headers: { 'Retry-After': '30' } },
    )
  }
  if (!type || !object) {
    return Response.json({ message: 'Tiedostoa ei löytynyt.' }, { status: 404 })
  }
  const lastModified = new Date(Math.floor(object.lastModified.getTime() / 1000) * 1000)
  const headers = {
    'Content-Type': type,
    'Cache-Control': CACHE_CONTROL,
    'Last-Modified': lastModified.toUTCString(),
  }
  const since = Date.parse(request.headers.get('if-modified-since') ?? '')
  if (!Number.isNaN(since) && lastModified.getTime() <= since)
    return new Response(null, { status: 304, headers })
  return new Response(await object.read(), { headers: { ...headers, 'Content-Length': String(object.size) } })
}
