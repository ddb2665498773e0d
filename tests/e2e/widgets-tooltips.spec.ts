import type { Locator, Page } from '@playwright/test'
import { INFO_CIRCLE, TICKER, TOOLTIP } from '../../src/lib/constants'
import { scaled } from '../support/time-scale'
import { type Cms, createTestPage, expect, showcasePath, test } from './support/cms'
import { horizontalOverflow } from './support/screens'
import { startScripts } from './support/scripts'
import { auditLayouts, expectIslands, PHONE, stillClock } from './support/widgets'

/** The seeded showcase page's address in a locale. */
const showcase = (cms: Cms, locale: 'fi' | 'en') =>
  showcasePath(
    cms,
    locale,
    locale === 'fi' ? 'vihjeet-ympyrat-ja-uutisnauhat' : 'tooltips-circles-and-tickers',
  )

/** The `[data-tip]` wrapper around a trigger, which carries the tooltip's state. */
const tipOf = (trigger: Locator) => trigger.locator('xpath=ancestor::*[@data-tip][1]')
const ticker = (page: Page) => page.locator('ul[aria-labelledby]').filter({ hasText: /Finlayson/ })
const currentNews = (page: Page) => ticker(page).locator('li[data-tick="current"]')

/**
 * Running tickers paused by their own button, and their last change finished: axe then checks a
 * still page, not an item caught halfway through its fade (which it would count as low contrast).
 */
async function pauseTickers(page: Page): Promise<void> {
  if (await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)) return
  const toggles = page.locator('[data-ready] > [data-ticker-toggle]')
  await expect(toggles).toHaveCount(await page.locator('[data-ticker-toggle]').count())
  for (const toggle of await toggles.all()) await toggle.click()
  await expect(page.locator('[data-running="true"]')).toHaveCount(0)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-tick]')].every((item) => item.getAnimations().length === 0),
  )
}

test.describe('tooltips, hotspots, info circle, news ticker', () => {
  test('tooltip by mouse: delay, appearing, shown, hoverable, disappearing after the tolerance', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const term = page.getByRole('button', { name: 'WCAG 2.2 AA' })
    const wrap = tipOf(term)
    const tooltip = wrap.getByRole('tooltip')
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    await expect(term).toHaveAccessibleDescription(/digipalvelulaki/)
    await term.hover()
    await page.clock.runFor(TOOLTIP.delay - 20)
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    await expect(tooltip).toBeHidden()
    await page.clock.runFor(20)
    await expect(wrap).toHaveAttribute('data-state', 'appearing')
    await page.clock.runFor(TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'shown')
    await expect(tooltip).toBeVisible()
    // The arrow side: the bubble sits above the term, the configured offset away, once its
    // entrance transition (CSS, real time, not the test's clock) has ended.
    const gap = async () => {
      const [termBox, tipBox] = [await term.boundingBox(), await tooltip.boundingBox()]
      return (termBox?.y ?? 0) - ((tipBox?.y ?? 0) + (tipBox?.height ?? 0))
    }
    await expect.poll(gap).toBeGreaterThan(TOOLTIP.arrowOffset - 4)
    expect(await gap()).toBeLessThan(TOOLTIP.arrowOffset + 4)
    const termBox = await term.boundingBox()
    // The pointer moves onto the tooltip (WCAG 1.4.13 hoverable): it stays, however long.
    await page.mouse.move((termBox?.x ?? 0) + 5, (termBox?.y ?? 0) - TOOLTIP.arrowOffset / 2)
    await tooltip.hover()
    await page.clock.runFor(5000)
    await expect(wrap).toHaveAttribute('data-state', 'shown')
    await page.screenshot({ path: 'test-results/screenshots/tooltip-open-1440.png' })
    // Leaving: still shown within the interactive tolerance, then disappearing, then hidden.
    await page.mouse.move(5, 600)
    await page.clock.runFor(TOOLTIP.interactiveTolerance - 20)
    await expect(wrap).toHaveAttribute('data-state', 'shown')
    await page.clock.runFor(20)
    await expect(wrap).toHaveAttribute('data-state', 'disappearing')
    await page.clock.runFor(TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    await expect(tooltip).toBeHidden()
  })

  test('tooltip by keyboard: focus opens, Escape closes and keeps it closed, blur hides', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.goto(await showcase(cms, 'en'))
    await startScripts(page)
    const icon = page.getByRole('button', { name: 'What does the price include?' })
    const wrap = tipOf(icon)
    await expect(icon).toHaveAccessibleDescription(/accessibility audit/)
    // The island has wired the tooltip (it gets its state) before the focus it must see.
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    // Tab reaches it from the term before it.
    await page.getByRole('button', { name: 'Core Web Vitals' }).focus()
    await page.keyboard.press('Tab')
    await expect(icon).toBeFocused()
    await page.clock.runFor(TOOLTIP.delay + TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'shown')
    await expect(wrap.getByRole('tooltip')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    await expect(icon).toBeFocused()
    await page.clock.runFor(2000)
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    // Focus leaving and coming back opens it again.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await page.clock.runFor(TOOLTIP.delay + TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'shown')
    await page.keyboard.press('Tab')
    await page.clock.runFor(TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
  })

  test('touch: a tap opens a tooltip and a hotspot at once, a tap elsewhere closes', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await stillClock(page)
    await page.goto(url)
    await startScripts(page)
    const icon = page.getByRole('button', { name: 'Mitä hinta sisältää?' })
    const wrap = tipOf(icon)
    // The island has wired the tooltip (it gets its state) before the tap it must see.
    await expect(wrap).toHaveAttribute('data-state', 'hidden')
    await icon.tap()
    await expect(wrap).toHaveAttribute('data-state', /appearing|shown/)
    await page.clock.runFor(TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'shown')
    // The bubble fits the phone's screen once its entrance transition (CSS, real time) has ended.
    const bubble = wrap.getByRole('tooltip')
    await expect.poll(async () => (await bubble.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
    await expect
      .poll(async () => {
        const box = await bubble.boundingBox()
        return (box?.x ?? 0) + (box?.width ?? 999)
      })
      .toBeLessThanOrEqual(390)
    await page.screenshot({ path: 'test-results/screenshots/tooltip-open-390.png' })
    await page.getByRole('heading', { level: 1 }).tap()
    await page.clock.runFor(TOOLTIP.speed)
    await expect(wrap).toHaveAttribute('data-state', 'hidden')

    const spot = page.getByRole('button', { name: 'Nopea lataus' })
    await spot.scrollIntoViewIfNeeded()
    await spot.tap()
    await page.clock.runFor(TOOLTIP.hotspotSpeed)
    await expect(tipOf(spot)).toHaveAttribute('data-state', 'shown')
    await expect(tipOf(spot).getByRole('tooltip')).toBeVisible()
    await spot.tap()
    await page.clock.runFor(TOOLTIP.hotspotSpeed)
    await expect(tipOf(spot)).toHaveAttribute('data-state', 'hidden')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await context.close()
  })

  test('hotspots: named buttons by keyboard, with the hotspot timing', async ({ page, cms }) => {
    await stillClock(page)
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const spots = page.locator('figure ul > li button')
    await expect(spots).toHaveCount(4)
    const first = page.getByRole('button', { name: 'Selkeä otsikko' })
    await expect(first).toHaveAccessibleDescription(/Hakukoneet ja ruudunlukijat/)
    // The island has wired the hotspots (each gets its state) before the focus it must see.
    await expect(tipOf(first)).toHaveAttribute('data-state', 'hidden')
    await first.focus()
    await page.clock.runFor(TOOLTIP.hotspotDelay - 20)
    await expect(tipOf(first)).toHaveAttribute('data-state', 'hidden')
    await page.clock.runFor(20)
    await expect(tipOf(first)).toHaveAttribute('data-state', 'appearing')
    await page.clock.runFor(TOOLTIP.hotspotSpeed)
    await expect(tipOf(first)).toHaveAttribute('data-state', 'shown')
    await page.keyboard.press('Tab')
    const second = page.getByRole('button', { name: 'Luettava teksti' })
    await expect(second).toBeFocused()
    await page.clock.runFor(TOOLTIP.hotspotDelay + TOOLTIP.hotspotSpeed)
    await expect(tipOf(second)).toHaveAttribute('data-state', 'shown')
    await expect(tipOf(first)).toHaveAttribute('data-state', 'hidden')
    await page.keyboard.press('Escape')
    await expect(tipOf(second)).toHaveAttribute('data-state', 'hidden')
  })

  test('empty ticker and info circle render nothing and break nothing', async ({ page, cms }) => {
    // A missing hotspot image is covered by the unit tests: the CMS refuses saving one.
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'heading', text: 'Tyhjät', level: 'h2' },
              { blockType: 'newsTicker', items: [] },
              { blockType: 'infoCircle', items: [] },
            ],
          },
        ],
      },
    ])
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Tyhjät' })).toBeVisible()
    await expect(page.locator('[data-running], [data-rotating]')).toHaveCount(0)
  })

  test('info circle: rotates after the initial wait, stops on hover, keyboard selects', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const circle = page.locator('[data-rotating]')
    const list = circle.locator('ul').first()
    const active = list.locator('li[data-active] button')
    await expect(circle).toHaveAttribute('data-rotating', 'true')
    await expect(active).toHaveAccessibleName('Tutustuminen')
    await expect(list.getByRole('listitem')).toHaveCount(5)
    await page.clock.runFor(INFO_CIRCLE.initialWaitSeconds * 1000 + 3000 - 50)
    await expect(active).toHaveAccessibleName('Tutustuminen')
    await page.clock.runFor(50)
    await expect(active).toHaveAccessibleName('Suunnittelu')
    await expect(active).toHaveAttribute('aria-current', 'true')
    await expect(list.getByText('Rakenne, sisältö ja ulkoasu')).toBeVisible()
    await page.clock.runFor(3000)
    await expect(active).toHaveAccessibleName('Toteutus')
    // Hover stops it for good.
    await list.hover()
    await expect(circle).toHaveAttribute('data-rotating', 'false')
    await page.clock.runFor(15000)
    await expect(active).toHaveAccessibleName('Toteutus')
    // Keyboard: every item is a button; Enter selects.
    const testing = list.getByRole('button', { name: 'Testaus' })
    await testing.focus()
    await page.keyboard.press('Enter')
    await expect(active).toHaveAccessibleName('Testaus')
    await expect(list.getByText('Tarkistamme näppäimistöllä')).toBeVisible()
    // A click selects too.
    await list.getByRole('button', { name: 'Julkaisu' }).click()
    await expect(active).toHaveAccessibleName('Julkaisu')
    // Other items' text is still in the list for screen readers, out of sight.
    const hidden = list.getByText('Tarkistamme näppäimistöllä')
    await expect(hidden).toBeAttached()
    expect((await hidden.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1)
  })

  test('info circle on a phone: a stacked list with every text visible, no rotation', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const circle = page.locator('[data-rotating]')
    await expect(circle).toHaveAttribute('data-rotating', 'false')
    for (const text of ['Kuuntelemme tavoitteet', 'Sivusto verkkoon']) {
      await circle.getByText(text).scrollIntoViewIfNeeded()
      await expect(circle.getByText(text)).toBeInViewport()
    }
    await page.clock.runFor(10000)
    await expect(circle.locator('li[data-active] button')).toHaveAccessibleName('Tutustuminen')
  })

  test('news ticker: advances up every interval, pauses on hover, focus, the button and a hidden tab', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const root = page.locator('[data-running]')
    const toggle = root.locator('[data-ticker-toggle]')
    await expect(toggle).toHaveAccessibleName('Pysäytä')
    await expect(root).toHaveAttribute('data-running', 'true')
    await expect(ticker(page).getByRole('listitem')).toHaveCount(4)
    await expect(currentNews(page)).toContainText('Finlayson')
    await page.clock.runFor(TICKER.interval - 50)
    await expect(currentNews(page)).toContainText('Finlayson')
    await page.clock.runFor(50)
    await expect(currentNews(page)).toContainText('aamupäivä')
    // Direction up: the item that left went above the strip.
    const leaving = ticker(page).locator('li[data-tick="leaving"]')
    await expect(leaving).toContainText('Finlayson')
    await expect
      .poll(async () => (await leaving.boundingBox())?.y ?? 0)
      .toBeLessThan((await ticker(page).boundingBox())?.y ?? 0)

    // Hover pauses; leaving resumes.
    await ticker(page).hover()
    await expect(root).toHaveAttribute('data-running', 'false')
    await expect(leaving).toHaveCSS('opacity', '0')
    await root.screenshot({ path: 'test-results/screenshots/ticker-1440.png' })
    await page.clock.runFor(TICKER.interval * 4)
    await expect(currentNews(page)).toContainText('aamupäivä')
    await page.mouse.move(5, 5)
    await expect(root).toHaveAttribute('data-running', 'true')
    await page.clock.runFor(TICKER.interval)
    await expect(currentNews(page)).toContainText('verkkokauppa')

    // The pause button (WCAG 2.2.2) holds it until play.
    await toggle.click()
    await page.mouse.move(5, 5)
    await toggle.blur()
    await expect(root.getByRole('button', { name: 'Toista' })).toBeVisible()
    await expect(root).toHaveAttribute('data-running', 'false')
    await page.clock.runFor(TICKER.interval * 4)
    await expect(currentNews(page)).toContainText('verkkokauppa')
    await root.getByRole('button', { name: 'Toista' }).click()
    await expect(toggle).toHaveAccessibleName('Pysäytä')
    await toggle.blur()
    await page.mouse.move(5, 5)
    await expect(root).toHaveAttribute('data-running', 'true')

    // A hidden tab pauses it.
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value })
        document.dispatchEvent(new Event('visibilitychange'))
      }, hidden)
    await setHidden(true)
    await expect(root).toHaveAttribute('data-running', 'false')
    await page.clock.runFor(TICKER.interval * 4)
    await expect(currentNews(page)).toContainText('verkkokauppa')
    await setHidden(false)
    await expect(root).toHaveAttribute('data-running', 'true')

    // Keyboard: Tab onto a link shows its item and pauses while focus is inside.
    const link = ticker(page).getByRole('link', { name: /frontend/ })
    await link.focus()
    await expect(currentNews(page)).toContainText('frontend')
    await expect(link).toBeVisible()
    await expect(root).toHaveAttribute('data-running', 'false')
    await page.clock.runFor(TICKER.interval * 3)
    await expect(currentNews(page)).toContainText('frontend')
  })

  test('reduced motion: the ticker is a still list, the circle does not rotate, tooltips still work', async ({
    page,
    cms,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await stillClock(page)
    await page.goto(await showcase(cms, 'en'))
    await startScripts(page)
    const items = page
      .locator('ul[aria-labelledby]')
      .filter({ hasText: /Finlayson/ })
      .getByRole('listitem')
    await expect(items).toHaveCount(4)
    for (const item of await items.all()) await expect(item).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pause' })).toBeHidden()
    await expect(page.locator('[data-rotating]')).toHaveAttribute('data-rotating', 'false')
    await page.clock.runFor(20000)
    await expect(page.locator('[data-rotating] li[data-active] button')).toHaveAccessibleName(
      'Getting to know',
    )
    await expect(items.first()).toHaveAttribute('data-tick', 'current')
    const term = page.getByRole('button', { name: 'WCAG 2.2 AA' })
    await term.hover()
    await page.clock.runFor(TOOLTIP.delay + TOOLTIP.speed)
    await expect(tipOf(term).getByRole('tooltip')).toBeVisible()
  })

  test('tooltip texts are found by the site search', async ({ page, cms }) => {
    const url = await showcase(cms, 'fi')
    await page.goto(`/haku?q=${encodeURIComponent('digipalvelulaki')}`)
    await expect(
      page.locator('main ol > li').getByRole('link', { name: 'Vihjeet, ympyrät ja uutisnauhat' }),
    ).toHaveAttribute('href', url)
    await page.goto(`/en/search?q=${encodeURIComponent('warranty fixes')}`)
    await expect(
      page.locator('main ol > li').getByRole('link', { name: 'Tooltips, circles and tickers' }),
    ).toHaveAttribute('href', await showcase(cms, 'en'))
  })

  test('their code loads only on pages that show them', async ({ page, cms }) => {
    // Selector strings from each widget's behaviour module survive minification, in either quotes.
    const quoted = (selector: string) => [`'${selector}'`, `"${selector}"`]
    const markers = {
      tooltip: quoted('[data-tip]'),
      ticker: quoted('[data-ticker-toggle]'),
      'ticker items': quoted(':scope > ul > li'),
    }
    await expectIslands(page, await showcase(cms, 'fi'), markers, ['ticker', 'ticker items', 'tooltip'])
    await expectIslands(page, '/tietoa-meista', markers, [])
  })

  test('axe finds nothing in either language; screenshots at 390 and 1440 px', async ({ page, cms }) => {
    test.setTimeout(scaled(120_000))
    for (const locale of ['fi', 'en'] as const) {
      const url = await showcase(cms, locale)
      await auditLayouts(page, url, { prepare: pauseTickers, screenshot: `widgets-tooltips-${locale}` })
    }
  })
})
