import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser, observersOf } from './fake-observer'
import { initLazy, revealStagger, swap } from './lazy'

beforeEach(() => {
  fakeBrowser()
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('lazy reveal', () => {
  it('swaps data attributes into src, srcset and background-image', () => {
    document.body.innerHTML = `<img id="i" data-src="/a.jpg" data-srcset="/a.jpg 1x, /b.jpg 2x" alt=""><div id="d" data-bg="/c.jpg"></div>`
    const img = document.getElementById('i') as HTMLImageElement
    const div = document.getElementById('d') as HTMLElement
    swap(img)
    swap(div)
    expect(img.getAttribute('src')).toBe('/a.jpg')
    expect(img.getAttribute('srcset')).toBe('/a.jpg 1x, /b.jpg 2x')
    expect(div.style.backgroundImage).toContain('/c.jpg')
    for (const el of [img, div]) {
      expect(el.hasAttribute('data-loaded')).toBe(true)
      expect(el.hasAttribute('data-src') || el.hasAttribute('data-bg')).toBe(false)
    }
  })

  it('reveals only what nears the viewport, 100 ms apart', () => {
    document.body.innerHTML = `<img data-src="/1.jpg" alt=""><img data-src="/2.jpg" alt=""><img data-src="/3.jpg" alt=""><div id="embed" data-src="/consent-gated"></div>`
    const imgs = [...document.querySelectorAll('img')]
    initLazy(revealStagger(false), new AbortController().signal)(document)
    // Embeds waiting for consent are not lazy images.
    expect(observersOf(document.getElementById('embed') as Element)).toHaveLength(0)
    const [io] = observersOf(imgs[0] as Element)
    io?.report(imgs.slice(0, 2))
    vi.advanceTimersByTime(0)
    expect(imgs.map((i) => i.hasAttribute('data-loaded'))).toEqual([true, false, false])
    vi.advanceTimersByTime(100)
    expect(imgs.map((i) => i.hasAttribute('data-loaded'))).toEqual([true, true, false])
    vi.advanceTimersByTime(1000)
    expect(imgs[2]?.hasAttribute('data-loaded')).toBe(false)
  })

  it('staggers 200 ms on mobile', () => {
    expect(revealStagger(true)).toBe(200)
    document.body.innerHTML = `<img data-src="/1.jpg" alt=""><img data-src="/2.jpg" alt="">`
    const imgs = [...document.querySelectorAll('img')]
    initLazy(revealStagger(true), new AbortController().signal)(document)
    observersOf(imgs[0] as Element)[0]?.report(imgs)
    vi.advanceTimersByTime(199)
    expect(imgs[1]?.hasAttribute('data-loaded')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(imgs[1]?.hasAttribute('data-loaded')).toBe(true)
  })
})
