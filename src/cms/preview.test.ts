import { describe, expect, it } from 'vitest'
import { contentPreviewUrl, previewUrl } from './preview'

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

describe('content preview', () => {
  it('opens a post, portfolio item or gallery at its public address in the edited locale', () => {
    expect(contentPreviewUrl('posts')({ slug: 'hyva-verkkosivu' }, 'fi')).toBe(
      '/next/preview?path=%2Fblogi%2Fhyva-verkkosivu',
    )
    expect(contentPreviewUrl('portfolio')({ slug: 'shop' }, 'en')).toBe(
      '/next/preview?path=%2Fen%2Fportfolio%2Fshop',
    )
    expect(contentPreviewUrl('galleries')({ slug: 'kesa' }, 'fi')).toBe(
      '/next/preview?path=%2Fgalleriat%2Fkesa',
    )
  })

  it('has none before the document has a slug', () => {
    expect(contentPreviewUrl('posts')({ slug: '' }, 'fi')).toBeNull()
    expect(contentPreviewUrl('posts')({}, 'fi')).toBeNull()
  })
})
