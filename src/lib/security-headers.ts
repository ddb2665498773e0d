/**
 * Response headers for public pages. The Content-Security-Policy is static (no per-request
 * nonce) so published pages stay statically cached: a nonce would force every page to render
 * per request. Next.js streams its data in inline scripts whose content changes per page, so
 * scripts are limited to our own origin plus inline, never eval. Third-party origins are listed
 * only for embeds the consent banner gates; nothing loads from them before consent.
 *
 * The analytics script and the country lookup come from addresses an editor sets, which a static
 * header cannot name. So the header lets scripts, connections and images use any https origin,
 * and every page's head carries a second policy in a `<meta>` (`consentMetaPolicy`) that narrows
 * those three directives back to our own origin plus exactly the configured ones. A browser
 * enforces both policies, so what a page may load is their intersection: the meta list.
 */
export const CONSENT_GATED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const

/** The header's directives, before the meta policy's narrowing. */
function directives(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...CONSENT_GATED_FRAME_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

/** The directives the page's meta policy narrows to the configured third parties. */
const NARROWED = ['script-src', 'connect-src', 'img-src'] as const

function serialise(entries: [string, string[]][]): string {
  return entries.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

export function contentSecurityPolicy(): string {
  const all = directives()
  for (const name of NARROWED) all[name] = [...(all[name] ?? []), 'https:']
  return serialise(Object.entries(all))
}

/**
 * The `<meta http-equiv="Content-Security-Policy">` every public page renders first in its head:
 * the header's own sources plus the analytics origin (its script, beacons and pixels) and the
 * country-lookup origin (one fetch). Origins must already be validated https origins.
 */
export function consentMetaPolicy(origins: { analytics?: string | null; lookup?: string | null }): string {
  const all = directives()
  const extra: Record<(typeof NARROWED)[number], (string | null | undefined)[]> = {
    'script-src': [origins.analytics],
    'connect-src': [origins.analytics, origins.lookup],
    'img-src': [origins.analytics],
  }
  return serialise(
    NARROWED.map((name) => [
      name,
      [...new Set([...(all[name] ?? []), ...extra[name].filter((o): o is string => Boolean(o))])],
    ]),
  )
}

export type Header = { key: string; value: string }

/** Headers every response gets, the admin included. */
export function baseSecurityHeaders(): Header[] {
  return [
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
export function publicSecurityHeaders(): Header[] {
  return [...baseSecurityHeaders(), { key: 'Content-Security-Policy', value: contentSecurityPolicy() }]
}
