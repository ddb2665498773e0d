import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { mediaDir, staticImageType } from '@/lib/media-files'

/** A day fresh, then a week of revalidation in the background: an edited image shows within a day. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** An uploaded image from disk, with caching headers and 304s; 404 for anything else. */
export async function serveMediaFile(name: string, request: Request): Promise<Response> {
  const type = staticImageType(name)
  const file = type ? path.join(mediaDir(), name) : null
  const info = file ? await stat(file).catch(() => null) : null
  if (!file || !info?.isFile()) {
    return Response.json({ message: 'Tiedostoa ei löytynyt.' }, { status: 404 })
  }
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000)
  const headers = {
    'Content-Type': type ?? 'application/octet-stream',
    'Cache-Control': CACHE_CONTROL,
    'Last-Modified': lastModified.toUTCString(),
  }
  const since = Date.parse(request.headers.get('if-modified-since') ?? '')
  if (!Number.isNaN(since) && lastModified.getTime() <= since)
    return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(await readFile(file)), {
    headers: { ...headers, 'Content-Length': String(info.size) },
  })
}
