import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it('writes Finnish and English long dates in Helsinki time', () => {
    expect(formatDate('2026-11-24T06:00:00Z', 'fi')).toBe('24. marraskuuta 2026')
    expect(formatDate('2026-11-24T06:00:00Z', 'en')).toBe('24 November 2026')
    // 23:30 UTC is already the next day in Helsinki.
    expect(formatDate('2026-03-01T23:30:00Z', 'fi')).toBe('2. maaliskuuta 2026')
  })

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('ei päivä', 'fi')).toBe('')
  })
})
