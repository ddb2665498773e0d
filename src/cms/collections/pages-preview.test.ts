import { describe, expect, it } from 'vitest'
import { previewUrl } from './Pages'

describe('page preview address', () => {
  it('opens the page through the signed-in preview route, in its locale', () => {
    expect(previewUrl({ path: 'palvelut/verkkosivut' }, 'fi')).toBe(
      '/next/preview?path=%2Fpalvelut%2Fverkkosivut',
    )
    expect(previewUrl({ path: 'contact' }, 'en')).toBe('/next/preview?path=%2Fen%2Fcontact')
    expect(previewUrl({ path: 'yhteystiedot' }, 'xx')).toBe('/next/preview?path=%2Fyhteystiedot')
  })

  it('has none for a page without an address yet (not the home page in its place)', () => {
    expect(previewUrl({ path: '' }, 'fi')).toBeNull()
    expect(previewUrl({ path: null }, 'fi')).toBeNull()
    expect(previewUrl({}, 'en')).toBeNull()
  })
})
