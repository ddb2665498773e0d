import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver, fakeBrowser, observersOf } from '@/site/behaviour/fake-observer'
import { bangId, easeInOutQuad, goTo, headerOffset, initAnchors, shouldAnimate, targetY } from './anchors'

const root = document.documentElement

function page() {
  document.body.innerHTML = `
    <nav><a id="l1" href="#!/palvelut">Palvelut</a><a id="l2" href="#yhteys">Yhteys</a><a id="l3" href="/muu#!/palvelut">Muu</a></nav>
    <section id="palvelut">P</section><section id="yhteys">Y</section>`
  const section = document.getElementById('palvelut') as HTMLElement
  // The section starts 900 px below the current viewport top.
  vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect)
  return section
}

function scrolls() {
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
}

beforeEach(() => {
  fakeBrowser()
  root.dataset.smoothScroll = 'on'
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  root.removeAttribute('style')
  document.body.innerHTML = ''
  history.replaceState(null, '', '/')
})

describe('maths', () => {
  it('eases in and out quadratically', () => {
    expect(easeInOutQuad(0)).toBe(0)
    expect(easeInOutQuad(0.25)).toBe(0.125)
    expect(easeInOutQuad(0.5)).toBe(0.5)
    expect(easeInOutQuad(0.75)).toBe(0.875)
    expect(easeInOutQuad(1)).toBe(1)
  })

  it('reads #!/ fragments only', () => {
    expect(bangId('#!/palvelut')).toBe('palvelut')
    expect(bangId('#!/up')).toBe('up')
    expect(bangId('#!/%C3%A4iti')).toBe('äiti')
    expect(bangId('#palvelut')).toBeNull()
    expect(bangId('#!/')).toBeNull()
  })

  it('lands the target just below the sticky header', () => {
    const section = page()
    expect(headerOffset()).toBe(0)
    expect(targetY(section)).toBe(900)
    root.style.setProperty('--header-h', '72px')
    expect(headerOffset()).toBe(72)
    expect(targetY(section)).toBe(828)
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect)
    expect(targetY(section)).toBe(0)
  })
})

describe('smooth scrolling setting', () => {
  it('honours on, off and on_parallax, and reduced motion', () => {
    expect(shouldAnimate()).toBe(true)
    root.dataset.smoothScroll = 'off'
    expect(shouldAnimate()).toBe(false)
    root.dataset.smoothScroll = 'on_parallax'
    expect(shouldAnimate()).toBe(false)
    document.body.innerHTML = '<div data-parallax></div>'
    expect(shouldAnimate()).toBe(true)
    fakeBrowser({ reduce: true })
    expect(shouldAnimate()).toBe(false)
  })
})

describe('scrolling to an anchor', () => {
  it('jumps at once when animation is off, focuses the target and highlights its menu links', () => {
    const section = page()
    const scrollTo = scrolls()
    expect(goTo('palvelut', false)).toBe(true)
    expect(scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' })
    expect(document.activeElement).toBe(section)
    expect(section.tabIndex).toBe(-1)
    expect(document.getElementById('l1')?.getAttribute('aria-current')).toBe('location')
    // A link to another page is not this page's menu item.
    expect(document.getElementById('l3')?.hasAttribute('aria-current')).toBe(false)
    expect(goTo('missing', false)).toBe(false)
  })

  it('animates over 600 ms with easeInOutQuad', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout'] })
    page()
    const scrollTo = scrolls()
    goTo('palvelut', true)
    vi.advanceTimersByTime(1000)
    const tops = scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top ?? 0)
    expect(tops.at(-1)).toBe(900)
    // Halfway in time is halfway in distance; the first quarter covers an eighth.
    const step = 600 / (tops.length - 1)
    const quarter = tops[Math.round(150 / step)] ?? 0
    expect(quarter).toBeGreaterThan(900 * 0.08)
    expect(quarter).toBeLessThan(900 * 0.17)
    expect(tops.every((top, i) => i === 0 || top >= (tops[i - 1] ?? 0))).toBe(true)
  })

  it('#!/up goes to the top', () => {
    page()
    const scrollTo = scrolls()
    goTo('up', false)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' })
  })
})

describe('anchor runtime', () => {
  it('scrolls to the fragment 300 ms after load', () => {
    vi.useFakeTimers()
    page()
    root.dataset.smoothScroll = 'off'
    history.replaceState(null, '', '/#!/palvelut')
    const scrollTo = scrolls()
    initAnchors(new AbortController().signal)
    vi.advanceTimersByTime(299)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' })
    expect(document.getElementById('l1')?.getAttribute('aria-current')).toBe('location')
  })

  it('takes over #!/ link clicks: no jump, the fragment pushed to history', () => {
    page()
    root.dataset.smoothScroll = 'off'
    const scrollTo = scrolls()
    const controller = new AbortController()
    initAnchors(controller.signal)
    const link = document.getElementById('l1') as HTMLAnchorElement
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(location.hash).toBe('#!/palvelut')
    expect(scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' })
    // Plain #id links are left to the browser.
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('l2')?.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(false)
    controller.abort()
  })

  it('highlights menu links while their target is in view (scroll spy)', () => {
    page()
    initAnchors(new AbortController().signal)(document)
    const palvelut = document.getElementById('palvelut') as HTMLElement
    const yhteys = document.getElementById('yhteys') as HTMLElement
    const [spy] = observersOf(palvelut)
    expect(spy).toBeInstanceOf(FakeObserver)
    expect(spy?.targets.has(yhteys)).toBe(true)
    spy?.report([palvelut])
    expect(document.getElementById('l1')?.getAttribute('aria-current')).toBe('location')
    // Both in view: the upper one is where the visitor is.
    spy?.report([yhteys])
    expect(document.getElementById('l1')?.getAttribute('aria-current')).toBe('location')
    expect(document.getElementById('l2')?.hasAttribute('aria-current')).toBe(false)
    spy?.report([palvelut], false)
    expect(document.getElementById('l1')?.hasAttribute('aria-current')).toBe(false)
    expect(document.getElementById('l2')?.getAttribute('aria-current')).toBe('location')
    spy?.report([yhteys], false)
    expect(document.querySelector('[aria-current]')).toBeNull()
  })

  it('leaves alone links to other states of the page and links marked current for another reason', () => {
    page()
    document.body.insertAdjacentHTML(
      'beforeend',
      `<nav><a id="other" href="?category=seo#yhteys">SEO</a><a id="chip" href="#yhteys" aria-current="true">Kaikki</a></nav>`,
    )
    initAnchors(new AbortController().signal)(document)
    const yhteys = document.getElementById('yhteys') as HTMLElement
    const [spy] = observersOf(yhteys)
    spy?.report([yhteys])
    expect(document.getElementById('l2')?.getAttribute('aria-current')).toBe('location')
    expect(document.getElementById('other')?.hasAttribute('aria-current')).toBe(false)
    expect(document.getElementById('chip')?.getAttribute('aria-current')).toBe('true')
    spy?.report([yhteys], false)
    expect(document.getElementById('chip')?.getAttribute('aria-current')).toBe('true')
  })
})
