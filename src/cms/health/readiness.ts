import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { codeMigrationNames } from '@/db'
import { s3Settings } from '@/lib/s3-settings'
import { sharedCacheAnswers } from '@/lib/shared-cache'
import { isDraining } from '@/lib/shutdown'

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2000

export type CheckResult = 'ok' | 'fail' | 'off'
export type Readiness = {
  ready: boolean
  checks: {
    database: CheckResult
    migrations: CheckResult
    cache: CheckResult
    storage: CheckResult
    shutdown: 'no' | 'draining'
  }
}

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** The applied migrations' names, or null when the database does not answer. */
async function appliedMigrations(payload: Payload): Promise<string[] | null> {
  try {
    const { docs } = await within(
      payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, limit: 0 }),
    )
    return docs.map((doc) => String(doc.name))
  } catch {
    return null
  }
}

let storageClient: S3Client | undefined

async function storageAnswers(): Promise<CheckResult> {
  const settings = s3Settings()
  if (!settings) return 'off'
  storageClient ??= new S3Client(settings.client)
  try {
    await within(storageClient.send(new HeadBucketCommand({ Bucket: settings.bucket })))
    return 'ok'
  } catch {
    return 'fail'
  }
}

/**
 * Whether the instance can serve: the database answers, its schema is at the code's migration
 * level (every migration the code carries is applied), and the shared cache and the upload bucket
 * answer where they are configured. An instance shutting down is not ready either.
 */
export async function readiness(payload: Payload): Promise<Readiness> {
  const [applied, cache, storage] = await Promise.all([
    appliedMigrations(payload),
    sharedCacheAnswers().catch(() => false),
    storageAnswers(),
  ])
  const checks: Readiness['checks'] = {
    database: applied ? 'ok' : 'fail',
    migrations: applied && codeMigrationNames().every((name) => applied.includes(name)) ? 'ok' : 'fail',
    cache: cache === null ? 'off' : cache ? 'ok' : 'fail',
    storage,
    shutdown: isDraining() ? 'draining' : 'no',
  }
  const ready =
    checks.shutdown === 'no' &&
    [checks.database, checks.migrations, checks.cache, checks.storage].every((c) => c !== 'fail')
  return { ready, checks }
}
