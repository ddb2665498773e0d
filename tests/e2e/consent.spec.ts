import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { COOKIE_CONSENT } from '../../src/lib/constants'
import type { Media, Page as PageDoc, SiteSetting } from '../../src/payload-types'
import { scaled } from '../support/time-scale'
import { type Cms, createTestPage, expect, test } from './support/cms'
import { WIDTHS } from './support/screens'
import { frames, inFlight } from './support/wait'

type Layout = NonNullable<PageDoc['layout']>
type ConsentSettings = NonNullable<SiteSetting['cookieConsent']>

const COOKIE = 'cookieconsent_status'
const ANALYTICS = 'https://analytics.example.test/a.js'
const YOUTUBE_ID = 'aqz-KE-bpKQ'
const DAY = 24 * 60 * 60

const banner = (page: Page) => page.getByRole('region', { name: 'Evästeilmoitus' })
const revokeButton = (page: Page) => page.getByRole('button', { name: 'Evästeasetukset' })
const consentState = (page: Page) => page.locator('html').getAttribute('data-consent')

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === COOKIE)
}

/** Changes the consent settings for one test and puts the old ones back, whatever happens. */
async function withConsent(cms: Cms, patch: Partial<ConsentSettings>, run: () => Promise<void>) {
  const before = (await cms.findGlobal('site-settings')).cookieConsent ?? {}
  await cms.updateGlobal('site-settings', { cookieConsent: { ...before, ...patch } })
  try {
    await run()
  } finally {
    await cms.updateGlobal('site-settings', { cookieConsent: before })
  }
}

async function axe(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Layout shifts whose moving element is (inside) the banner. */
function bannerShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            sources?: { node?: Node | null }[]
          })[]) {
            const moved = entry.sources?.some(
              (s) => s.node instanceof Element && s.node.closest('#consent-banner'),
            )
            if (moved) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

async function anyImage(cms: Cms): Promise<Media> {
  const image = await cms.first('media', 'where[mimeType][like]=image')
  if (!image) throw new Error('seeded images missing')
  return image
}

/** A tall page, so there is something to scroll and click outside the banner. */
function longLayout(): Layout {
  return ['Yksi', 'Kaksi', 'Kolme', 'Neljä', 'Viisi'].map((text, i) => ({
    blockType: 'section' as const,
    paddingTop: 'xl' as const,
    paddingBottom: 'xl' as const,
    columns: [
      {
        widgets: [
          { blockType: 'heading' as const, text, level: i === 0 ? ('h1' as const) : ('h2' as const) },
        ],
      },
    ],
  }))
}

/** Records every request that leaves for another host than the site's. */
function thirdPartyRequests(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host
  const hosts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== own) hosts.push(url.host)
  })
  return hosts
}

/**
 * Waits until the page has handled what the test just did (two frames: scroll and intersection
 * handlers have run) and every request that set off has answered, so a request it caused is
 * already recorded when the test looks.
 */
async function quiet(page: Page, open: () => number): Promise<void> {
  await frames(page)
  await expect.poll(open).toBe(0)
}

/** The page's own scripts have started (they mark the body). */
const started = (page: Page) => expect(page.locator('body')).toHaveAttribute('data-device', /./)

/** Stands in for the third parties, so nothing leaves the test machine and their loading is visible. */
async function fakeThirdParties(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Soitin</title><p>Soitin</p>' }),
  )
  await page.route('https://analytics.example.test/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.analyticsRuns = (window.analyticsRuns || 0) + 1',
    }),
  )
}

test.describe('cookie consent', () => {
  test('the cookie: exact name, value, 365-day expiry, path; accepting hides the banner for good @smoke', async ({
    page,
    context,
  }) => {
    for (const width of WIDTHS) {
      await context.clearCookies()
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const region = banner(page)
      await expect(region).toBeVisible()
      expect(await consentState(page)).toBe('unanswered')
      await expect(revokeButton(page)).toBeHidden()
      // Block theme at the bottom: fixed, full width, flush with the viewport's bottom edge.
      await expect(region).toHaveCSS('position', 'fixed')
      const box = await region.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(width - 20)
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(900)
      await expect(region).toContainText('Käyttämällä sivustoa hyväksyt evästeiden käytön')
      await expect(region.getByRole('link', { name: 'Lue lisää' })).toHaveAttribute('href', /tietosuoja/)
      expect(await bannerShift(page)).toBe(0)
      expect(await consentCookie(context)).toBeUndefined()

      await region.getByRole('button', { name: 'Hyväksyn' }).click()
      await expect(region).toBeHidden()
      await expect(revokeButton(page)).toBeVisible()
      const cookie = await consentCookie(context)
      expect(cookie?.name).toBe(COOKIE)
      expect(cookie?.value).toBe('dismiss')
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie?.httpOnly).toBe(false)
      const expected = Date.now() / 1000 + COOKIE_CONSENT.expiryDays * DAY
      expect(Math.abs((cookie?.expires ?? 0) - expected)).toBeLessThan(120)
      // The only cookie the banner writes.
      expect((await context.cookies()).filter((c) => c.name.includes('consent'))).toHaveLength(1)

      // The next page knows the answer before its first paint: no banner, no shift.
      await page.goto('/', { waitUntil: 'commit' })
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'dismiss')
      await expect(region).toBeHidden()
      await page.screenshot({ path: `test-results/screenshots/consent-revoke-${width}.png` })
    }
  })

  test('an invalid value is cleared and the banner shows again', async ({ page, context, baseURL }) => {
    for (const value of ['hyvaksytty', 'ALLOW', 'true']) {
      await context.clearCookies()
      await context.addCookies([{ name: COOKIE, value, url: baseURL ?? 'http://127.0.0.1:3100' }])
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      expect(await consentState(page)).toBe('unanswered')
      expect(await consentCookie(context), value).toBeUndefined()
    }
    // A valid value is kept as it is.
    await context.addCookies([{ name: COOKIE, value: 'deny', url: baseURL ?? 'http://127.0.0.1:3100' }])
    await page.goto('/')
    await expect(banner(page)).toBeHidden()
    expect((await consentCookie(context))?.value).toBe('deny')
  })

  test('keyboard: the banner comes right after the skip link, traps nothing, and revoke reopens it with focus', async ({
    page,
    context,
  }) => {
    for (const width of WIDTHS) {
      await context.clearCookies()
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const region = banner(page)
      const accept = region.getByRole('button', { name: 'Hyväksyn' })
      let tabs = 0
      while (tabs < 6 && !(await accept.evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press('Tab')
        tabs++
      }
      expect(tabs, `Tabs to reach the accept button at ${width}px`).toBeLessThanOrEqual(4)
      await expect(accept).toBeFocused()
      // Not a focus trap: Tab leaves the banner.
      await page.keyboard.press('Tab')
      expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false)
      await page.keyboard.press('Shift+Tab')
      await expect(accept).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(region).toBeHidden()
      expect((await consentCookie(context))?.value).toBe('dismiss')

      // Revoke, by keyboard: the choice is cleared and focus lands in the reopened banner.
      const revoke = revokeButton(page)
      await revoke.focus()
      await page.keyboard.press('Enter')
      await expect(region).toBeVisible()
      await expect(region).toBeFocused()
      expect(await consentState(page)).toBe('unanswered')
      expect(await consentCookie(context)).toBeUndefined()
      await expect(revoke).toBeHidden()
      await page.keyboard.press('Tab')
      await expect(region.getByRole('link', { name: 'Lue lisää' })).toBeFocused()
    }
  })

  test('axe finds nothing in the open banner or the revoke button; English texts at /en', async ({
    page,
    context,
  }) => {
    for (const width of WIDTHS) {
      await context.clearCookies()
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      expect(await axe(page, '#consent-banner')).toEqual([])
      await page.screenshot({ path: `test-results/screenshots/consent-banner-${width}.png` })
      await banner(page).getByRole('button', { name: 'Hyväksyn' }).click()
      await expect(revokeButton(page)).toBeVisible()
      expect(await axe(page, '#consent-revoke')).toEqual([])
    }
    await context.clearCookies()
    await page.goto('/en')
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('opt-in: decline and allow store deny and allow; revoke asks again', { tag: '@serial' }, async ({
    page,
    context,
    cms,
  }) => {
    await withConsent(cms, { type: 'opt-in' }, async () => {
      const { url } = await createTestPage(cms, longLayout())
      for (const width of WIDTHS) {
        await context.clearCookies()
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        const region = banner(page)
        await expect(region).toBeVisible()
        await expect(region.getByRole('button', { name: 'Hyväksyn' })).toHaveCount(0)
        await expect(region.getByRole('button')).toHaveText(['Hylkää', 'Hyväksy'])
        expect(await axe(page, '#consent-banner')).toEqual([])
        await page.screenshot({ path: `test-results/screenshots/consent-opt-in-${width}.png` })

        await region.getByRole('button', { name: 'Hylkää' }).click()
        await expect(region).toBeHidden()
        expect((await consentCookie(context))?.value).toBe('deny')
        await revokeButton(page).click()
        await expect(region).toBeVisible()
        await region.getByRole('button', { name: 'Hyväksy', exact: true }).click()
        await expect(region).toBeHidden()
        expect((await consentCookie(context))?.value).toBe('allow')
      }
    })
  })

  test('no third-party request leaves before consent; embeds and analytics load after it', {
    tag: '@serial',
  }, async ({ page, context, cms, baseURL }) => {
    const poster = await anyImage(cms)
    await withConsent(cms, { type: 'info', analyticsSnippetUrl: ANALYTICS }, async () => {
      const { url } = await createTestPage(cms, [
        {
          blockType: 'section',
          columns: [
            {
              widgets: [
                { blockType: 'heading', text: 'Video', level: 'h1' },
                {
                  blockType: 'video',
                  source: 'youtube',
                  title: 'Big Buck Bunny',
                  url: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
                  poster: poster.id,
                },
              ],
            },
          ],
        },
        {
          blockType: 'section',
          background: {
            type: 'video',
            video: { source: 'vimeo', url: 'https://vimeo.com/1084537', poster: poster.id },
          },
          paddingTop: 'xl',
          paddingBottom: 'xl',
          columns: [{ widgets: [{ blockType: 'heading', text: 'Taustavideo', level: 'h2' }] }],
        },
      ])
      await fakeThirdParties(page)
      const hosts = thirdPartyRequests(page, baseURL)
      const open = inFlight(page)
      for (const width of WIDTHS) {
        await context.clearCookies()
        hosts.length = 0
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url, { waitUntil: 'networkidle' })
        await started(page)
        // Scroll everything into view: lazy parts must not sneak a request out either.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
        await quiet(page, open)
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await quiet(page, open)
        const gate = page.locator('[data-consent-gate="YouTube"]')
        await expect(gate).toContainText('Tämä sisältö ladataan palvelusta YouTube.')
        await expect(gate.locator('img')).toHaveAttribute('src', /^\/media\//)
        await expect(page.locator('iframe')).toHaveCount(0)
        expect(hosts, `before consent at ${width}px`).toEqual([])
        expect(await page.evaluate(() => 'analyticsRuns' in window)).toBe(false)

        await banner(page).getByRole('button', { name: 'Hyväksyn' }).click()
        const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"]')
        await expect(player).toHaveAttribute('title', 'Big Buck Bunny')
        await expect(page.locator('iframe[src^="https://player.vimeo.com/video/1084537"]')).toBeAttached()
        await expect
          .poll(() => page.evaluate(() => (window as { analyticsRuns?: number }).analyticsRuns))
          .toBe(1)
        await expect
          .poll(() => new Set(hosts))
          .toEqual(new Set(['www.youtube-nocookie.com', 'player.vimeo.com', 'analytics.example.test']))
        // The player keeps the 16:9 box the placeholder had.
        const frame = await player.boundingBox()
        expect(Math.abs((frame?.width ?? 0) / (frame?.height ?? 1) - 16 / 9)).toBeLessThan(0.02)

        // A later visit whose cookie consents loads them at once.
        hosts.length = 0
        await page.reload()
        await expect(player).toBeAttached()
        await expect
          .poll(() => page.evaluate(() => (window as { analyticsRuns?: number }).analyticsRuns))
          .toBe(1)
      }
    })
  })

  test('a placeholder loads only its own embed; declining keeps everything out', { tag: '@serial' }, async ({
    page,
    context,
    cms,
    baseURL,
  }) => {
    await withConsent(cms, { type: 'opt-in', analyticsSnippetUrl: ANALYTICS }, async () => {
      const { url } = await createTestPage(cms, [
        {
          blockType: 'section',
          columns: [
            {
              widgets: [
                { blockType: 'heading', text: 'Videot', level: 'h1' },
                {
                  blockType: 'video',
                  source: 'youtube',
                  title: 'Ensimmäinen',
                  url: `https://youtu.be/${YOUTUBE_ID}`,
                },
                { blockType: 'video', source: 'vimeo', title: 'Toinen', url: 'https://vimeo.com/1084537' },
              ],
            },
          ],
        },
      ])
      await fakeThirdParties(page)
      const hosts = thirdPartyRequests(page, baseURL)
      const open = inFlight(page)
      await context.clearCookies()
      await page.setViewportSize({ width: 390, height: 900 })
      await page.goto(url, { waitUntil: 'networkidle' })
      await started(page)
      await banner(page).getByRole('button', { name: 'Hylkää' }).click()
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'deny')
      await quiet(page, open)
      expect(hosts).toEqual([])

      // The button hydrates with the page; retry until it answers.
      const load = page.getByRole('button', { name: 'Näytä sisältö: Ensimmäinen' })
      const first = page.locator('iframe[title="Ensimmäinen"]')
      await expect(async () => {
        if (await load.isVisible()) await load.click({ timeout: scaled(1000) })
        await expect(first).toBeAttached({ timeout: scaled(1000) })
      }).toPass()
      // Focus moves from the vanished button into the player it loaded.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('title')))
        .toBe('Ensimmäinen')
      await expect(page.locator('iframe[title="Toinen"]')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Näytä sisältö: Toinen' })).toBeVisible()
      await quiet(page, open)
      expect(new Set(hosts)).toEqual(new Set(['www.youtube-nocookie.com']))
      expect((await consentCookie(context))?.value).toBe('deny')

      // The next visit with the refusal: nothing leaves, to the end of the page's loading and beyond
      // (whatever came late from the first visit is in `hosts` by now as well).
      hosts.length = 0
      await page.reload({ waitUntil: 'networkidle' })
      await started(page)
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
      await quiet(page, open)
      expect(hosts).toEqual([])
      expect(await page.evaluate(() => 'analyticsRuns' in window)).toBe(false)
    })
  })

  test('dismisses on scroll, after a timeout and on a click elsewhere only when configured', {
    tag: '@serial',
  }, async ({ page, context, cms }) => {
    const { url } = await createTestPage(cms, longLayout())
    await page.setViewportSize({ width: 1440, height: 900 })

    // Seeded settings: none of them on, so only a button answers. This page's clock is ours, so a
    // minute of timers can run at once.
    await context.clearCookies()
    const seeded = await context.newPage()
    await seeded.clock.install()
    await seeded.goto(url, { waitUntil: 'networkidle' })
    await started(seeded)
    await seeded.mouse.move(700, 300)
    await seeded.mouse.wheel(0, 600)
    await expect.poll(() => seeded.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await seeded.getByRole('heading', { level: 1, name: 'Yksi' }).click()
    await seeded.clock.runFor(60_000)
    await frames(seeded)
    await expect(banner(seeded)).toBeVisible()
    expect(await consentCookie(context)).toBeUndefined()
    await seeded.close()

    await withConsent(cms, { dismissOnScroll: 100 }, async () => {
      const { url: scrollUrl } = await createTestPage(cms, longLayout())
      await context.clearCookies()
      await page.goto(scrollUrl)
      await expect(banner(page)).toBeVisible()
      await page.mouse.move(700, 300)
      // The listener arrives with hydration: start each try from the top.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await page.mouse.wheel(0, 300)
        await expect(banner(page)).toBeHidden({ timeout: scaled(500) })
      }).toPass()
      expect((await consentCookie(context))?.value).toBe('dismiss')
    })

    await withConsent(cms, { dismissOnTimeout: 1500 }, async () => {
      const { url: timeoutUrl } = await createTestPage(cms, longLayout())
      await context.clearCookies()
      await page.goto(timeoutUrl)
      await expect(banner(page)).toBeVisible()
      await expect(banner(page)).toBeHidden({ timeout: scaled(10_000) })
      expect((await consentCookie(context))?.value).toBe('dismiss')
    })

    await withConsent(cms, { dismissOnWindowClick: true }, async () => {
      const { url: clickUrl } = await createTestPage(cms, longLayout())
      await context.clearCookies()
      await page.goto(clickUrl, { waitUntil: 'networkidle' })
      await started(page)
      // A click inside the banner is not a click elsewhere.
      await banner(page)
        .locator('p')
        .click({ position: { x: 5, y: 5 } })
      await frames(page)
      await expect(banner(page)).toBeVisible()
      await expect(async () => {
        await page.getByRole('heading', { level: 1, name: 'Yksi' }).click()
        await expect(banner(page)).toBeHidden({ timeout: scaled(500) })
      }).toPass()
      expect((await consentCookie(context))?.value).toBe('dismiss')
    })
  })

  test('country lookup: a country without a cookie law dismisses; a law country keeps the banner; a failure leaves it working', {
    tag: '@serial',
  }, async ({ page, context, cms }) => {
    const lookup = 'https://geo.example.test/country'
    const cors = { 'access-control-allow-origin': '*' }
    await withConsent(cms, { countryLookupUrl: lookup }, async () => {
      const { url } = await createTestPage(cms, longLayout())
      await context.clearCookies()
      await page.route(lookup, (route) =>
        route.fulfill({ contentType: 'application/json', headers: cors, body: '{"country_code":"US"}' }),
      )
      await page.goto(url)
      await expect(banner(page)).toBeHidden()
      expect((await consentCookie(context))?.value).toBe('dismiss')

      await context.clearCookies()
      await page.unroute(lookup)
      await page.route(lookup, (route) =>
        route.fulfill({ contentType: 'application/json', headers: cors, body: '{"country_code":"FI"}' }),
      )
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      await expect(banner(page)).toBeVisible()

      await context.clearCookies()
      await page.unroute(lookup)
      await page.route(lookup, (route) => route.abort('connectionrefused'))
      const warnings: string[] = []
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
      await page.goto(url)
      await expect.poll(() => warnings.some((w) => w.includes('maan tunnistus epäonnistui'))).toBe(true)
      await expect(banner(page)).toBeVisible()
      await banner(page).getByRole('button', { name: 'Hyväksyn' }).click()
      expect((await consentCookie(context))?.value).toBe('dismiss')
    })

    // A list: the first service fails, the second one answers and decides.
    const second = 'https://geo2.example.test/json'
    await withConsent(cms, { countryLookupUrl: `${lookup}\n${second}` }, async () => {
      const { url } = await createTestPage(cms, longLayout())
      await context.clearCookies()
      await page.unroute(lookup)
      await page.route(lookup, (route) => route.abort('connectionrefused'))
      await page.route(second, (route) =>
        route.fulfill({ contentType: 'application/json', headers: cors, body: '{"countryCode":"US"}' }),
      )
      await page.goto(url)
      await expect(banner(page)).toBeHidden()
      expect((await consentCookie(context))?.value).toBe('dismiss')
    })
  })

  test('site settings refuse a third-party origin the CSP header does not name, in Finnish', async ({
    cms,
  }) => {
    const before = (await cms.findGlobal('site-settings')).cookieConsent ?? {}
    await expect(
      cms.updateGlobal('site-settings', {
        cookieConsent: { ...before, analyticsSnippetUrl: 'https://elsewhere.example.test/a.js' },
      }),
    ).rejects.toThrow(/ANALYTICS_ORIGINS/)
  })
})
