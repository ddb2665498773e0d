/**
 * Response headers for public pages. The Content-Security-Policy is static (no per-request
 * nonce) so published pages stay statically cached: a nonce would force every page to render
 * per request. Next.js streams its data in inline scripts whose content changes per page, so
 * scripts are limited to our own origin plus inline, never eval. Third-party origins are listed
 * only for embeds the consent banner gates; nothing loads from them before consent.
 */
export const CONSENT_GATED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const

export function contentSecurityPolicy(): string {
  const directives: Record<string, string[]> = {
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
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
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
