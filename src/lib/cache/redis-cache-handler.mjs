// @ts-check
// Next.js loads this file itself (next.config.ts `cacheHandler`, only when REDIS_URL is set), by a
// plain dynamic import at run time: it is JavaScript, type-checked through JSDoc.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { createClient, RESP_TYPES } from 'redis'
import { expiredBy, tagsOf } from './cache-entry.mjs'

/** A command that takes longer counts as an outage for that request: render without the cache. */
const COMMAND_TIMEOUT_MS = 500
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
}

/** @param {string | undefined} serverDistDir */
function buildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** @param {string} message */
function outage(message) {
  if (shared.down) return
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
  client.on('error', (/** @type {Error} */ error) => outage(error.message))
  client.on('ready', () => {
    answered()
    void writePending()
  })
  client.connect().catch((/** @type {Error} */ error) => outage(error.message))
  // A Redis that hung without dropping the connection sends no new 'ready': retry from here too.
  setInterval(() => void writePending(), 1000).unref()
  shared.client = client
  return client
}

/** The client when it can answer now, else null (the caller goes without the cache). */
function ready() {
  const client = shared.client
  return client?.isReady ? client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS }) : null
}

/** @param {Map<string, number>} expiries */
async function writeExpiries(expiries) {
  const client = ready()
  if (!client) throw new Error('not connected')
  // Tags that expire together at one instant go in one script call.
  /** @type {Map<number, string[]>} */
  const byTime = new Map()
  for (const [tag, at] of expiries) byTime.set(at, [...(byTime.get(at) ?? []), tag])
  for (const [at, tags] of byTime) {
    await client.eval(EXPIRE_TAGS, { keys: [`${shared.prefix}tags`], arguments: [String(at), ...tags] })
  }
  answered()
}

async function writePending() {
  if (shared.pending.size === 0) return
  const pending = new Map(shared.pending)
  try {
    await writeExpiries(pending)
    for (const [tag, at] of pending) if (shared.pending.get(tag) === at) shared.pending.delete(tag)
  } catch (error) {
    outage(error instanceof Error ? error.message : String(error))
  }
}

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
    const client = ready()
    if (!client) return null
    try {
      const raw = await client
        .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
        .get(`${shared.prefix}entry:${key}`)
      answered()
      if (!raw) return null
      /** @type {Entry} */
      const entry = deserialize(raw)
      const tags = [...new Set([...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])])]
      if (tags.length === 0) return entry
      const expiries = await client.hmGet(`${shared.prefix}tags`, tags)
      return expiredBy(expiries, entry.lastModified, Date.now()) ? null : entry
    } catch (error) {
      outage(error instanceof Error ? error.message : String(error))
      return null
    }
  }

  /**
   * @param {string} key
   * @param {Entry['value']} value
   * @param {{ tags?: string[], cacheControl?: Entry['cacheControl'] }} context
   */
  async set(key, value, context) {
    const client = ready()
    if (!client) return
    /** @type {Entry} */
    const entry = {
      lastModified: Date.now(),
      value,
      tags: tagsOf(value, context.tags),
      cacheControl: context.cacheControl,
    }
    try {
      await client.set(`${shared.prefix}entry:${key}`, serialize(entry), { EX: ENTRY_SECONDS })
      answered()
    } catch (error) {
      outage(error instanceof Error ? error.message : String(error))
    }
  }

  /**
   * Expires the tags for every instance; `expire` (seconds) puts the expiry that far ahead.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const at = Date.now() + (durations?.expire ?? 0) * 1000
    const expiries = new Map((Array.isArray(tags) ? tags : [tags]).map((tag) => [tag, at]))
    try {
      await writeExpiries(expiries)
    } catch (error) {
      // Kept until Redis is back, so entries rendered before this change are not served then.
      for (const [tag, time] of expiries)
        shared.pending.set(tag, Math.max(time, shared.pending.get(tag) ?? 0))
      outage(error instanceof Error ? error.message : String(error))
    }
  }

  resetRequestCache() {}
}
