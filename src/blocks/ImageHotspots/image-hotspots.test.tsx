import { describe, expect, it } from 'vitest'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { ImageHotspotsWidget } from './Component'

const points = [
  { x: 20, y: 10, label: 'Otsikko', tooltip: 'Kertoo heti mistä on kyse.' },
  { x: 140, y: 60, label: 'Teksti', tooltip: 'Luettava.' },
  { x: 50, y: 50, label: '', tooltip: 'Ei nimeä: jätetään pois.' },
]

describe('image hotspots widget', () => {
  it('places named buttons over the image, each described by its tooltip', () => {
    const doc = render(
      <ImageHotspotsWidget
        block={{ blockType: 'imageHotspots', image: mediaDoc(), hotspots: points }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Järvimaisema')
    const buttons = [...doc.querySelectorAll('button')]
    expect(buttons.map((b) => b.textContent)).toEqual(['Otsikko', 'Teksti'])
    for (const button of buttons) {
      const tip = doc.getElementById(button.getAttribute('aria-describedby') ?? '')
      expect(tip?.getAttribute('role')).toBe('tooltip')
    }
    const items = [...doc.querySelectorAll('li')]
    expect(items[0]?.getAttribute('style')).toContain('left:20%')
    // Out-of-range positions are clamped onto the image; points near the top open downwards.
    expect(items[1]?.getAttribute('style')).toContain('left:100%')
    expect(items[0]?.querySelector('[data-tip]')?.getAttribute('data-placement')).toBe('bottom')
    expect(items[1]?.querySelector('[data-tip]')?.getAttribute('data-placement')).toBe('top')
  })

  it('without its image keeps the texts as a list, and with nothing renders nothing', () => {
    const doc = render(
      <ImageHotspotsWidget block={{ blockType: 'imageHotspots', image: 4, hotspots: points }} ctx={ctx} />,
    )
    expect(doc.querySelector('img')).toBeNull()
    expect(doc.querySelector('button')).toBeNull()
    expect(doc.querySelectorAll('li')).toHaveLength(2)
    expect(doc.body.textContent).toContain('Otsikko: Kertoo heti mistä on kyse.')
    const none = render(
      <ImageHotspotsWidget block={{ blockType: 'imageHotspots', image: 7, hotspots: [] }} ctx={ctx} />,
    )
    expect(none.body.innerHTML).toBe('')
  })
})
