import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Suggestion } from './contract'
import { createSuggester, type Load, SUGGEST_DELAY_MS } from './suggester'

const hit = (title: string): Suggestion => ({
  key: `pages-${title}`,
  collection: 'pages',
  title,
  href: `/${title}`,
})

/** A loader whose answers the test releases by hand, recording each request and its signal. */
function manualLoader() {
  const calls: { query: string; signal: AbortSignal; answer: (r: Suggestion[]) => void; fail: () => void }[] =
    []
  const load: Load = (query, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ query, signal, answer: resolve, fail: () => reject(new Error('offline')) })
    })
  return { calls, load }
}

function setup() {
  const { calls, load } = manualLoader()
  const show = vi.fn<(query: string, results: Suggestion[]) => void>()
  const clear = vi.fn()
  return { calls, show, clear, suggester: createSuggester({ load, show, clear }) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('suggestion requests', () => {
  it('waits for a pause in typing and asks once, with the spaces tidied', async () => {
    const { calls, show, suggester } = setup()
    suggester.update('ve')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1)
    suggester.update('verk')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1)
    suggester.update('  verkko   sivut ')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1)
    expect(calls).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(calls.map((c) => c.query)).toEqual(['verkko sivut'])
    calls[0]?.answer([hit('a')])
    await vi.runAllTimersAsync()
    expect(show).toHaveBeenCalledWith('verkko sivut', [hit('a')])
  })

  it('needs two characters; fewer clear the list and ask nothing', () => {
    const { calls, clear, suggester } = setup()
    for (const text of ['', ' ', 'v', '  v  ']) suggester.update(text)
    vi.advanceTimersByTime(SUGGEST_DELAY_MS * 2)
    expect(calls).toHaveLength(0)
    expect(clear).toHaveBeenCalledTimes(4)
    // Two letters outside the Basic Multilingual Plane are two characters, not four.
    suggester.update('𝔞𝔟')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    expect(calls).toHaveLength(1)
  })

  it('a new request aborts the one on its way, and a late answer to it is dropped', async () => {
    const { calls, show, suggester } = setup()
    suggester.update('blo')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    suggester.update('blogi')
    expect(calls[0]?.signal.aborted).toBe(true)
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    expect(calls[1]?.signal.aborted).toBe(false)
    calls[1]?.answer([hit('new')])
    // The first answer arriving last (a server that ignored the abort) changes nothing.
    calls[0]?.answer([hit('old')])
    await vi.runAllTimersAsync()
    expect(show).toHaveBeenCalledTimes(1)
    expect(show).toHaveBeenCalledWith('blogi', [hit('new')])
  })

  it('typing below two characters aborts the request on its way', async () => {
    const { calls, show, suggester } = setup()
    suggester.update('bl')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    suggester.update('b')
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.answer([hit('late')])
    await vi.runAllTimersAsync()
    expect(show).not.toHaveBeenCalled()
  })

  it('cancel stops the wait and the request; nothing is shown after', async () => {
    const { calls, show, suggester } = setup()
    suggester.update('blogi')
    suggester.cancel()
    vi.advanceTimersByTime(SUGGEST_DELAY_MS * 2)
    expect(calls).toHaveLength(0)
    suggester.update('blogi')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    suggester.cancel()
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.answer([hit('x')])
    await vi.runAllTimersAsync()
    expect(show).not.toHaveBeenCalled()
  })

  it('a failed request clears the list; an aborted one does not', async () => {
    const { calls, clear, suggester } = setup()
    suggester.update('blogi')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    calls[0]?.fail()
    await vi.runAllTimersAsync()
    expect(clear).toHaveBeenCalledTimes(1)
    suggester.update('verkko')
    vi.advanceTimersByTime(SUGGEST_DELAY_MS)
    suggester.update('verkkosivut')
    calls[1]?.fail()
    await vi.runAllTimersAsync()
    expect(clear).toHaveBeenCalledTimes(1)
  })
})
