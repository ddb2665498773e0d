import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COUNT_UP } from '@/lib/constants'
import { FakeObserver, fakeBrowser, observersOf } from '@/site/behaviour/fake-observer'
import { ctx, render } from '../../../tests/unit/render'
import type { WidgetMap } from '../types'
import { CountUpWidget, countDuration, NOT_A_NUMBER } from './Component'
import { validateDecimalMark } from './config'
import { attachCountUp, type CountUpOptions } from './count-up'

const block = (extra: Partial<WidgetMap['countUp']> = {}): WidgetMap['countUp'] => ({
  blockType: 'countUp',
  start: '0',
  end: '2 800',
  separator: 'space',
  decimal: 'comma',
  label: 'toteutettua sivustoa',
  ...extra,
})

const html = (extra: Partial<WidgetMap['countUp']> = {}) =>
  renderToStaticMarkup(<CountUpWidget block={block(extra)} ctx={ctx} />)

describe('count-up server HTML', () => {
  it('shows the final value at once, to screen readers as text and visually as the counting digits', () => {
    const doc = render(<CountUpWidget block={block({ suffix: '+' })} ctx={ctx} />)
    const value = doc.querySelector('p')
    expect(value?.querySelector('.visually-hidden')?.textContent).toBe('2\u00a0800+')
    const digits = value?.querySelector('[aria-hidden="true"]')
    expect(digits?.querySelector('[data-count-up]')?.textContent).toBe('2\u00a0800+')
    // The start and end values reserve their widths in the same cell (the widest wins).
    expect([...(digits?.querySelectorAll('.reserve') ?? [])].map((el) => el.textContent)).toEqual([
      '0+',
      '2\u00a0800+',
    ])
    expect(doc.body.textContent).toContain('toteutettua sivustoa')
  })

  it('uses docs/widgets.md’s comma and dot by default, and the editor’s decimals, prefix and colour', () => {
    const doc = render(
      <CountUpWidget
        block={{ blockType: 'countUp', end: '1234567.891', decimals: 2, prefix: '€', colour: '#0b6e69' }}
        ctx={ctx}
      />,
    )
    expect(doc.querySelector('[data-count-up]')?.textContent).toBe('€1,234,567.89')
    const style = doc.body.firstElementChild?.getAttribute('style')
    expect(style).toContain('--count-up-colour:#0b6e69')
    // The font shrinks for long figures: the widest text's length sizes it (CSS).
    expect(style).toContain('--count-up-chars:13')
    expect(doc.querySelector('.label')).toBeNull()
  })

  it('shows -- for a start or end value that is not a number, in the server HTML too (docs/widgets.md)', () => {
    for (const bad of [{ end: 'paljon' }, { start: 'abc' }, { end: '' }]) {
      const doc = new DOMParser().parseFromString(html(bad), 'text/html')
      expect(doc.querySelector('[data-count-up]')?.textContent).toBe(NOT_A_NUMBER)
      expect(doc.querySelector('.visually-hidden')?.textContent).toBe(NOT_A_NUMBER)
    }
  })

  it('never groups with the decimal mark: the admin refuses it, the page drops the separator', () => {
    expect(html({ separator: 'comma', decimal: 'comma', end: '1234,5', decimals: 1 })).toContain('>1234,5<')
    const args = { siblingData: { separator: 'comma' } } as unknown as Parameters<
      typeof validateDecimalMark
    >[1]
    expect(validateDecimalMark('comma', args)).toBe(
      'Desimaalierotin ja tuhaterotin eivät voi olla sama merkki.',
    )
    expect(countDuration(undefined)).toBe(COUNT_UP.duration)
    expect(countDuration(-1)).toBe(COUNT_UP.duration)
    expect(countDuration(3.5)).toBe(3500)
  })
})

describe('count-up behaviour', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  function mount(extra: Partial<WidgetMap['countUp']> = {}) {
    document.body.innerHTML = html(extra)
    const root = document.body.firstElementChild as HTMLElement
    const live = root.querySelector('[data-count-up]') as HTMLElement
    return { root, live }
  }

  const options: CountUpOptions = {
    start: 0,
    end: 2800,
    duration: COUNT_UP.duration,
    format: { decimals: 0, separator: '\u00a0', decimal: ',', prefix: '', suffix: '' },
  }

  it('counts once it comes into view, over docs/widgets.md’s 2 s, ending exactly at the value, once', () => {
    fakeBrowser()
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    const { root, live } = mount()
    const off = attachCountUp(root, options)
    const [observer] = observersOf(live)
    expect(observer?.options.rootMargin).toBe('0px 0px -30px 0px')
    vi.advanceTimersByTime(1000)
    expect(live.textContent).toBe('2\u00a0800')
    observer?.report([live])
    vi.advanceTimersByTime(16)
    expect(live.textContent).toBe('0')
    vi.advanceTimersByTime(COUNT_UP.duration / 2)
    const halfway = Number(live.textContent?.replace(/\s/g, ''))
    expect(halfway).toBeGreaterThan(1400)
    expect(halfway).toBeLessThan(2800)
    vi.advanceTimersByTime(COUNT_UP.duration / 2 + 50)
    expect(live.textContent).toBe('2\u00a0800')
    // Counted once: leaving and coming back does not count again.
    expect(observersOf(live)).toEqual([])
    off?.()
  })

  it('with reduced motion leaves the final value as it is and does not even watch for it', () => {
    fakeBrowser({ reduce: true })
    const { root, live } = mount()
    expect(attachCountUp(root, options)).toBeUndefined()
    expect(FakeObserver.all).toEqual([])
    expect(live.textContent).toBe('2\u00a0800')
  })

  it('logs the console message for a value that is not a number and changes nothing', () => {
    fakeBrowser()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { root, live } = mount({ end: 'paljon' })
    attachCountUp(root, { error: '[Count-up] the start or end value is not a number: "paljon"' })
    expect(error).toHaveBeenCalledWith('[Count-up] the start or end value is not a number: "paljon"')
    expect(live.textContent).toBe(NOT_A_NUMBER)
    expect(FakeObserver.all).toEqual([])
  })
})
