import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { BEFORE_AFTER, TIMING } from '@/lib/constants'
import { ctx, mediaDoc, render } from '../../../tests/unit/render'
import { readApgVectors } from '../../../tests/unit/vectors'
import type { WidgetMap } from '../types'
import {
  attachBeforeAfter,
  type CompareOptions,
  clampOffset,
  compareValueText,
  positionOf,
  sliderKey,
  sliderValue,
  startOffset,
} from './before-after'
import { BeforeAfterWidget } from './Component'

// Intl puts a no-break space between the number and the per cent sign in Finnish.
const NBSP = '\u00a0'

function block(extra: Partial<WidgetMap['beforeAfter']> = {}): WidgetMap['beforeAfter'] {
  return {
    blockType: 'beforeAfter',
    before: mediaDoc({ id: 1, alt: 'Harmaa järvikuva', width: 1600, height: 1067 }),
    after: mediaDoc({ id: 2, alt: 'Käsitelty järvikuva', width: 1600, height: 1067 }),
    ...extra,
  }
}

const slider = (doc: Document | HTMLElement) => doc.querySelector('[role="slider"]') as HTMLElement
const frameOf = (doc: Document | HTMLElement) => doc.querySelector('[data-before-after]') as HTMLElement

describe('before/after comparison on the server', () => {
  it('renders the start position with both pictures sized from their media (docs/widgets.md: 50 %, horizontal)', () => {
    const doc = render(<BeforeAfterWidget block={block()} ctx={ctx} />)
    const frame = frameOf(doc)
    expect(frame.getAttribute('style')).toContain('--ba-pos:50%')
    expect(frame.getAttribute('style')).toContain('aspect-ratio:1600 / 1067')
    expect(frame.className).toContain('horizontal')
    expect(frame.getAttribute('data-before-after')).toBe('drag')
    const imgs = [...doc.querySelectorAll('img')]
    expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(['Harmaa järvikuva', 'Käsitelty järvikuva'])
    expect(imgs.every((img) => img.getAttribute('width') && img.getAttribute('height'))).toBe(true)
    const handle = slider(doc)
    expect(handle.getAttribute('tabindex')).toBe('0')
    expect(handle.getAttribute('aria-label')).toBe('Kuvien vertailu')
    expect(handle.getAttribute('aria-orientation')).toBe('horizontal')
    expect(handle.getAttribute('aria-valuemin')).toBe('0')
    expect(handle.getAttribute('aria-valuemax')).toBe('100')
    expect(handle.getAttribute('aria-valuenow')).toBe(String(BEFORE_AFTER.offset * 100))
    expect(handle.getAttribute('aria-valuetext')).toBe(`Ennen 50${NBSP}%, Jälkeen 50${NBSP}%`)
    expect(doc.body.textContent).toContain('Ennen')
    expect(doc.body.textContent).toContain('Jälkeen')
  })

  it('takes the editor’s labels, offset, orientation, mode and caption; English by default in en', () => {
    const doc = render(
      <BeforeAfterWidget
        block={block({
          beforeLabel: 'Vanha',
          afterLabel: 'Uusi',
          offset: 30,
          orientation: 'vertical',
          mode: 'follow',
          caption: 'Kuvankäsittely',
        })}
        ctx={ctx}
      />,
    )
    const handle = slider(doc)
    expect(frameOf(doc).getAttribute('style')).toContain('--ba-pos:30%')
    expect(frameOf(doc).getAttribute('data-before-after')).toBe('follow')
    expect(handle.getAttribute('aria-orientation')).toBe('vertical')
    // A vertical slider grows upwards: 30 % before (on top) is the value 70.
    expect(handle.getAttribute('aria-valuenow')).toBe('70')
    expect(handle.getAttribute('aria-valuetext')).toBe(`Vanha 30${NBSP}%, Uusi 70${NBSP}%`)
    expect(handle.getAttribute('aria-label')).toBe('Kuvankäsittely')
    expect(doc.querySelector('figcaption')?.textContent).toBe('Kuvankäsittely')

    const en = render(<BeforeAfterWidget block={block({ offset: 40 })} ctx={{ ...ctx, locale: 'en' }} />)
    expect(slider(en).getAttribute('aria-valuetext')).toBe('Before 40%, After 60%')
    expect(slider(en).getAttribute('aria-label')).toBe('Image comparison')
  })

  it('renders nothing without both pictures, and bad offsets fall back or clamp', () => {
    // A deleted upload reads as null; an unpopulated one as its id.
    const broken = [{ before: null }, { after: 7 }, { before: mediaDoc({ url: null }) }] as unknown as Array<
      Partial<WidgetMap['beforeAfter']>
    >
    for (const extra of broken)
      expect(renderToStaticMarkup(<BeforeAfterWidget block={block(extra)} ctx={ctx} />)).toBe('')
    expect(
      frameOf(render(<BeforeAfterWidget block={block({ offset: 250 })} ctx={ctx} />)).getAttribute('style'),
    ).toContain('--ba-pos:100%')
    expect(
      frameOf(render(<BeforeAfterWidget block={block({ offset: null })} ctx={ctx} />)).getAttribute('style'),
    ).toContain('--ba-pos:50%')
  })
})

describe('the handle position (docs/widgets.md: clamped between 0 and 1)', () => {
  it('clamps', () => {
    expect(clampOffset(-0.2)).toBe(0)
    expect(clampOffset(0)).toBe(0)
    expect(clampOffset(0.37)).toBe(0.37)
    expect(clampOffset(1)).toBe(1)
    expect(clampOffset(1.5)).toBe(1)
    expect(clampOffset(Number.POSITIVE_INFINITY)).toBe(1)
    expect(clampOffset(Number.NEGATIVE_INFINITY)).toBe(0)
    expect(clampOffset(Number.NaN)).toBe(BEFORE_AFTER.offset)
  })

  it('reads the editor’s percent', () => {
    expect(startOffset(undefined)).toBe(BEFORE_AFTER.offset)
    expect(startOffset('30')).toBe(BEFORE_AFTER.offset)
    expect(startOffset(30)).toBe(0.3)
    expect(startOffset(-5)).toBe(0)
    expect(startOffset(120)).toBe(1)
  })

  it('maps positions to slider values both ways, per orientation', () => {
    expect(sliderValue(0.25, 'horizontal')).toBe(25)
    expect(sliderValue(0.25, 'vertical')).toBe(75)
    expect(positionOf(25, 'horizontal')).toBe(0.25)
    expect(positionOf(75, 'vertical')).toBeCloseTo(0.25)
    expect(positionOf(130, 'horizontal')).toBe(1)
  })

  it('says both shares in whole percent that add up to 100', () => {
    expect(compareValueText('Ennen {a}, Jälkeen {b}', 0.455, 'fi')).toBe(
      `Ennen 46${NBSP}%, Jälkeen 54${NBSP}%`,
    )
    expect(compareValueText('Before {a}, After {b}', 2, 'en')).toBe('Before 100%, After 0%')
  })
})

/**
 * The APG slider pattern's keyboard table (w3.org/WAI/ARIA/apg/patterns/slider/), as
 * [keys, value before, value after]. Page Up and Page Down move by a tenth of the range.
 */
const APG_SLIDER: Array<[keys: string[], from: number, to: number]> = [
  [['ArrowRight', 'ArrowUp'], 50, 51],
  [['ArrowLeft', 'ArrowDown'], 50, 49],
  [['PageUp'], 50, 60],
  [['PageDown'], 50, 40],
  [['Home'], 37, 0],
  [['End'], 37, 100],
  // At the ends the value stays in range.
  [['ArrowRight', 'ArrowUp', 'PageUp', 'End'], 100, 100],
  [['ArrowLeft', 'ArrowDown', 'PageDown', 'Home'], 0, 0],
  [['PageUp'], 95, 100],
  [['PageDown'], 4, 0],
]

describe('keyboard as an APG slider', () => {
  it('the shared APG vectors hold no slider example, so the pattern’s own table is used', () => {
    const vectors = readApgVectors()
    const patterns = Object.values(vectors.keyboard_summary_per_test_file).map((file) => file.pattern)
    expect(patterns).toContain('carousel')
    // If the vectors ever gain slider rows, they belong in the table below.
    expect(patterns.filter((p) => p.includes('slider'))).toEqual([])
  })

  it.each(APG_SLIDER)('%j from %i gives %i', (keys, from, to) => {
    for (const key of keys) expect(sliderKey(key, from), key).toBe(to)
  })

  it('leaves other keys alone', () => {
    for (const key of ['Tab', 'Enter', ' ', 'Escape', 'a']) expect(sliderKey(key, 50)).toBeNull()
  })
})

describe('before/after behaviour', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => {
    for (const off of cleanups.splice(0)) off()
  })

  function mount(extra: Partial<WidgetMap['beforeAfter']> = {}) {
    document.body.innerHTML = renderToStaticMarkup(<BeforeAfterWidget block={block(extra)} ctx={ctx} />)
    const frame = frameOf(document)
    frame.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect
    const options: CompareOptions = {
      orientation: extra.orientation === 'vertical' ? 'vertical' : 'horizontal',
      mode: extra.mode === 'follow' ? 'follow' : 'drag',
      valueText: 'Ennen {a}, Jälkeen {b}',
      locale: 'fi',
    }
    cleanups.push(attachBeforeAfter(frame, options))
    return { frame, handle: slider(document) }
  }
  const pointer = (target: Element, type: string, x: number, y: number, pointerType = 'mouse') =>
    target.dispatchEvent(
      new PointerEvent(type, {
        clientX: x,
        clientY: y,
        pointerType,
        pointerId: pointerType === 'mouse' ? 1 : 2,
        isPrimary: true,
        button: 0,
        bubbles: true,
        cancelable: true,
      }),
    )
  const key = (el: Element, k: string) =>
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  const pos = (frame: HTMLElement) => frame.style.getPropertyValue('--ba-pos')

  it('drags with the mouse: active while dragging, clamped at the edges', () => {
    const { frame, handle } = mount()
    expect(frame.hasAttribute('data-ready')).toBe(true)
    pointer(frame, 'pointerdown', 200, 100)
    expect(frame.dataset.state).toBe('active')
    expect(pos(frame)).toBe('25%')
    pointer(frame, 'pointermove', 400, 100)
    expect(pos(frame)).toBe('75%')
    expect(handle.getAttribute('aria-valuenow')).toBe('75')
    pointer(frame, 'pointermove', 900, 100)
    expect(pos(frame)).toBe('100%')
    pointer(frame, 'pointermove', -50, 100)
    expect(pos(frame)).toBe('0%')
    expect(handle.getAttribute('aria-valuetext')).toBe(`Ennen 0${NBSP}%, Jälkeen 100${NBSP}%`)
    pointer(frame, 'pointerup', -50, 100)
    expect(frame.dataset.state).toBe('idle')
    // Without a button down the pointer moves nothing in drag mode.
    pointer(frame, 'pointermove', 300, 100)
    expect(pos(frame)).toBe('0%')
  })

  it('a touch drags only past the drag threshold along the axis; a tap jumps', () => {
    const { frame } = mount()
    pointer(frame, 'pointerdown', 300, 100, 'touch')
    expect(frame.dataset.state).toBe('idle')
    pointer(frame, 'pointermove', 300 + TIMING.dragThreshold - 1, 100, 'touch')
    expect(pos(frame)).toBe('50%')
    pointer(frame, 'pointermove', 340, 100, 'touch')
    expect(frame.dataset.state).toBe('active')
    expect(pos(frame)).toBe('60%')
    pointer(frame, 'pointercancel', 340, 100, 'touch')
    expect(frame.dataset.state).toBe('idle')
    pointer(frame, 'pointerdown', 180, 100, 'touch')
    pointer(frame, 'pointerup', 180, 100, 'touch')
    expect(pos(frame)).toBe('20%')
  })

  it('follow mode: the handle follows a hovering mouse and is active until it leaves', () => {
    const { frame } = mount({ mode: 'follow' })
    pointer(frame, 'pointermove', 140, 100)
    expect(frame.dataset.state).toBe('active')
    expect(pos(frame)).toBe('10%')
    pointer(frame, 'pointerleave', 90, 100)
    expect(frame.dataset.state).toBe('idle')
    expect(pos(frame)).toBe('10%')
  })

  it('vertical: the pointer’s height places the handle; Up Arrow raises it', () => {
    const { frame, handle } = mount({ orientation: 'vertical' })
    pointer(frame, 'pointerdown', 300, 100)
    expect(pos(frame)).toBe('25%')
    expect(handle.getAttribute('aria-valuenow')).toBe('75')
    pointer(frame, 'pointerup', 300, 100)
    key(handle, 'ArrowUp')
    expect(handle.getAttribute('aria-valuenow')).toBe('76')
    expect(pos(frame)).toBe('24%')
    key(handle, 'Home')
    expect(pos(frame)).toBe('100%')
  })

  it('keyboard moves the handle and updates the value and its text', () => {
    const { frame, handle } = mount()
    key(handle, 'ArrowRight')
    expect(handle.getAttribute('aria-valuenow')).toBe('51')
    expect(pos(frame)).toBe('51%')
    key(handle, 'PageDown')
    expect(handle.getAttribute('aria-valuenow')).toBe('41')
    expect(handle.getAttribute('aria-valuetext')).toBe(`Ennen 41${NBSP}%, Jälkeen 59${NBSP}%`)
    key(handle, 'End')
    key(handle, 'ArrowUp')
    expect(handle.getAttribute('aria-valuenow')).toBe('100')
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    handle.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(false)
  })
})
