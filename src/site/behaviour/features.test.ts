import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
})

const modern = () => ({
  fetch: () => undefined,
  FormData: class {},
  NodeList: { prototype: { forEach: () => undefined } },
  String: { prototype: { replaceAll: () => undefined } },
})

describe('missing browser features (docs/page.md)', () => {
  it('names nothing in a browser that has them all', async () => {
    const { missingFeatures } = await import('./features')
    expect(missingFeatures(modern())).toEqual([])
    expect(missingFeatures()).toEqual([])
  })

  it('logs the missing ones in one message, once', async () => {
    const { reportMissingFeatures } = await import('./features')
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const old = { ...modern(), fetch: undefined, NodeList: { prototype: {} }, String: { prototype: {} } }
    reportMissingFeatures(old)
    reportMissingFeatures(old)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('Missing browser features: fetch, NodeList.forEach, String.replaceAll')
  })

  it('stays quiet when nothing is missing', async () => {
    const { reportMissingFeatures } = await import('./features')
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    reportMissingFeatures(modern())
    expect(log).not.toHaveBeenCalled()
  })
})
