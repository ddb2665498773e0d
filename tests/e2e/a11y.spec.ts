import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { horizontalOverflow, screenshots, settle, WIDTHS } from './support/screens'
import { seededPaths } from './support/sitemap'

/**
 * The pages are shared out over this many tests, which the two workers run side by side; small
 * enough shares that each stays well inside its timeout on a busy machine.
 */
const SHARES = 6

test.describe.configure({ mode: 'parallel' })

for (let share = 0; share < SHARES; share++) {
  test(`every page in the sitemap (share ${share + 1}/${SHARES}): axe finds nothing, no sideways scroll, screenshots`, async ({
    page,
    request,
  }) => {
    // A share of the seeded pages at two widths, with screenshots: minutes, not the default one.
    test.setTimeout(5 * 60_000)
    const paths = await seededPaths(request)
    expect(paths.length).toBeGreaterThanOrEqual(8)
    const all = [...paths, '/ei-ole-olemassa']
    for (const path of all.filter((_, i) => i % SHARES === share)) {
      const name = path === '/' ? 'etusivu' : path.slice(1).replaceAll('/', '_')
      await screenshots(page, path, name)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await settle(page)
        expect(await horizontalOverflow(page), `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(
          0,
        )
        // Reduced motion shows every section in its final state, so axe checks all of it.
        const results = await new AxeBuilder({ page }).analyze()
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
        expect(summary, `${path} at ${width}px`).toEqual([])
      }
    }
  })
}
