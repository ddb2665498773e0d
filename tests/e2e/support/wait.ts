import type { Page } from '@playwright/test'

/**
 * Resolves after the page has rendered `count` more frames: by then it has run the event handlers,
 * observers (intersection, resize) and state updates that what the test just did set off. Tests
 * that check that something did NOT happen wait for this instead of a fixed time.
 */
export function frames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
        next(n)
      }),
    count,
  )
}

/** Counts the page's requests still in flight, to wait until everything it started has answered. */
export function inFlight(page: Page): () => number {
  const open = new Set<unknown>()
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}
