/**
 * A place on the map as editors paste it: coordinates ("61.4978, 23.7610", also with a decimal
 * comma, degree signs or N/S/E/W) or an openstreetmap.org address (`#map=zoom/lat/lon`, or a
 * marker's `?mlat=…&mlon=…`). Payload's `point` field needs PostGIS, so locations are text.
 * Street addresses are not looked up: that would send the visitor's page to a geocoding service.
 */

export type Location = { lat: number; lon: number; zoom: number | null }

export const MIN_ZOOM = 1
/** tile.openstreetmap.org serves zoom levels up to 19. */
export const MAX_ZOOM = 19
/** A city block: streets and building outlines, where an office is found. */
export const DEFAULT_ZOOM = 15

const OSM_HOSTS = ['openstreetmap.org', 'www.openstreetmap.org', 'osm.org', 'www.osm.org']

const NUMBER = String.raw`[-+]?\d{1,3}(?:[.,]\d+)?`
/** One coordinate: a number with an optional degree sign and hemisphere letter. */
const COORDINATE = String.raw`(${NUMBER})\s*°?\s*([NSEW])?`
const PAIR = new RegExp(String.raw`^${COORDINATE}\s*(?:[,;]\s*|\s+)${COORDINATE}$`, 'i')

function number(text: string | undefined | null): number | null {
  if (!text) return null
  const value = Number(text.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/** A zoom level within what the tiles offer, or null. */
export function clampZoom(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value)))
}

function located(lat: number | null, lon: number | null, zoom: number | null = null): Location | null {
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  return { lat, lon, zoom: clampZoom(zoom) }
}

/** A signed value from a number and its hemisphere letter; the letter must suit the axis. */
function signed(value: number | null, letter: string | undefined, axis: 'lat' | 'lon'): number | null {
  if (value === null || !letter) return value
  const hemisphere = letter.toUpperCase()
  const [plus, minus] = axis === 'lat' ? ['N', 'S'] : ['E', 'W']
  if (hemisphere !== plus && hemisphere !== minus) return null
  return hemisphere === minus ? -Math.abs(value) : Math.abs(value)
}

function fromCoordinates(text: string): Location | null {
  const match = PAIR.exec(text)
  if (!match) return null
  const [, a, aLetter, b, bLetter] = match
  // "23.7610 E, 61.4978 N" names its axes; only then may longitude come first.
  const swapped = /[EW]/i.test(aLetter ?? '') && /[NS]/i.test(bLetter ?? '')
  const [lat, latLetter, lon, lonLetter] = swapped ? [b, bLetter, a, aLetter] : [a, aLetter, b, bLetter]
  return located(signed(number(lat), latLetter, 'lat'), signed(number(lon), lonLetter, 'lon'))
}

function fromOsmUrl(text: string): Location | null {
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (!OSM_HOSTS.includes(url.hostname.toLowerCase())) return null
  const view = /(?:^|&)map=(\d{1,2})\/([-\d.]+)\/([-\d.]+)/.exec(url.hash.slice(1))
  const zoom = number(view?.[1] ?? url.searchParams.get('zoom'))
  // A marker (`mlat`/`mlon`) is the place; the view (`#map=`) only where the map was looking.
  const marker = located(number(url.searchParams.get('mlat')), number(url.searchParams.get('mlon')), zoom)
  return marker ?? located(number(view?.[2]), number(view?.[3]), zoom)
}

/** The location a text names, or null when it names none this map understands. */
export function parseLocation(value: string | null | undefined): Location | null {
  const text = value?.trim()
  if (!text) return null
  return fromCoordinates(text) ?? (/openstreetmap\.org|osm\.org/i.test(text) ? fromOsmUrl(text) : null)
}
