import { describe, expect, it } from 'vitest'
import { cardLoading } from './ListView'

describe('cardLoading', () => {
  it('loads the first row at once on the first screen, the first card with priority', () => {
    expect([0, 1, 2, 3].map((i) => cardLoading('priority', i, 3))).toEqual([
      'priority',
      'eager',
      'eager',
      'lazy',
    ])
    expect([0, 1].map((i) => cardLoading('eager', i, 3))).toEqual(['eager', 'eager'])
  })

  it('loads lazily further down the page', () => {
    expect(cardLoading('lazy', 0, 3)).toBe('lazy')
    expect(cardLoading(undefined, 0, 3)).toBe('lazy')
  })
})
