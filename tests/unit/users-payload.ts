import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type Payload } from 'payload'
import { keepConcurrentSessions } from '@/cms/auth/session-writes'
import { LoginFailures } from '@/cms/collections/LoginFailures'
import { Users } from '@/cms/collections/Users'
import { adminI18n } from '@/cms/i18n'

/**
 * For the auth tests: Payload with the users collection and its login failures on a throw-away
 * SQLite file, the database adapter wrapped as the site's is, behind one trusted proxy (addresses
 * are chosen with X-Forwarded-For, as in the browser tests). `close` undoes all of it.
 */
export async function usersPayload(key: string): Promise<{ payload: Payload; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), `${key}-`))
  const previousProxy = process.env.TRUSTED_PROXY
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  process.env.TRUSTED_PROXY = '1'
  const config = buildConfig({
    secret: 'test-payload-secret',
    collections: [Users, LoginFailures],
    i18n: adminI18n,
    db: keepConcurrentSessions(
      sqliteAdapter({ client: { url: `file:${path.join(dir, 'test.db')}` }, push: true, busyTimeout: 5000 }),
    ),
    telemetry: false,
    logger: { options: { level: 'error' } },
  })
  const payload = await getPayload({ config, key })
  return {
    payload,
    close: async () => {
      await payload.destroy()
      if (previousProxy === undefined) delete process.env.TRUSTED_PROXY
      else process.env.TRUSTED_PROXY = previousProxy
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
