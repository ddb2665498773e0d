import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Reads an upstream test-vector file from ../shared/vectors (beside the repository, as in CI). */
export function readVectors<T>(file: string): T {
  return JSON.parse(readFileSync(path.resolve(process.cwd(), '../shared/vectors', file), 'utf8')) as T
}
