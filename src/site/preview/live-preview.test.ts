// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenForSaves, READY_MESSAGE } from './live-preview'

/** A page inside a frame: its parent records what the page posts to it. */
function framedWindow() {
  const posted: unknown[] = []
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) }
  const win = Object.create(window, { parent: { value: parent }, opener: { value: null } }) as Window
  win.addEventListener = window.addEventListener.bind(window)
  win.removeEventListener = window.removeEventListener.bind(window)
  return { win, posted }
}

function message(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }))
}

describe('live preview inside the admin', () => {
  let stop: () => void = () => {}
  afterEach(() => stop())

  it('tells the admin it is ready, and refreshes on each save from our own origin only', () => {
    const { win, posted } = framedWindow()
    const refresh = vi.fn()
    stop = listenForSaves(win, refresh)
    expect(posted).toEqual([{ message: READY_MESSAGE, origin: window.location.origin }])

    message({ type: 'payload-document-event' })
    message({ type: 'payload-document-event' })
    expect(refresh).toHaveBeenCalledTimes(2)

    message({ type: 'payload-document-event' }, 'https://evil.example')
    message({ type: 'payload-live-preview', data: {} })
    message('payload-document-event')
    message(null)
    expect(refresh).toHaveBeenCalledTimes(2)

    stop()
    message({ type: 'payload-document-event' })
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('does nothing in a page opened on its own (no admin around it)', () => {
    const refresh = vi.fn()
    stop = listenForSaves(window, refresh)
    message({ type: 'payload-document-event' })
    expect(refresh).not.toHaveBeenCalled()
  })
})
