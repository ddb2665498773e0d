import { describe, expect, it } from 'vitest'
import { deletionVariants, withinOneEdit } from './edits'

describe('one-edit typos', () => {
  it('accepts one letter left out, added, changed or two neighbours swapped', () => {
    expect(withinOneEdit('verkkosivt', 'verkkosivu')).toBe(true)
    expect(withinOneEdit('verkkosiv', 'verkkosivu')).toBe(true)
    expect(withinOneEdit('verkkossivu', 'verkkosivu')).toBe(true)
    expect(withinOneEdit('verkkosviu', 'verkkosivu')).toBe(true)
    expect(withinOneEdit('palvelu', 'palvelu')).toBe(true)
  })

  it('refuses two edits', () => {
    expect(withinOneEdit('verkkosvt', 'verkkosivu')).toBe(false)
    expect(withinOneEdit('palvelu', 'palvel')).toBe(true)
    expect(withinOneEdit('palvelu', 'palve')).toBe(false)
    expect(withinOneEdit('abcd', 'badc')).toBe(false)
    expect(withinOneEdit('kauppa', 'kaupas')).toBe(false)
  })

  it('lists the word and each one-letter deletion once', () => {
    expect(deletionVariants('kaup').sort()).toEqual(['aup', 'kap', 'kau', 'kaup', 'kup'].sort())
    expect(deletionVariants('aa')).toEqual(['aa', 'a'])
  })

  it('finds every pair within one edit through a shared variant', () => {
    const pairs = [
      ['verkkosivt', 'verkkosivu'],
      ['verkkosiv', 'verkkosivu'],
      ['verkkosviu', 'verkkosivu'],
    ]
    for (const [a = '', b = ''] of pairs) {
      const shared = deletionVariants(a).some((variant) => deletionVariants(b).includes(variant))
      expect(shared, `${a} ~ ${b}`).toBe(true)
    }
  })
})
