import { describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_DAYS, retentionCutoff, retentionDays } from './retention'

describe('retentionDays', () => {
  it('reads the site setting', () => {
    expect(retentionDays({ formRetentionDays: 30 })).toBe(30)
    expect(retentionDays({ formRetentionDays: 3650 })).toBe(3650)
  })

  it('falls back to 180 days when the setting is missing or not a number', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(180)
    for (const settings of [null, undefined, {}, { formRetentionDays: null }, { formRetentionDays: '30' }]) {
      expect(retentionDays(settings)).toBe(180)
    }
    expect(retentionDays({ formRetentionDays: Number.NaN })).toBe(180)
  })

  it('keeps the value within 1–3650 days even if the database holds another', () => {
    expect(retentionDays({ formRetentionDays: 0 })).toBe(1)
    expect(retentionDays({ formRetentionDays: -5 })).toBe(1)
    expect(retentionDays({ formRetentionDays: 100_000 })).toBe(3650)
  })
})

describe('retentionCutoff', () => {
  it('is the given number of 24-hour days before now', () => {
    const now = new Date('2026-11-24T12:00:00.000Z')
    expect(retentionCutoff(now, 180).toISOString()).toBe('2026-05-28T12:00:00.000Z')
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-11-23T12:00:00.000Z')
    expect(retentionCutoff(now, 3650).toISOString()).toBe('2016-11-26T12:00:00.000Z')
  })

  it('counts elapsed time across daylight saving changes', () => {
    // Finland moves its clocks on 29 March 2026; 2 days are still 48 hours.
    const now = new Date('2026-03-30T10:00:00.000Z')
    expect(now.getTime() - retentionCutoff(now, 2).getTime()).toBe(48 * 60 * 60 * 1000)
  })

  it('makes a submission exactly at the cutoff not yet expired (less_than)', () => {
    const now = new Date('2026-11-24T12:00:00.000Z')
    const cutoff = retentionCutoff(now, 180)
    const createdAt = new Date('2026-05-28T12:00:00.000Z')
    expect(createdAt < cutoff).toBe(false)
    expect(new Date(createdAt.getTime() - 1) < cutoff).toBe(true)
  })
})
