import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The site's own HTTP server (scripts/server.mjs) stamps every request with this header: a token
 * only that process knows, a space, and the address of the socket the request came on. Whatever a
 * client sends under the same name is replaced before the request reaches Next.js. Next.js itself
 * cannot tell us the socket: it fills X-Forwarded-For from it only when the client sent none, so a
 * header the client forged would look the same as one the server wrote.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'
/** Where the server keeps the token, for this process only (set at its start, never inherited). */
export const SOCKET_TOKEN_ENV = 'SITE_SOCKET_TOKEN'

/**
 * The socket's address as stamped by scripts/server.mjs, or undefined when the request did not
 * come through it (plain `next start`) or the stamp's token is not this process's.
 */
export function socketAddress(headers: Headers, token = process.env[SOCKET_TOKEN_ENV]): string | undefined {
  const value = headers.get(SOCKET_ADDRESS_HEADER)
  if (!token || !value) return undefined
  const space = value.indexOf(' ')
  const given = Buffer.from(space < 0 ? '' : value.slice(0, space))
  const expected = Buffer.from(token)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return value.slice(space + 1)
}

/**
 * How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY: `1`, `2`…; any
 * other non-empty value such as `true` means one). 0 when unset: then the header is the client's
 * own words and is ignored, as is X-Real-IP, since anyone can send them.
 */
export function trustedProxyCount(value = process.env.TRUSTED_PROXY): number {
  const text = value?.trim().toLowerCase() ?? ''
  if (text === '' || text === '0' || text === 'false' || text === 'no') return 0
  const count = Number(text)
  return Number.isSafeInteger(count) && count > 0 ? Math.min(count, 10) : 1
}

/** `1.2.3.4:5678`, `[::1]:80` and `::ffff:1.2.3.4` as plain addresses; anything else not an IP → null. */
function normalizeIp(raw: string): string | null {
  let ip = raw.trim().toLowerCase()
  if (ip.length > 64) return null
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed?.[1]) ip = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.indexOf(':'))
  if (ip.startsWith('::ffff:') && ip.includes('.')) ip = ip.slice(7)
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return ip
  if (/^[0-9a-f:.]+$/.test(ip) && ip.includes(':')) return ip
  return null
}

/**
 * The sender's address. With TRUSTED_PROXY = N, the Nth entry from the right of X-Forwarded-For:
 * each trusted proxy appends the address it saw, so the rightmost N entries are theirs and the
 * Nth one is what the outermost proxy saw; everything left of it could be forged by the client.
 * Without TRUSTED_PROXY the socket's address (`remote`, by default the one scripts/server.mjs
 * stamped), or `unknown` when the request did not come through that server.
 */
export function clientIp(
  headers: Headers,
  remote: string | undefined = socketAddress(headers),
  trusted = trustedProxyCount(),
): string {
  if (trusted > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    // Fewer entries than proxies: all of them were added by our proxies, the first is the client.
    const hop = hops.length >= trusted ? hops[hops.length - trusted] : hops[0]
    if (hop) return normalizeIp(hop) ?? 'unknown'
  }
  return (remote && normalizeIp(remote)) || 'unknown'
}

/** The first four groups of an IPv6 address, or null if it does not parse. */
function ipv6Prefix64(ip: string): string | null {
  const halves = ip.split('::')
  if (halves.length > 2) return null
  const groups = (part: string | undefined): string[] => {
    if (!part) return []
    const list = part.split(':')
    // A dotted IPv4 tail is two groups; only the first four groups matter here.
    return list.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  }
  const head = groups(halves[0])
  const tail = groups(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail]
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')
}

/**
 * What the rate limit stores instead of the address (privacy): a keyed hash, so the table cannot be
 * turned back into addresses without the secret. IPv6 is keyed by its /64, the block one household
 * or server gets, since stepping through addresses inside it would otherwise dodge the limit.
 */
export function clientKey(ip: string, secret: string): string {
  const prefix = ip.includes(':') ? ipv6Prefix64(ip) : null
  const subject = prefix ? `ip6:${prefix}::/64` : `ip:${ip}`
  return createHmac('sha256', secret).update(`client-key:${subject}`).digest('hex').slice(0, 32)
}
