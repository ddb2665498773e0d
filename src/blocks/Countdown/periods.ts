import { COUNTDOWN } from '@/lib/constants'
import { fromWallClock, wallClock } from './wall-clock'

/**
 * A countdown's periods in docs/widgets.md's order: years, months, weeks, days, hours, minutes, seconds.
 * The format names them by letter (Y O W D H M S): an upper-case letter is always shown, a lower
 * case one only once a period from it on is non-zero; a period missing from the format is not
 * counted, its time going to the next smaller period shown (`dHMS`: no weeks, so 9 days).
 */
export const PERIOD_LETTERS = ['y', 'o', 'w', 'd', 'h', 'm', 's'] as const

export type Periods = [number, number, number, number, number, number, number]
export type Show = Array<'always' | 'nonZero' | null>

const DAY = 86400
/** Seconds in each period; the year and month are docs/widgets.md's averages (365.25 days and a 12th of it). */
export const PERIOD_SECONDS = [
  COUNTDOWN.yearSeconds,
  COUNTDOWN.monthSeconds,
  7 * DAY,
  DAY,
  3600,
  60,
  1,
] as const

const Y = 0
const O = 1

/** The periods a format shows and how, or null unless it is period letters, each at most once. */
export function parseFormat(format: unknown): Show | null {
  if (typeof format !== 'string' || !/^[yowdhms]+$/i.test(format)) return null
  const show: Show = PERIOD_LETTERS.map(() => null)
  for (const letter of format) {
    const index = PERIOD_LETTERS.indexOf(letter.toLowerCase() as (typeof PERIOD_LETTERS)[number])
    if (show[index]) return null
    show[index] = letter === letter.toUpperCase() ? 'always' : 'nonZero'
  }
  return show
}

export function periodsToSeconds(periods: Periods): number {
  return periods.reduce((sum, value, i) => sum + value * (PERIOD_SECONDS[i] ?? 0), 0)
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
const secondOfDay = (wall: Date) =>
  wall.getTime() - Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())

/**
 * Whole calendar months from `from` to `to` (wall clocks). Month ends count as the same day:
 * 31 March to 30 June is three months.
 */
function calendarMonths(from: Date, to: Date): number {
  const shortest = Math.min(
    daysInMonth(from.getUTCFullYear(), from.getUTCMonth()),
    daysInMonth(to.getUTCFullYear(), to.getUTCMonth()),
  )
  const sameDay =
    from.getUTCDate() === to.getUTCDate() || (from.getUTCDate() >= shortest && to.getUTCDate() >= shortest)
  const short = sameDay ? secondOfDay(to) < secondOfDay(from) : to.getUTCDate() < from.getUTCDate()
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth()
  return Math.max(0, months - (short ? 1 : 0))
}

/** `wall` moved on by `months`; from a month's last day to the last day of the month reached. */
function addMonths(wall: Date, months: number): number {
  const year = wall.getUTCFullYear()
  const month = wall.getUTCMonth() + months
  const last = daysInMonth(year, month)
  const wasLast = wall.getUTCDate() === daysInMonth(year, wall.getUTCMonth())
  const day = wasLast ? last : Math.min(wall.getUTCDate(), last)
  const moved = new Date(wall.getTime())
  moved.setUTCFullYear(year, month, day)
  return moved.getTime()
}

/**
 * The periods left from `now` to `until`, as the visitor should read them: years and months by
 * the calendar in `zone`, the rest by the clock; `now` counts from its whole second, and time left
 * below the smallest period shown rounds that period up, so the display reaches zero only at the
 * end. All zero once `until` has passed.
 */
export function calculatePeriods(now: number, until: number, show: Show, zone: string): Periods {
  const periods: Periods = [0, 0, 0, 0, 0, 0, 0]
  let from = Math.min(Math.floor(now / 1000) * 1000, until)
  if (show[Y] || show[O]) {
    const wallFrom = new Date(wallClock(from, zone))
    const months = calendarMonths(wallFrom, new Date(wallClock(until, zone)))
    periods[Y] = show[Y] ? Math.floor(months / 12) : 0
    periods[O] = show[O] ? months - periods[Y] * 12 : 0
    from = fromWallClock(addMonths(wallFrom, periods[Y] * 12 + periods[O]), zone)
  }
  let rest = Math.max(0, Math.floor((until - from) / 1000))
  for (let i = 2; i < periods.length; i++) {
    const size = PERIOD_SECONDS[i] ?? 1
    const count = show[i] ? Math.floor(rest / size) : 0
    periods[i] = count
    rest -= count * size
  }
  if (rest > 0) roundUp(periods, show)
  return periods
}

/**
 * One more of the smallest period shown; a period that fills up (60 minutes) becomes zero and
 * carries into the next larger one shown, which holds as many as the seconds say (12 months to a
 * year, about 4.35 weeks to a month, 7 days to a week).
 */
function roundUp(periods: Periods, show: Show): void {
  let carry = true
  let raised = -1
  let capacity = 1
  for (let i = periods.length - 1; i >= 0; i--) {
    if (show[i]) {
      if (raised >= 0 && (periods[raised] ?? 0) >= capacity) {
        periods[raised] = 0
        carry = true
      }
      if (carry) {
        periods[i] = (periods[i] ?? 0) + 1
        carry = false
        raised = i
        capacity = 1
      }
    }
    if (i > 0) capacity *= (PERIOD_SECONDS[i - 1] ?? 1) / (PERIOD_SECONDS[i] ?? 1)
  }
}

/** Which periods are on screen: upper-case ones always, lower-case ones from the first non-zero one on. */
export function shownPeriods(show: Show, periods: Periods): boolean[] {
  let reached = false
  return show.map((how, i) => {
    if (how === 'nonZero' && (periods[i] ?? 0) > 0) reached = true
    return how === 'always' || (how === 'nonZero' && reached)
  })
}

/** Period names by plural category: `one` for 1 ("1 tunti"), `other` for the rest ("2 tuntia", "0 tuntia"). */
export type PeriodLabels = { one: readonly string[]; other: readonly string[] }

export function periodLabel(
  labels: PeriodLabels,
  plural: Intl.PluralRules,
  index: number,
  value: number,
): string {
  return (plural.select(value) === 'one' ? labels.one : labels.other)[index] ?? ''
}
