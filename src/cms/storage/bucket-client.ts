import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from '@/lib/s3-settings'

let client: { key: string; client: Promise<S3Client> } | undefined

/**
 * One S3 client per process and settings (media and form uploads share it); the SDK loads only on
 * sites that use a bucket.
 */
export function bucketClient(settings: S3Settings): Promise<S3Client> {
  const key = JSON.stringify(settings)
  if (client?.key !== key) {
    client = {
      key,
      client: import('@aws-sdk/client-s3').then(({ S3Client }) => new S3Client(settings.client)),
    }
  }
  return client.client
}
