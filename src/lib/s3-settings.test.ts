import { describe, expect, it } from 'vitest'
import { s3Settings } from './s3-settings'

describe('s3Settings', () => {
  it('is off without a bucket, so uploads stay in the local folder', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://127.0.0.1:4569' })).toBeNull()
  })

  it('reaches a self-hosted server by path, with checksums only where S3 requires them', () => {
    const settings = s3Settings({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(settings).toEqual({
      bucket: 'media',
      client: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:4569',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  })

  it('uses AWS itself (virtual-host style, the SDK credential chain) without an endpoint', () => {
    const settings = s3Settings({ S3_BUCKET: 'site-media', S3_REGION: 'eu-north-1' })
    expect(settings?.client).toMatchObject({ region: 'eu-north-1', forcePathStyle: false })
    expect(settings?.client).not.toHaveProperty('credentials')
    expect(
      s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://h:1', S3_FORCE_PATH_STYLE: '0' })?.client
        .forcePathStyle,
    ).toBe(false)
  })

  it('refuses a malformed endpoint or half a key pair, naming the variable', () => {
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://h:1/path' })).toThrow(/S3_ENDPOINT/)
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
