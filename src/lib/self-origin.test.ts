import { describe, expect, it } from 'vitest'
import { selfOrigin, sessionCookieSecure, trustedOrigins } from './self-origin'

describe('origins allowed to use the admin session', () => {
  it('defaults to the development addresses', () => {
    expect(trustedOrigins({})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
  })

  it('takes the public address from SERVER_URL and the instance address from INTERNAL_URL or PORT', () => {
    expect(trustedOrigins({ SERVER_URL: 'https://www.kajodigital.fi/', PORT: '3100' })).toEqual([
      'https://www.kajodigital.fi',
      'http://127.0.0.1:3100',
    ])
    expect(
      trustedOrigins({ SERVER_URL: 'https://kajo.example/sivusto', INTERNAL_URL: 'http://10.0.0.11:3000/' }),
    ).toEqual(['https://kajo.example', 'http://10.0.0.11:3000'])
    expect(selfOrigin({ PORT: '3100' })).toBe('http://127.0.0.1:3100')
  })

  it('names each origin once', () => {
    expect(trustedOrigins({ SERVER_URL: 'http://127.0.0.1:3000' })).toEqual(['http://127.0.0.1:3000'])
  })

  it('refuses to start with an address that is not a URL', () => {
    expect(() => trustedOrigins({ SERVER_URL: 'kajodigital.fi' })).toThrow('SERVER_URL is not a URL')
  })
})

describe('session cookie', () => {
  it('is Secure only when the site is served over https', () => {
    expect(sessionCookieSecure({ SERVER_URL: 'https://www.kajodigital.fi' })).toBe(true)
    expect(sessionCookieSecure({ SERVER_URL: 'http://localhost:3000' })).toBe(false)
    expect(sessionCookieSecure({})).toBe(false)
  })
})
