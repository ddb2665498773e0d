/** An optional value's check: empty, or a string `pattern` matches; otherwise `message`. */
export function emptyOrMatching(value: unknown, pattern: RegExp, message: string): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && pattern.test(value) ? true : message
}
