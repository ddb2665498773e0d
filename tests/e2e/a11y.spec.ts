import { expect, test } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { horizontalOverflow, screenshot, settle, WIDTHS } from './support/screens'
import { seededPaths } from './support/sitemap'
import { axeViolations } from './support/widgets'

/**
 * The pages are shared out over this many tests (about six each of the 145), which the two workers
 * run side by side, so no single test holds minutes of work.
 */
const SHARES = 24
/** What one page may take: two widths, each loaded, photographed, measured and checked by axe. */
const PER_PAGE_MS = 30_000

test.describe.configure({ mode: 'parallel' })

for (let share = 0; share < SHARES; share++) {
  test(`every page in the sitemap (share ${share + 1}/${SHARES}): axe finds nothing, no sideways scroll, screenshots`, async ({
    page,
    request,
  }) => {
    const paths = await seededPaths(request)
    expect(paths.length).toBeGreaterThanOrEqual(8)
    const mine = [...paths, '/ei-ole-olemassa'].filter((_, i) => i % SHARES === share)
    test.setTimeout(scaled(PER_PAGE_MS * (mine.length + 1)))
    // Reduced motion shows every section in its final state, so the screenshot and axe see all of it.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of mine) {
      const name = path === '/' ? 'etusivu' : path.slice(1).replaceAll('/', '_')
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await settle(page)
        await screenshot(page, name, width)
        expect(await horizontalOverflow(page), `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(
          0,
        )
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([])
      }
    }
  })
}
