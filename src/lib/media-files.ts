import path from 'node:path'

/** Where uploads live on disk; MEDIA_DIR keeps test runs apart from the demo site's. */
export function mediaDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? 'media')
}

/** Public address prefix for uploaded images, served straight from disk (src/app/media). */
export const MEDIA_PATH = '/media'

/** Image types served from MEDIA_PATH; SVG (may hold script) and video stay on Payload's route. */
export const STATIC_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

/** The content type of a file name that may be served from MEDIA_PATH, or null. */
export function staticImageType(filename: string): string | null {
  // Only plain names: no directories, no hidden files, nothing to climb out of the folder with.
  if (!/^[\w][\w.-]*$/.test(filename)) return null
  return STATIC_IMAGE_TYPES[path.extname(filename).toLowerCase()] ?? null
}

/** The address of an uploaded file: images from disk directly, anything else through Payload. */
export function mediaFileUrl(filename: string, payloadUrl: string): string {
  return staticImageType(filename) ? `${MEDIA_PATH}/${encodeURIComponent(filename)}` : payloadUrl
}
