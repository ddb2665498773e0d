import { control, divIcon, latLngBounds, map as leafletMap, marker, tileLayer } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { BREAKPOINTS } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import { MAX_ZOOM } from './location'
import type { MapOptions } from './map-options'
import { PIN_PATH, PIN_VIEWBOX } from './pin'

/** OpenStreetMap's own tiles; the CSP's img-src names this origin and no other map host. */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** Our own marker, drawn inline: Leaflet's default icon is an image under node_modules. */
const PIN = `<svg viewBox="${PIN_VIEWBOX}" width="30" height="40" aria-hidden="true" focusable="false"><path d="${PIN_PATH}"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`

/**
 * A touch-first device (phone or tablet) or a phone-sized window: one finger scrolls the page,
 * never the map, so the map cannot trap the scroll; two fingers still pinch and pan it (Leaflet's
 * touch zoom follows the fingers), and the zoom buttons work.
 */
function touchFirst(): boolean {
  return matchMedia(`(pointer: coarse), (width < ${BREAKPOINTS.desktopMobileThreshold}px)`).matches
}

/**
 * Draws the map into `frame` over the placeholder: OpenStreetMap tiles with their attribution,
 * our markers as keyboard-reachable buttons, and popups holding a copy of each place's text from
 * the list under the map. Returns how to take it away again.
 */
export function showMap(frame: HTMLElement, places: HTMLElement[], options: MapOptions): () => void {
  const container = document.createElement('div')
  container.className = options.classes.map ?? ''
  container.setAttribute('role', 'region')
  container.setAttribute('aria-label', options.label)
  frame.append(container)

  const animate = !reducedMotion()
  const map = leafletMap(container, {
    // The page scrolls under the wheel; the buttons, keys and pinch zoom the map.
    scrollWheelZoom: false,
    dragging: !touchFirst(),
    zoomControl: false,
    maxZoom: MAX_ZOOM,
    // Reduced motion: zooms, fades and pans jump instead of gliding.
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
    inertia: animate,
  })
  control.zoom({ zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map)
  tileLayer(TILE_URL, {
    maxZoom: MAX_ZOOM,
    attribution: `&copy; <a href="https://www.openstreetmap.org/copyright">${options.attribution}</a>`,
  }).addTo(map)

  // Layers draw once the map has a view, so it comes first.
  if (options.center) map.setView(options.center, options.zoom)
  else
    map.fitBounds(latLngBounds(options.markers.map(({ lat, lon }) => [lat, lon])), {
      padding: [48, 48],
      maxZoom: options.zoom,
    })

  const icon = divIcon({
    className: options.classes.marker,
    html: PIN,
    iconSize: [30, 40],
    iconAnchor: [15, 40],
    popupAnchor: [0, -36],
  })
  for (const { lat, lon, label, place } of options.markers) {
    const text = places[place]
    if (!text) continue
    const content = document.createElement('div')
    content.className = options.classes.popup ?? ''
    content.tabIndex = -1
    content.append(...[...text.childNodes].map((node) => node.cloneNode(true)))
    const pin = marker([lat, lon], { icon, keyboard: true }).bindPopup(content).addTo(map)
    const element = pin.getElement()
    element?.setAttribute('aria-label', label)
    // Enter and Space, as for any button; handled here, so Leaflet's own Enter (keypress) never fires.
    element?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      if (pin.isPopupOpen()) pin.closePopup()
      else {
        pin.openPopup()
        content.focus()
      }
    })
    content.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') pin.closePopup()
    })
    const popup = () => pin.getPopup()?.getElement()
    pin.on('popupopen', () => {
      popup()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', options.close)
    })
    // Focus that was in the popup goes back to its marker instead of being lost with it.
    pin.on('popupclose', () => {
      const active = document.activeElement
      if (!active || active === document.body || popup()?.contains(active)) element?.focus()
    })
  }

  return () => {
    map.remove()
    container.remove()
  }
}
