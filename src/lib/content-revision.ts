/** One count per server process, whichever of the app's bundles reads or moves it. */
const KEY = Symbol.for('kajo.content-revision')

/**
 * How many times this process has expired published content (src/cms/hooks/revalidate.ts): what
 * is kept in memory from a cached page is still that page while the count stands.
 */
export function contentRevision(): number {
  const count: unknown = Reflect.get(globalThis, KEY)
  return typeof count === 'number' ? count : 0
}

/** Moves the count on: everything kept from pages under an older count is checked again. */
export function contentChanged(): void {
  Reflect.set(globalThis, KEY, contentRevision() + 1)
}
