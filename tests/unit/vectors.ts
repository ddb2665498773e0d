import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Reads an upstream test-vector file vendored in tests/vectors (see its README for the sources). */
export function readVectors<T>(file: string): T {
  return JSON.parse(readFileSync(path.resolve(process.cwd(), 'tests/vectors', file), 'utf8')) as T
}

/** One row of an APG example's keyboard table. */
export type ApgKeyRow = { key: string; effect: string; test_id: string }

/** The WAI-ARIA APG regression vectors: each example's keyboard table, and the role and attribute cases. */
export type ApgVectors = {
  keyboard_summary_per_test_file: Record<string, { pattern: string; keyboard: ApgKeyRow[] }>
  cases: {
    input: { pattern: string; test_file: string; test_id: string; kind: string }
    expected: { test_description: string }
  }[]
}

export const readApgVectors = (): ApgVectors => readVectors<ApgVectors>('aria-apg-regression.json')
