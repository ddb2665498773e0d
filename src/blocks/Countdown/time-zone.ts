/** The site's own zone: the default, and what an unknown stored zone falls back to. */
export const DEFAULT_TIME_ZONE = 'Europe/Helsinki'

/** IANA names are letters, digits and `_ + - /` (`America/Port_of_Spain`, `Etc/GMT+2`), never an offset. */
const ZONE_NAME = /^[A-Za-z][\w+\-/]*$/

/** The zones the runtime knows by their canonical names: the admin's picker offers these. */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone')

/**
 * A zone the runtime knows: one of TIME_ZONES or an alias Intl accepts for one (`Europe/Kiev`,
 * `US/Eastern`, `UTC`, which `supportedValuesOf` leaves out). Offsets such as `+02:00`, which
 * newer engines accept, are refused: they have no daylight saving time and no name to show.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !ZONE_NAME.test(value)) return false
  if (TIME_ZONES.includes(value)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export function validateTimeZone(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return isTimeZone(value)
    ? true
    : `Tuntematon aikavyöhyke ”${String(value)}”. Valitse aikavyöhyke listasta, esim. ${DEFAULT_TIME_ZONE}.`
}

/** The stored zone under its canonical name, or Helsinki time when it is missing or unknown. */
export function resolveTimeZone(value: unknown): string {
  if (!isTimeZone(value)) return DEFAULT_TIME_ZONE
  return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone
}
