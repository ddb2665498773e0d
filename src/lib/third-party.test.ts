import { describe, expect, it } from 'vitest'
import { httpsUrl, parseOrigins, thirdPartyOrigins } from './third-party'

describe('third-party addresses', () => {
  it('accepts only https without credentials', () => {
    expect(httpsUrl('https://analytics.example.test/a.js')?.origin).toBe('https://analytics.example.test')
    expect(httpsUrl('  https://x.test/a.js ')?.href).toBe('https://x.test/a.js')
    expect(httpsUrl('http://x.test/a.js')).toBeNull()
    expect(httpsUrl('javascript:alert(1)')).toBeNull()
    expect(httpsUrl('https://user:pw@x.test/')).toBeNull()
    expect(httpsUrl('//x.test/a.js')).toBeNull()
    expect(httpsUrl('')).toBeNull()
    expect(httpsUrl(null)).toBeNull()
  })

  it('reads origin lists from the environment, separated by spaces or commas', () => {
    expect(
      thirdPartyOrigins({
        ANALYTICS_ORIGINS: 'https://stats.example.test/',
        CONSENT_LOOKUP_ORIGINS:
          'https://geo.example.test, https://ip.example.test:8443 https://geo.example.test',
      }),
    ).toEqual({
      analytics: ['https://stats.example.test'],
      lookup: ['https://geo.example.test', 'https://ip.example.test:8443'],
    })
    expect(thirdPartyOrigins({})).toEqual({ analytics: [], lookup: [] })
  })

  it('refuses anything but a bare https origin, naming the variable', () => {
    for (const bad of [
      'http://x.test',
      'https://x.test/a.js',
      'https://x.test/?a=1',
      '*',
      'https:',
      "'self'",
    ])
      expect(() => parseOrigins('ANALYTICS_ORIGINS', bad), bad).toThrow(/ANALYTICS_ORIGINS/)
  })
})
