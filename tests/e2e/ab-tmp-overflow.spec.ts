// TEMPORARY debug (deleted afterwards).
import { expect, test } from './support/cms'

test('debug overflow', async ({ page }) => {
  for (const url of ['/en/widgets/counters-and-countdowns', '/widgetit/laskurit-ja-ajastimet']) {
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto(url)
    await page.waitForTimeout(1500)
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > document.documentElement.clientWidth + 0.5)
        .map(({ el, r }) => `${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)} ${(el.textContent ?? '').slice(0, 40)}`),
    )
    console.log(url, page.url(), await page.evaluate(() => document.documentElement.scrollWidth), JSON.stringify(wide, null, 1))
  }
  expect(1).toBe(1)
})
