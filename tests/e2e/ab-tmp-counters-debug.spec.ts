// TEMPORARY debug (deleted afterwards).
import { expect, test } from './support/cms'

test('debug layout shifts', async ({ page, cms }) => {
  const doc = await cms.first('pages', 'locale=fi&where[slug][equals]=laskurit-ja-ajastimet')
  await page.addInitScript(() => {
    ;(window as unknown as { shifts: unknown[] }).shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; startTime: number; sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>)
        (window as unknown as { shifts: unknown[] }).shifts.push({
          value: e.value,
          t: Math.round(e.startTime),
          sources: e.sources.map((s) => ({
            node: s.node instanceof Element ? s.node.outerHTML.slice(0, 160) : String(s.node?.nodeName),
            prev: JSON.stringify(s.previousRect),
            cur: JSON.stringify(s.currentRect),
          })),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  for (const clock of [true, false]) {
    if (clock) {
      await page.clock.install({ time: Date.now() - 1000 })
      await page.clock.pauseAt(Date.now())
    }
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto(`/${doc?.path}`)
    await page.waitForTimeout(3000)
    const root = page.getByText('keskimääräinen latausaika mobiilissa', { exact: true }).locator('..')
    await root.scrollIntoViewIfNeeded()
    if (clock) await page.clock.runFor(2500)
    await page.waitForTimeout(3000)
    console.log(clock, JSON.stringify(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), null, 1))
  }
  expect(1).toBe(1)
})
