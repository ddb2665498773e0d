import { describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE, isTimeZone, resolveTimeZone, TIME_ZONES, validateTimeZone } from './time-zone'
import { fromWallClock, wallClock } from './wall-clock'

describe('time zones', () => {
  it('accepts the runtime’s zones and the aliases Intl knows, nothing else', () => {
    expect(TIME_ZONES).toContain('Europe/Helsinki')
    expect(TIME_ZONES.length).toBeGreaterThan(300)
    for (const zone of [
      'Europe/Helsinki',
      'America/New_York',
      'Asia/Kolkata',
      'UTC',
      'US/Eastern',
      'Europe/Kiev',
    ])
      expect(isTimeZone(zone), zone).toBe(true)
    for (const zone of ['Mars/Olympus', 'Europe/Tampere', '+02:00', 'GMT+2', '', ' Europe/Helsinki', null, 3])
      expect(isTimeZone(zone), String(zone)).toBe(false)
  })

  it('refuses an unknown zone in Finnish and lets an empty one default', () => {
    expect(validateTimeZone('Europe/Helsinki')).toBe(true)
    expect(validateTimeZone('')).toBe(true)
    expect(validateTimeZone(undefined)).toBe(true)
    expect(validateTimeZone('Mars/Olympus')).toBe(
      'Tuntematon aikavyöhyke ”Mars/Olympus”. Valitse aikavyöhyke listasta, esim. Europe/Helsinki.',
    )
  })

  it('falls back to Helsinki time for a missing or unknown stored zone; aliases resolve', () => {
    expect(resolveTimeZone(null)).toBe(DEFAULT_TIME_ZONE)
    expect(resolveTimeZone('Mars/Olympus')).toBe(DEFAULT_TIME_ZONE)
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo')
    expect(resolveTimeZone('US/Eastern')).toBe('America/New_York')
  })

  it('reads wall clocks and finds the instant for one, across daylight saving time', () => {
    const summer = Date.UTC(2025, 6, 1, 9, 30, 15, 250)
    expect(new Date(wallClock(summer, 'Europe/Helsinki')).toISOString()).toBe('2025-07-01T12:30:15.250Z')
    expect(fromWallClock(Date.UTC(2025, 6, 1, 12, 30), 'Europe/Helsinki')).toBe(Date.UTC(2025, 6, 1, 9, 30))
    expect(fromWallClock(Date.UTC(2025, 11, 31, 18), 'Europe/Helsinki')).toBe(Date.UTC(2025, 11, 31, 16))
    expect(fromWallClock(Date.UTC(2025, 11, 31, 18), 'America/New_York')).toBe(Date.UTC(2025, 11, 31, 23))
    // 03:30 on the spring-forward night does not exist in Helsinki: it comes out an hour later.
    expect(
      new Date(
        wallClock(fromWallClock(Date.UTC(2025, 2, 30, 3, 30), 'Europe/Helsinki'), 'Europe/Helsinki'),
      ).toISOString(),
    ).toBe('2025-03-30T04:30:00.000Z')
  })
})
