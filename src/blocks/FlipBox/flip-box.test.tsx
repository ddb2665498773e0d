import { describe, expect, it, vi } from 'vitest'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { FlipBoxWidget, flipDirection } from './Component'

// The lazy boundary (next/dynamic) suspends in a static render; the island itself renders the same markup.
vi.mock('./FlipBox.lazy', async () => ({ FlipBox: (await import('./FlipBox.client')).FlipBox }))

const button: WidgetMap['button'] = {
  blockType: 'button',
  label: 'Ota yhteyttä',
  style: 'filled',
  link: { type: 'custom', url: '/yhteystiedot' },
}

function view(block: Partial<WidgetMap['flipBox']>) {
  return render(
    <FlipBoxWidget
      block={{
        blockType: 'flipBox',
        front: { title: 'Palvelut', text: 'Etupuolen teksti', icon: 'rocket' },
        content: [button],
        ...block,
      }}
      ctx={ctx}
      Widgets={RenderWidgets}
    />,
  )
}

describe('flip box widget', () => {
  it('has a front with a title button controlling the back, which holds widgets and stays reachable', () => {
    const doc = view({ direction: 'up' })
    const toggle = doc.querySelector('h3 > button')
    expect(toggle?.textContent).toBe('Palvelut')
    expect(toggle?.getAttribute('aria-expanded')).toBe('false')
    const back = doc.getElementById(toggle?.getAttribute('aria-controls') ?? '')
    expect(back?.querySelector('a')?.getAttribute('href')).toBe('/yhteystiedot')
    // Never hidden from the keyboard or assistive technology.
    expect(back?.closest('[hidden], [inert], [aria-hidden]')).toBeNull()
    expect(doc.querySelector('.flip.dir-up')).not.toBeNull()
    expect(doc.querySelector('svg')).not.toBeNull()
    // Hover boxes are at least 250 px tall.
    expect(doc.querySelector('.root')?.getAttribute('style')).toContain('--box-min-height:250px')
  })

  it('door style draws two decorative leaves', () => {
    const doc = view({ style: 'door' })
    expect(doc.querySelector('.door')).not.toBeNull()
    expect(doc.querySelectorAll('.leaf[aria-hidden="true"]')).toHaveLength(2)
  })

  it('keeps the minimum height at 250 px and unknown directions at left', () => {
    expect(view({ minHeight: 100 }).querySelector('.root')?.getAttribute('style')).toContain(
      '--box-min-height:250px',
    )
    expect(view({ minHeight: 400 }).querySelector('.root')?.getAttribute('style')).toContain(
      '--box-min-height:400px',
    )
    expect(flipDirection('sideways')).toBe('left')
    expect(flipDirection('down')).toBe('down')
  })

  it('shows an image when there is one and leaves out a missing one', () => {
    expect(view({ front: { title: 'A', image: mediaDoc() } }).querySelector('img')).not.toBeNull()
    expect(view({ front: { title: 'A', image: 7 } }).querySelector('img')).toBeNull()
  })

  it('without a back is a plain box with no button; with nothing at all it renders nothing', () => {
    const doc = view({ content: [] })
    expect(doc.querySelector('button')).toBeNull()
    expect(doc.querySelector('h3')?.textContent).toBe('Palvelut')
    expect(view({ front: undefined, content: null }).body.innerHTML).toBe('')
  })
})
