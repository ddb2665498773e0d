import AxeBuilder from '@axe-core/playwright'
import { type BrowserContextOptions, expect, type Locator, type Page, type Response } from '@playwright/test'
import { horizontalOverflow, screenshot, settle, WIDTHS } from './screens'
import { clockPaused } from './scripts'

/** A phone for touch tests: 390 × 844 px, a touch screen, a mobile browser's viewport rules. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} satisfies BrowserContextOptions

/** The page's clock is ours and stands still: only `runFor` moves the widgets' timers. */
export async function stillClock(page: Page): Promise<void> {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  clockPaused(page)
}

/** What axe finds on the page as it is now, a line a rule (`rule: where`); the goal is none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * The page at `url` at both screenshot widths, with and without reduced motion: loaded, readied
 * by `prepare` (when given) and settled, it scrolls no wider than the screen and axe finds nothing.
 * With `screenshot`, the reduced-motion loads are also photographed (screenshots(), without loading
 * the page twice more).
 */
export async function auditLayouts(
  page: Page,
  url: string,
  options: { prepare?: (page: Page) => Promise<unknown>; label?: string; screenshot?: string } = {},
): Promise<void> {
  for (const motion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion: motion })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      await options.prepare?.(page)
      await settle(page)
      if (options.screenshot && motion === 'reduce') await screenshot(page, options.screenshot, width)
      const where = [`${url} at ${width}px, motion ${motion}`, options.label].filter(Boolean).join(', ')
      expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0)
      expect(await axeViolations(page), where).toEqual([])
    }
  }
}

type LayoutShifts = { total: number; shifts: string[] }

/**
 * Records the page's unexpected layout shifts from its first moment, on every page it loads: the
 * returned function reads their sum (CLS without session windows) and, for the shifted elements
 * inside `within` (a selector), a line each: `class value`.
 */
export async function watchLayoutShifts(
  page: Page,
  within: string | null = null,
): Promise<() => Promise<LayoutShifts>> {
  await page.addInitScript((selector) => {
    const record: LayoutShifts = { total: 0, shifts: [] }
    Object.assign(window, { __layoutShifts: record })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number
        hadRecentInput: boolean
        sources?: Array<{ node?: Node | null }>
      }>) {
        if (entry.hadRecentInput) continue
        record.total += entry.value
        if (!selector) continue
        for (const source of entry.sources ?? []) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement
          if (el?.closest(selector)) record.shifts.push(`${el.className} ${entry.value}`)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, within)
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShifts }).__layoutShifts)
}

/** The text of every script the page at `url` fetches until the network is idle, joined. */
/**
 * Checks which islands the page at `path` fetches the code of: `markers` names each island by a
 * string its chunk holds (or any of several, where minifiers differ in quotes). An island's chunk is fetched once React hydrates, which on a busy
 * machine can come after the network has been idle for a moment, so expected ones are waited for.
 */
export async function expectIslands(
  page: Page,
  path: string,
  markers: Record<string, string | readonly string[]>,
  expected: string[],
): Promise<void> {
  const found = new Set<string>()
  const pending: Promise<void>[] = []
  const listener = (response: Response) => {
    if (!response.url().endsWith('.js')) return
    pending.push(
      response.text().then((body) => {
        for (const [name, marker] of Object.entries(markers))
          if ((typeof marker === 'string' ? [marker] : marker).some((form) => body.includes(form)))
            found.add(name)
      }),
    )
  }
  page.on('response', listener)
  await page.goto(path, { waitUntil: 'networkidle' })
  const wanted = [...expected].sort()
  if (wanted.length > 0) await expect.poll(() => [...found].sort()).toEqual(wanted)
  await Promise.all(pending)
  page.off('response', listener)
  expect([...found].sort()).toEqual(wanted)
}

/** Video files the page fetches from now on (the list grows as it does). */
export function videoRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/\.(mp4|webm)(\?|#|$)/.test(request.url())) urls.push(request.url())
  })
  return urls
}

export const paused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused)
