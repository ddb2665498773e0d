// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

// pagePath reads only the request; the Local API is never reached.
vi.mock('@/data/payload', () => ({ payloadClient: () => Promise.reject(new Error('not used')) }))
const { pagePath } = await import('./endpoints')

const post = (referer: string | null, host = 'kajo.example') =>
  new Request('http://localhost:3000/api/contact-forms/1/feedback', {
    method: 'POST',
    headers: { host, ...(referer === null ? {} : { referer }) },
  })

describe('pagePath: the no-JavaScript answer’s link back', () => {
  it('is the path of the same-site page the form was sent from', () => {
    expect(pagePath(post('http://kajo.example/yhteystiedot?x=1'))).toBe('/yhteystiedot')
    expect(pagePath(post('http://kajo.example/en/contact'))).toBe('/en/contact')
  })

  it('is the home page for another site, no Referer or a path a browser would take elsewhere', () => {
    expect(pagePath(post('http://evil.example/yhteystiedot'))).toBe('/')
    expect(pagePath(post(null))).toBe('/')
    expect(pagePath(post('not a url'))).toBe('/')
    // Same host, yet the path is protocol-relative: `<a href="//evil.example">` leaves the site.
    expect(new URL('http://kajo.example//evil.example').pathname).toBe('//evil.example')
    expect(pagePath(post('http://kajo.example//evil.example'))).toBe('/')
    expect(pagePath(post('http://kajo.example/%5Cevil.example'))).toBe('/')
    expect(pagePath(post('http://kajo.example/%09/evil.example'))).toBe('/')
  })
})
