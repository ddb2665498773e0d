import { describe, expect, it } from 'vitest'
import { validateLinkUrl } from './link'

describe('an address an editor types for a link', () => {
  it('may be empty, a path of the site, an anchor, https, mail or phone', () => {
    for (const value of [
      null,
      undefined,
      '',
      '/yhteystiedot',
      '/en/contact#kartta',
      '#!/palvelut',
      'https://example.fi/',
      'mailto:myynti@kajodigital.example',
      'tel:+358401234567',
    ])
      expect(validateLinkUrl(value), String(value)).toBe(true)
  })

  it('is refused with a Finnish message when a browser would take it to another site or run it', () => {
    for (const value of [
      '/\\evil.example',
      '//evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example',
      42,
    ])
      expect(validateLinkUrl(value), String(value)).toMatch(/^Osoitteen pitää alkaa https:\/\//)
  })
})
