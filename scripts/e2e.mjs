// Browser tests against the production build. `--postgres` runs the smoke tests on a throw-away
// PostgreSQL server (scripts/postgres.sh) instead of SQLite.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { ensureJava } from './java.mjs'
import { BIN, buildIfStale, ensureEnv, ROOT, run, SERVER_LOG } from './lib.mjs'

const postgres = process.argv.includes('--postgres')
const extra = process.argv.slice(2).filter((a) => a !== '--postgres')
ensureEnv()
process.env.CHROMIUM_PATH = ensureChromium()
// The consent tests' stand-in third parties (answered by Playwright), allowed by the CSP header.
process.env.ANALYTICS_ORIGINS ??= 'https://analytics.example.test'
process.env.CONSENT_LOOKUP_ORIGINS ??= 'https://geo.example.test https://geo2.example.test'
ensureJava()
const buildStart = Date.now()
buildIfStale()
console.log(`⏱ build: ${((Date.now() - buildStart) / 1000).toFixed(1)} s`)
process.env.ADMIN_PASSWORD ??= 'e2e-salasana-2026'
process.env.E2E_PORT ??= '3100'
// The test server's own origin, one of the two whose requests may use the admin's session cookie.
process.env.INTERNAL_URL ??= `http://127.0.0.1:${process.env.E2E_PORT}`
// Form mail goes to the SMTP sink the form tests start on this port (tests/e2e/support/smtp-sink.ts);
// each test posts from an address of its own (X-Forwarded-For), so the rate limit is per test. Test
// ports stay below Linux's ephemeral range (32768+), where a client socket may already hold them.
process.env.SMTP_URL ??= 'smtp://127.0.0.1:25252'
process.env.TRUSTED_PROXY ??= '1'
// The metrics and the readiness checks' details (tests/e2e/ops.spec.ts) open with this token.
process.env.METRICS_TOKEN ??= 'e2e-mittari-2026'
if (postgres) {
  process.env.DATABASE_URL = execFileSync('bash', [path.join(ROOT, 'scripts/postgres.sh')], {
    encoding: 'utf8',
  }).trim()
  process.env.MEDIA_DIR = 'data/e2e-pg-media'
  process.env.FORM_UPLOADS_DIR = 'data/e2e-pg-form-uploads'
  console.log(`PostgreSQL test database: ${process.env.DATABASE_URL}`)
} else {
  delete process.env.DATABASE_URL
  process.env.SQLITE_FILE = 'data/e2e.db'
  process.env.MEDIA_DIR = 'data/e2e-media'
  process.env.FORM_UPLOADS_DIR = 'data/e2e-form-uploads'
}
const testStart = Date.now()
// tests/support/failure-list.ts collects the failures here; printed last, where CI's tail shows them.
const failures = path.join(ROOT, 'test-results/failures.txt')
mkdirSync(path.dirname(failures), { recursive: true })
rmSync(failures, { force: true })
process.env.E2E_FAILURES = failures
// tests/support/durations.ts records each test's time here; a whole run ends with where it went.
const durations = path.join(ROOT, 'test-results/durations.tsv')
rmSync(durations, { force: true })
process.env.E2E_DURATIONS = durations
// The servers of this run (both projects') append to one log, which a test reads.
rmSync(path.join(ROOT, SERVER_LOG), { force: true })
process.env.E2E_SERVER_LOG = path.join(ROOT, SERVER_LOG)
const args = ['test', ...(postgres ? ['--grep', '@smoke'] : []), ...extra]
if (postgres || extra.length > 0) run('playwright', args)
else {
  // The whole suite: the tests that change shared state run after the others, in a second run on a
  // fresh server (not as a dependent project, which Playwright skips when any test before it fails,
  // hiding their results behind one failure).
  const failed = []
  for (const project of ['parallel', 'serial']) {
    const result = spawnSync(path.join(BIN, 'playwright'), [...args, `--project=${project}`], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_SPLIT: '1' },
    })
    if (result.status !== 0) failed.push(project)
  }
  if (existsSync(durations)) printDurations(readFileSync(durations, 'utf8'))
  if (failed.length > 0) {
    if (existsSync(failures)) console.error(`\nFailed tests:\n${readFileSync(failures, 'utf8')}`)
    console.error(`\n✗ playwright test failed (${failed.join(', ')}).`)
    process.exit(1)
  }
}
console.log(`⏱ Playwright (server start + tests): ${((Date.now() - testStart) / 1000).toFixed(1)} s`)

/** The files that took longest, summed over their tests, and the slowest tests. */
function printDurations(tsv) {
  const rows = tsv
    .trim()
    .split('\n')
    .map((line) => line.split('\t'))
    .map(([ms, file, title]) => ({ ms: Number(ms), file, title }))
  const perFile = new Map()
  for (const row of rows) perFile.set(row.file, (perFile.get(row.file) ?? 0) + row.ms)
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9)
  console.log('\nTest time per file (summed over its tests; two workers share the parallel part):')
  for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${seconds(ms)}  ${file}`)
  console.log('Slowest tests:')
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${seconds(row.ms)}  ${row.file} › ${row.title}`)
}
