import type { TestCase } from '@playwright/test/reporter'

/** A file's path from the repository root, as the reporters print it. */
export function fromRoot(file: string): string {
  return file.replace(`${process.cwd()}/`, '')
}

/** A test's title under its file: describe blocks and the test's own name. */
export function testTitle(test: TestCase): string {
  return test.titlePath().slice(3).join(' › ')
}
