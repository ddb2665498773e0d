import { defineConfig } from '@playwright/test'
import { scaled } from './tests/support/time-scale'

const port = process.env.E2E_PORT ?? '3100'

/**
 * A run of chosen files or tests (`… x.spec.ts`, `--grep @smoke`): Playwright would still run a
 * dependency project in full, so such a run drops the dependency and uses one worker instead,
 * which keeps serial tests apart just as well. Decided once in the main process; the workers it
 * starts inherit the decision through the environment.
 */
process.env.E2E_FILTERED ??= process.argv.some((arg) => /\.spec\.ts|^--grep|^-g$|^--last-failed$/.test(arg))
  ? '1'
  : '0'
const filtered = process.env.E2E_FILTERED === '1'
const split = process.env.E2E_SPLIT === '1'

export default defineConfig({
  // The suite lives in tests/e2e; a widget's own spec may live in its folder (src/blocks/<Name>/).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src/blocks/*/*.spec.ts'],
  testIgnore: ['**/node_modules/**', '.next/**', 'test-results/**'],
  outputDir: 'test-results/artifacts',
  // Spec files are shared out between the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  // Two workers (CI has two cores); E2E_WORKERS=1 for a run on a busy machine.
  workers: filtered ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Every timeout is a multiple of E2E_TIME_SCALE (tests/support/time-scale.ts). There is no global
  // timeout: a run that is making progress is never cut off, and each test (and the server's start)
  // has a bound of its own, so a hung run still ends.
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: [['list'], ['./tests/support/failure-list.ts'], ['./tests/support/durations.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  // Tests tagged @serial change shared state (globals, site settings) or depend on the page cache
  // staying warm; they run after the others, one at a time, so no other test sees their changes.
  // scripts/e2e.mjs runs the two projects one after the other (E2E_SPLIT=1), so a failure among
  // the first never keeps the second from running; a plain `playwright test` orders them by
  // dependency instead.
  projects: [
    { name: 'parallel', grepInvert: /@serial/ },
    { name: 'serial', grep: /@serial/, dependencies: filtered || split ? [] : ['parallel'], workers: 1 },
  ],
  webServer: {
    command: 'node scripts/serve-test.mjs',
    url: `http://127.0.0.1:${port}/robots.txt`,
    // E2E_REUSE=1 lets a developer keep one server running between runs.
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: scaled(240_000),
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
