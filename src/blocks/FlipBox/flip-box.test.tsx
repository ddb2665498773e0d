import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '@/lib/constants'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { RenderWidgets } from '../RenderWidget'
import type { WidgetMap } from '../types'
import { FlipBoxWidget, flipDirection } from './Component'
import { attachFlipBox } from './flip-box'

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

describe('flip box behaviour', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** Mounts a box in the live document; `hover` says whether the pointer can hover. */
  function mount(style: 'flip' | 'door', hover: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)' && hover }))
    document.body.innerHTML = renderToStaticMarkup(
      <FlipBoxWidget
        block={{ blockType: 'flipBox', style, front: { title: 'Palvelut' }, content: [button] }}
        ctx={ctx}
        Widgets={RenderWidgets}
      />,
    )
    const root = document.querySelector<HTMLElement>('[data-flip-box]') as HTMLElement
    cleanups.push(attachFlipBox(root, { door: style === 'door' }))
    const toggle = root.querySelector('[data-flip-toggle]') as HTMLButtonElement
    const link = root.querySelector('a') as HTMLAnchorElement
    return { root, toggle, link }
  }

  const click = (el: Element, init: MouseEventInit & { pointerType?: string } = {}) =>
    el.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, detail: 1, ...init }))

  it('the keyboard (Enter/Space click on the title button) turns the box and back', () => {
    const { root, toggle } = mount('flip', true)
    click(toggle, { detail: 0 })
    expect(root.hasAttribute('data-turned')).toBe(true)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    click(toggle, { detail: 0 })
    expect(root.hasAttribute('data-turned')).toBe(false)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('a mouse click leaves the hover-turned flip style alone, but opens the door', () => {
    const flip = mount('flip', true)
    click(flip.root.querySelector('.front') as Element, { pointerType: 'mouse' })
    expect(flip.root.hasAttribute('data-turned')).toBe(false)
    const door = mount('door', true)
    click(door.toggle, { pointerType: 'mouse' })
    expect(door.root.hasAttribute('data-turned')).toBe(true)
    expect(door.root.hasAttribute('data-settling')).toBe(false)
  })

  it('a tap anywhere turns it; the back ignores taps for the touch-link delay', () => {
    vi.useFakeTimers()
    const { root, link } = mount('flip', false)
    click(root.querySelector('.front') as Element, { pointerType: 'touch' })
    expect(root.hasAttribute('data-turned')).toBe(true)
    expect(root.hasAttribute('data-settling')).toBe(true)
    // A second tap during the delay changes nothing.
    click(root.querySelector('.front') as Element, { pointerType: 'touch' })
    expect(root.hasAttribute('data-turned')).toBe(true)
    vi.advanceTimersByTime(TIMING.touchLinkDelay)
    expect(root.hasAttribute('data-settling')).toBe(false)
    // A link on the back does its own thing and does not turn the box.
    link.addEventListener('click', (e) => e.preventDefault())
    click(link, { pointerType: 'touch' })
    expect(root.hasAttribute('data-turned')).toBe(true)
  })

  it('stops listening once detached', () => {
    const { root, toggle } = mount('door', true)
    for (const cleanup of cleanups.splice(0)) cleanup()
    click(toggle, { detail: 0 })
    expect(root.hasAttribute('data-turned')).toBe(false)
  })
})
