// `npm run import:wordpress -- export.xml [options]`: imports a WordPress export (WXR) into the
// site's database (src/import/wordpress/cli/main.ts) with the settings `npm start` uses (.env;
// DATABASE_URL for PostgreSQL). Run the site once first: the database must be at the code's
// migration level. Options: `--help`, or docs/wordpress-import.md.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { BIN, ensureEnv, ROOT } from './lib.mjs'

/** Node's status for a process that ended with its module loading unsettled. */
const UNSETTLED = 13
const ATTEMPTS = 3

ensureEnv()
for (let attempt = 1; ; attempt++) {
  const { status, signal } = spawnSync(
    path.join(BIN, 'tsx'),
    ['src/import/wordpress/cli/main.ts', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // As npm run search:reindex: not production (which would apply migrations: the server's job).
      env: { ...process.env, NODE_ENV: 'development', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
    },
  )
  // Loading Payload under tsx now and then ends with nothing left to wait for before any work;
  // the import skips what it has made, so running it again is safe.
  if (status === UNSETTLED && attempt < ATTEMPTS) {
    console.error(`Payload did not finish starting (status ${UNSETTLED}); trying again.`)
    continue
  }
  process.exit(status ?? (signal ? 1 : 0))
}
