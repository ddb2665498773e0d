import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver, observersOf } from '@/site/behaviour/fake-observer'
import { attachHostedVideo, type HostedVideoOptions, POSTER_ONLY } from './background-video'

/** A video element whose playback the test drives: play() resolves unless told to refuse unmuted play. */
function fakeVideo(video: HTMLVideoElement, { refuseSound = false } = {}) {
  let paused = true
  let time = 0
  const calls = { play: 0 }
  Object.defineProperties(video, {
    paused: { get: () => paused },
    currentTime: {
      get: () => time,
      set: (value: number) => {
        time = value
      },
    },
    play: {
      value: () => {
        calls.play++
        if (refuseSound && !video.muted) return Promise.reject(new DOMException('', 'NotAllowedError'))
        paused = false
        return Promise.resolve()
      },
    },
    pause: {
      value: () => {
        paused = true
      },
    },
  })
  /** Playback reaching `seconds`. */
  const reach = (seconds: number) => {
    time = seconds
    video.dispatchEvent(new Event('timeupdate'))
  }
  const end = () => {
    paused = true
    video.dispatchEvent(new Event('ended'))
  }
  return { calls, reach, end }
}

type Media = { matches: boolean; listeners: Array<() => void> }
let media: Media
let root: HTMLElement
let video: HTMLVideoElement
let detach: () => void

function setUp(options: Partial<HostedVideoOptions> = {}, fake: { refuseSound?: boolean } = {}) {
  document.body.innerHTML = '<div class="bg"><video muted preload="none"></video></div>'
  root = document.querySelector('.bg') as HTMLElement
  video = root.querySelector('video') as HTMLVideoElement
  const player = fakeVideo(video, fake)
  detach = attachHostedVideo(root, { start: 1, stop: 6, loop: true, muted: true, ...options })
  return player
}

const observer = () => observersOf(root)[0] as FakeObserver
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  FakeObserver.all = []
  media = { matches: false, listeners: [] }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return media.matches
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => media.listeners.push(listener),
    removeEventListener() {},
  }))
})

afterEach(() => {
  detach()
  vi.unstubAllGlobals()
})

describe('hosted background video', () => {
  it('plays from the start time while on screen (from the waypoint) and pauses off screen', () => {
    const player = setUp()
    // docs/widgets.md: the effect starts when the section's top reaches 85 % of the viewport.
    expect(observer().options.rootMargin).toBe('0px 0px -15% 0px')
    expect(video.paused).toBe(true)
    observer().report([root])
    expect(video.paused).toBe(false)
    expect(video.currentTime).toBe(1)
    player.reach(3)
    observer().report([root], false)
    expect(video.paused).toBe(true)
    // Back on screen: it goes on from where it paused.
    observer().report([root])
    expect(video.paused).toBe(false)
    expect(video.currentTime).toBe(3)
  })

  it('loops back to the start at the stop time, and at the end without one', () => {
    const player = setUp()
    observer().report([root])
    player.reach(6.1)
    expect(video.currentTime).toBe(1)
    expect(video.paused).toBe(false)
    detach()
    const second = setUp({ start: 2, stop: null })
    observer().report([root])
    second.reach(8)
    second.end()
    expect(video.currentTime).toBe(2)
    expect(video.paused).toBe(false)
  })

  it('without looping stops at the stop time for good', () => {
    const player = setUp({ loop: false })
    observer().report([root])
    player.reach(6)
    expect(video.paused).toBe(true)
    observer().report([root], false)
    observer().report([root])
    expect(video.paused).toBe(true)
  })

  it('never plays on phones, touch-first devices or with reduced motion, and stops when one applies', () => {
    expect(POSTER_ONLY).toBe('(width < 768px), (pointer: coarse), (prefers-reduced-motion: reduce)')
    media.matches = true
    const player = setUp()
    observer().report([root])
    expect(player.calls.play).toBe(0)
    expect(video.paused).toBe(true)
    // A window widened past the threshold starts it; a switch to reduced motion stops it.
    media.matches = false
    for (const listener of media.listeners) listener()
    expect(video.paused).toBe(false)
    media.matches = true
    for (const listener of media.listeners) listener()
    expect(video.paused).toBe(true)
  })

  it('a background with sound the browser refuses to start plays muted instead', async () => {
    const player = setUp({ muted: false }, { refuseSound: true })
    expect(video.muted).toBe(false)
    observer().report([root])
    await flush()
    expect(video.muted).toBe(true)
    expect(player.calls.play).toBe(2)
    expect(video.paused).toBe(false)
  })

  it('detaching pauses and stops watching', () => {
    setUp()
    observer().report([root])
    detach()
    expect(video.paused).toBe(true)
    expect(observersOf(root)).toHaveLength(0)
  })
})
