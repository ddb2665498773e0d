import { expect, type Page, test } from '@playwright/test'
import { LATER_SCRIPTS_MAX_WAIT_MS } from '../../scripts/later-scripts.mjs'

/**
 * A public page's scripts start after its first paint (scripts/later-scripts.mjs): after `load` and
 * a frame, at the visitor's first press, or LATER_SCRIPTS_MAX_WAIT_MS after the document is parsed.
 */

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/

/** When (page clock, ms) the page's chunk requests started, in order. */
function chunkStarts(page: Page): Promise<number[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime)
        .sort((a, b) => a - b),
    CHUNK.source,
  )
}

/** The page runtime has started: it marks the body. */
async function started(page: Page) {
  await expect(page.locator('body')).toHaveAttribute('data-device', /./)
}

/** Holds every picture until the test ends, so the page's `load` never comes. */
async function holdPictures(page: Page) {
  await page.route(/\.(?:avif|webp|jpe?g|png)(?:\?|$)/, () => new Promise<void>(() => undefined))
}

test("the HTML carries the chunks as inert tags and a loader; the admin keeps Next.js's own @smoke", async ({
  request,
}) => {
  const page = await (await request.get('/')).text()
  expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(
    page.match(/<script type="text\/plain" data-later="\/_next\/static\/chunks\/[^"]+\.js">/g)?.length,
  ).toBeGreaterThan(3)
  expect(page.indexOf('data-later')).toBeLessThan(page.indexOf('</head>'))
  const admin = await (await request.get('/admin/login')).text()
  expect(admin).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(admin).not.toContain('data-later')
})

test('scripts start after the page has loaded, and the page then works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await started(page)
  const loadEnd = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  )
  const starts = await chunkStarts(page)
  expect(starts.length).toBeGreaterThan(3)
  expect(starts[0]).toBeGreaterThanOrEqual(loadEnd)
  // Each chunk is fetched once: React finds the started tags and adds none of its own.
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  )
  expect(urls.length).toBe(new Set(urls).size)
  // The header's script answers: the mobile menu opens from its button.
  await page.locator('[data-site-header]').getByRole('button', { name: 'Avaa valikko' }).click()
  await expect(page.locator('#site-menu')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-mobile-header', 'show')
})

test('a picture that never arrives holds the scripts back no longer than the longest wait', async ({
  page,
}) => {
  await holdPictures(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await started(page)
  expect(await page.evaluate(() => document.readyState)).toBe('interactive')
  const [first] = await chunkStarts(page)
  const parsed = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
  )
  expect(first).toBeGreaterThanOrEqual(parsed + LATER_SCRIPTS_MAX_WAIT_MS - 50)
})

test("the visitor's first key press starts the scripts at once", async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener(
      'keydown',
      () => {
        ;(window as unknown as { pressedAt: number }).pressedAt ??= performance.now()
      },
      { capture: true, once: true },
    )
  })
  await holdPictures(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.keyboard.press('Shift')
  await started(page)
  const pressedAt = await page.evaluate(() => (window as unknown as { pressedAt: number }).pressedAt)
  const [first] = await chunkStarts(page)
  const parsed = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
  )
  // Started by the press, not by the longest wait (which would come after it).
  expect(first).toBeGreaterThanOrEqual(pressedAt)
  expect(first).toBeLessThan(parsed + LATER_SCRIPTS_MAX_WAIT_MS)
})
