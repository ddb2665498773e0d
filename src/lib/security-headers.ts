import { NO_THIRD_PARTIES, type ThirdPartyOrigins, thirdPartyOrigins } from './third-party'

/**
 * Response headers, fixed when the app is built: `next build` writes next.config's headers() into
 * its routes manifest and `next start` serves that, so the environment they read is the build's
 * (`npm start` rebuilds when these variables change, see scripts/lib.mjs).
 *
 * The Content-Security-Policy is static (no per-request nonce) so published pages stay statically
 * cached: a nonce would force every page to render per request. Next.js streams its data in
 * inline scripts whose content changes per page, so scripts are limited to our own origin plus
 * inline, never eval, plus exactly the analytics origins the server is configured with. Frame
 * origins are listed only for embeds the consent banner gates; nothing loads from any third party
 * before consent (the country lookup excepted, when configured).
 */
export const CONSENT_GATED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const

/** The map's OpenStreetMap tiles (src/blocks/Map/leaflet-map.ts), requested only after consent. */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org'

const unique = (values: string[]) => [...new Set(values)]

export function contentSecurityPolicy(origins: ThirdPartyOrigins = NO_THIRD_PARTIES): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...origins.analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'https://i.vimeocdn.com',
      MAP_TILE_ORIGIN,
      ...origins.analytics,
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins.analytics, ...origins.lookup],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...CONSENT_GATED_FRAME_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...unique(values)].join(' '))
    .join('; ')
}

export type Header = { key: string; value: string }
type Env = Record<string, string | undefined>

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/** HSTS only when the site is served over https: on plain http it would be meaningless. */
export function strictTransportSecurity(serverUrl: string | undefined): Header[] {
  return /^https:\/\//i.test(serverUrl?.trim() ?? '')
    ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }]
    : []
}

/** Headers every response gets, the admin included. */
export function baseSecurityHeaders(env: Env = process.env): Header[] {
  return [
    ...strictTransportSecurity(env.SERVER_URL),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
}

/** Public pages add the Content-Security-Policy (the admin's own scripts need a looser one). */
export function publicSecurityHeaders(env: Env = process.env): Header[] {
  return [
    ...baseSecurityHeaders(env),
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(thirdPartyOrigins(env)) },
  ]
}

/**
 * A visitor's uploaded file, downloaded by staff: nothing in it may run or load on our origin,
 * even if a browser rendered it instead of saving it.
 */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox"
/** The route that serves those files (src/cms/submissions/endpoints.ts). */
export const ATTACHMENT_SOURCE = '/api/form-submissions/:id/files/:index'

/** Where the admin is served; its colour-scheme client hints belong there only. */
export const ADMIN_SOURCE = '/admin/:path*'

function isClientHint({ key, value }: Header): boolean {
  const name = key.toLowerCase()
  return name === 'accept-ch' || name === 'critical-ch' || (name === 'vary' && /sec-ch-/i.test(value))
}

/**
 * Payload's `withPayload` asks every path for the `Sec-CH-Prefers-Color-Scheme` client hint (the
 * admin's theme) with `Critical-CH`, which makes Chromium repeat the first request of every visit
 * to send the hint: a round trip before the first byte of every public page. This moves those
 * headers (and the `Vary` on the hint) from whatever rule carries them onto the admin's paths.
 */
export function clientHintsForAdminOnly<R extends { source: string; headers: Header[] }>(rules: R[]): R[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isClientHint)
    if (hints.length === 0) return [rule]
    const rest = rule.headers.filter((header) => !isClientHint(header))
    return [
      ...(rest.length > 0 ? [{ ...rule, headers: rest }] : []),
      { ...rule, source: ADMIN_SOURCE, headers: hints },
    ]
  })
}
