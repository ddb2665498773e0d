import { describe, expect, it } from 'vitest'
import { safeLocalPath } from './safe-local-path'

const SITE = 'https://kajo.example'

/** Values a browser or Next.js would take off the site, or that break a Location header. */
const HOSTILE = [
  '',
  'evil.example',
  'https://evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%25255Cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/%0A/evil.example',
  '/%0d%0aX',
  '/\r\nSet-Cookie: x=1',
  '/%00',
  '/%7F',
  '/%C2%85/evil.example',
  '/%E2%80%A8/evil.example',
  '/%E2%80%AE/elpmaxe.live',
  '/%EF%BB%BF/evil.example',
  '/%C2%A0/evil.example',
  ' /blogi',
  '/blogi\\..\\..\\evil',
  '/..//evil.example',
  '/./%2F/evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/%2E%2E%2F%2Fevil.example',
  '/%',
  '/%E0%A4%A',
  '/%ZZ',
  `/${'a'.repeat(3000)}`,
]

describe('safeLocalPath', () => {
  it('refuses every value that could leave the site or break the header', () => {
    for (const value of HOSTILE) expect(safeLocalPath(value), JSON.stringify(value)).toBeNull()
    expect(safeLocalPath(null)).toBeNull()
    expect(safeLocalPath(undefined)).toBeNull()
  })

  it('keeps the site’s own paths, queries and fragments', () => {
    expect(safeLocalPath('/')).toBe('/')
    expect(safeLocalPath('/blogi/uusi-kirjoitus')).toBe('/blogi/uusi-kirjoitus')
    expect(safeLocalPath('/en/')).toBe('/en/')
    expect(safeLocalPath('/palvelut?category=seo&page=2')).toBe('/palvelut?category=seo&page=2')
    expect(safeLocalPath('/tarjous/#!/alku')).toBe('/tarjous/#!/alku')
    expect(safeLocalPath('/blogi/hyv%C3%A4-p%C3%A4iv%C3%A4')).toBe('/blogi/hyv%C3%A4-p%C3%A4iv%C3%A4')
    expect(safeLocalPath('/blogi/hyvä')).toBe('/blogi/hyv%C3%A4')
    expect(safeLocalPath('/a//b')).toBe('/a//b')
    // A plain space cannot move the address anywhere; the answer carries it escaped.
    expect(safeLocalPath('/media/Hinnasto 2026.pdf')).toBe('/media/Hinnasto%202026.pdf')
    expect(safeLocalPath('/ /evil.example')).toBe('/%20/evil.example')
  })

  it('resolves dot segments, so the answer is the path the browser would open', () => {
    expect(safeLocalPath('/blogi/../palvelut')).toBe('/palvelut')
    expect(safeLocalPath('/%2e%2e/admin')).toBe('/admin')
  })

  it('answers only values that stay on the site wherever a browser resolves them', () => {
    // Why the rules exist: a browser resolves these Location values to another host.
    expect(new URL('/\\evil.example', SITE).origin).toBe('https://evil.example')
    expect(new URL('/\t/evil.example', SITE).origin).toBe('https://evil.example')
    for (const value of [...HOSTILE, '/', '/blogi/../palvelut', '/a//b', '/tarjous/#!/alku']) {
      const path = safeLocalPath(value)
      if (path === null) continue
      expect(new URL(path, SITE).origin).toBe(SITE)
      expect(new URL(path, `${SITE}/deep/page/`).origin).toBe(SITE)
    }
  })
})
