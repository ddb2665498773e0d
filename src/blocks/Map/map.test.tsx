import { describe, expect, it } from 'vitest'
import type { MapBlock } from '@/payload-types'
import { ctx, render } from '../../../tests/unit/render'
import { MapWidget, mapView } from './Component'
import { DEFAULT_ZOOM } from './location'

const OFFICE = {
  title: 'Kajo Digital',
  address: 'Finlaysoninkatu 7, 33210 Tampere',
  location: '61.5009, 23.7581',
  text: 'Toimisto Finlaysonin alueella.',
  hasLink: true,
  link: { type: 'custom' as const, url: '/yhteystiedot', label: 'Yhteystiedot' },
}
const PARTNER = {
  title: 'Kumppani Helsingissä',
  address: 'Mannerheimintie 1, 00100 Helsinki',
  location: 'https://www.openstreetmap.org/?mlat=60.1699&mlon=24.9384#map=15/60.1699/24.9384',
}

function map(extra: Partial<MapBlock> = {}): MapBlock {
  return { blockType: 'map', title: 'Toimistomme', markers: [OFFICE, PARTNER], ...extra }
}

describe('map widget', () => {
  it('renders a local placeholder: addresses, the consent notice and a button, nothing third-party', () => {
    const doc = render(<MapWidget block={map()} ctx={ctx} />)
    const html = doc.body.innerHTML
    expect(html).not.toMatch(/openstreetmap\.org\/|tile\.|<img|<iframe|<script/)
    const placeholder = doc.querySelector('[data-map-placeholder]')
    expect(placeholder?.textContent).toContain('Finlaysoninkatu 7, 33210 Tampere')
    expect(placeholder?.textContent).toContain('Mannerheimintie 1, 00100 Helsinki')
    expect(placeholder?.textContent).toContain(
      'Tämä sisältö ladataan palvelusta OpenStreetMap. Näytä sisältö hyväksymällä evästeet.',
    )
    const button = doc.querySelector('button[data-map-load]')
    expect(button?.textContent).toBe('Näytä sisältö')
    expect(button?.getAttribute('aria-label')).toBe('Näytä sisältö: Kartta: Toimistomme')
    // The size is reserved before anything loads.
    expect(doc.querySelector('[data-map-frame]')?.className).toContain('height-m')
  })

  it('lists every place as text under the map: title, address, popup text and link', () => {
    const doc = render(<MapWidget block={map({ height: 'l' })} ctx={{ ...ctx, locale: 'en' }} />)
    const list = doc.querySelector('ul[aria-label]')
    expect(list?.getAttribute('aria-label')).toBe('Places on the map: Toimistomme')
    const items = [...(list?.querySelectorAll('li[data-place]') ?? [])]
    expect(items.map((li) => li.getAttribute('data-place'))).toEqual(['0', '1'])
    expect(items[0]?.querySelector('[data-place-text]')?.textContent).toBe(
      'Kajo DigitalFinlaysoninkatu 7, 33210 TampereToimisto Finlaysonin alueella.Yhteystiedot',
    )
    expect(items[0]?.querySelector('a')?.getAttribute('href')).toBe('/yhteystiedot')
    // The placeholder's copy of the addresses is hidden from screen readers, which read this list.
    expect(doc.querySelector('[data-map-placeholder] ul')?.getAttribute('aria-hidden')).toBe('true')
    expect(doc.querySelector('button')?.getAttribute('aria-label')).toBe('Show content: Map: Toimistomme')
    expect(doc.querySelector('[data-map-frame]')?.className).toContain('height-l')
  })

  it('without any usable location shows the addresses where the map would be: no button, no island', () => {
    const doc = render(
      <MapWidget
        block={map({
          markers: [
            { title: 'Turun toimisto', address: 'Linnankatu 3, 20100 Turku', location: 'Linnankatu 3' },
            { title: 'Oulu', address: 'Kirkkokatu 1, 90100 Oulu' },
          ],
        })}
        ctx={ctx}
      />,
    )
    const placeholder = doc.querySelector('[data-map-placeholder]')
    expect(placeholder?.textContent).toContain('Linnankatu 3, 20100 Turku')
    expect(placeholder?.textContent).toContain('Kirkkokatu 1, 90100 Oulu')
    expect(placeholder?.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull()
    expect(doc.querySelector('button, [data-map-frame]')).toBeNull()
  })

  it('renders nothing without places', () => {
    expect(render(<MapWidget block={map({ markers: [] })} ctx={ctx} />).body.innerHTML).toBe('')
    expect(
      render(<MapWidget block={map({ markers: [{ title: ' ', address: '' }] })} ctx={ctx} />).body.innerHTML,
    ).toBe('')
  })

  it('opens at the centre, else the only marker, else fits the markers', () => {
    const office = { lat: 61.5009, lon: 23.7581, zoom: null }
    const partner = { lat: 60.1699, lon: 24.9384, zoom: 15 }
    expect(mapView({ center: '61.4978, 23.7610', zoom: 13 }, [office, partner])).toEqual({
      center: [61.4978, 23.761],
      zoom: 13,
    })
    expect(mapView({ center: 'https://www.openstreetmap.org/#map=12/61.5/23.7' }, [office])).toEqual({
      center: [61.5, 23.7],
      zoom: 12,
    })
    expect(mapView({}, [partner])).toEqual({ center: [60.1699, 24.9384], zoom: 15 })
    expect(mapView({ center: 'ei sijainti' }, [office])).toEqual({
      center: [61.5009, 23.7581],
      zoom: DEFAULT_ZOOM,
    })
    expect(mapView({ zoom: 99 }, [office, partner])).toEqual({ center: null, zoom: 19 })
  })
})
