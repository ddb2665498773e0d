import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { mediaDir } from '@/lib/media-files'
import { type S3Settings, s3Settings } from '@/lib/s3-settings'
import { bucketClient } from './bucket-client'

/**
 * Uploads (and every resized size) go to S3-compatible storage when `S3_BUCKET` is set, else to
 * the local folder. The storage fields are in the schema either way, so switching needs no
 * migration; the adapter itself is active only with a bucket.
 */
export function mediaStorage(): Plugin {
  const settings = s3Settings()
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    collections: { media: true },
    config: settings?.client ?? {},
  })
}

/** A stored upload: what caching headers need, and its bytes on demand. */
export type MediaObject = { size: number; lastModified: Date; read: () => Promise<Uint8Array<ArrayBuffer>> }

/** The upload stored under `name` (a plain file name, already checked), wherever uploads live. */
export function findMediaObject(name: string): Promise<MediaObject | null> {
  const settings = s3Settings()
  return settings ? findInBucket(settings, name) : findOnDisk(name)
}

async function findOnDisk(name: string): Promise<MediaObject | null> {
  const file = path.join(mediaDir(), name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { size: info.size, lastModified: info.mtime, read: async () => new Uint8Array(await readFile(file)) }
}

async function findInBucket(settings: S3Settings, name: string): Promise<MediaObject | null> {
  const { GetObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3')
  const s3 = await bucketClient(settings)
  const object = { Bucket: settings.bucket, Key: name }
  const head = await s3.send(new HeadObjectCommand(object)).catch((error: unknown) => {
    if (isMissing(error)) return null
    throw error
  })
  if (!head) return null
  return {
    size: head.ContentLength ?? 0,
    lastModified: head.LastModified ?? new Date(0),
    read: async () => {
      const answer = await s3.send(new GetObjectCommand(object))
      if (!answer.Body) throw new Error(`S3 returned no body for ${name}`)
      return new Uint8Array(await answer.Body.transformToByteArray())
    },
  }
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  return (
    status === 404 || (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'))
  )
}
