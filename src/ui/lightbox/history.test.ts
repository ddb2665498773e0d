import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIGHTBOX } from '@/lib/constants'
import { syncHistory, type Viewer } from './history'

type Name = 'change' | 'close'

function fakeViewer(start: number) {
  const listeners: Record<Name, (() => void)[]> = { change: [], close: [] }
  const emit = (name: Name) => {
    for (const listener of listeners[name]) listener()
  }
  const viewer = {
    currIndex: start,
    goTo(index: number) {
      viewer.currIndex = index
      emit('change')
    },
    close: vi.fn(() => emit('close')),
    on(name: Name, listener: () => void) {
      listeners[name].push(listener)
    },
  } satisfies Viewer
  return { viewer, emit }
}

const pids = ['1', '2', '3', '4']
const options = { gid: 1, pids, custom: false, minFragmentLength: LIGHTBOX.minFragmentLength }

/** A history traversal as the browser reports it (happy-dom does not traverse by itself). */
function traverse(hash: string): void {
  history.replaceState(null, '', `/galleriat/kesa${hash}`)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

beforeEach(() => {
  history.replaceState(null, '', '/galleriat/kesa#!/kuvat')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('opened by a click', () => {
  it('pushes one entry on open and replaces it while moving', () => {
    const push = vi.spyOn(history, 'pushState')
    const replace = vi.spyOn(history, 'replaceState')
    const { viewer, emit } = fakeViewer(0)
    syncHistory(viewer, { ...options, fromUrl: false })
    emit('change')
    expect(location.hash).toBe('#!/kuvat&gid=1&pid=1')
    viewer.goTo(2)
    expect(location.hash).toBe('#!/kuvat&gid=1&pid=3')
    expect(push).toHaveBeenCalledTimes(1)
    expect(replace).toHaveBeenCalledTimes(1)
  })

  it('closes when Back returns to the original address, and then leaves the history alone', async () => {
    const back = vi.spyOn(history, 'back')
    const { viewer, emit } = fakeViewer(1)
    const sync = syncHistory(viewer, { ...options, fromUrl: false })
    emit('change')
    traverse('#!/kuvat')
    expect(viewer.close).toHaveBeenCalled()
    await sync.settled
    expect(back).not.toHaveBeenCalled()
    expect(location.hash).toBe('#!/kuvat')
  })

  it('takes its entry off with history.back() when closed in the lightbox', async () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => traverse('#!/kuvat'))
    const { viewer, emit } = fakeViewer(0)
    const sync = syncHistory(viewer, { ...options, fromUrl: false })
    emit('change')
    viewer.close()
    await sync.settled
    expect(back).toHaveBeenCalledTimes(1)
    expect(location.hash).toBe('#!/kuvat')
  })

  it('follows an address naming another picture of the gallery, and closes on any other', () => {
    const { viewer, emit } = fakeViewer(0)
    syncHistory(viewer, { ...options, fromUrl: false })
    emit('change')
    traverse('#!/kuvat&gid=1&pid=4')
    expect(viewer.currIndex).toBe(3)
    expect(viewer.close).not.toHaveBeenCalled()
    traverse('#&gid=2&pid=1')
    expect(viewer.close).toHaveBeenCalled()
  })

  it('leaves the history alone when the page goes away', async () => {
    const back = vi.spyOn(history, 'back')
    const { viewer, emit } = fakeViewer(0)
    const sync = syncHistory(viewer, { ...options, fromUrl: false })
    emit('change')
    sync.abandon()
    viewer.close()
    await sync.settled
    expect(back).not.toHaveBeenCalled()
  })
})

describe('opened from the address', () => {
  it('pushes nothing, and closing puts the original address back in place', async () => {
    history.replaceState(null, '', '/galleriat/kesa#&gid=1&pid=3')
    const push = vi.spyOn(history, 'pushState')
    const { viewer, emit } = fakeViewer(2)
    const sync = syncHistory(viewer, { ...options, fromUrl: true })
    emit('change')
    viewer.goTo(3)
    expect(location.hash).toBe('#&gid=1&pid=4')
    viewer.close()
    await sync.settled
    expect(push).not.toHaveBeenCalled()
    expect(location.pathname + location.hash).toBe('/galleriat/kesa')
  })
})

describe('custom pids', () => {
  it('name pictures by their own pid', () => {
    const { viewer, emit } = fakeViewer(1)
    syncHistory(viewer, { ...options, pids: ['talvi', 'kesa'], custom: true, fromUrl: false })
    emit('change')
    expect(location.hash).toBe('#!/kuvat&gid=1&pid=kesa')
    traverse('#!/kuvat&gid=1&pid=talvi')
    expect(viewer.currIndex).toBe(0)
  })
})
