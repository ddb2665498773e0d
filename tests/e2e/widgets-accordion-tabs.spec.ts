import type { Page as BrowserPage, Locator } from '@playwright/test'
import { BREAKPOINTS, TIMING } from '../../src/lib/constants'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, test } from './support/cms'
import { horizontalOverflow, screenshots, settle, WIDTHS } from './support/screens'
import { axeViolations, expectIslands, PHONE } from './support/widgets'

const FI = '/widgetit/haitarit-ja-valilehdet'

/** The English twin's address, from the Finnish page's language alternates. */
async function enUrl(page: BrowserPage): Promise<string> {
  await page.goto(FI)
  const href = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
  if (!href) throw new Error('no English alternate')
  return new URL(href, 'http://x').pathname
}

/** Every accordion and tabs island on the page has attached. */
async function ready(page: BrowserPage): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-accordion], [data-tabs]')].every(
      (el) => el.dataset.ready === '',
    ),
  )
}

/**
 * Records every Web Animations call (the islands' only animations) as its duration in ms, except
 * those of the auto-rotating tabs, which may turn at any moment of a test.
 */
async function recordAnimations(page: BrowserPage): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const calls: number[] = []
    Object.assign(window, { __animations: calls })
    const animate = Element.prototype.animate
    Element.prototype.animate = function (this: Element, frames, options) {
      const rotating = this.closest('[data-tabs]')?.querySelector('[data-tabs-rotation]')
      if (!rotating) calls.push(typeof options === 'number' ? options : Number(options?.duration ?? 0))
      return animate.call(this, frames, options)
    }
  })
  return () =>
    page.evaluate(() => {
      const calls = (window as unknown as { __animations: number[] }).__animations
      return calls.splice(0)
    })
}

const faq = (page: BrowserPage) => page.locator('[data-accordion]').first()
const trigger = (scope: Locator, name: string | RegExp) => scope.getByRole('button', { name })
/** An accordion item's panel, found by its header (a collapsed panel is found too). */
const region = (scope: Locator, name: string) =>
  scope
    .locator('[data-acc-item]')
    .filter({ has: scope.page().getByRole('button', { name, exact: true }) })
    .locator('[data-acc-panel]')
    .first()
/** The panel under a responsive tabs' accordion header (the element right after its heading). */
const panelOf = (header: Locator) => header.locator('xpath=ancestor::h3[1]/following-sibling::*[1]')
/** The tab panel showing (the others are hidden until found). */
const shownPanel = (root: Locator) => root.locator('[role="tabpanel"]:visible')
const tabsNamed = (page: BrowserPage, label: string) =>
  page.locator('[data-tabs]').filter({ has: page.getByRole('tablist', { name: label, exact: true }) })

test.describe('accordion', () => {
  test('mouse: click toggles, opening one closes the others, scroll to the opened item', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    await ready(page)
    const scope = faq(page)
    const first = trigger(scope, 'Paljonko uudet verkkosivut maksavat?')
    const second = trigger(scope, 'Kuinka kauan sivuston tekeminen kestää?')
    // activeindex 0: the first item is open.
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(region(scope, 'Paljonko uudet verkkosivut maksavat?')).toBeVisible()
    await expect(region(scope, 'Kuinka kauan sivuston tekeminen kestää?')).toBeHidden()
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(region(scope, 'Kuinka kauan sivuston tekeminen kestää?')).toBeVisible()
    await expect(region(scope, 'Paljonko uudet verkkosivut maksavat?')).toBeHidden()
    // scroll: the opened item ends accordionScrollOffset below the top (or under the sticky header).
    const item = second.locator('xpath=ancestor::*[@data-acc-item]')
    const offset = await page.evaluate(
      (min) =>
        Math.max(
          min,
          Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0,
        ),
      TIMING.accordionScrollOffset,
    )
    await expect
      .poll(() => item.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: TIMING.accordionScrollDuration + 3000,
      })
      .toBeGreaterThanOrEqual(offset - 2)
    await expect
      .poll(() => item.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(offset + 2)
    // Click again: collapsed, nothing open.
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(scope.locator('[aria-expanded="true"]')).toHaveCount(0)
    // Hover colour: the title background changes.
    const before = await first.evaluate((el) => getComputedStyle(el).backgroundColor)
    await first.hover()
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before)
  })

  test('activeindex out of range opens item 0; without close-others several stay open; editor colours', async ({
    page,
  }) => {
    await page.goto(FI)
    await ready(page)
    const steps = page.locator('[data-accordion]').nth(1)
    const first = trigger(steps, '1. Tutustuminen')
    const third = trigger(steps, '3. Toteutus')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveCSS('background-color', 'rgb(242, 239, 234)')
    await expect(third).toHaveCSS('background-color', 'rgb(31, 58, 95)')
    await third.click()
    await expect(third).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(region(steps, '3. Toteutus')).toBeVisible()
  })

  test('keyboard (APG accordion rows): Enter and Space toggle; Tab and Shift+Tab walk headers and open content', async ({
    page,
  }) => {
    await page.goto(FI)
    await ready(page)
    const scope = faq(page)
    const first = trigger(scope, 'Paljonko uudet verkkosivut maksavat?')
    const second = trigger(scope, 'Kuinka kauan sivuston tekeminen kestää?')
    const quote = scope.getByRole('link', { name: 'Kysy tarjousta' })
    await first.focus()
    // Tab: header → the link in its open panel → the next header.
    await page.keyboard.press('Tab')
    await expect(quote).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    // Shift+Tab walks back the same way.
    await page.keyboard.press('Shift+Tab')
    await expect(quote).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(first).toBeFocused()
    // Enter on an open header collapses it; Enter again expands it.
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(region(scope, 'Paljonko uudet verkkosivut maksavat?')).toBeHidden()
    // A collapsed panel's link is out of the Tab sequence.
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    // Space expands the focused collapsed section.
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(region(scope, 'Kuinka kauan sivuston tekeminen kestää?')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
  })

  test('touch: a tap toggles an item', async ({ browser }) => {
    const phone = await browser.newContext({ baseURL: String(test.info().project.use.baseURL), ...PHONE })
    try {
      const page = await phone.newPage()
      await page.goto(FI)
      await ready(page)
      const scope = faq(page)
      const third = trigger(scope, 'Voimmeko päivittää sivuja itse?')
      await third.tap()
      await expect(third).toHaveAttribute('aria-expanded', 'true')
      await expect(region(scope, 'Voimmeko päivittää sivuja itse?')).toBeVisible()
      await third.tap()
      await expect(third).toHaveAttribute('aria-expanded', 'false')
    } finally {
      await phone.close()
    }
  })
})

test.describe('tabs', () => {
  for (const [name, label] of [
    ['automatic', 'Liuku'],
    ['manual', 'Tampereen toimisto'],
  ] as const) {
    test(`keyboard (APG tabs-${name} rows): arrows, Home, End, Tab into the panel${name === 'manual' ? ', Enter and Space' : ''}`, async ({
      page,
    }) => {
      const auto = name === 'automatic'
      await page.goto(FI)
      await ready(page)
      const root = tabsNamed(page, label)
      const tabs = root.getByRole('tab')
      const count = await tabs.count()
      expect(count).toBeGreaterThanOrEqual(2)
      const selected = () => root.locator('[role="tab"][aria-selected="true"]')
      // Tab into the tablist lands on the current tab; the next Tab goes to its panel.
      // A stand-in control just before the tabs, to Tab in from.
      await root.evaluate((el) => {
        const before = document.createElement('button')
        before.textContent = 'Ennen'
        before.id = 'ennen-valilehtia'
        el.before(before)
      })
      const before = page.locator('#ennen-valilehtia')
      await before.focus()
      await page.keyboard.press('Tab')
      await expect(tabs.nth(0)).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(shownPanel(root)).toBeFocused()
      // Tabbing in lands on the current tab, wherever it is.
      await tabs.nth(count - 1).click()
      await before.focus()
      await page.keyboard.press('Tab')
      await expect(tabs.nth(count - 1)).toBeFocused()
      await tabs.nth(0).click()
      await tabs.nth(0).focus()
      // Right Arrow: next tab (wrapping from the last), activated only automatically.
      for (let i = 1; i <= count; i++) {
        await page.keyboard.press('ArrowRight')
        await expect(tabs.nth(i % count)).toBeFocused()
        await expect(selected()).toHaveText(await tabs.nth(auto ? i % count : 0).innerText())
      }
      // Left Arrow from the first: the last.
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(count - 1)).toBeFocused()
      await page.keyboard.press('Home')
      await expect(tabs.nth(0)).toBeFocused()
      await page.keyboard.press('End')
      await expect(tabs.nth(count - 1)).toBeFocused()
      await expect(selected()).toHaveText(await tabs.nth(auto ? count - 1 : 0).innerText())
      const panel = shownPanel(root)
      await expect(panel).toHaveCount(1)
      await expect(panel).toHaveAttribute('aria-labelledby', (await selected().getAttribute('id')) ?? '')
      if (!auto) {
        // Enter and Space activate the focused tab.
        await page.keyboard.press('Enter')
        await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
        await page.keyboard.press('Home')
        await page.keyboard.press('Space')
        await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
        await expect(shownPanel(root)).toContainText('Hämeenkatu')
      }
    })
  }

  test('mouse: one current tab; every animation runs for its docs/widgets.md duration', async ({ page }) => {
    const animations = await recordAnimations(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    await ready(page)
    await animations()
    const expected: Record<string, number> = {
      Liuku: TIMING.tabSlide,
      Häivytys: TIMING.tabFade,
      Skaalaus: TIMING.tabSlide,
      'Liuku ja zoomaus': TIMING.tabSlide,
      Vaakaliuku: TIMING.tabSlide,
      'Ei animaatiota': 0,
    }
    for (const [label, duration] of Object.entries(expected)) {
      const root = tabsNamed(page, label)
      await root.getByRole('tab', { name: 'Toinen' }).click()
      await expect(root.getByRole('tab', { name: 'Toinen' })).toHaveAttribute('aria-selected', 'true')
      await expect(root.getByRole('tab', { name: 'Ensimmäinen' })).toHaveAttribute('aria-selected', 'false')
      const panel = shownPanel(root)
      await expect(panel).toContainText('toisella välilehdellä')
      expect(await animations(), label).toEqual(duration ? [duration] : [])
    }
  })

  test('rotation: advances by rotatetabs seconds, pauses on hover and focus, stops with the visible control', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto(FI)
    await ready(page)
    const root = tabsNamed(page, 'Palvelumme')
    const selected = root.locator('[role="tab"][aria-selected="true"]')
    const control = root.getByRole('button', { name: 'Pysäytä' })
    await expect(control).toBeVisible()
    await root.screenshot({ path: 'test-results/screenshots/widgets-accordion-tabs-rotation-1280.png' })
    await expect(selected).toHaveText('Verkkosivut')
    await page.mouse.move(0, 0)
    await page.clock.runFor(8000)
    await expect(selected).toHaveText('Verkkokaupat')
    // Hover pauses.
    await shownPanel(root).hover()
    await page.clock.runFor(24_000)
    await expect(selected).toHaveText('Verkkokaupat')
    await page.mouse.move(0, 0)
    await page.clock.runFor(8000)
    await expect(selected).toHaveText('Ylläpito')
    // Focus pauses.
    await selected.focus()
    await page.clock.runFor(24_000)
    await expect(selected).toHaveText('Ylläpito')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    // The control stops it for good and says so; pressing it again resumes.
    await control.click()
    await expect(root.getByRole('button', { name: 'Toista' })).toBeVisible()
    await root.screenshot({
      path: 'test-results/screenshots/widgets-accordion-tabs-rotation-stopped-1280.png',
    })
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(24_000)
    await expect(selected).toHaveText('Ylläpito')
    await root.getByRole('button', { name: 'Toista' }).click()
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(8000)
    await expect(selected).toHaveText('Verkkosivut')
  })

  test('reduced motion: no rotation, no animation, no rotation control; tabs and accordions still work', async ({
    page,
  }) => {
    const animations = await recordAnimations(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto(FI)
    await ready(page)
    const services = tabsNamed(page, 'Palvelumme')
    await page.clock.runFor(30_000)
    await expect(services.locator('[aria-selected="true"]')).toHaveText('Verkkosivut')
    await expect(services.locator('[data-tabs-rotation]')).toBeHidden()
    const fade = tabsNamed(page, 'Häivytys')
    await fade.getByRole('tab', { name: 'Kolmas' }).click()
    await expect(shownPanel(fade)).toContainText('kolmannella')
    expect(await animations()).toEqual([])
    const second = trigger(faq(page), 'Kuinka kauan sivuston tekeminen kestää?')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(await animations()).toEqual([])
    // The same clicks with motion allowed do animate (so the check above can fail).
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await fade.getByRole('tab', { name: 'Toinen' }).click()
    expect(await animations()).toEqual([TIMING.tabFade])
  })

  test(`responsive: between ${BREAKPOINTS.tabsMobileMin} and ${BREAKPOINTS.tabsMobileMax} px the tabs are an accordion (390 px, touch)`, async ({
    browser,
  }) => {
    const phone = await browser.newContext({ baseURL: String(test.info().project.use.baseURL), ...PHONE })
    try {
      const page = await phone.newPage()
      await page.goto(FI)
      await ready(page)
      const root = page.locator('[data-tabs]').first()
      await expect(root).toHaveAttribute('data-layout', 'accordion')
      await expect(root.getByRole('tablist')).toBeHidden()
      const header = (name: string) => root.getByRole('button', { name, exact: true })
      await expect(header('Verkkosivut')).toHaveAttribute('aria-expanded', 'true')
      await expect(panelOf(header('Verkkosivut'))).toBeVisible()
      await header('Verkkokaupat').tap()
      await expect(header('Verkkokaupat')).toHaveAttribute('aria-expanded', 'true')
      await expect(header('Verkkosivut')).toHaveAttribute('aria-expanded', 'false')
      await expect(panelOf(header('Verkkokaupat'))).toBeVisible()
      await expect(panelOf(header('Verkkosivut'))).toBeHidden()
      await header('Verkkokaupat').tap()
      await expect(header('Verkkokaupat')).toHaveAttribute('aria-expanded', 'false')
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      // Wider than tabsMobileMax: tabs again, with the last chosen tab current.
      await page.setViewportSize({ width: BREAKPOINTS.tabsMobileMax + 1, height: 844 })
      await expect(root).toHaveAttribute('data-layout', 'tabs')
      await expect(root.getByRole('tablist')).toBeVisible()
      await expect(root.getByRole('tab', { name: 'Verkkokaupat' })).toHaveAttribute('aria-selected', 'true')
      await expect(shownPanel(root)).toContainText('Verkkokauppa suomalaisilla')
      await root.getByRole('tab', { name: 'Ylläpito' }).tap()
      await expect(root.getByRole('tab', { name: 'Ylläpito' })).toHaveAttribute('aria-selected', 'true')
    } finally {
      await phone.close()
    }
  })

  test('an accordion nested in a tab, with a button inside', async ({ page }) => {
    await page.goto(FI)
    await ready(page)
    const root = tabsNamed(page, 'Tampereen toimisto')
    const inner = root.locator('[data-accordion]')
    await expect(inner).toBeVisible()
    await expect(inner.getByRole('link', { name: 'Ota yhteyttä' })).toBeVisible()
    const remote = trigger(inner, 'Voiko tapaamisen pitää etänä?')
    await remote.click()
    await expect(remote).toHaveAttribute('aria-expanded', 'true')
    // The outer tabs did not react to the inner click.
    await expect(root.getByRole('tab', { name: 'Yhteystiedot' })).toHaveAttribute('aria-selected', 'true')
    await root.getByRole('tab', { name: 'Tiimi' }).click()
    await expect(inner).toBeHidden()
    await expect(shownPanel(root)).toContainText('kahdeksan')
  })
})

test.describe('fragments', () => {
  test('#id opens the accordion item and the tab on load', async ({ page }) => {
    await page.goto(`${FI}#saavutettavuus`)
    await ready(page)
    const scope = faq(page)
    await expect(trigger(scope, 'Onko sivusto saavutettava?')).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger(scope, 'Paljonko uudet verkkosivut maksavat?')).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(region(scope, 'Onko sivusto saavutettava?')).toBeInViewport()
    await page.goto(`${FI}#yllapitopalvelu`)
    await ready(page)
    const services = tabsNamed(page, 'Palvelumme')
    await expect(services.getByRole('tab', { name: 'Ylläpito' })).toHaveAttribute('aria-selected', 'true')
    await expect(shownPanel(services)).toBeInViewport()
  })

  test('in-page links and hashchange open their item or tab', async ({ page }) => {
    await page.goto(FI)
    await ready(page)
    const scope = faq(page)
    const access = trigger(scope, 'Onko sivusto saavutettava?')
    await page.getByRole('link', { name: 'saavutettavuus', exact: true }).click()
    await expect(page).toHaveURL(/#saavutettavuus$/)
    await expect(access).toHaveAttribute('aria-expanded', 'true')
    await expect(region(scope, 'Onko sivusto saavutettava?')).toBeInViewport()
    // The same link again after the visitor closed the item (no hashchange): it opens again.
    await access.click()
    await expect(access).toHaveAttribute('aria-expanded', 'false')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('link', { name: 'saavutettavuus', exact: true }).click()
    await expect(access).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'ylläpitopalvelu', exact: true }).click()
    const services = tabsNamed(page, 'Palvelumme')
    await expect(services.getByRole('tab', { name: 'Ylläpito' })).toHaveAttribute('aria-selected', 'true')
    // Typed or history fragments (hashchange), including the #!/ form.
    await page.evaluate(() => {
      location.hash = '#!/verkkokaupat'
    })
    await expect(services.getByRole('tab', { name: 'Verkkokaupat' })).toHaveAttribute('aria-selected', 'true')
    await page.evaluate(() => {
      location.hash = '#hinnoittelu'
    })
    await expect(trigger(scope, 'Paljonko uudet verkkosivut maksavat?')).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})

test.describe('bad configuration, no JavaScript, search, isolation', () => {
  test('empty accordion and tabs render nothing; out-of-range activeindex and negative rotatetabs fall back', async ({
    page,
    cms,
  }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'heading', text: 'Tyhjät', level: 'h2' },
              { blockType: 'accordion', items: [] },
              { blockType: 'tabs', tabs: [] },
              {
                blockType: 'tabs',
                activeIndex: 9,
                rotateTabs: -3,
                tabs: [
                  {
                    label: 'Yksi',
                    content: [{ blockType: 'heading', text: 'Ensimmäinen sisältö', level: 'h3' }],
                  },
                  { label: 'Kaksi', content: [] },
                ],
              },
            ],
          },
        ],
      },
    ])
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Tyhjät' })).toBeVisible()
    await expect(page.locator('[data-accordion]')).toHaveCount(0)
    await expect(page.locator('[data-tabs]')).toHaveCount(1)
    await expect(page.getByRole('tab', { name: 'Yksi' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[data-tabs-rotation]')).toHaveCount(0)
  })

  test('without JavaScript every panel’s content shows', async ({ browser }) => {
    const noJs = await browser.newContext({
      baseURL: String(test.info().project.use.baseURL),
      javaScriptEnabled: false,
    })
    try {
      const page = await noJs.newPage()
      await page.goto(FI)
      await expect(page.getByText('Useimmat sivustot valmistuvat')).toBeVisible()
      await expect(page.getByText('Ylläpitopalvelumme pitää sivuston')).toBeVisible()
      await expect(page.getByText('Meitä on kahdeksan')).toBeVisible()
      await expect(page.getByText('Voi. Käytämme Teamsia')).toBeVisible()
      await expect(page.getByRole('tablist').first()).toBeHidden()
    } finally {
      await noJs.close()
    }
  })

  test('site search finds accordion bodies and tab labels in both languages', async ({ page }) => {
    await page.goto(`/haku?q=${encodeURIComponent('pyöräparkki')}`)
    await expect(page.locator('main ol > li').filter({ hasText: 'Haitarit ja välilehdet' })).toHaveCount(1)
    await page.goto(`/haku?q=${encodeURIComponent('Yhteystiedot')}`)
    await expect(page.locator('main ol > li').filter({ hasText: 'Haitarit ja välilehdet' })).toHaveCount(1)
    expect(await enUrl(page)).toContain('accordions-and-tabs')
    await page.goto(`/en/search?q=${encodeURIComponent('bicycle parking')}`)
    await expect(page.locator('main ol > li').filter({ hasText: 'Accordions and tabs' })).toHaveCount(1)
  })

  test('the islands load only on pages that use them', async ({ page }) => {
    // The behaviour (keys, fragments, rotation) is fetched only where the widgets render; the
    // route's entry holds just the two small wrappers (Next puts every client component there).
    // Island chunks come after hydration, which a busy machine may finish after the network idles.
    const markers = { accordion: 'data-acc-trigger', tabs: 'data-tabs-rotation' }
    await expectIslands(page, FI, markers, ['accordion', 'tabs'])
    await expectIslands(page, '/tietoa-meista', markers, [])
  })
})

test('axe: 0 violations in Finnish and English at 390 and 1440 px; screenshots', async ({ page }) => {
  test.setTimeout(scaled(120_000))
  const en = await enUrl(page)
  for (const [url, name] of [
    [FI, 'haitarit-ja-valilehdet'],
    [en, 'accordions-and-tabs'],
  ] as const) {
    await screenshots(page, url, `widgets-accordion-tabs-${name}`)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      await ready(page)
      await settle(page)
      // Close-ups of the widgets, readable at full size.
      for (const [i, part] of ['#haitarit', '#valilehdet', '#animaatiot + section', '#sisakkain'].entries())
        await page
          .locator(part)
          .first()
          .screenshot({
            path: `test-results/screenshots/widgets-accordion-tabs-${name}-${width}-part${i + 1}.png`,
          })
      expect(await axeViolations(page), `${url} at ${width}px`).toEqual([])
    }
  }
})
