/** Where the shared cache handler (src/lib/cache/redis-cache-handler.mjs) offers its expiry. */
const BRIDGE = Symbol.for('kajo.shared-cache')

type Bridge = { expireTags: (tags: readonly string[]) => Promise<void>; ping: () => Promise<boolean> }

/**
 * Expires tags in the cache that several instances share, and resolves once every instance sees
 * it. Next.js records a `revalidateTag` only after the request has answered; with one instance
 * that is in memory at once, but another instance could still serve the old page to a visitor
 * who asks right after the publish. Without a shared cache (one instance) there is nothing to do.
 */
export function expireSharedTags(tags: readonly string[]): Promise<void> {
  const bridge = (globalThis as { [BRIDGE]?: Bridge })[BRIDGE]
  return bridge ? bridge.expireTags(tags) : Promise.resolve()
}

/**
 * Whether the shared cache answers: null when the instance has none (no REDIS_URL), false while
 * Redis is away or the cache handler has not connected yet.
 */
export async function sharedCacheAnswers(): Promise<boolean | null> {
  if (!process.env.REDIS_URL) return null
  const bridge = (globalThis as { [BRIDGE]?: Bridge })[BRIDGE]
  if (!bridge) return false
  return bridge.ping().catch(() => false)
}
