import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAP_TILE_ORIGIN } from '@/lib/security-headers'
import { fakeBrowser } from '@/site/behaviour/fake-observer'
import { showMap, TILE_URL } from './leaflet-map'
import type { MapOptions } from './map-options'

const OPTIONS: MapOptions = {
  markers: [
    { lat: 61.5009, lon: 23.7581, label: 'Kajo Digital', place: 0 },
    { lat: 60.1699, lon: 24.9384, label: 'Kumppani', place: 1 },
  ],
  center: null,
  zoom: 15,
  label: 'Kartta: Toimistomme',
  zoomIn: 'Lähennä',
  zoomOut: 'Loitonna',
  close: 'Sulje',
  attribution: 'OpenStreetMapin tekijät',
  classes: { map: 'map', marker: 'marker', popup: 'popup' },
}

let frame: HTMLElement
let remove: () => void

beforeEach(() => {
  fakeBrowser()
  document.body.innerHTML = `<div data-map-frame style="width:600px;height:400px"></div><ul>
    <li><div data-place-text><p>Kajo Digital</p><p>Finlaysoninkatu 7</p><p><a href="/yhteystiedot">Yhteystiedot</a></p></div></li>
    <li><div data-place-text><p>Kumppani</p><p>Mannerheimintie 1</p></div></li></ul>`
  frame = document.querySelector('[data-map-frame]') as HTMLElement
  remove = showMap(frame, [...document.querySelectorAll<HTMLElement>('[data-place-text]')], OPTIONS)
})

afterEach(() => {
  remove()
  vi.unstubAllGlobals()
})

const pins = () => [...frame.querySelectorAll<HTMLElement>('.leaflet-marker-icon')]
const key = (el: Element, name: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

describe('leaflet map', () => {
  it('is a labelled region with localised zoom buttons and the OpenStreetMap attribution', () => {
    const map = frame.querySelector('.leaflet-container')
    expect(map?.getAttribute('role')).toBe('region')
    expect(map?.getAttribute('aria-label')).toBe('Kartta: Toimistomme')
    expect(frame.querySelector('.leaflet-control-zoom-in')?.getAttribute('aria-label')).toBe('Lähennä')
    expect(frame.querySelector('.leaflet-control-zoom-out')?.getAttribute('aria-label')).toBe('Loitonna')
    const credit = frame.querySelector('a[href="https://www.openstreetmap.org/copyright"]')
    expect(credit?.textContent).toBe('OpenStreetMapin tekijät')
    expect(credit?.closest('.leaflet-control-attribution')?.textContent).toContain('©')
    // The one map origin the CSP's img-src allows.
    expect(TILE_URL).toBe(`${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`)
  })

  it('draws our own markers as named buttons in the tab order, never a node_modules image', () => {
    expect(pins()).toHaveLength(2)
    for (const pin of pins()) {
      expect(pin.tagName).toBe('DIV')
      expect(pin.className).toContain('marker')
      expect(pin.getAttribute('role')).toBe('button')
      expect(pin.getAttribute('tabindex')).toBe('0')
      expect(pin.querySelector('svg')).not.toBeNull()
    }
    expect(pins().map((pin) => pin.getAttribute('aria-label'))).toEqual(['Kajo Digital', 'Kumppani'])
    expect(frame.querySelector('img.leaflet-marker-icon, .leaflet-marker-shadow')).toBeNull()
  })

  it('Enter opens the popup with the place’s text and moves focus into it; Escape closes and returns', () => {
    const [office] = pins() as [HTMLElement]
    office.focus()
    key(office, 'Enter')
    const popup = frame.querySelector('.leaflet-popup')
    expect(popup?.textContent).toContain('Finlaysoninkatu 7')
    expect(popup?.querySelector('a')?.getAttribute('href')).toBe('/yhteystiedot')
    expect(popup?.querySelector('.leaflet-popup-close-button')?.getAttribute('aria-label')).toBe('Sulje')
    expect(document.activeElement?.className).toBe('popup')
    key(document.activeElement as Element, 'Escape')
    expect(frame.querySelector('.leaflet-popup')).toBeNull()
    expect(document.activeElement).toBe(office)
    // Space works too, and pressing again closes.
    key(office, ' ')
    expect(frame.querySelector('.leaflet-popup')?.textContent).toContain('Kajo Digital')
    key(office, ' ')
    expect(frame.querySelector('.leaflet-popup')).toBeNull()
  })

  it('a click opens the popup without moving focus', () => {
    const [, partner] = pins() as [HTMLElement, HTMLElement]
    partner.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(frame.querySelector('.leaflet-popup')?.textContent).toContain('Mannerheimintie 1')
  })

  it('is taken away whole', () => {
    remove()
    expect(frame.innerHTML).toBe('')
    remove = () => {}
  })
})
