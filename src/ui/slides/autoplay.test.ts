import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL } from '@/lib/constants'
import { startAutoplay } from './autoplay'

const INTERVAL = CAROUSEL.autoplaySpeed

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

function setup() {
  document.body.innerHTML =
    '<section><button data-rotation aria-label="Pysäytä diaesitys"></button><a href="#x">Linkki</a></section>'
  const root = document.querySelector('section') as HTMLElement
  const toggle = root.querySelector('button') as HTMLButtonElement
  const advance = vi.fn()
  const live: boolean[] = []
  const controller = new AbortController()
  const player = startAutoplay(
    root,
    {
      interval: INTERVAL,
      advance,
      toggle,
      pause: 'Pysäytä diaesitys',
      play: 'Toista diaesitys',
      onChange: (running) => live.push(running),
    },
    controller.signal,
  )
  return { root, toggle, advance, live, player, controller }
}

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion(false)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('autoplay (carousel and simple slider)', () => {
  it('advances every interval and pauses while hovered, focused, hidden or out of view', () => {
    const { root, advance, player, live, controller } = setup()
    expect(root.dataset.autoplay).toBe('running')
    vi.advanceTimersByTime(INTERVAL - 1)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)

    root.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(INTERVAL * 3)
    expect(advance).toHaveBeenCalledTimes(1)
    root.dispatchEvent(new PointerEvent('pointerleave'))
    // A resumed autoplay waits a whole interval first.
    vi.advanceTimersByTime(INTERVAL)
    expect(advance).toHaveBeenCalledTimes(2)

    root.dispatchEvent(new FocusEvent('focusin'))
    vi.advanceTimersByTime(INTERVAL * 2)
    expect(advance).toHaveBeenCalledTimes(2)
    root.dispatchEvent(new FocusEvent('focusout'))

    player.pause('offscreen', true)
    vi.advanceTimersByTime(INTERVAL * 2)
    expect(advance).toHaveBeenCalledTimes(2)
    player.pause('offscreen', false)
    // Saying "in view" again while running does not restart the wait.
    vi.advanceTimersByTime(INTERVAL / 2)
    player.pause('offscreen', false)
    vi.advanceTimersByTime(INTERVAL / 2)
    expect(advance).toHaveBeenCalledTimes(3)

    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(INTERVAL * 2)
    expect(advance).toHaveBeenCalledTimes(3)
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(INTERVAL)
    expect(advance).toHaveBeenCalledTimes(4)
    // The slides' live region is off exactly while autoplay runs (APG).
    expect(live).toEqual([true, false, true, false, true, false, true, false, true])
    controller.abort()
    vi.advanceTimersByTime(INTERVAL * 2)
    expect(advance).toHaveBeenCalledTimes(4)
  })

  it('an interaction stops it until play; play then runs even with the pointer or focus inside', () => {
    const { root, toggle, advance, player } = setup()
    player.stop()
    expect(toggle.getAttribute('aria-label')).toBe('Toista diaesitys')
    expect(toggle.dataset.state).toBe('paused')
    root.dispatchEvent(new PointerEvent('pointerenter'))
    root.dispatchEvent(new PointerEvent('pointerleave'))
    vi.advanceTimersByTime(INTERVAL * 3)
    expect(advance).not.toHaveBeenCalled()
    toggle.focus()
    toggle.click()
    expect(toggle.getAttribute('aria-label')).toBe('Pysäytä diaesitys')
    root.dispatchEvent(new PointerEvent('pointerenter'))
    vi.advanceTimersByTime(INTERVAL)
    expect(advance).toHaveBeenCalledTimes(1)
    // The next interaction stops it again, and hover pauses again after that.
    player.stop()
    vi.advanceTimersByTime(INTERVAL * 2)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('never runs under reduced motion; the live region stays polite', () => {
    reducedMotion(true)
    const { root, advance, live } = setup()
    vi.advanceTimersByTime(INTERVAL * 5)
    expect(advance).not.toHaveBeenCalled()
    expect(root.dataset.autoplay).toBe('off')
    expect(live).toEqual([false])
  })
})
