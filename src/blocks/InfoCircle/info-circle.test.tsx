import { describe, expect, it } from 'vitest'
import { ctx, render } from '../../../tests/unit/render'
import { InfoCircleWidget, rotationMs } from './Component'

describe('info circle widget', () => {
  it('is a plain list of named buttons; the first item starts highlighted', () => {
    const doc = render(
      <InfoCircleWidget
        block={{
          blockType: 'infoCircle',
          items: [
            { icon: 'rocket', title: 'Julkaisu', text: 'Verkkoon.' },
            { icon: 'code', title: 'Toteutus', text: 'Rakennetaan.' },
            { icon: 'star', title: ' ' },
          ],
          startDegree: 45,
          highlightStyle: 'ring',
        }}
        ctx={ctx}
      />,
    )
    const items = [...doc.querySelectorAll('ul > li')]
    expect(items).toHaveLength(2)
    expect(items[0]?.hasAttribute('data-active')).toBe(true)
    expect(items[0]?.querySelector('button')?.getAttribute('aria-current')).toBe('true')
    expect(items[1]?.querySelector('button')?.hasAttribute('aria-current')).toBe(false)
    expect(items[1]?.querySelector('button')?.textContent).toBe('Toteutus')
    expect(items[1]?.textContent).toContain('Rakennetaan.')
    const root = doc.body.firstElementChild
    expect(root?.className).toContain('hl-ring')
    expect(root?.getAttribute('style')).toContain('--ic-start:45deg')
    expect(root?.getAttribute('style')).toContain('--ic-slide:0.2s')
  })

  it('renders nothing without items; rotation off or nonsense means no rotation', () => {
    expect(
      render(<InfoCircleWidget block={{ blockType: 'infoCircle', items: [] }} ctx={ctx} />).body.innerHTML,
    ).toBe('')
    expect(rotationMs(false, 3)).toBe(0)
    expect(rotationMs(true, -2)).toBe(0)
    expect(rotationMs(true, Number.NaN)).toBe(3000)
    expect(rotationMs(undefined, 0.2)).toBe(1000)
  })
})
