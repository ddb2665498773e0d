import { defineConfig } from '@playwright/test'
import { scaled } from '../support/time-scale'

/** The cluster tests: one worker, in order, against servers scripts/cluster.mjs has started. */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: scaled(120_000),
  globalTimeout: scaled(12 * 60_000),
  expect: { timeout: scaled(10_000) },
  reporter: [['list']],
  use: {
    baseURL: process.env.CLUSTER_BALANCER,
    // The balancer's https runs on a self-signed certificate (scripts/cluster.mjs).
    ignoreHTTPSErrors: true,
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
})
