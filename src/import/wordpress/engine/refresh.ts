import { createHmac, timingSafeEqual } from 'node:crypto'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { CONTENT_COLLECTIONS } from '@/lib/content-paths'
import { selfOrigin } from '@/lib/self-origin'

/**
 * What an import can change on pages already cached: the page index (menus, breadcrumbs,
 * sitemap), the header's menu, categories, media and every list. A new document's own page was
 * never cached.
 */
export const IMPORT_TAGS: readonly string[] = [
  CACHE_TAGS.pageIndex,
  CACHE_TAGS.global('header'),
  CACHE_TAGS.categories,
  CACHE_TAGS.media,
  ...CONTENT_COLLECTIONS.map((c) => CACHE_TAGS.list(c)),
]

export const REFRESH_PATH = '/api/wordpress-import/refresh'
export const REFRESH_HEADER = 'x-import-refresh'
/** How long a refresh token is good for. */
const TOKEN_SECONDS = 60

const sign = (secret: string, seconds: number) =>
  createHmac('sha256', secret).update(`wordpress-import-refresh:${seconds}`).digest('hex')

/** A short-lived token from the site's secret: only a process with the site's settings can ask. */
export function refreshToken(secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  return `${seconds}.${sign(secret, seconds)}`
}

export function validRefreshToken(token: string | null, secret: string, now = Date.now()): boolean {
  const match = token ? /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token) : null
  if (!match || !secret) return false
  const seconds = Number(match[1])
  if (Math.abs(now / 1000 - seconds) > TOKEN_SECONDS) return false
  return timingSafeEqual(Buffer.from(match[2] as string, 'hex'), Buffer.from(sign(secret, seconds), 'hex'))
}

/**
 * Asks the running site (its own address, INTERNAL_URL) to drop what it has cached of what the
 * import changed: an import from the command line writes from another process, whose saves
 * cannot reach the server's page cache. A site that is not running has nothing cached (it clears
 * its page cache as it starts).
 */
export async function refreshRunningSite(secret: string): Promise<'refreshed' | 'not-running' | 'refused'> {
  try {
    const answer = await fetch(new URL(REFRESH_PATH, selfOrigin()), {
      method: 'POST',
      headers: { [REFRESH_HEADER]: refreshToken(secret) },
      signal: AbortSignal.timeout(10_000),
    })
    return answer.ok ? 'refreshed' : 'refused'
  } catch {
    return 'not-running'
  }
}
