import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeObserver, fakeBrowser, observersOf } from '@/site/behaviour/fake-observer'
import { attachMap } from './map-island'
import type { MapOptions } from './map-options'

const shown = vi.hoisted(() => ({ calls: 0, removed: 0 }))

vi.mock('./leaflet-map', () => ({
  showMap: (frame: HTMLElement) => {
    shown.calls++
    const map = document.createElement('div')
    map.className = 'leaflet-container'
    map.tabIndex = 0
    frame.append(map)
    return () => {
      shown.removed++
      map.remove()
    }
  },
}))

const OPTIONS: MapOptions = {
  markers: [{ lat: 61.5009, lon: 23.7581, label: 'Kajo Digital', place: 0 }],
  center: null,
  zoom: 15,
  label: 'Kartta: Toimisto',
  zoomIn: 'Lähennä',
  zoomOut: 'Loitonna',
  close: 'Sulje',
  attribution: 'OpenStreetMapin tekijät',
  classes: {},
}

function consent(state: string): void {
  document.documentElement.setAttribute('data-consent', state)
  window.dispatchEvent(new CustomEvent('consentchange', { detail: state }))
}

/** Lets the mocked dynamic import resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let root: HTMLElement
let detach: () => void

beforeEach(() => {
  fakeBrowser()
  shown.calls = 0
  shown.removed = 0
  document.documentElement.setAttribute('data-consent', 'unanswered')
  document.body.innerHTML = `<section data-consent-type="info"></section>
    <div id="map"><div data-map-frame><div data-map-placeholder><button data-map-load>Näytä sisältö</button></div></div>
    <ul><li data-place="0"><div data-place-text><p>Kajo Digital</p></div></li></ul></div>`
  root = document.getElementById('map') as HTMLElement
  detach = attachMap(root, OPTIONS)
})

afterEach(() => {
  detach()
  vi.unstubAllGlobals()
})

const observer = () => observersOf(root)[0] as FakeObserver

describe('map gate', () => {
  it('loads nothing before consent, even in view; after consent only once the map is near', async () => {
    expect(observer().options.rootMargin).toBe('200px')
    observer().report([root])
    await settle()
    expect(shown.calls).toBe(0)
    observer().report([root], false)
    consent('allow')
    await settle()
    expect(shown.calls).toBe(0)
    observer().report([root])
    await settle()
    expect(shown.calls).toBe(1)
    expect(root.dataset.map).toBe('shown')
    // Scrolling away and back keeps the one map.
    observer().report([root], false)
    observer().report([root])
    await settle()
    expect(shown.calls).toBe(1)
  })

  it('a revoke takes the map away and brings the placeholder back', async () => {
    consent('dismiss')
    observer().report([root])
    await settle()
    expect(root.querySelector('.leaflet-container')).not.toBeNull()
    consent('unanswered')
    expect(shown.removed).toBe(1)
    expect(root.querySelector('.leaflet-container')).toBeNull()
    expect(root.dataset.map).toBeUndefined()
  })

  it('a revoke while Leaflet loads leaves no map behind', async () => {
    consent('allow')
    observer().report([root])
    consent('deny')
    await settle()
    expect(root.querySelector('.leaflet-container')).toBeNull()
    expect(root.dataset.map).toBeUndefined()
  })

  it('the button loads only this map, without consenting, and focus moves onto it', async () => {
    root.querySelector('button')?.click()
    await settle()
    expect(shown.calls).toBe(1)
    expect(document.activeElement).toBe(root.querySelector('.leaflet-container'))
    expect(document.documentElement.getAttribute('data-consent')).toBe('unanswered')
    // A chosen map stays, as a chosen video does.
    consent('deny')
    expect(root.querySelector('.leaflet-container')).not.toBeNull()
  })

  it('detaching removes the map and stops listening', async () => {
    consent('allow')
    observer().report([root])
    await settle()
    detach()
    expect(shown.removed).toBe(1)
    consent('allow')
    await settle()
    expect(shown.calls).toBe(1)
  })
})
