import type { CollectionAfterReadHook } from 'payload'
import { mediaFileUrl } from '@/lib/media-files'

type Sized = { url?: string | null; filename?: string | null }
type MediaDoc = Sized & { id: number | string; sizes?: Record<string, Sized | undefined> | null }

function rewrite<T extends Sized>(file: T): T {
  return file.filename && file.url ? { ...file, url: mediaFileUrl(file.filename, file.url) } : file
}

/**
 * Images are addressed under /media, served from disk with cache headers by a small route,
 * instead of through Payload's file endpoint (a database read per file, no cache headers): the
 * first screen's image then arrives as fast as the style sheets do.
 */
export const staticImageUrls: CollectionAfterReadHook<MediaDoc> = ({ doc }) => {
  const sizes = doc.sizes
    ? Object.fromEntries(Object.entries(doc.sizes).map(([name, size]) => [name, size ? rewrite(size) : size]))
    : doc.sizes
  return { ...rewrite(doc), sizes }
}
