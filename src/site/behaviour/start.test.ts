import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceContentAdded, CONTENT_ADDED, onContentAdded } from '@/ui/content-added'
import { fakeBrowser, observersOf } from './fake-observer'
import { startBehaviour } from './start'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('content added later', () => {
  it('delivers the added root to listeners until they stop', () => {
    const seen: ParentNode[] = []
    const stop = onContentAdded((root) => seen.push(root))
    const list = document.createElement('ul')
    announceContentAdded(list)
    document.dispatchEvent(new CustomEvent(CONTENT_ADDED, { detail: { root: document.body } }))
    stop()
    announceContentAdded(list)
    expect(seen).toEqual([list, document.body])
  })

  it('gets lazy images, entrance animations and header markers from the runtime', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] })
    fakeBrowser()
    document.body.innerHTML = '<div data-header-area><span id="first"></span></div><ul id="list"></ul>'
    const stop = startBehaviour()
    expect(document.body.dataset.device).toBe('desktop')
    const list = document.getElementById('list') as HTMLElement
    list.insertAdjacentHTML(
      'beforeend',
      '<li id="more" data-animation="fade"><img id="pic" data-src="/x.jpg" alt=""></li>',
    )
    document.querySelector('[data-header-area]')?.insertAdjacentHTML('beforeend', '<span id="last"></span>')
    const item = document.getElementById('more') as HTMLElement
    const pic = document.getElementById('pic') as HTMLElement
    expect(observersOf(pic)).toHaveLength(0)
    announceContentAdded(list)
    // Lazy reveal's code is a chunk of its own, loaded now that an image waits for it.
    await vi.dynamicImportSettled()
    expect(item.hasAttribute('data-reveal')).toBe(true)
    expect(document.getElementById('last')?.hasAttribute('data-last-visible')).toBe(true)
    observersOf(pic)[0]?.report([pic])
    observersOf(item)[0]?.report([item])
    vi.advanceTimersByTime(0)
    expect(pic.getAttribute('src')).toBe('/x.jpg')
    expect(item.hasAttribute('data-revealed')).toBe(true)
    stop()
    // Stopped: later content is left alone.
    list.insertAdjacentHTML('beforeend', '<li id="late" data-animation="fade"></li>')
    announceContentAdded(list)
    expect(document.getElementById('late')?.hasAttribute('data-reveal')).toBe(false)
  })
})
