// @ts-check
// The file cache's size limit (file-cache-handler.mjs), apart from the file system.

/** A file takes whole blocks on disk: the smallest entry still costs a block per file. */
const BLOCK_BYTES = 4096
/** The default limit of the page and data cache on disk, when PAGE_CACHE_MAX_MB is not set. */
export const DEFAULT_MAX_MB = 512

/**
 * The limit in bytes from `PAGE_CACHE_MAX_MB` (a positive number of megabytes), else the default.
 * @param {string | undefined} setting
 */
export function budgetBytes(setting) {
  const mb = Number(setting)
  return Math.round((setting && Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * 1024 * 1024)
}

/** @param {number} bytes */
function onDisk(bytes) {
  return Math.max(1, Math.ceil(bytes / BLOCK_BYTES)) * BLOCK_BYTES
}

/** @param {unknown} data */
function length(data) {
  if (typeof data === 'string') return Buffer.byteLength(data)
  if (data instanceof Uint8Array) return data.byteLength
  return data === undefined ? 0 : Buffer.byteLength(JSON.stringify(data) ?? '')
}

/**
 * What a cached value takes on disk as Next's file cache writes it, in whole blocks: data is one
 * JSON file; a page its HTML, RSC payload, prefetch segments and metadata; a route handler its
 * body and metadata.
 * @param {unknown} value
 */
export function entryBytes(value) {
  if (!value || typeof value !== 'object') return onDisk(0)
  if ('kind' in value && value.kind === 'FETCH') return onDisk(length(value))
  const parts = /** @type {Record<string, unknown>} */ (value)
  const files = [
    length({ headers: parts.headers, status: parts.status, postponed: parts.postponed }),
    ...['html', 'rscData', 'body', 'pageData']
      .filter((name) => name in parts)
      .map((name) => length(parts[name])),
  ]
  if (parts.segmentData instanceof Map)
    for (const data of parts.segmentData.values()) files.push(length(data))
  return files.reduce((sum, bytes) => sum + onDisk(bytes), 0)
}

/**
 * @template T
 * @typedef {{ bytes: number, info: T }} Sized
 */

/**
 * Entries in order of use, least recent first, and their total size. Adding past the limit hands
 * back the least recently used entries that no longer fit, for the caller to delete.
 * @template T
 */
export class LruBudget {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, Sized<T>>} */
    this.entries = new Map()
  }

  /** @param {string} key */
  has(key) {
    return this.entries.has(key)
  }

  /** A read: the entry becomes the most recently used. @param {string} key */
  touch(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  /**
   * A write (new or replacing): returns the evicted entries, least recently used first. The entry
   * just written is never among them, even when it alone is over the limit.
   * @param {string} key
   * @param {number} bytes
   * @param {T} info
   * @returns {[string, T][]}
   */
  add(key, bytes, info) {
    this.remove(key)
    this.entries.set(key, { bytes, info })
    this.bytes += bytes
    /** @type {[string, T][]} */
    const evicted = []
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break
      this.remove(oldest)
      evicted.push([oldest, entry.info])
    }
    return evicted
  }

  /** @param {string} key */
  remove(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }
}
