import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { TIMING } from '../../src/lib/constants'
import { scaled } from '../support/time-scale'
import { type Cms, expect, test } from './support/cms'
import { frames } from './support/wait'

const desktopNav = '[data-site-header] [data-desktop-only] nav'

/**
 * axe on the header and its menu panel. (An open mega panel covers page text, and axe would judge
 * the covered text's contrast against the panel; the whole page is checked in a11y.spec.ts.)
 */
async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-site-header]').include('#site-menu').analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Runs `body` with the header global changed, and puts the seeded header back afterwards. */
async function withHeader(cms: Cms, data: Record<string, unknown>, body: () => Promise<void>): Promise<void> {
  await cms.updateGlobal('header', data)
  try {
    await body()
  } finally {
    await cms.updateGlobal('header', { variant: 'sticky', mobileSticky: true })
  }
}

/** Layout shifts recorded since the page loaded (CLS input), ignoring those right after input. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

// The consent banner is answered, so these tests see the header as a returning visitor does.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieconsent_status', value: 'dismiss', url: baseURL }])
})

/** The page's scripts (the header's scroll handling among them) have started: they mark the body. */
/** The page runtime has started and every menu listens (the header wires its menus after hydration). */
async function started(page: Page) {
  await expect(page.locator('body')).toHaveAttribute('data-device', /./)
  await expect(page.locator('[data-disclosure-nav]:not([data-nav-ready])')).toHaveCount(0)
}

/** A top-level menu link (mega panels repeat some names further down). */
function topLink(page: Page, name: string) {
  return page.locator(desktopNav).locator('[data-nav-top]').getByText(name, { exact: true })
}

test.describe('desktop menu (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('mega menu opens on hover after the delay, closes when the pointer leaves @smoke', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.locator(desktopNav)
    const toggle = nav.getByRole('button', { name: 'Näytä alavalikko: Palvelut' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.locator('[role^="menu"]')).toHaveCount(0)
    await nav.getByRole('link', { name: 'Palvelut', exact: true }).hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = nav.locator('#nav-panel-0')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Sivunrakentaja' })).toBeVisible()
    await expect(panel.locator('img')).toHaveCount(3)
    expect(await axe(page)).toEqual([])
    await page.screenshot({ path: 'test-results/screenshots/header-mega-1440.png' })
    await page.mouse.move(700, 800)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('a pointer only passing over an item does not open it', async ({ page }) => {
    // The page's clock is ours: the open and close delays run at once, not in real time.
    await page.clock.install()
    await page.goto('/')
    await started(page)
    // Measure where the link is once the web font has replaced the fallback (it moves the links).
    await page.evaluate(() => document.fonts.ready)
    // An installed clock still runs in real time: on a loaded machine more than the show delay
    // passed between the two moves, and the menu rightly opened. Paused, only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const nav = page.locator(desktopNav)
    const link = nav.getByRole('link', { name: 'Palvelut', exact: true })
    const box = await link.boundingBox()
    if (!box) throw new Error('no menu link')
    await page.mouse.move(box.x + 5, box.y + box.height / 2)
    await page.mouse.move(box.x + 5, box.y + 300, { steps: 2 })
    await page.clock.runFor(TIMING.menuShowDelay + TIMING.menuHideDelay + 100)
    // Frames (requestAnimationFrame) wait on the clock too.
    await page.clock.resume()
    await frames(page)
    await expect(nav.getByRole('button', { name: 'Näytä alavalikko: Palvelut' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('keyboard: disclosure navigation per the APG (Tab, Enter, Space, arrows, Home/End, Escape)', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.locator(desktopNav)
    const palvelut = nav.getByRole('link', { name: 'Palvelut', exact: true })
    const toggle = nav.getByRole('button', { name: 'Näytä alavalikko: Palvelut' })
    await palvelut.focus()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(nav.locator('#nav-panel-0 a').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.locator('#nav-panel-0 a').nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(nav.locator('#nav-panel-0 a').last()).toBeFocused()
    await page.keyboard.press('Home')
    await expect(nav.locator('#nav-panel-0 a').first()).toBeFocused()
    // Tab walks through the open panel's links in order.
    await page.keyboard.press('Tab')
    await expect(nav.locator('#nav-panel-0 a').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // Collapsed: arrows move among top-level links and buttons, Home/End to the ends.
    await page.keyboard.press('ArrowRight')
    await expect(topLink(page, 'Tietoa meistä')).toBeFocused()
    await page.keyboard.press('End')
    await expect(topLink(page, 'Yhteystiedot')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(palvelut).toBeFocused()
    // A closed panel's links are not in the tab order.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Näytä alavalikko: Palvelut')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Tietoa meistä')
    // Focus leaving the navigation closes an open panel.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.locator('main').focus()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('sticky header stays at the top without shifting the layout', async ({ page }) => {
    await page.goto('/widgetit')
    await page.mouse.wheel(0, 1200)
    await expect(page.locator('html')).toHaveAttribute('data-sticky', 'on')
    const bar = await page.locator('[data-header-bar]').boundingBox()
    expect(bar?.y).toBe(0)
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
  })

  test('scroll to top appears after header height + 150 px and takes the visitor up', async ({ page }) => {
    await page.goto('/widgetit')
    await started(page)
    const button = page.getByRole('link', { name: 'Takaisin ylös' })
    await expect(button).toBeHidden()
    const headerHeight = await page
      .locator('[data-site-header]')
      .evaluate((el) => (el as HTMLElement).offsetHeight)
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), headerHeight + 140)
    await frames(page)
    await expect(button).toBeHidden()
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), headerHeight + 400)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: scaled(3000) }).toBe(0)
  })
})

test.describe('touch screen wide enough for the desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true })

  test('first tap opens the submenu, the second follows the link', async ({ page }) => {
    await page.goto('/')
    const nav = page.locator(desktopNav)
    const palvelut = nav.getByRole('link', { name: 'Palvelut', exact: true })
    await palvelut.tap()
    await expect(nav.getByRole('button', { name: 'Näytä alavalikko: Palvelut' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(new URL(page.url()).pathname).toBe('/')
    await palvelut.tap()
    await expect(page).toHaveURL(/\/palvelut$/)
  })
})

test.describe('mobile header (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('menu panel opens and closes: button, overlay click, Escape', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator(desktopNav)).toBeHidden()
    const open = page.locator('[data-site-header]').getByRole('button', { name: 'Avaa valikko' })
    await open.click()
    const panel = page.locator('#site-menu')
    await expect(panel).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-mobile-header', 'show')
    await expect(panel.getByRole('button', { name: 'Sulje valikko' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: 'Palvelut', exact: true })).toBeFocused()
    await page.screenshot({ path: 'test-results/screenshots/header-mobile-menu-390.png' })
    expect(await axe(page)).toEqual([])
    // The dimmed overlay beside the panel closes it on click.
    await page.mouse.click(380, 500)
    await expect(panel).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-mobile-header', 'closed')
    await open.click()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(open).toBeFocused()
    await open.click()
    await panel.getByRole('button', { name: 'Sulje valikko' }).click()
    await expect(panel).toBeHidden()
  })

  test('submenus open in place inside the panel', async ({ page }) => {
    await page.goto('/')
    await page.locator('[data-site-header]').getByRole('button', { name: 'Avaa valikko' }).click()
    const panel = page.locator('#site-menu')
    const toggle = panel.getByRole('button', { name: 'Näytä alavalikko: Widgetit' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: 'Painikkeet' })).toBeVisible()
  })

  test('mobile header sticks once the top bar has scrolled away', async ({ page }) => {
    await page.goto('/widgetit')
    await started(page)
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await expect.poll(async () => (await page.locator('[data-header-bar]').boundingBox())?.y).toBe(0)
  })

  test('a non-sticky mobile header gets a floating menu icon past header bottom + 50 px', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    await withHeader(cms, { mobileSticky: false }, async () => {
      await page.goto('/widgetit')
      await started(page)
      const icon = page.locator('[data-floating-menu-icon-button]')
      await expect(icon).toBeHidden()
      const bottom = await page
        .locator('[data-site-header]')
        .evaluate((el) => (el as HTMLElement).offsetTop + (el as HTMLElement).offsetHeight)
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), bottom + 40)
      await frames(page)
      await expect(icon).toBeHidden()
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), bottom + 60)
      await expect(icon).toBeVisible()
      await icon.click()
      await expect(page.locator('#site-menu')).toBeVisible()
    })
  })
})

test.describe('header variants chosen in the CMS', () => {
  test('floating: appears past the threshold, no layout shift, hidden under the open menu', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    await withHeader(cms, { variant: 'floating' }, async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/widgetit')
      await started(page)
      const header = page.locator('[data-site-header]')
      await expect(header).toHaveAttribute('data-variant', 'floating')
      await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }))
      await frames(page)
      await expect(header).toHaveAttribute('data-floating', 'off')
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
      await expect(header).toHaveAttribute('data-floating', 'on')
      const bar = page.locator('[data-header-bar]')
      await expect(bar).toBeInViewport()
      // The bar slides in, so a busy machine may catch it mid-way.
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0)
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02)
      // Hovering keeps it while the visitor uses it.
      await bar.hover()
      await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }))
      await frames(page)
      await expect(header).toHaveAttribute('data-floating', 'on')
      await page.mouse.move(700, 700)
      await expect(header).toHaveAttribute('data-floating', 'off')
      // On a phone, the open menu panel hides the floating bar.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }))
      await page.locator('[data-site-header]').getByRole('button', { name: 'Avaa valikko' }).click()
      await expect(page.locator('html')).toHaveAttribute('data-mobile-header', 'show')
      await expect(header).toHaveAttribute('data-floating', 'off')
    })
  })

  test('side header: a column on wide screens that closes to a strip; a top bar on phones', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    await withHeader(cms, { variant: 'side' }, async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/')
      const header = page.locator('[data-site-header]')
      const box = await header.boundingBox()
      expect(box).toMatchObject({ x: 0, y: 0, width: 280, height: 900 })
      const main = await page.locator('main').boundingBox()
      expect(main?.x).toBeGreaterThanOrEqual(280)
      await expect(page.locator('html')).toHaveAttribute('data-side-header', 'show')
      await page.screenshot({ path: 'test-results/screenshots/header-side-1440.png' })
      expect(await axe(page)).toEqual([])
      const toggle = header.locator('[data-side-toggle]')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await toggle.click()
      await expect(page.locator('html')).toHaveAttribute('data-side-header', 'closed')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(topLink(page, 'Tietoa meistä')).toBeHidden()
      await toggle.click()
      await expect(topLink(page, 'Tietoa meistä')).toBeVisible()
      await page.setViewportSize({ width: 390, height: 844 })
      // The page's side padding animates away (0.3 s), so the header reaches full width after it.
      await expect.poll(async () => Math.round((await header.boundingBox())?.width ?? 0)).toBe(390)
      await expect(header.getByRole('button', { name: 'Avaa valikko' })).toBeVisible()
    })
  })

  test('overlay: the menu opens full screen at every width', { tag: '@serial' }, async ({ page, cms }) => {
    await withHeader(cms, { variant: 'overlay' }, async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/')
      await expect(page.locator(desktopNav)).toHaveCount(0)
      await page.locator('[data-site-header]').getByRole('button', { name: 'Avaa valikko' }).click()
      const panel = page.locator('#site-menu')
      await expect(panel).toBeVisible()
      expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 })
      await page.screenshot({ path: 'test-results/screenshots/header-overlay-1440.png' })
      expect(await axe(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
    })
  })
})
