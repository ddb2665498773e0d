import { afterEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL_LAZY } from '@/lib/constants'
import {
  LAZY_LOAD_ERROR,
  type LazyLoadErrorDetail,
  loadImages,
  retrySrcset,
  retryUrl,
  watchImages,
} from './lazy-images'

afterEach(() => vi.useRealTimers())

describe('lazy images (docs/widgets.md)', () => {
  it('asks again with a retry parameter, every candidate of a srcset', () => {
    expect(retryUrl('/api/media/file/a.webp', 2)).toBe('/api/media/file/a.webp?retry=2')
    expect(retryUrl('/a.webp?v=1', 1)).toBe('/a.webp?v=1&retry=1')
    expect(retrySrcset('/a-480.webp 480w, /a-960.webp 960w', 3)).toBe(
      '/a-480.webp?retry=3 480w, /a-960.webp?retry=3 960w',
    )
  })

  it('retries 3 times 500 ms apart, then shows the error state and sends the event', () => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<div><figure><img src="/a.webp" srcset="/a-480.webp 480w, /a.webp 960w" alt="Kuva" loading="lazy"></figure></div>'
    const root = document.querySelector('div') as HTMLElement
    const img = root.querySelector('img') as HTMLImageElement
    // Still loading when the island attaches (happy-dom calls every image complete).
    Object.defineProperty(img, 'complete', { value: false })
    const events: LazyLoadErrorDetail[] = []
    root.addEventListener(LAZY_LOAD_ERROR, (e) => events.push((e as CustomEvent<LazyLoadErrorDetail>).detail))
    const controller = new AbortController()
    watchImages(root, 'Kuvaa ei voitu ladata.', controller.signal)

    for (let attempt = 1; attempt <= CAROUSEL_LAZY.retries; attempt++) {
      img.dispatchEvent(new Event('error'))
      vi.advanceTimersByTime(CAROUSEL_LAZY.retryDelay - 1)
      expect(img.getAttribute('src')).toBe(attempt === 1 ? '/a.webp' : `/a.webp?retry=${attempt - 1}`)
      vi.advanceTimersByTime(1)
      expect(img.getAttribute('src')).toBe(`/a.webp?retry=${attempt}`)
      expect(img.getAttribute('srcset')).toBe(
        `/a-480.webp?retry=${attempt} 480w, /a.webp?retry=${attempt} 960w`,
      )
      expect(img.hasAttribute('data-lazy-load-error')).toBe(false)
    }
    img.dispatchEvent(new Event('error'))
    expect(img.hasAttribute('data-lazy-load-error')).toBe(true)
    expect(root.querySelector('[data-lazy-load-fallback]')?.textContent).toBe('Kuvaa ei voitu ladata.')
    expect(events).toEqual([{ src: '/a.webp', attempts: CAROUSEL_LAZY.retries + 1 }])
    // Failed for good: no more tries, one message, one event.
    img.dispatchEvent(new Event('error'))
    vi.advanceTimersByTime(CAROUSEL_LAZY.retryDelay * 4)
    expect(root.querySelectorAll('[data-lazy-load-fallback]')).toHaveLength(1)
    expect(events).toHaveLength(1)
    controller.abort()
  })

  it('an image that failed before the island came is retried; not after the widget went away', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div><img src="/b.webp" alt=""></div><p><img src="/c.webp" alt=""></p>'
    const [root, other] = [document.querySelector('div'), document.querySelector('p')] as HTMLElement[]
    // Complete without a picture (happy-dom's every image): it failed already.
    const controller = new AbortController()
    watchImages(root as HTMLElement, 'x', controller.signal)
    vi.advanceTimersByTime(CAROUSEL_LAZY.retryDelay)
    expect(root?.querySelector('img')?.getAttribute('src')).toBe('/b.webp?retry=1')
    const gone = new AbortController()
    watchImages(other as HTMLElement, 'x', gone.signal)
    gone.abort()
    vi.advanceTimersByTime(CAROUSEL_LAZY.retryDelay)
    expect(other?.querySelector('img')?.getAttribute('src')).toBe('/c.webp')
    controller.abort()
  })

  it('loads a slide’s lazy images on demand', () => {
    document.body.innerHTML = '<div><img loading="lazy" alt=""><img loading="eager" alt=""></div>'
    loadImages(document.body)
    expect([...document.querySelectorAll('img')].map((img) => img.loading)).toEqual(['eager', 'eager'])
  })
})
