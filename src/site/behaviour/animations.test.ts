import { afterEach, describe, expect, it, vi } from 'vitest'
import { initAnimations } from './animations'
import { fakeBrowser, observersOf } from './fake-observer'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function sections() {
  document.body.innerHTML = `<div id="a" data-animation="fade"></div><div id="b" data-animation="zoom" data-no-mobile></div><div id="c"></div>`
  return ['a', 'b', 'c'].map((id) => document.getElementById(id) as HTMLElement)
}

describe('entrance animations', () => {
  it('arms animated elements and reveals them 30 px inside the viewport', () => {
    fakeBrowser()
    const [a, b, c] = sections()
    initAnimations(false, new AbortController().signal)(document)
    expect(a?.hasAttribute('data-reveal')).toBe(true)
    expect(b?.hasAttribute('data-reveal')).toBe(true)
    expect(c?.hasAttribute('data-reveal')).toBe(false)
    const [io] = observersOf(a as Element)
    expect(io?.options.rootMargin).toBe('0px 0px -30px 0px')
    io?.report([a as Element])
    expect(a?.hasAttribute('data-revealed')).toBe(true)
    expect(b?.hasAttribute('data-revealed')).toBe(false)
  })

  it('skips no-mobile elements on mobile', () => {
    fakeBrowser()
    const [a, b] = sections()
    initAnimations(true, new AbortController().signal)(document)
    expect(a?.hasAttribute('data-reveal')).toBe(true)
    expect(b?.hasAttribute('data-reveal')).toBe(false)
  })

  it('does nothing under reduced motion, so everything simply shows', () => {
    fakeBrowser({ reduce: true })
    sections()
    initAnimations(false, new AbortController().signal)(document)
    expect(document.querySelector('[data-reveal]')).toBeNull()
  })

  it('leaves what is already on screen when it starts; content added later still animates', () => {
    fakeBrowser()
    const [a, b] = sections()
    vi.spyOn(a as HTMLElement, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 400, 300))
    const scan = initAnimations(false, new AbortController().signal)
    scan(document)
    expect(a?.hasAttribute('data-reveal')).toBe(false)
    expect(b?.hasAttribute('data-reveal')).toBe(true)
    const added = document.createElement('div')
    added.setAttribute('data-animation', 'fade')
    vi.spyOn(added, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 400, 300))
    document.body.append(added)
    scan(added)
    expect(added.hasAttribute('data-reveal')).toBe(true)
  })
})
