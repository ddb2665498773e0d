import { describe, expect, it } from 'vitest'
import { clampZoom, MAX_ZOOM, parseLocation } from './location'

describe('map locations', () => {
  it.each([
    ['61.4978, 23.7610', 61.4978, 23.761],
    ['61.4978,23.7610', 61.4978, 23.761],
    ['  61.4978 23.7610 ', 61.4978, 23.761],
    ['61,4978; 23,7610', 61.4978, 23.761],
    ['61,4978, 23,7610', 61.4978, 23.761],
    ['61.4978° N, 23.7610° E', 61.4978, 23.761],
    ['23.7610 E, 61.4978 N', 61.4978, 23.761],
    ['33.8688 S 151.2093 E', -33.8688, 151.2093],
    ['-33.8688, -70.5', -33.8688, -70.5],
  ])('reads coordinates %j', (text, lat, lon) => {
    expect(parseLocation(text)).toEqual({ lat, lon, zoom: null })
  })

  it('reads openstreetmap.org addresses: the view, and a marker before the view', () => {
    expect(parseLocation('https://www.openstreetmap.org/#map=17/61.50090/23.75810')).toEqual({
      lat: 61.5009,
      lon: 23.7581,
      zoom: 17,
    })
    expect(
      parseLocation('https://www.openstreetmap.org/?mlat=61.5009&mlon=23.7581#map=16/61.4990/23.7600'),
    ).toEqual({ lat: 61.5009, lon: 23.7581, zoom: 16 })
    expect(parseLocation('openstreetmap.org/?mlat=60.1699&mlon=24.9384')).toEqual({
      lat: 60.1699,
      lon: 24.9384,
      zoom: null,
    })
    expect(parseLocation('https://www.openstreetmap.org/#map=17/61.5/23.7&layers=T')?.zoom).toBe(17)
    // Zoom levels beyond the tiles' range are brought within it.
    expect(parseLocation('https://www.openstreetmap.org/#map=25/61.5/23.7')?.zoom).toBe(MAX_ZOOM)
  })

  it.each([
    '',
    '   ',
    'Finlaysoninkatu 7, Tampere',
    '91, 23',
    '61.5, 181',
    '61.5',
    '61.5, 23.7, 12',
    '61.5 E, 23.7 N, x',
    '61.5 E, 23.7 E',
    'https://www.openstreetmap.org/node/123456',
    'https://www.openstreetmap.org/#map=17/abc/23.7',
    'https://example.com/#map=17/61.5/23.7',
    'https://evil.example/openstreetmap.org/#map=17/61.5/23.7',
    'https://www.google.com/maps/@61.5,23.7,15z',
  ])('names no location: %j', (text) => {
    expect(parseLocation(text)).toBeNull()
  })

  it('clamps zoom levels and refuses non-numbers', () => {
    expect(clampZoom(0)).toBe(1)
    expect(clampZoom(14.6)).toBe(15)
    expect(clampZoom(40)).toBe(MAX_ZOOM)
    expect(clampZoom(Number.NaN)).toBeNull()
    expect(clampZoom('15')).toBeNull()
  })
})
