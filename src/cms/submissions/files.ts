import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type S3Settings, s3Settings } from '@/lib/s3-settings'
import { bucketClient } from '../storage/bucket-client'

/**
 * Files visitors attach to forms. They are personal data and may be anything (HTML, SVG, an
 * executable), so they never go near `public/` or the media collection: on disk under `data/`
 * (git-ignored, not served), or in the media bucket under a prefix that nothing links to. Only the
 * staff download endpoint reads them, always as an attachment.
 */

/** The local folder; `FORM_UPLOADS_DIR` moves it (tests, a mounted volume). */
export const UPLOAD_DIR = path.resolve(
  /*turbopackIgnore: true*/ process.cwd(),
  process.env.FORM_UPLOADS_DIR ?? 'data/form-uploads',
)

/** Key prefix in the bucket. The bucket must not be publicly readable (media is served by the app). */
export const UPLOAD_PREFIX = 'form-uploads/'

/** Where uploads go: the local folder, or the media bucket when `S3_BUCKET` is set. */
export type UploadStore = { kind: 'local'; dir: string } | { kind: 's3'; settings: S3Settings }

export function uploadStore(): UploadStore {
  const settings = s3Settings()
  return settings ? { kind: 's3', settings } : { kind: 'local', dir: UPLOAD_DIR }
}

/** A random stored name: a v4 UUID and an optional short lower-case extension. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(\.[a-z0-9]{1,10})?$/

export function isStoredName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME.test(name)
}

export const MAX_FILENAME_LENGTH = 120
const FALLBACK_NAME = 'liite'

/**
 * The name shown to staff and offered on download: the last path segment only (either slash),
 * without control or format characters (NUL, line breaks, right-to-left overrides that disguise an
 * extension, lone surrogates), without characters Windows refuses, at most 120 characters with the extension kept.
 */
export function sanitiseFilename(original: string): string {
  const base = original.normalize('NFC').split(/[/\\]/).pop() ?? ''
  let name = base
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // Leading dots hide files and make `..`; trailing dots and spaces Windows drops silently.
    .replace(/^[.\s]+|[.\s]+$/g, '')
  if (!name) return FALLBACK_NAME
  const chars = [...name]
  if (chars.length > MAX_FILENAME_LENGTH) {
    const ext = path.extname(name)
    const keep = ext && [...ext].length <= 16 ? [...ext] : []
    name = chars
      .slice(0, MAX_FILENAME_LENGTH - keep.length)
      .join('')
      .trimEnd()
      .concat(keep.join(''))
  }
  return name
}

/** The stored name's extension: letters and digits only, else none (the name stays random). */
function safeExtension(filename: string): string {
  const ext = path.extname(filename).toLowerCase()
  return /^\.[a-z0-9]{1,10}$/.test(ext) ? ext : ''
}

export type StoredUpload = { storedName: string; filename: string; size: number }

/** Stores an upload under a fresh random name; `filename` is the sanitised original. */
export async function storeUpload(
  data: Uint8Array,
  originalName: string,
  store: UploadStore = uploadStore(),
): Promise<StoredUpload> {
  const filename = sanitiseFilename(originalName)
  const storedName = `${randomUUID()}${safeExtension(filename)}`
  if (store.kind === 'local') {
    await mkdir(store.dir, { recursive: true, mode: 0o700 })
    // `wx`: never overwrite; owner-only permissions, as other local users have no business here.
    await writeFile(path.join(store.dir, storedName), data, { flag: 'wx', mode: 0o600 })
  } else {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3')
    const s3 = await bucketClient(store.settings)
    await s3.send(
      new PutObjectCommand({
        Bucket: store.settings.bucket,
        Key: UPLOAD_PREFIX + storedName,
        Body: data,
        ContentLength: data.byteLength,
        // Should an address to the object ever be handed out, it still downloads, never renders.
        ContentType: 'application/octet-stream',
        ContentDisposition: 'attachment',
      }),
    )
  }
  return { storedName, filename, size: data.byteLength }
}

function assertStoredName(name: string): void {
  if (!isStoredName(name)) throw new Error(`Refusing form upload name ${JSON.stringify(name)}`)
}

/** The upload's bytes, or null when it is gone. Throws for a name we could not have made. */
export async function readUpload(
  storedName: string,
  store: UploadStore = uploadStore(),
): Promise<Uint8Array<ArrayBuffer> | null> {
  assertStoredName(storedName)
  if (store.kind === 'local') {
    const bytes = await readFile(path.join(store.dir, storedName)).catch((error: unknown) => {
      if (isNotFound(error)) return null
      throw error
    })
    return bytes ? new Uint8Array(bytes) : null
  }
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  const s3 = await bucketClient(store.settings)
  const answer = await s3
    .send(new GetObjectCommand({ Bucket: store.settings.bucket, Key: UPLOAD_PREFIX + storedName }))
    .catch((error: unknown) => {
      if (isNotFound(error)) return null
      throw error
    })
  if (!answer) return null
  if (!answer.Body) throw new Error(`S3 returned no body for ${storedName}`)
  return new Uint8Array(await answer.Body.transformToByteArray())
}

/**
 * Deletes these uploads; ones already gone are fine. Names we could not have made are skipped
 * (they point at nothing of ours), so one bad row cannot stop a submission's deletion.
 */
export async function deleteUploads(
  storedNames: readonly string[],
  store: UploadStore = uploadStore(),
): Promise<void> {
  const names = storedNames.filter(isStoredName)
  if (names.length === 0) return
  if (store.kind === 'local') {
    await Promise.all(names.map((name) => rm(path.join(store.dir, name), { force: true })))
    return
  }
  const { DeleteObjectCommand } = await import('@aws-sdk/client-s3')
  const s3 = await bucketClient(store.settings)
  // One request per object: DeleteObjects needs a checksum some S3-compatible servers reject.
  for (const name of names) {
    await s3.send(new DeleteObjectCommand({ Bucket: store.settings.bucket, Key: UPLOAD_PREFIX + name }))
  }
}

/**
 * Deletes every upload stored before `cutoff`, whatever refers to it: catches files whose
 * submission was never saved (the save failed after the upload) or whose deletion failed.
 * Anything that old has outlived the retention period anyway. Returns how many went.
 */
export async function deleteUploadsOlderThan(
  cutoff: Date,
  store: UploadStore = uploadStore(),
): Promise<number> {
  const old: string[] = []
  if (store.kind === 'local') {
    const names = await readdir(store.dir).catch((error: unknown) => {
      if (isNotFound(error)) return []
      throw error
    })
    for (const name of names.filter(isStoredName)) {
      const info = await stat(path.join(store.dir, name)).catch(() => null)
      if (info?.isFile() && info.mtime < cutoff) old.push(name)
    }
  } else {
    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3')
    const s3 = await bucketClient(store.settings)
    let token: string | undefined
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: store.settings.bucket,
          Prefix: UPLOAD_PREFIX,
          ContinuationToken: token,
        }),
      )
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(UPLOAD_PREFIX.length)
        if (isStoredName(name) && object.LastModified && object.LastModified < cutoff) old.push(name)
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }
  await deleteUploads(old, store)
  return old.length
}

/**
 * `Content-Disposition` for a download: an ASCII fallback for old clients and the exact name
 * (RFC 5987 / 6266) for the rest. Quotes, backslashes and line breaks never reach the header.
 */
export function attachmentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%]/g, '_') || 'download'
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  if ((error as { code?: unknown }).code === 'ENOENT') return true
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return (
    status === 404 || (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'))
  )
}
