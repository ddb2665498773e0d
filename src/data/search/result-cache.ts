/**
 * Answers already given, per server process: the same query against the same version of the index
 * (src/cms/search/store.ts, moved on by every write in the write's transaction) has the same
 * results, so they are kept and reused until the version moves. Bounded, oldest out first, so
 * a stream of one-off queries cannot grow it; nothing is written to disk.
 */
const MAX_ENTRIES = 500

export function resultCache<T>(max = MAX_ENTRIES) {
  const entries = new Map<string, T>()
  return {
    get(key: string): T | undefined {
      const value = entries.get(key)
      if (value === undefined) return undefined
      // Most recently used last: the first key is always the one to drop.
      entries.delete(key)
      entries.set(key, value)
      return value
    },
    set(key: string, value: T): void {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > max) entries.delete(entries.keys().next().value as string)
    },
  }
}
