// Started by Playwright's webServer: a fresh database (SQLite or PostgreSQL, from the environment
// e2e.mjs sets) and the production build on the test port, which migrates and seeds it on start.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { clearPageCache, ROOT, SERVER_LOG, serve } from './lib.mjs'

process.env.NODE_ENV = 'production'
if (!process.env.DATABASE_URL && process.env.SQLITE_FILE) {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(path.resolve(ROOT, `${process.env.SQLITE_FILE}${suffix}`), { force: true })
}
if (process.env.MEDIA_DIR) rmSync(path.resolve(ROOT, process.env.MEDIA_DIR), { recursive: true, force: true })
clearPageCache()
// The server migrates and seeds the fresh database as it starts (src/instrumentation.ts).
// The log is read by tests/e2e/server-log.spec.ts; scripts/e2e.mjs empties it before a run.
serve(
  ['-p', process.env.E2E_PORT ?? '3100', '-H', '127.0.0.1'],
  { SEED_DEMO_CONTENT: '1' },
  { log: path.resolve(ROOT, SERVER_LOG) },
)
