import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** Where uploads go when they leave the local folder: a bucket and how to reach it. */
export type S3Settings = { bucket: string; client: S3ClientConfig }

type Env = Readonly<Record<string, string | undefined>>

/**
 * S3-compatible storage for uploads, from the environment: `S3_BUCKET` switches it on;
 * `S3_ENDPOINT` (any S3-compatible server; unset → AWS), `S3_REGION` (default us-east-1),
 * `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY` (unset → the SDK's own credential chain) and
 * `S3_FORCE_PATH_STYLE` (default on with an endpoint: most self-hosted servers want bucket
 * names in the path). Null without a bucket: uploads stay in the local folder.
 */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) origin such as https://s3.example.com, not "${endpoint}"`)
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither')
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim()
  return {
    bucket,
    client: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : Boolean(endpoint),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Recent SDKs add CRC checksums to every request and check them on every answer; many
      // S3-compatible servers reject or omit them. Only where the S3 API itself requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}
