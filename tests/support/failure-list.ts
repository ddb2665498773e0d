import { appendFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { fromRoot, testTitle } from './report-names'

/**
 * Appends each failed test, with the first lines of its error, to the file named by
 * E2E_FAILURES. scripts/e2e.mjs prints that file at the very end of a run, so the failures are
 * still on screen after the serial run and the server's log have scrolled the list reporter's
 * own summary away (CI keeps only the tail of the output).
 */
export default class FailureList implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    const file = process.env.E2E_FAILURES
    if (!file || result.status === 'passed' || result.status === 'skipped') return
    if (result.status === test.expectedStatus) return
    const where = `${fromRoot(test.location.file)}:${test.location.line}`
    const error = stripVTControlCharacters(result.error?.message ?? result.status)
      .split('\n')
      .slice(0, 14)
      .join('\n    ')
    // A timeout's first error says only that time ran out; the others say which step was waiting,
    // and the last lines of its call log say what it was waiting for.
    const steps = result.errors
      .slice(1)
      .map((e) => {
        const [first = '', ...rest] = stripVTControlCharacters(e.message ?? '').split('\n')
        const log = rest.filter((line) => line.trim().startsWith('-')).slice(-6)
        const where = `${e.location ? fromRoot(e.location.file) : '?'}:${e.location?.line ?? '?'}`
        return [`${first} at ${where}`, ...log.map((line) => `  ${line.trim()}`)].join('\n    ')
      })
      .map((text) => `\n    ${text}`)
      .join('')
    appendFileSync(file, `✘ ${where} › ${testTitle(test)} [${result.status}]\n    ${error}${steps}\n`)
  }
}
