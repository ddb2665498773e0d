import { expect, test } from '@playwright/test'

/**
 * Response headers as a browser receives them. The admin's colour-scheme client hint must stay
 * on /admin: `Critical-CH` on a public page makes Chromium repeat the visit's first request.
 */
const PUBLIC = [
  '/',
  '/en',
  '/tietoa-meista',
  '/haku?q=x',
  '/ei-tallaista-sivua',
  '/robots.txt',
  '/sitemap.xml',
  '/api/pages',
]

test.describe('response headers', () => {
  test('public responses ask for no client hints', async ({ request }) => {
    for (const url of PUBLIC) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBeLessThan(500)
      const headers = response.headers()
      expect(headers['accept-ch'], url).toBeUndefined()
      expect(headers['critical-ch'], url).toBeUndefined()
      expect(headers.vary ?? '', url).not.toMatch(/sec-ch-prefers-color-scheme/i)
    }
    expect((await request.get('/ei-tallaista-sivua')).status()).toBe(404)
  })

  test('the admin still gets its colour-scheme hint', async ({ request }) => {
    for (const url of ['/admin', '/admin/login']) {
      const headers = (await request.get(url, { maxRedirects: 0 })).headers()
      expect(headers['accept-ch'], url).toBe('Sec-CH-Prefers-Color-Scheme')
      expect(headers['critical-ch'], url).toBe('Sec-CH-Prefers-Color-Scheme')
      // (Its `Vary` on the hint is configured there too, but Next.js sets its own `Vary` on the
      // admin's dynamically rendered responses, as it did before the hints moved.)
    }
  })

  test('the public CSP header names its script origins; no bare https:', async ({ request }) => {
    for (const url of ['/', '/tietoa-meista', '/ei-tallaista-sivua']) {
      const csp = (await request.get(url)).headers()['content-security-policy'] ?? ''
      const scripts = csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')
      expect(scripts, url).toBeDefined()
      expect(scripts, url).not.toContain('https:')
      expect(scripts, url).not.toContain('*')
      for (const source of scripts?.slice(1) ?? [])
        expect(source, url).toMatch(/^('self'|'unsafe-inline'|https:\/\/[^/*]+)$/)
      for (const name of ['connect-src', 'img-src'])
        expect(csp, `${url} ${name}`).not.toMatch(new RegExp(`${name}[^;]*\\shttps:(\\s|;|$)`))
    }
  })

  test('no HSTS while the site is served over plain http', async ({ request }) => {
    // The test server's SERVER_URL is http; the https case is the unit test's (security-headers.test.ts).
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()
  })
})
