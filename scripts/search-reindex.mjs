// `npm run search:reindex`: rebuilds the site search's index of an existing database (src/seed/
// reindex-search.ts) with the settings `npm start` uses (.env; DATABASE_URL for PostgreSQL).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { BIN, ensureEnv, ROOT } from './lib.mjs'

/** Node's status for a process that ended with its module loading unsettled. */
const UNSETTLED = 13
const ATTEMPTS = 3

ensureEnv()
for (let attempt = 1; ; attempt++) {
  const { status, signal } = spawnSync(path.join(BIN, 'tsx'), ['src/seed/reindex-search.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Not production: there Payload applies pending migrations as it starts, the server's job.
    // Its development-mode version check refuses the S3 storage plugin, published only up to
    // 3.90.1 and pinned to our 3.90.2 through package.json `overrides` (one payload copy; `npm ls`).
    env: { ...process.env, NODE_ENV: 'development', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
  })
  if (status === 0) break
  // Now and then (about one start in eight here) loading Payload under tsx ends with nothing left
  // to wait for; the rebuild starts from an empty index each time, so trying again is safe.
  if (status === UNSETTLED && attempt < ATTEMPTS) {
    console.error(`Payload did not finish starting (status ${UNSETTLED}); trying again.`)
    continue
  }
  console.error(`✗ The search index was not rebuilt (exit ${status ?? signal}).`)
  process.exit(status ?? 1)
}
