import { describe, expect, it } from 'vitest'
import { resultCache } from './result-cache'

describe('search result cache', () => {
  it('keeps answers and drops the least recently used beyond its size', () => {
    const cache = resultCache<number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })
})
