import { describe, expect, it } from 'vitest'
import {
  ADMIN_SOURCE,
  baseSecurityHeaders,
  clientHintsForAdminOnly,
  contentSecurityPolicy,
  publicSecurityHeaders,
} from './security-headers'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

const csp = (env: Record<string, string>) =>
  publicSecurityHeaders(env).find((h) => h.key === 'Content-Security-Policy')?.value ?? ''

describe('content security policy header', () => {
  it('without configured third parties allows only our own origin for scripts and connections', () => {
    const policy = csp({})
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(policy).not.toMatch(/(^|\s)https:(\s|;|$)/)
    expect(policy).not.toContain('unsafe-eval')
  })

  it('names exactly the configured analytics and lookup origins, never bare https:', () => {
    const policy = csp({
      ANALYTICS_ORIGINS: 'https://analytics.example.test',
      CONSENT_LOOKUP_ORIGINS: 'https://geo.example.test https://analytics.example.test',
    })
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://analytics.example.test',
    ])
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://analytics.example.test',
      'https://geo.example.test',
    ])
    expect(directive(policy, 'img-src')).toContain('https://analytics.example.test')
    expect(directive(policy, 'img-src')).not.toContain('https://geo.example.test')
    expect(policy).not.toMatch(/(^|\s)https:(\s|;|$)/)
  })

  it('images: our own, the video hosts’ thumbnails and the map tiles, nothing wider', () => {
    expect(directive(contentSecurityPolicy(), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'https://i.vimeocdn.com',
      'https://tile.openstreetmap.org',
    ])
    // The map's tiles are images: nothing else of the map's is allowed anywhere.
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src', 'font-src'])
      expect(directive(contentSecurityPolicy(), name)).not.toContain('https://tile.openstreetmap.org')
  })

  it('frames stay limited to the gated embed hosts', () => {
    expect(directive(contentSecurityPolicy(), 'frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.openstreetmap.org',
    ])
    expect(directive(contentSecurityPolicy(), 'frame-ancestors')).toEqual(["'self'"])
  })

  it('a malformed origin variable stops the build with its name', () => {
    expect(() => publicSecurityHeaders({ ANALYTICS_ORIGINS: 'https://x.test/a.js' })).toThrow(
      /ANALYTICS_ORIGINS/,
    )
  })
})

describe('Strict-Transport-Security', () => {
  const hsts = (serverUrl?: string) =>
    baseSecurityHeaders(serverUrl === undefined ? {} : { SERVER_URL: serverUrl }).find(
      (h) => h.key === 'Strict-Transport-Security',
    )?.value

  it('is sent when the site is served over https', () => {
    expect(hsts('https://www.example.fi')).toBe('max-age=63072000; includeSubDomains')
    expect(hsts('HTTPS://www.example.fi/')).toBe('max-age=63072000; includeSubDomains')
  })

  it('is not sent over plain http or without SERVER_URL', () => {
    expect(hsts('http://localhost:3000')).toBeUndefined()
    expect(hsts(undefined)).toBeUndefined()
    expect(hsts('')).toBeUndefined()
  })
})

describe("the admin's client hints", () => {
  const payloadRule = {
    source: '/:path*',
    headers: [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ],
  }
  const ours = { source: '/((?!admin|api).*)', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] }

  it('move from every path to the admin only', () => {
    expect(clientHintsForAdminOnly([ours, payloadRule])).toEqual([
      ours,
      { source: ADMIN_SOURCE, headers: payloadRule.headers },
    ])
  })

  it('leave the other headers of a rule where they were', () => {
    const mixed = { ...payloadRule, headers: [...payloadRule.headers, { key: 'X-Powered-By', value: 'x' }] }
    expect(clientHintsForAdminOnly([mixed])).toEqual([
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'x' }] },
      { source: ADMIN_SOURCE, headers: payloadRule.headers },
    ])
  })
})
