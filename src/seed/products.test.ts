import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN } from '@/cms/fields/slug'
import { CATEGORIES } from './categories'
import { PICTURES } from './images'
import { PRODUCTS } from './products'

const LOCALES = ['fi', 'en'] as const
const distinct = (values: readonly unknown[]) => new Set(values).size === values.length

describe('demo products', () => {
  it('has 4–6 products on distinct dates, in known categories, with known pictures', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(4)
    expect(PRODUCTS.length).toBeLessThanOrEqual(6)
    expect(distinct(PRODUCTS.map((product) => product.date))).toBe(true)
    for (const product of PRODUCTS) {
      expect(product.pictures.length).toBeGreaterThan(0)
      for (const key of product.pictures) expect(PICTURES).toHaveProperty(key)
      for (const key of product.categories) expect(CATEGORIES).toHaveProperty(key)
    }
  })

  it('prices all but one (priced by quote), never below zero', () => {
    const prices = PRODUCTS.map((product) => product.price)
    expect(prices.filter((price) => price === null)).toHaveLength(1)
    for (const price of prices) if (price !== null) expect(price).toBeGreaterThan(0)
  })

  it.each(LOCALES)('has distinct titles, valid distinct slugs and texts in %s', (locale) => {
    expect(distinct(PRODUCTS.map((product) => product[locale].title))).toBe(true)
    expect(distinct(PRODUCTS.map((product) => product[locale].slug))).toBe(true)
    for (const product of PRODUCTS) {
      expect(product[locale].slug).toMatch(SLUG_PATTERN)
      expect(product[locale].excerpt.length).toBeGreaterThan(40)
      expect(product[locale].content.root.children.length).toBeGreaterThan(1)
    }
  })

  it('has the same details rows in both languages, and price words only with a price', () => {
    for (const product of PRODUCTS) {
      expect(product.en.attributes).toHaveLength(product.fi.attributes.length)
      expect(product.fi.attributes.length).toBeGreaterThanOrEqual(3)
      for (const locale of LOCALES)
        if (product.price === null) {
          expect(product[locale].pricePrefix).toBeUndefined()
          expect(product[locale].priceSuffix).toBeUndefined()
        }
    }
  })
})
