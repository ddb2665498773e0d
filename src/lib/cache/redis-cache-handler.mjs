// @ts-check
// Next.js loads this file itself (next.config.ts `cacheHandler`, only when REDIS_URL is set), by a
// plain dynamic import at run time: it is JavaScript, type-checked through JSDoc.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { createClient, RESP_TYPES } from 'redis'
import { expiredBy, isNotFound, tagsOf } from './cache-entry.mjs'

/** A command that takes longer counts as an outage for that request: render without the cache. */
const COMMAND_TIMEOUT_MS = 500
/** After a failure, requests skip Redis this long instead of each waiting for a timeout. */
const BACK_OFF_MS = 2000
/** Entries leave Redis on their own after two weeks unvisited; Next decides freshness before that. */
const ENTRY_SECONDS = 14 * 24 * 3600

/**
 * Records `expiredAt` (milliseconds) for each tag unless a later one is already recorded, so an
 * instance that catches up after an outage never moves another instance's expiry back.
 */
const EXPIRE_TAGS = `
for i = 1, #ARGV - 1 do
  local tag = ARGV[i + 1]
  local current = tonumber(redis.call('HGET', KEYS[1], tag) or '0')
  if tonumber(ARGV[1]) > current then redis.call('HSET', KEYS[1], tag, ARGV[1]) end
end
return 1`

/**
 * @typedef {import('./cache-entry.mjs').Entry} Entry
 * @typedef {import('redis').RedisClientType} Client
 */

/** One connection per server process, shared by the per-request handler objects Next makes. */
const shared = {
  /** @type {Client | null} */
  client: null,
  /** @type {string} */
  prefix: '',
  /** Tag expiries that could not be written while Redis was away, written when it is back. */
  /** @type {Map<string, number>} */
  pending: new Map(),
  down: false,
  /** Until when requests go without Redis after a failure (the pending writes keep probing). */
  skipUntil: 0,
}

/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** @param {unknown} error */
function outage(error) {
  shared.skipUntil = Date.now() + BACK_OFF_MS
  if (shared.down) return
  const message = error instanceof Error ? error.message : String(error)
  shared.down = true
  console.warn(
    `Redis-välimuisti ei vastaa (${message}): sivut muodostetaan ilman välimuistia, kunnes se palaa.`,
  )
}

function answered() {
  if (!shared.down) return
  shared.down = false
  console.warn('Redis-välimuisti vastaa taas.')
}

/** @param {string | undefined} serverDistDir */
function connect(serverDistDir) {
  if (shared.client) return shared.client
  // Keys carry the build: entries from another build point at script files this one lacks.
  shared.prefix = `next:${buildId(serverDistDir)}:`
  /** @type {Client} */
  const client = createClient({
    url: process.env.REDIS_URL,
    // Fail at once while disconnected instead of queueing: the request renders without the cache.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 3000) },
  })
  client.on('error', outage)
  client.on('ready', () => {
    answered()
    void writePending()
  })
  client.connect().catch(outage)
  // A Redis that hung without dropping the connection sends no new 'ready': retry from here too.
  setInterval(() => void writePending(), 1000).unref()
  shared.client = client
  return client
}

/**
 * Runs commands against Redis within COMMAND_TIMEOUT_MS, or throws: not connected, backing off
 * after a failure (unless `probe`), hung or failing. A failure starts the back-off.
 * @template T
 * @param {(client: Client) => Promise<T>} commands
 * @param {{ probe?: boolean }} [options]
 * @returns {Promise<T>}
 */
async function withRedis(commands, { probe = false } = {}) {
  const client = shared.client
  if (!client?.isReady) throw new Error('not connected')
  if (!probe && Date.now() < shared.skipUntil) throw new Error('backing off after a failure')
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([commands(client), timeout])
    answered()
    return /** @type {T} */ (result)
  } catch (error) {
    outage(error)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * @param {Map<string, number>} expiries
 * @param {{ probe?: boolean }} [options]
 */
function writeExpiries(expiries, options) {
  // Tags that expire together at one instant go in one script call.
  /** @type {Map<number, string[]>} */
  const byTime = new Map()
  for (const [tag, at] of expiries) byTime.set(at, [...(byTime.get(at) ?? []), tag])
  return withRedis(async (client) => {
    for (const [at, tags] of byTime) {
      await client.eval(EXPIRE_TAGS, { keys: [`${shared.prefix}tags`], arguments: [String(at), ...tags] })
    }
  }, options)
}

async function writePending() {
  if (shared.pending.size === 0) return
  const pending = new Map(shared.pending)
  try {
    await writeExpiries(pending, { probe: true })
    for (const [tag, at] of pending) if (shared.pending.get(tag) === at) shared.pending.delete(tag)
  } catch {
    // Still away: the next probe tries again.
  }
}

/**
 * Expires tags for every instance; `expireSeconds` puts the expiry that far ahead. Redis being
 * away keeps them pending (and this instance serves nothing from Redis until they are written).
 * @param {readonly string[]} tags
 * @param {number} expireSeconds
 */
async function expireTags(tags, expireSeconds) {
  const at = Date.now() + expireSeconds * 1000
  const expiries = new Map(tags.map((tag) => [tag, at]))
  try {
    await writeExpiries(expiries)
  } catch {
    for (const [tag, time] of expiries) shared.pending.set(tag, Math.max(time, shared.pending.get(tag) ?? 0))
  }
}

// The publish hooks (src/lib/shared-cache.ts) expire tags here before the publish answers.
Object.assign(globalThis, {
  [Symbol.for('kajo.shared-cache')]: {
    expireTags: (/** @type {string[]} */ tags) => expireTags(tags, 0),
    // Readiness (src/cms/health/readiness.ts): does Redis answer now, back-off or not.
    ping: () => withRedis((client) => client.ping(), { probe: true }).then(() => true),
  },
})

/**
 * Next.js's incremental cache (pages, route handlers and `unstable_cache` data) in Redis, shared
 * by every instance: what one instance renders, the others serve, and a tag expired on one
 * instance is expired for all at once. Redis being away is a cache miss, never an error.
 */
export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    connect(context.serverDistDir)
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} context
   * @returns {Promise<Entry | null>}
   */
  async get(key, context) {
    // Expiries not yet written must not let an entry from before them be served meanwhile.
    if (shared.pending.size > 0) return null
    try {
      return await withRedis(async (client) => {
        const raw = await client
          .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
          .get(`${shared.prefix}entry:${key}`)
        if (!raw) return null
        /** @type {Entry} */
        const entry = deserialize(raw)
        const tags = [...new Set([...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])])]
        if (tags.length === 0) return entry
        const expiries = await client.hmGet(`${shared.prefix}tags`, tags)
        return expiredBy(expiries, entry.lastModified, Date.now()) ? null : entry
      })
    } catch {
      return null
    }
  }

  /**
   * @param {string} key
   * @param {Entry['value']} value
   * @param {{ tags?: string[], cacheControl?: Entry['cacheControl'] }} context
   */
  async set(key, value, context) {
    if (shared.pending.size > 0) return
    /** @type {Entry} */
    const entry = {
      lastModified: Date.now(),
      value,
      tags: tagsOf(value, context.tags),
      cacheControl: context.cacheControl,
    }
    const data = serialize(entry)
    // A 404 only replaces an entry the key has (a page that was removed), never adds one.
    const condition = isNotFound(value) ? { condition: /** @type {const} */ ('XX') } : {}
    await withRedis((client) =>
      client.set(`${shared.prefix}entry:${key}`, data, {
        expiration: { type: 'EX', value: ENTRY_SECONDS },
        ...condition,
      }),
    ).catch(() => undefined)
  }

  /**
   * Next's own expiry, after the request that published has answered (the publish hooks have
   * written it already through the bridge below; this later write also expires what another
   * instance rendered between the publish and the end of its transaction).
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  revalidateTag(tags, durations) {
    return expireTags(Array.isArray(tags) ? tags : [tags], durations?.expire ?? 0)
  }

  resetRequestCache() {}
}
