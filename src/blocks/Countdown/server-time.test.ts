import { afterEach, describe, expect, it, vi } from 'vitest'
import { dynamic, GET } from '@/app/(payload)/api/time/route'
import { clockOffset, type ServerTime } from './server-time'

describe('GET /api/time', () => {
  afterEach(() => vi.useRealTimers())

  it('answers the server clock as JSON, uncached, from a route rendered per request', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 11, 31, 16) })
    const response = GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toContain('application/json')
    expect((await response.json()) as ServerTime).toEqual({ now: Date.UTC(2025, 11, 31, 16) })
    expect(dynamic).toBe('force-dynamic')
    // Each request reads the clock again.
    vi.advanceTimersByTime(1500)
    expect(((await GET().json()) as ServerTime).now).toBe(Date.UTC(2025, 11, 31, 16) + 1500)
  })

  it('puts the server reading halfway through the round trip', () => {
    expect(clockOffset(10_000, 1_000, 1_200)).toBe(8_900)
    expect(clockOffset(1_000, 1_000, 1_200)).toBe(-100)
  })
})
