import { describe, expect, it } from 'vitest'
import { formatCount, formatPrice, formatRating, priceText, validPrice } from './numbers'

/** Intl separates thousands and the euro sign with no-break spaces; compare with plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null

describe('formatPrice', () => {
  it('writes Finnish euros with a space before the sign and between thousands', () => {
    expect(plain(formatPrice(1290, 'fi'))).toBe('1 290 €')
    expect(plain(formatPrice(49.5, 'fi'))).toBe('49,50 €')
    expect(plain(formatPrice(1234567.891, 'fi'))).toBe('1 234 567,89 €')
    expect(plain(formatPrice(0, 'fi'))).toBe('0 €')
  })

  it('writes English euros with the sign first', () => {
    expect(formatPrice(1290, 'en')).toBe('€1,290')
    expect(formatPrice(49.5, 'en')).toBe('€49.50')
  })

  it('keeps no-break spaces, so a price never wraps inside itself', () => {
    expect(formatPrice(1290, 'fi')).not.toContain(' ')
  })

  it('shows whole euros without cents, and an amount that rounds to whole euros too', () => {
    expect(plain(formatPrice(99, 'fi'))).toBe('99 €')
    expect(plain(formatPrice(99.001, 'fi'))).toBe('99 €')
  })
})

describe('priceText', () => {
  it('puts the editor’s texts around the amount', () => {
    expect(plain(priceText({ price: 1290, pricePrefix: 'alkaen' }, 'fi'))).toBe('alkaen 1 290 €')
    expect(plain(priceText({ price: 149, priceSuffix: '/ kk' }, 'fi'))).toBe('149 € / kk')
    expect(priceText({ price: 149, pricePrefix: ' from ', priceSuffix: 'a month' }, 'en')).toBe(
      'from €149 a month',
    )
  })

  it('shows nothing without a usable price, whatever the texts around it', () => {
    expect(priceText({ price: null, pricePrefix: 'alkaen' }, 'fi')).toBeNull()
    expect(priceText({}, 'fi')).toBeNull()
    expect(priceText({ price: -5 }, 'fi')).toBeNull()
    expect(priceText({ price: Number.NaN }, 'fi')).toBeNull()
    expect(priceText({ price: Number.POSITIVE_INFINITY }, 'fi')).toBeNull()
  })
})

describe('validPrice', () => {
  it('accepts zero and positive finite numbers only', () => {
    expect(validPrice(0)).toBe(0)
    expect(validPrice(12.5)).toBe(12.5)
    expect(validPrice('12')).toBeNull()
    expect(validPrice(-0.01)).toBeNull()
    expect(validPrice(undefined)).toBeNull()
  })
})

describe('formatRating', () => {
  it('writes one decimal at most, with the locale’s decimal mark', () => {
    expect(formatRating(4.67, 'fi')).toBe('4,7')
    expect(formatRating(4.67, 'en')).toBe('4.7')
    expect(formatRating(5, 'fi')).toBe('5')
  })
})

describe('formatCount', () => {
  it('groups thousands as the locale does', () => {
    expect(plain(formatCount(5000, 'fi'))).toBe('5 000')
    expect(formatCount(5000, 'en')).toBe('5,000')
    expect(formatCount(100, 'fi')).toBe('100')
  })
})
