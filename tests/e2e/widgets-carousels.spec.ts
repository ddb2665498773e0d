import type { Locator, Page } from '@playwright/test'
import { CAROUSEL, CAROUSEL_LAZY, SIMPLE_SLIDER } from '../../src/lib/constants'
import { carousel, carousels } from '../../src/seed/showcase/carousels'
import { scaled } from '../support/time-scale'
import { type Cms, createTestPage, expect, mediaId, showcasePath, test } from './support/cms'
import { horizontalOverflow, screenshots } from './support/screens'
import { startScripts } from './support/scripts'
import { axeViolations, expectIslands, PHONE, stillClock, watchLayoutShifts } from './support/widgets'

const SPEED = CAROUSEL.autoplaySpeed

/** The seeded showcase page's address in a locale. */
const showcase = (cms: Cms, locale: 'fi' | 'en') => showcasePath(cms, locale, carousels[locale].slug)

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const pickers = (widget: Locator) => widget.locator('[data-carousel-dots] button')
/** The shown scroll position: its picker is the aria-disabled one (APG grouped carousel). */
const current = (widget: Locator) =>
  pickers(widget).evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-disabled') === 'true'))
/** Which slides are reachable (not inert), by their "N / M" labels. */
const reachable = (widget: Locator) =>
  widget
    .locator('[aria-roledescription]:not(section)')
    .evaluateAll((slides) =>
      slides.filter((s) => !s.hasAttribute('inert')).map((s) => s.getAttribute('aria-label')),
    )
const shownPicture = (slider: Locator) => slider.locator('[data-state="current"]').getAttribute('aria-label')

/**
 * Brings every carousel and slideshow into view in turn, so each starts and its pictures load,
 * then goes back to the top. (The site scrolls smoothly, so a quick scripted scroll-through
 * would not reach them.)
 */
async function startAll(page: Page): Promise<void> {
  for (const widget of await page.locator('section[aria-roledescription]').all()) {
    await widget.scrollIntoViewIfNeeded()
    await expect(widget).toHaveAttribute('data-ready', '')
  }
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.checkVisibility({ checkVisibilityCSS: true }))
      .every((img) => img.complete),
  )
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/**
 * A touch swipe across `target`, `share` of its width (negative: to the left, to the next slide),
 * in quick moves a frame apart, then `hold` ms still before the finger lifts. Each touch carries its
 * own time stamp (set in the recent past), so the carousel reads the same speed of finger however
 * slowly this machine delivers the events.
 */
async function swipe(page: Page, target: Locator, share: number, hold = 0) {
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to swipe')
  const dx = box.width * share
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2 - dx / 2
  const cdp = await page.context().newCDPSession(page)
  const frame = 0.016
  const start = Date.now() / 1000 - 1 - hold / 1000
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', timestamp: number, at?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      timestamp,
      touchPoints: at === undefined ? [] : [{ x: at, y }],
    })
  await touch('touchStart', start, x)
  for (let i = 1; i <= 8; i++) await touch('touchMove', start + i * frame, x + (dx * i) / 8)
  await touch('touchEnd', start + 9 * frame + hold / 1000)
  await cdp.detach()
}

test.describe('carousel', () => {
  test('mouse: arrows and pickers move it; autoplay pauses on hover and stops on interaction', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const quotes = region(page, 'Asiakkaidemme sanoin')
    await quotes.scrollIntoViewIfNeeded()
    await expect(quotes).toHaveAttribute('data-ready', '')
    await expect(quotes).toHaveAttribute('data-autoplay', 'running')
    // Two quotes per view at 1440 px, four scroll positions (infinite), autoplay every 3 s.
    await expect(pickers(quotes)).toHaveCount(4)
    expect(await current(quotes)).toBe(0)
    const track = quotes.locator('[aria-live]')
    await expect(track).toHaveAttribute('aria-live', 'off')
    await page.clock.runFor(SPEED - 100)
    expect(await current(quotes)).toBe(0)
    await page.clock.runFor(100)
    expect(await current(quotes)).toBe(1)
    await quotes.hover()
    await page.clock.runFor(SPEED * 3)
    expect(await current(quotes)).toBe(1)
    await expect(track).toHaveAttribute('aria-live', 'polite')
    await page.mouse.move(5, 5)
    await page.clock.runFor(SPEED)
    expect(await current(quotes)).toBe(2)

    // Any interaction stops autoplay until play (WCAG 2.2.2).
    await quotes.getByRole('button', { name: 'Seuraava' }).click()
    expect(await current(quotes)).toBe(3)
    const rotation = quotes.locator('[data-carousel-rotation]')
    await expect(rotation).toHaveAccessibleName('Toista diaesitys')
    await page.mouse.move(5, 5)
    await page.clock.runFor(SPEED * 3)
    expect(await current(quotes)).toBe(3)
    await quotes.getByRole('button', { name: 'Edellinen' }).click()
    expect(await current(quotes)).toBe(2)
    // Pickers are named by their slides and carry aria-disabled on the shown one.
    const group = quotes.getByRole('group', { name: 'Valitse näytettävä dia' })
    await expect(group.getByRole('button')).toHaveCount(4)
    await group.getByRole('button', { name: '1 / 4', exact: true }).click()
    expect(await current(quotes)).toBe(0)
    await page.clock.runFor(1000)
    await expect.poll(() => reachable(quotes)).toEqual(['1 / 4', '2 / 4'])
    // Play: runs again, even with the pointer on it.
    await rotation.click()
    await expect(rotation).toHaveAccessibleName('Pysäytä diaesitys')
    await page.clock.runFor(SPEED)
    expect(await current(quotes)).toBe(1)
    await page.clock.runFor(1000)
    await expect.poll(() => reachable(quotes)).toEqual(['2 / 4', '3 / 4'])
  })

  test('autoplay stops out of view and in a hidden tab, and the pause button works by keyboard', async ({
    page,
    cms,
  }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const quotes = region(page, 'Asiakkaidemme sanoin')
    await quotes.scrollIntoViewIfNeeded()
    await expect(quotes).toHaveAttribute('data-autoplay', 'running')
    await page.clock.runFor(SPEED)
    expect(await current(quotes)).toBe(1)
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await expect(quotes).not.toBeInViewport()
    await expect(quotes).toHaveAttribute('data-autoplay', 'paused')
    await page.clock.runFor(SPEED * 4)
    expect(await current(quotes)).toBe(1)
    await quotes.scrollIntoViewIfNeeded()
    await expect(quotes).toHaveAttribute('data-autoplay', 'running')
    await page.clock.runFor(SPEED)
    expect(await current(quotes)).toBe(2)

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.clock.runFor(SPEED * 3)
    expect(await current(quotes)).toBe(2)
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
      document.dispatchEvent(new Event('visibilitychange'))
    })

    // APG rotation control: Enter stops, Space starts (focus inside pauses until then).
    const rotation = quotes.locator('[data-carousel-rotation]')
    await rotation.focus()
    await page.keyboard.press('Enter')
    await expect(rotation).toHaveAccessibleName('Toista diaesitys')
    await page.clock.runFor(SPEED * 3)
    expect(await current(quotes)).toBe(2)
    await page.keyboard.press('Space')
    await expect(rotation).toHaveAccessibleName('Pysäytä diaesitys')
    await page.clock.runFor(SPEED)
    expect(await current(quotes)).toBe(3)
  })

  test('reduced motion: no autoplay, no pause button', async ({ page, cms }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await stillClock(page)
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const quotes = region(page, 'Asiakkaidemme sanoin')
    await quotes.scrollIntoViewIfNeeded()
    await expect(quotes).toHaveAttribute('data-autoplay', 'off')
    await expect(quotes.locator('[data-carousel-rotation]')).toBeHidden()
    await expect(quotes.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(SPEED * 3)
    expect(await current(quotes)).toBe(0)
  })

  test('keyboard: Tab skips slides out of view; Enter and Space on arrows and pickers', async ({
    page,
    cms,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    const services = region(page, 'Palvelumme')
    await services.scrollIntoViewIfNeeded()
    await expect(services).toHaveAttribute('data-ready', '')
    // Three per view, six slides, not infinite: four scroll positions.
    await expect(pickers(services)).toHaveCount(4)
    const previous = services.getByRole('button', { name: 'Edellinen' })
    const next = services.getByRole('button', { name: 'Seuraava' })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await previous.focus()
    // The previous and next buttons precede the slides (APG), then the first slide's link.
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(services.getByRole('link', { name: 'Verkkosivut' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    expect(await current(services)).toBe(1)
    await page.keyboard.press('Space')
    expect(await current(services)).toBe(2)
    await expect.poll(() => reachable(services)).toEqual(['3 / 6', '4 / 6', '5 / 6'])
    // The first slide (holding the only link) is out of view: Tab goes on to the pickers.
    await page.keyboard.press('Tab')
    await expect(pickers(services).first()).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(pickers(services).nth(3)).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await current(services)).toBe(3)
    await expect(pickers(services).nth(3)).toBeFocused()
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    // The end: next stays focusable and does nothing.
    await next.focus()
    await page.keyboard.press('Enter')
    expect(await current(services)).toBe(3)
    await expect(next).toBeFocused()
  })

  test('touch: a swipe moves one slide, a short slow drag springs back', async ({ browser, cms }) => {
    const url = await showcase(cms, 'fi')
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto(url)
    const services = region(page, 'Palvelumme')
    await services.scrollIntoViewIfNeeded()
    await expect(services).toHaveAttribute('data-ready', '')
    // One slide per view on a phone: six positions.
    await expect(pickers(services)).toHaveCount(6)
    const viewport = services.locator('[data-carousel-viewport]')
    // A quick flick moves one slide (Embla: its force passes a fifth of the view). On a busy
    // machine the first flick can land while the carousel is still measuring itself (its pictures
    // arriving) and move nothing; such a flick, and only that one, is made again.
    await swipe(page, viewport, -0.25)
    const moved = await expect
      .poll(() => current(services), { timeout: scaled(3000) })
      .toBe(1)
      .then(
        () => true,
        () => false,
      )
    if (!moved && (await current(services)) === 0) await swipe(page, viewport, -0.25)
    await expect.poll(() => current(services)).toBe(1)
    await expect.poll(() => reachable(services)).toEqual(['2 / 6'])
    await swipe(page, viewport, -0.25)
    await expect.poll(() => current(services)).toBe(2)
    await swipe(page, viewport, 0.25)
    await expect.poll(() => current(services)).toBe(1)
    // A tenth of the width, held still before lifting: back to where it was.
    await swipe(page, viewport, -0.1, 300)
    await page.waitForTimeout(1000)
    expect(await current(services)).toBe(1)
    await expect.poll(() => reachable(services)).toEqual(['2 / 6'])
    // Most of the width, held: the next slide is the nearest.
    await swipe(page, viewport, -0.6, 300)
    await expect.poll(() => current(services)).toBe(2)
    await expect.poll(() => reachable(services)).toEqual(['3 / 6'])
    // The page itself still scrolls sideways not at all.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.waitForTimeout(CAROUSEL.speed * 2)
    await page.screenshot({ path: 'test-results/screenshots/carousel-swiped-390.png' })
    await context.close()
  })

  test('address fragment: a slide’s hash opens it, browsing writes it, hashchange follows', async ({
    page,
    cms,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const url = await showcase(cms, 'fi')
    await page.goto(`${url}#palvelu-yllapito`)
    const services = region(page, 'Palvelumme')
    await expect(services).toHaveAttribute('data-ready', '')
    // Slide 3 of 6 with three per view: the third scroll position, scrolled into view.
    expect(await current(services)).toBe(2)
    await expect(services).toBeInViewport()
    const entries = await page.evaluate(() => history.length)
    await services.getByRole('button', { name: 'Seuraava' }).click()
    await expect(page).toHaveURL(/#palvelu-saavutettavuus$/)
    await services.getByRole('button', { name: 'Edellinen' }).click()
    await services.getByRole('button', { name: 'Edellinen' }).click()
    await expect(page).toHaveURL(/#palvelu-verkkokaupat$/)
    // replaceState: browsing adds no history entries.
    expect(await page.evaluate(() => history.length)).toBe(entries)
    await page.getByRole('link', { name: 'Suoraan ylläpitoon' }).click()
    await expect.poll(() => current(services)).toBe(2)
    await expect(page).toHaveURL(/#palvelu-yllapito$/)
  })

  test('an image that fails gets the lazy-load-error state after 3 retries, 500 ms apart', async ({
    page,
    cms,
  }) => {
    const slide = async (file: string, title: string) => ({
      content: [{ blockType: 'imageBanner' as const, image: await mediaId(cms, file), title }],
    })
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              carousel('Kuvia', [
                await slide('saaristo.jpg', 'Saaristo'),
                await slide('tyotila.jpg', 'Toimisto'),
                await slide('revontulet.jpg', 'Revontulet'),
                await slide('talvimetsa.jpg', 'Talvi'),
              ]),
            ],
          },
        ],
      },
    ])
    const asked: { url: string; at: number }[] = []
    await page.route(/\/saaristo[^/]*$/, (route) => {
      asked.push({ url: route.request().url(), at: Date.now() })
      return route.abort()
    })
    await page.addInitScript(() => {
      const w = window as unknown as { lazyErrors: unknown[] }
      w.lazyErrors = []
      addEventListener('lazyloaderror', (e) => w.lazyErrors.push((e as CustomEvent).detail))
    })
    await page.goto(url)
    const img = page.locator('[data-carousel] img').first()
    await expect(img).toHaveAttribute('data-lazy-load-error', '', { timeout: scaled(15_000) })
    await expect(page.getByText('Kuvaa ei voitu ladata.')).toBeVisible()
    // The first request and three retries, each after the retry delay.
    for (const attempt of [1, 2, 3]) expect(asked.some((a) => a.url.includes(`retry=${attempt}`))).toBe(true)
    expect(asked.some((a) => a.url.includes('retry=4'))).toBe(false)
    const retries = asked.filter((a) => a.url.includes('retry='))
    for (const [i, retry] of retries.entries())
      if (i > 0)
        expect(retry.at - (retries[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(CAROUSEL_LAZY.retryDelay - 50)
    const events = await page.evaluate(() => (window as unknown as { lazyErrors: unknown[] }).lazyErrors)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ attempts: CAROUSEL_LAZY.retries + 1 })
    // The other pictures are fine, and the carousel still works.
    await expect(page.locator('[data-lazy-load-error]')).toHaveCount(1)
    await page.getByRole('button', { name: 'Seuraava' }).click()
    expect(await current(page.locator('[data-carousel]'))).toBe(1)
  })

  test('an empty carousel renders nothing and the page still works', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'heading', text: 'Tyhjä karuselli', level: 'h1' },
              carousel('Ei dioja', []),
              carousel('Tyhjät diat', [{ content: [] }, { content: [] }]),
            ],
          },
        ],
      },
    ])
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Tyhjä karuselli' })).toBeVisible()
    await expect(page.locator('[data-carousel], section[aria-roledescription]')).toHaveCount(0)
  })

  test('no layout shift while the carousels start, at 390 and 1440 px', async ({ page, cms }) => {
    const url = await showcase(cms, 'fi')
    const layoutShifts = await watchLayoutShifts(page, 'section[aria-roledescription]')
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      await startAll(page)
      await page.waitForTimeout(CAROUSEL.speed)
      const { shifts, total } = await layoutShifts()
      expect(shifts, `${width} px`).toEqual([])
      expect(total, `${width} px`).toBeLessThanOrEqual(0.02)
    }
  })
})

test.describe('simple slider', () => {
  test('autoplay by the delay, pauses on hover, buttons by mouse and keyboard', async ({ page, cms }) => {
    await stillClock(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    await startScripts(page)
    const slider = region(page, 'Kuvia Suomesta')
    await slider.scrollIntoViewIfNeeded()
    await expect(slider).toHaveAttribute('data-ready', '')
    expect(await shownPicture(slider)).toBe('1 / 4')
    await page.clock.runFor(SIMPLE_SLIDER.defaultAutoslideDelay)
    expect(await shownPicture(slider)).toBe('2 / 4')
    await slider.hover()
    await page.clock.runFor(SIMPLE_SLIDER.defaultAutoslideDelay * 2)
    expect(await shownPicture(slider)).toBe('2 / 4')
    await page.mouse.move(5, 5)
    await page.clock.runFor(SIMPLE_SLIDER.defaultAutoslideDelay)
    expect(await shownPicture(slider)).toBe('3 / 4')
    // Only the shown picture is reachable; the change lasts the page-builder slider's 800 ms.
    await expect(slider.locator('[role="group"]:not([inert])')).toHaveCount(1)
    expect(
      await slider
        .locator('[data-state="current"]')
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toContain(`${CAROUSEL.pageBuilderSlider / 1000}s`)

    const rotation = slider.locator('[data-slider-rotation]')
    await rotation.focus()
    await page.keyboard.press('Enter')
    await expect(rotation).toHaveAccessibleName('Toista diaesitys')
    await page.keyboard.press('Tab')
    await expect(slider.getByRole('button', { name: 'Edellinen' })).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await shownPicture(slider)).toBe('2 / 4')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Space')
    expect(await shownPicture(slider)).toBe('4 / 4')
    await slider.getByRole('button', { name: 'Seuraava' }).click()
    expect(await shownPicture(slider)).toBe('1 / 4')
    await page.mouse.move(5, 5)
    await page.clock.runFor(SIMPLE_SLIDER.defaultAutoslideDelay * 2)
    expect(await shownPicture(slider)).toBe('1 / 4')
  })

  test('the sliding variant: no autoplay, slides leave to the side they go', async ({ page, cms }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    const office = region(page, 'Toimistomme')
    await office.scrollIntoViewIfNeeded()
    await expect(office).toHaveAttribute('data-ready', '')
    await expect(office.locator('[data-slider-rotation]')).toHaveCount(0)
    await office.getByRole('button', { name: 'Seuraava' }).click()
    const first = office.locator('[role="group"]').first()
    await expect(first).toHaveAttribute('data-state', 'leaving')
    await expect(first).toHaveAttribute('data-side', 'before')
    await expect(first).toBeHidden({ timeout: CAROUSEL.pageBuilderSlider + 2000 })
    expect(await shownPicture(office)).toBe('2 / 2')
    await expect(office.getByText('Tiimimme kesäretkellä saaristossa')).toBeVisible()
  })
})

test('axe finds nothing, in Finnish and in English; screenshots at 390 and 1440 px', async ({
  page,
  cms,
}) => {
  for (const locale of ['fi', 'en'] as const) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, locale))
    await startAll(page)
    expect(await axeViolations(page)).toEqual([])
  }
  const files = await screenshots(page, await showcase(cms, 'fi'), 'carousels')
  expect(files).toHaveLength(2)
  await page.goto(await showcase(cms, 'fi'))
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
})

test('the carousel and slideshow code loads only where they are used', async ({ page, cms }) => {
  const markers = { carousel: 'data-carousel-viewport', 'simple slider': 'data-slider-track' }
  await expectIslands(page, await showcase(cms, 'fi'), markers, ['carousel', 'simple slider'])
  await expectIslands(page, '/', markers, [])
})
