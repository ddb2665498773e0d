import { defineConfig } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3100'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A hung run fails in minutes instead of using up CI's time (a full run takes about two).
  globalTimeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
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
  webServer: {
    command: 'node scripts/serve-test.mjs',
    url: `http://127.0.0.1:${port}/robots.txt`,
    // E2E_REUSE=1 lets a developer keep one server running between runs.
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
