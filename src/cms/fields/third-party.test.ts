import { describe, expect, it } from 'vitest'
import { validateAnalyticsUrl, validateLookupUrls } from './third-party'

const env = {
  ANALYTICS_ORIGINS: 'https://analytics.example.test',
  CONSENT_LOOKUP_ORIGINS: 'https://geo.example.test https://ip.example.test',
}

describe('third-party addresses in site settings', () => {
  it('accept empty values and addresses on the configured origins', () => {
    expect(validateAnalyticsUrl('', env)).toBe(true)
    expect(validateAnalyticsUrl('https://analytics.example.test/a.js?id=1', env)).toBe(true)
    expect(validateLookupUrls(null, env)).toBe(true)
    expect(validateLookupUrls('https://geo.example.test/json\n\n  https://ip.example.test/cc  \n', env)).toBe(
      true,
    )
  })

  it('refuse plain http with a Finnish message', () => {
    expect(validateAnalyticsUrl('http://analytics.example.test/a.js', env)).toMatch(/https-alkuinen/)
    expect(validateLookupUrls('https://geo.example.test/\nhttp://ip.example.test/', env)).toMatch(
      /https-alkuinen osoite: http:\/\/ip.example.test\//,
    )
  })

  it('refuse an origin the server does not allow, naming the variable to set', () => {
    expect(validateAnalyticsUrl('https://evil.example.test/a.js', env)).toMatch(
      /https:\/\/evil.example.test.*ANALYTICS_ORIGINS/,
    )
    expect(validateLookupUrls('https://geo.example.test/\nhttps://other.example.test/', env)).toMatch(
      /https:\/\/other.example.test.*CONSENT_LOOKUP_ORIGINS/,
    )
    expect(validateAnalyticsUrl('https://analytics.example.test/a.js', {})).toMatch(/ANALYTICS_ORIGINS/)
  })

  it('a malformed server variable gives a message, not a crash', () => {
    expect(validateAnalyticsUrl('https://a.test/a.js', { ANALYTICS_ORIGINS: 'http://a.test' })).toMatch(
      /ANALYTICS_ORIGINS on virheellinen/,
    )
  })
})
