import { afterEach, describe, expect, it, vi } from 'vitest'
import { TICKER } from '@/lib/constants'
import { attachTicker } from './news-ticker'

describe('news ticker behaviour', () => {
  afterEach(() => vi.useRealTimers())

  it('advances every interval and pauses for hover, focus, the button and a hidden tab', () => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<div><ul><li data-tick="current">A</li><li>B</li><li><a href="#c">C</a></li></ul><button data-ticker-toggle>Pysäytä</button></div>'
    const root = document.querySelector('div') as HTMLElement
    const current = () => root.querySelector('[data-tick="current"]')?.textContent
    const off = attachTicker(root, { interval: TICKER.interval, pause: 'Pysäytä', play: 'Toista' })
    expect(root.dataset.running).toBe('true')
    vi.advanceTimersByTime(TICKER.interval)
    expect(current()).toBe('B')
    expect(root.querySelector('[data-tick="leaving"]')?.textContent).toBe('A')
    root.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(TICKER.interval * 3)
    expect(current()).toBe('B')
    root.dispatchEvent(new PointerEvent('pointerleave'))
    vi.advanceTimersByTime(TICKER.interval)
    expect(current()).toBe('C')
    const toggle = root.querySelector('button') as HTMLButtonElement
    toggle.click()
    expect(toggle.textContent).toBe('Toista')
    vi.advanceTimersByTime(TICKER.interval * 3)
    expect(current()).toBe('C')
    toggle.click()
    expect(toggle.textContent).toBe('Pysäytä')
    vi.advanceTimersByTime(TICKER.interval)
    // Wraps round to the first item.
    expect(current()).toBe('A')
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(root.dataset.running).toBe('false')
    vi.advanceTimersByTime(TICKER.interval * 3)
    expect(current()).toBe('A')
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(root.dataset.running).toBe('true')
    // Focus on a hidden item's link brings it into view and pauses.
    ;(root.querySelector('a') as HTMLAnchorElement).focus()
    expect(current()).toBe('C')
    expect(root.dataset.running).toBe('false')
    off()
  })
})
