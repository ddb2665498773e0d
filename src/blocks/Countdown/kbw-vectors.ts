import { COUNTDOWN } from '@/lib/constants'
import { readVectors } from '../../../tests/unit/vectors'
import { fromWallClock, wallClock } from './wall-clock'

/**
 * Test support for tests/vectors/kbw-countdown.json (jQuery Countdown 2.1.0's QUnit suite):
 * its fake clock, its local time and its relative-offset syntax, read the way its harness meant
 * them. The suite ran in the browser's local zone; here that zone is Helsinki.
 */

export type KbwCase = {
  input: { test: string; setup_js: string[]; actual_js: string; assert: string }
  expected: unknown
  note: string
}

export const KBW = readVectors<{ cases: KbwCase[] }>('kbw-countdown.json').cases

export const ZONE = 'Europe/Helsinki'

/** `new Date(y, m, d, h, min, s)` in the suite's local zone (month from 0, as in JavaScript). */
export function local(year: number, month: number, day = 1, hour = 0, minute = 0, second = 0): number {
  return fromWallClock(Date.UTC(year, month, day, hour, minute, second), ZONE)
}

/** The suite's fake clock: local 2016-07-01 12:00:00.000. */
export const NOW = local(2016, 6, 1, 12)

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/**
 * The plugin's relative offsets from the fake clock: `+5` (seconds), `'+1y +2o +3d'`, `' +40 S '`,
 * `'13d 23h 59m -10s'`. Fields add on the local wall clock; years and months keep the day within
 * the month reached.
 */
export function offset(value: number | string, from = NOW): number {
  if (typeof value === 'number') return from + value * 1000
  const wall = new Date(wallClock(from, ZONE))
  let [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()]
  let [hour, minute, second] = [wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()]
  for (const [, amount = '0', unit = 's'] of value.toLowerCase().matchAll(/([+-]?\d+)\s*([yowdhms])?/g)) {
    const n = Number(amount)
    if (unit === 'y' || unit === 'o') {
      if (unit === 'y') year += n
      else month += n
      day = Math.min(day, daysIn(year, month))
    } else if (unit === 'w') day += 7 * n
    else if (unit === 'd') day += n
    else if (unit === 'h') hour += n
    else if (unit === 'm') minute += n
    else second += n
  }
  return fromWallClock(Date.UTC(year, month, day, hour, minute, second), ZONE)
}

/**
 * The plugin's English labels, its default `labels1` and `labels` (docs/widgets.md's order and names);
 * ours are these in lower case.
 */
export const PLUGIN_LABELS = {
  one: ['Year', 'Month', 'Week', 'Day', 'Hour', 'Minute', 'Second'],
  other: COUNTDOWN.labels,
}

/** Reads `{until: +5, format: 'MS', description: ''}` out of an option call in the setup. */
export function optionsIn(line: string): Record<string, string | number | boolean> {
  const found: Record<string, string | number | boolean> = {}
  const body = /\{(.*)\}/.exec(line)?.[1] ?? ''
  for (const [, key = '', raw = ''] of body.matchAll(/(\w+):\s*('[^']*'|[+-]?\d+|true|false|null|[^,]+)/g)) {
    if (raw.startsWith("'")) found[key] = raw.slice(1, -1)
    else if (/^[+-]?\d+$/.test(raw)) found[key] = Number(raw)
    else if (raw === 'true' || raw === 'false') found[key] = raw === 'true'
    else found[key] = raw.trim()
  }
  return found
}
