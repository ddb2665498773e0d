/** Wall-clock arithmetic in an IANA zone, for calendar months (the island's only zone code). */

const readers = new Map<string, Intl.DateTimeFormat>()

function reader(zone: string): Intl.DateTimeFormat {
  let format = readers.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    readers.set(zone, format)
  }
  return format
}

/**
 * What the zone's clocks read at `instant`, as the UTC timestamp with the same fields: calendar
 * arithmetic (months, month ends) then works with the UTC getters and setters.
 */
export function wallClock(instant: number, zone: string): number {
  const field: Record<string, number> = {}
  for (const part of reader(zone).formatToParts(instant)) field[part.type] = Number(part.value)
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field
  return Date.UTC(year, month - 1, day, hour, minute, second, instant - Math.floor(instant / 1000) * 1000)
}

/** The instant at which the zone's clocks read `wall` (see wallClock); a time in a DST gap comes out an hour later. */
export function fromWallClock(wall: number, zone: string): number {
  const first = wall - (wallClock(wall, zone) - wall)
  const offset = wallClock(first, zone) - first
  return wall - offset
}
