import { describe, expect, it } from 'vitest'
import { carouselLayout, carousels } from './carousels'

const ids = {
  images: { hero: 1, aurora: 2, desk: 3, winter: 4, archipelago: 5 },
  pages: { contact: 7 },
}

describe('carousels showcase', () => {
  it.each(['fi', 'en'] as const)('shows both widgets and their main variants on the %s page', (locale) => {
    const json = JSON.stringify(carouselLayout(locale, ids))
    for (const part of [
      '"blockType":"carousel"',
      '"blockType":"simpleSlider"',
      '"source":"posts"',
      '"source":"portfolio"',
      '"hashSync":true',
      '"autoplay":true',
      '"scrollMode":"page"',
      '"autoHeight":true',
      '"transition":"slide"',
    ])
      expect(json).toContain(part)
    expect(carousels[locale].slug).toMatch(/^[a-z-]+$/)
  })

  it('uses the same slide hashes in both languages (the address names the slide, not the words)', () => {
    const hashes = (locale: 'fi' | 'en') =>
      JSON.stringify(carouselLayout(locale, ids)).match(/palvelu-[a-z]+/g)
    expect(hashes('en')).toEqual(hashes('fi'))
    expect(hashes('fi')).toContain('palvelu-yllapito')
  })
})
