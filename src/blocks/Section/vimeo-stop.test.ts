import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MEDIA } from '@/lib/constants'
import { attachVimeoStop } from './vimeo-stop'

const ORIGIN = 'https://player.vimeo.com'
type Sent = { method: string; value?: unknown }

let root: HTMLElement
let detach: () => void

/** Adds the player's iframe, as ConsentFrame does after consent, with a player window the test hears. */
function addPlayer() {
  const iframe = document.createElement('iframe')
  iframe.src = `${ORIGIN}/video/76979871?background=1#t=1s`
  const sent: Sent[] = []
  const player = {
    postMessage: (message: string, origin: string) => origin === ORIGIN && sent.push(JSON.parse(message)),
  }
  Object.defineProperty(iframe, 'contentWindow', { value: player })
  root.append(iframe)
  /** A message from the player (or from somewhere else pretending to be it). */
  const answer = (data: unknown, from = { origin: ORIGIN, source: player as unknown }) => {
    const event = new MessageEvent('message', { data })
    Object.defineProperties(event, { origin: { value: from.origin }, source: { value: from.source } })
    window.dispatchEvent(event)
  }
  return { iframe, sent, answer, player }
}

/** Waits until the MutationObserver has seen the new player (its first request is out). */
const heard = (sent: Sent[]) => vi.waitFor(() => expect(sent.length).toBeGreaterThan(0))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // happy-dom loads no iframe pages and reports each on the worker's own stderr; only the element matters here.
  const write = process.stderr.write.bind(process.stderr)
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) =>
    String(chunk).includes('Iframe page loading is disabled') ? true : write(chunk, ...(rest as [])),
  )
  document.body.innerHTML = '<div class="bg"></div>'
  root = document.querySelector('.bg') as HTMLElement
})

afterEach(() => {
  detach()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Vimeo background stop time', () => {
  it('asks a player that appears for timeupdate until it answers, at most MEDIA.videoApiRetryCap times', async () => {
    detach = attachVimeoStop(root, { start: 1, stop: 6, loop: true })
    const { sent } = addPlayer()
    await heard(sent)
    expect(sent[0]).toEqual({ method: 'addEventListener', value: 'timeupdate' })
    vi.advanceTimersByTime(60_000)
    expect(sent).toHaveLength(MEDIA.videoApiRetryCap)
  })

  it('stops retrying once the player answers, and asks again when it says it is ready', async () => {
    detach = attachVimeoStop(root, { start: 1, stop: 6, loop: true })
    const { sent, answer } = addPlayer()
    await heard(sent)
    vi.advanceTimersByTime(1000)
    answer(JSON.stringify({ event: 'ready' }))
    const count = sent.length
    expect(sent.at(-1)).toEqual({ method: 'addEventListener', value: 'timeupdate' })
    vi.advanceTimersByTime(10_000)
    expect(sent).toHaveLength(count)
  })

  it('seeks back to the start at the stop time when looping, pauses when not', async () => {
    detach = attachVimeoStop(root, { start: 1, stop: 6, loop: true })
    const first = addPlayer()
    await heard(first.sent)
    first.answer({ event: 'timeupdate', data: { seconds: 5.9 } })
    expect(first.sent.filter((m) => m.method !== 'addEventListener')).toEqual([])
    first.answer({ event: 'timeupdate', data: { seconds: 6.1 } })
    expect(first.sent.at(-1)).toEqual({ method: 'setCurrentTime', value: 1 })
    detach()
    root.innerHTML = ''
    detach = attachVimeoStop(root, { start: 1, stop: 6, loop: false })
    const second = addPlayer()
    await heard(second.sent)
    second.answer({ event: 'timeupdate', data: { seconds: 6 } })
    expect(second.sent.at(-1)).toEqual({ method: 'pause' })
  })

  it('ignores messages from other origins and windows', async () => {
    detach = attachVimeoStop(root, { start: 1, stop: 6, loop: true })
    const { sent, answer, player } = addPlayer()
    await heard(sent)
    answer({ event: 'timeupdate', data: { seconds: 9 } }, { origin: 'https://evil.example', source: player })
    answer({ event: 'timeupdate', data: { seconds: 9 } }, { origin: ORIGIN, source: window })
    answer('not json')
    expect(sent.every((m) => m.method === 'addEventListener')).toBe(true)
  })

  it('follows the iframe as consent brings and takes it', async () => {
    detach = attachVimeoStop(root, { start: 1, stop: 6, loop: true })
    const first = addPlayer()
    await heard(first.sent)
    first.iframe.remove()
    await vi.waitFor(() => expect(root.querySelector('iframe')).toBeNull())
    await Promise.resolve()
    const before = first.sent.length
    vi.advanceTimersByTime(5000)
    expect(first.sent).toHaveLength(before)
    const second = addPlayer()
    await heard(second.sent)
    second.answer({ event: 'timeupdate', data: { seconds: 7 } })
    expect(second.sent.at(-1)).toEqual({ method: 'setCurrentTime', value: 1 })
  })
})
