import { describe, expect, it } from 'vitest'
import { relativeTime, showRelativeTimes } from './relative-time'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it('says how long ago in Finnish', () => {
    expect(relativeTime(ago(3 * DAY), NOW, 'fi')).toBe('3 päivää sitten')
    expect(relativeTime(ago(3 * DAY + 5 * HOUR), NOW, 'fi')).toBe('3 päivää sitten')
    expect(relativeTime(ago(DAY + HOUR), NOW, 'fi')).toBe('eilen')
    expect(relativeTime(ago(5 * HOUR), NOW, 'fi')).toBe('5 tuntia sitten')
    expect(relativeTime(ago(MIN), NOW, 'fi')).toBe('1 minuutti sitten')
    expect(relativeTime(ago(20 * 1000), NOW, 'fi')).toBe('nyt')
    expect(relativeTime(ago(15 * DAY), NOW, 'fi')).toBe('2 viikkoa sitten')
    expect(relativeTime(ago(65 * DAY), NOW, 'fi')).toBe('2 kuukautta sitten')
    expect(relativeTime(ago(800 * DAY), NOW, 'fi')).toBe('2 vuotta sitten')
  })

  it('and in English', () => {
    expect(relativeTime(ago(3 * DAY), NOW, 'en')).toBe('3 days ago')
    expect(relativeTime(ago(DAY), NOW, 'en')).toBe('yesterday')
    expect(relativeTime(ago(0), NOW, 'en')).toBe('now')
  })

  it('treats a time ahead of the clock as now and a bad date as nothing', () => {
    expect(relativeTime(ago(-2 * HOUR), NOW, 'fi')).toBe('nyt')
    expect(relativeTime('eilen', NOW, 'fi')).toBeNull()
  })
})

describe('showRelativeTimes', () => {
  it('rewrites marked times only, keeping the date as the tooltip and in datetime', () => {
    document.body.innerHTML = `
      <time datetime="${ago(3 * DAY)}" data-relative>21. marraskuuta 2026</time>
      <time datetime="${ago(3 * DAY)}">21. marraskuuta 2026</time>
      <time datetime="huono" data-relative>?</time>`
    showRelativeTimes(document.body, 'fi', NOW)
    const [marked, plain, bad] = [...document.querySelectorAll('time')]
    expect(marked?.textContent).toBe('3 päivää sitten')
    expect(marked?.title).toBe('21. marraskuuta 2026')
    expect(marked?.dateTime).toBe(ago(3 * DAY))
    expect(plain?.textContent).toBe('21. marraskuuta 2026')
    expect(bad?.textContent).toBe('?')
  })
})
