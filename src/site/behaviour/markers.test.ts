import { afterEach, describe, expect, it, vi } from 'vitest'
import { device, initMarkers, markHeaderAreas, markRoots, platform, viewportWidth } from './markers'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

afterEach(() => {
  vi.useRealTimers()
  document.documentElement.removeAttribute('style')
  document.body.innerHTML = ''
})

describe('platform', () => {
  it('knows iPhone Safari, Mac Safari, iPadOS, Android and desktop Chrome apart', () => {
    expect(platform(IPHONE, 5)).toEqual({ ios: true, safari: true, mobile: true })
    expect(platform(MAC_SAFARI, 0)).toEqual({ ios: false, safari: true, mobile: false })
    // iPadOS sends the Mac user agent; touch points reveal it.
    expect(platform(MAC_SAFARI, 5)).toEqual({ ios: true, safari: true, mobile: true })
    expect(platform(ANDROID_CHROME, 5)).toEqual({ ios: false, safari: false, mobile: true })
    expect(platform(DESKTOP_CHROME, 0)).toEqual({ ios: false, safari: false, mobile: false })
  })

  it('covers the spec list of mobile devices', () => {
    for (const name of ['webOS', 'iPod', 'BlackBerry', 'IEMobile', 'Opera Mini', 'Windows Phone'])
      expect(platform(`Mozilla/5.0 (${name})`, 0).mobile).toBe(true)
  })
})

describe('markers', () => {
  it('without the stylesheet, the viewport width decides at 767 / 991 px', () => {
    vi.stubGlobal('innerWidth', 500)
    expect(device()).toBe('phone')
    vi.stubGlobal('innerWidth', 800)
    expect(device()).toBe('tablet')
    vi.stubGlobal('innerWidth', 1200)
    expect(device()).toBe('desktop')
    vi.unstubAllGlobals()
  })

  it("warns 'Can not detect viewport width.' when the browser gives no width", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('innerWidth', 0)
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(0)
    expect(viewportWidth()).toBeNull()
    expect(device()).toBe('desktop')
    expect(warn).toHaveBeenCalledWith('Can not detect viewport width.')
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    expect(viewportWidth()).toBeGreaterThan(0)
  })

  it('reads phone / tablet / desktop from the --device custom property', () => {
    expect(device()).toBe('desktop')
    document.documentElement.style.setProperty('--device', 'phone')
    expect(device()).toBe('phone')
    document.documentElement.style.setProperty('--device', 'tablet')
    expect(device()).toBe('tablet')
  })

  it('marks both html and body', () => {
    markRoots({ ios: true, safari: true, mobile: true }, 'phone')
    for (const el of [document.documentElement, document.body]) {
      expect(el.hasAttribute('data-ios')).toBe(true)
      expect(el.hasAttribute('data-safari')).toBe(true)
      expect(el.hasAttribute('data-mobile')).toBe(true)
      expect(el.dataset.device).toBe('phone')
    }
    markRoots({ ios: false, safari: false, mobile: false }, 'desktop')
    expect(document.body.hasAttribute('data-ios')).toBe(false)
    expect(document.documentElement.dataset.device).toBe('desktop')
  })

  it('marks the first and last displayed mini-widget of each header area', () => {
    document.body.innerHTML = `<div data-header-area>
      <span id="a" style="display:none"></span><span id="b"></span><span id="c"></span><span id="d" style="display:none"></span>
    </div>`
    markHeaderAreas()
    const marked = (attr: string) => [...document.querySelectorAll(`[${attr}]`)].map((el) => el.id)
    expect(marked('data-first-visible')).toEqual(['b'])
    expect(marked('data-last-visible')).toEqual(['c'])
  })

  it('re-marks device and header areas 200 ms after the last resize', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div data-header-area><span id="a"></span><span id="b"></span></div>'
    const controller = new AbortController()
    const mark = initMarkers({ ios: false, safari: false, mobile: false }, controller.signal)
    mark(document)
    expect(document.body.dataset.device).toBe('desktop')
    document.documentElement.style.setProperty('--device', 'tablet')
    document.getElementById('b')?.setAttribute('style', 'display:none')
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(150)
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(150)
    expect(document.body.dataset.device).toBe('desktop')
    vi.advanceTimersByTime(50)
    expect(document.body.dataset.device).toBe('tablet')
    expect(document.getElementById('a')?.hasAttribute('data-last-visible')).toBe(true)
    controller.abort()
  })
})
