import { describe, expect, it } from 'vitest'
import { finnishSortKey } from './collation'

describe('finnishSortKey', () => {
  it('orders Finnish names with å, ä and ö after z, ignoring case and other accents', () => {
    const names = ['Ötökät', 'zeta', 'Äänekoski', 'Åland', 'Café', 'apila', 'Bussi', 'öljy', 'cafe 2']
    const sorted = [...names].sort((a, b) => (finnishSortKey(a) < finnishSortKey(b) ? -1 : 1))
    expect(sorted).toEqual([
      'apila',
      'Bussi',
      'Café',
      'cafe 2',
      'zeta',
      'Åland',
      'Äänekoski',
      'öljy',
      'Ötökät',
    ])
  })

  it('keeps only letters a–z, digits and single spaces', () => {
    expect(finnishSortKey('  Hei, maailma!  2026 ')).toBe('hei maailma 2026')
    expect(finnishSortKey('<script>')).toBe('script')
  })
})
