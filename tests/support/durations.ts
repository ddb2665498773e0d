import { appendFileSync } from 'node:fs'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { fromRoot, testTitle } from './report-names'

/**
 * Appends each finished test's duration to the file named by E2E_DURATIONS (tab-separated:
 * milliseconds, file, title). scripts/e2e.mjs sums it per file at the end of a whole run, so
 * CI's log says where the suite's time goes.
 */
export default class Durations implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    const file = process.env.E2E_DURATIONS
    if (!file) return
    appendFileSync(file, `${result.duration}\t${fromRoot(test.location.file)}\t${testTitle(test)}\n`)
  }
}
