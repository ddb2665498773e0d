const DAY = 86_400_000

/** Largest first: the first unit the age reaches names it ("3 päivää sitten", "2 viikkoa sitten"). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * How long ago `iso` was at `now`, in words of the locale ("eilen", "3 päivää sitten", "now").
 * Whole units, rounded down; a time ahead of the clock (a skewed clock) counts as now.
 * Null for a date that does not parse.
 */
export function relativeTime(iso: string, now: number, locale: string): string | null {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return null
  const age = Math.max(0, now - then)
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, ms] of UNITS) if (age >= ms) return words.format(-Math.floor(age / ms), unit)
  return words.format(0, 'second')
}

/**
 * The server writes absolute dates (a cached page must never say a stale "3 days ago"); in the
 * browser each `time[data-relative]` says how long ago instead, with the date as its tooltip.
 */
export function showRelativeTimes(root: ParentNode, locale: string, now = Date.now()): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>('time[data-relative]')) {
    const text = relativeTime(time.dateTime, now, locale)
    if (!text) continue
    if (!time.title) time.title = time.textContent ?? ''
    time.textContent = text
  }
}
