// @ts-check
// Next.js loads this file itself (next.config.ts `cacheHandler`, when REDIS_URL is not set), by a
// plain dynamic import at run time: it is JavaScript, type-checked through JSDoc.
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isNotFound } from './cache-entry.mjs'
import { budgetBytes, entryBytes, LruBudget } from './lru-budget.mjs'

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} FileSystemCacheClass */
// Next's own file cache, a CommonJS module whose class is its `default` export.
const require = createRequire(import.meta.url)
/** @type {FileSystemCacheClass} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** The files Next's file cache writes for an entry, by the kind of value: suffixes of its path. */
const FILES = {
  APP_PAGE: ['.html', '.rsc', '.meta', '.segments'],
  APP_ROUTE: ['.body', '.meta'],
  PAGES: ['.html', '.json', '.meta'],
  FETCH: [''],
}
/** Where Next's file cache puts pages and route handlers (under the server's output) by key. */
const ROUTE_CACHE_PREFIX = '/route-cache/'

/**
 * One limit per server process, shared by the handler objects Next makes for each request.
 * @type {LruBudget<{ file: string, suffixes: string[] }> | null}
 */
let budget = null

/**
 * Next's file cache (pages, route handlers and `unstable_cache` data under `.next`), with two
 * limits on what visitors can make it write. A 404 is stored only in place of an entry the key
 * has (see isNotFound): every unknown address would be an entry of its own, and a not-found page
 * renders quickly from cached data. And the entries
 * on disk stay within PAGE_CACHE_MAX_MB (default 512): past it, the least recently used are
 * deleted and rendered again on their next visit. The limit counts what this process wrote
 * (`npm start` clears the cache as it starts); the in-memory cache before it has its own limit.
 */
export default class FileCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<FileSystemCacheClass>[0]} ctx */
  constructor(ctx) {
    super(ctx)
    this.writesToDisk = Boolean(ctx.flushToDisk)
    this.serverDir = ctx.serverDistDir
    budget ??= new LruBudget(budgetBytes(process.env.PAGE_CACHE_MAX_MB))
  }

  /** @type {InstanceType<FileSystemCacheClass>['get']} */
  async get(...args) {
    const data = await super.get(...args)
    if (data) budget?.touch(args[0])
    return data
  }

  /** @type {InstanceType<FileSystemCacheClass>['set']} */
  async set(key, data, ctx) {
    if (isNotFound(data) && !budget?.has(key)) return
    await super.set(key, data, ctx)
    const file = data && this.writesToDisk ? this.fileOf(key, data.kind) : null
    if (!file || !budget || !data) return
    const suffixes = FILES[/** @type {keyof typeof FILES} */ (data.kind)] ?? []
    const evicted = budget.add(key, entryBytes(data), { file, suffixes })
    await Promise.all(
      evicted.flatMap(([, old]) =>
        old.suffixes.map((suffix) => rm(`${old.file}${suffix}`, { recursive: true, force: true })),
      ),
    )
  }

  /**
   * The path (without suffix) an entry's files have, as Next's file cache places them; null for
   * entries it keeps elsewhere (build output), which this limit leaves alone.
   * @param {string} key
   * @param {string} kind
   */
  fileOf(key, kind) {
    const root =
      kind === 'FETCH'
        ? path.join(this.serverDir, '..', 'cache', 'fetch-cache')
        : key.startsWith(ROUTE_CACHE_PREFIX)
          ? this.serverDir
          : null
    if (!root) return null
    const file = path.join(root, key)
    return file.startsWith(root + path.sep) ? file : null
  }
}
