import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContextOptions, Locator, Page, Response } from '@playwright/test'
import { mapsBackgrounds } from '../../src/seed/showcase/maps-backgrounds'
import { scaled } from '../support/time-scale'
import { type Cms, expect, showcasePath, test } from './support/cms'
import { auditLayouts, expectIslands, PHONE, paused, videoRequests } from './support/widgets'

/** The seeded showcase page's address in a locale. */
const showcase = (cms: Cms, locale: 'fi' | 'en') => showcasePath(cms, locale, mapsBackgrounds[locale].slug)

const COOKIE = 'cookieconsent_status'
/** A 1×1 pale green PNG standing in for every OpenStreetMap tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYv3kXAARQAj0p8NlJAAAAAElFTkSuQmCC',
  'base64',
)
const MAP_NAME = 'Kartta: Toimistomme ja kumppanimme'

/** Every request that leaves for another host than the test server (127.0.0.1 or localhost). */
function thirdPartyRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && !['127.0.0.1', 'localhost'].includes(url.hostname))
      urls.push(request.url())
  })
  return urls
}

/** Tiles and the YouTube player answered here: nothing leaves the test machine. */
async function fakeThirdParties(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: TILE }),
  )
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Soitin</title><p>Soitin</p>' }),
  )
}

/** The page's own scripts have started (they mark the body). */
const started = (page: Page) => expect(page.locator('body')).toHaveAttribute('data-device', /./)
const mapRegion = (page: Page) => page.getByRole('region', { name: MAP_NAME })
const marker = (page: Page, name: string) => mapRegion(page).getByRole('button', { name, exact: true })
/** The open popup (a closed one fades out for a moment before it is removed). */
const popup = (page: Page, text: string) => page.locator('.leaflet-popup').filter({ hasText: text })
const popups = (page: Page) => page.locator('.leaflet-popup')
const time = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime)

async function scrollToBottomAndBack(page: Page): Promise<void> {
  for (const edge of ['bottom', 'top'] as const) {
    await page.evaluate(async (to) => {
      const end = to === 'bottom' ? document.body.scrollHeight : 0
      const step = to === 'bottom' ? 400 : -400
      for (let y = window.scrollY; to === 'bottom' ? y < end : y > end; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
      window.scrollTo({ top: end, behavior: 'instant' })
    }, edge)
    await page.waitForTimeout(300)
  }
}

async function newPage(
  browser: Browser,
  options: BrowserContextOptions,
  consent?: 'allow',
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options })
  if (consent)
    await context.addCookies([{ name: COOKIE, value: consent, url: test.info().project.use.baseURL ?? '' }])
  const page = await context.newPage()
  await fakeThirdParties(page)
  return { page, close: () => context.close() }
}

test.describe('map and background videos', () => {
  test('nothing leaves for a third party before consent; after it the map draws tiles and markers', async ({
    page,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    await fakeThirdParties(page)
    const third = thirdPartyRequests(page)
    const scripts: Response[] = []
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) scripts.push(response)
    })
    await page.setViewportSize({ width: 1440, height: 700 })
    await page.goto(url, { waitUntil: 'networkidle' })
    await started(page)
    await scrollToBottomAndBack(page)
    expect(third, 'before consent').toEqual([])
    // The local placeholder: the addresses as text, the notice and the button; no map, no iframe.
    const frame = page.locator('[data-map-frame]')
    await expect(frame).toContainText('Satakunnankatu 18 B, 33210 Tampere')
    await expect(frame).toContainText('Tämä sisältö ladataan palvelusta OpenStreetMap.')
    await expect(frame.getByRole('button', { name: `Näytä sisältö: ${MAP_NAME}` })).toBeVisible()
    await expect(page.locator('.leaflet-container, iframe')).toHaveCount(0)
    const before = new Set(scripts.map((r) => r.url()))

    // Consent from the banner far below the map: nothing of the map's loads until it comes into view.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const away = await frame.boundingBox()
    expect((away?.y ?? 0) + (away?.height ?? 0)).toBeLessThan(-300)
    const accept = page.getByRole('button', { name: 'Hyväksyn' })
    await expect(accept, 'the banner is still open').toBeVisible()
    await accept.click()
    await page.waitForTimeout(500)
    expect(
      third.filter((u) => u.includes('tile.openstreetmap.org')),
      'map out of view',
    ).toEqual([])
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
    expect(
      scripts.filter((r) => !before.has(r.url())).map((r) => r.url()),
      'no Leaflet yet',
    ).toEqual([])
    await frame.scrollIntoViewIfNeeded()
    await expect(mapRegion(page)).toBeVisible()
    await expect(page.locator('[data-map-placeholder]').first()).toBeHidden()
    await expect.poll(() => page.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0)
    await expect(mapRegion(page).locator('.leaflet-marker-icon')).toHaveCount(3)
    for (const name of ['Kajo Digital', 'Pikselipaja Oy', 'Koodikontti Oy'])
      await expect(marker(page, name)).toBeVisible()
    // OpenStreetMap's tile policy: the attribution is on the map, linked to its copyright page.
    const credit = mapRegion(page).getByRole('link', { name: 'OpenStreetMapin tekijät' })
    await expect(credit).toBeVisible()
    await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
    const hosts = new Set(third.map((u) => new URL(u).hostname))
    expect([...hosts].sort()).toEqual(['tile.openstreetmap.org', 'www.youtube-nocookie.com'])
    // The page's layout did not move when the map replaced the placeholder: the box was reserved.
    const box = await frame.boundingBox()
    expect(Math.round(box?.height ?? 0)).toBe(416)

    // What the map costs, measured on what this page fetched: the island and, after consent, Leaflet.
    const gzip = async (responses: Response[]) => {
      let total = 0
      for (const response of responses) total += gzipSync(await response.body()).length
      return +(total / 1024).toFixed(1)
    }
    const island: Response[] = []
    for (const response of scripts)
      if (before.has(response.url()) && (await response.text()).includes('[data-map-load]'))
        island.push(response)
    const leaflet = scripts.filter((r) => !before.has(r.url()))
    const leafletJs = leaflet.filter((r) => r.request().resourceType() === 'script')
    const leafletCss = leaflet.filter((r) => r.request().resourceType() === 'stylesheet')
    expect(island).toHaveLength(1)
    expect(leafletJs.length).toBeGreaterThan(0)
    expect(leafletCss.length).toBeGreaterThan(0)
    const cost = {
      islandJsGzipKB: await gzip(island),
      leafletJsGzipKB: await gzip(leafletJs),
      leafletCssGzipKB: await gzip(leafletCss),
    }
    console.log(`map cost (gzip KB): ${JSON.stringify(cost)}`)
    test.info().annotations.push({ type: 'map cost (gzip KB)', description: JSON.stringify(cost) })
    expect(cost.islandJsGzipKB).toBeLessThan(4)
  })

  test('markers by keyboard and mouse: Enter opens the popup, Escape closes it; the wheel scrolls the page', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    const { page, close } = await newPage(browser, { viewport: { width: 1440, height: 900 } }, 'allow')
    await page.goto(url)
    await page.locator('[data-map-frame]').scrollIntoViewIfNeeded()
    const officePin = marker(page, 'Kajo Digital')
    await expect(officePin).toBeVisible()
    // Tab from the map reaches the first marker.
    await mapRegion(page).focus()
    await page.keyboard.press('Tab')
    await expect(officePin).toBeFocused()
    await page.keyboard.press('Enter')
    const office = popup(page, 'Satakunnankatu 18 B, 33210 Tampere')
    await expect(office).toBeVisible()
    await expect(office).toContainText('Sisäänkäynti pihan puolelta')
    await expect(office.getByRole('link', { name: 'Ota yhteyttä' })).toBeVisible()
    await expect(office.getByRole('button', { name: 'Sulje' })).toBeVisible()
    // Focus is in the popup, so a screen reader reads it.
    expect(await page.evaluate(() => document.activeElement?.closest('.leaflet-popup') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(popups(page)).toHaveCount(0)
    await expect(officePin).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(marker(page, 'Pikselipaja Oy')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(popup(page, 'Tallberginkatu 1, 00180 Helsinki')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popups(page)).toHaveCount(0)

    // Mouse: a click opens a popup, its close button closes it.
    await marker(page, 'Koodikontti Oy').click()
    const oulu = popup(page, 'Kauppurienkatu 12, 90100 Oulu')
    await expect(oulu).toBeVisible()
    // The map pans so that the whole popup is inside it (the marker sits near its top edge).
    const inside = async () => {
      const [outer, inner] = [await mapRegion(page).boundingBox(), await oulu.boundingBox()]
      return Boolean(outer && inner && inner.y >= outer.y && inner.x >= outer.x)
    }
    await expect.poll(inside).toBe(true)
    await expect(oulu).toHaveCSS('opacity', '1')
    await page.screenshot({ path: 'test-results/screenshots/map-popup-1440.png' })
    await oulu.getByRole('button', { name: 'Sulje' }).click()
    await expect(popups(page)).toHaveCount(0)

    // The wheel over the map scrolls the page and leaves the map's zoom alone.
    const zoom = () => page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style'))
    const zoomBefore = await zoom()
    const map = await mapRegion(page).boundingBox()
    await page.mouse.move((map?.x ?? 0) + 200, (map?.y ?? 0) + 150)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100)
    expect(await zoom()).toBe(zoomBefore)
    await close()
  })

  test('the button loads only this map, without consenting; an unusable location shows the address', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'en')
    const { page, close } = await newPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true })
    const third = thirdPartyRequests(page)
    await page.goto(url)
    await started(page)
    const button = page.getByRole('button', { name: 'Show content: Map: Our office and partners' })
    await button.scrollIntoViewIfNeeded()
    await page
      .locator('[data-map-frame]')
      .screenshot({ path: 'test-results/screenshots/map-placeholder-390.png' })
    await button.click()
    const region = page.getByRole('region', { name: 'Map: Our office and partners' })
    await expect(region).toBeFocused()
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(3)
    expect(await page.locator('html').getAttribute('data-consent')).toBe('unanswered')
    // Only the map's tiles came: the YouTube background still waits for consent.
    await page.waitForTimeout(300)
    expect(new Set(third.map((u) => new URL(u).hostname))).toEqual(new Set(['tile.openstreetmap.org']))
    // On a touch screen one finger scrolls the page, not the map.
    await expect(region).not.toHaveClass(/leaflet-touch-drag/)

    // The Turku office's location is its street address: no map, no button, the address as text.
    const turku = page.locator('#osoite [data-map-placeholder]')
    await expect(turku).toContainText('Kajo Digital Turku')
    await expect(turku).toContainText('Linnankatu 3, 20100 Turku')
    await expect(page.locator('#osoite').getByRole('button')).toHaveCount(0)
    await expect(page.locator('#osoite [data-map-frame], #osoite .leaflet-container')).toHaveCount(0)
    await close()
  })

  test('hosted background video: plays on screen from the start time, loops at the stop time, pauses off screen', async ({
    page,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    await fakeThirdParties(page)
    const videos = videoRequests(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(url)
    await started(page)
    const section = page.locator('#taustavideo')
    const video = section.locator('video')
    await expect(video).toHaveAttribute('preload', 'none')
    expect(await video.getAttribute('autoplay')).toBeNull()
    await page.waitForTimeout(500)
    expect(videos, 'nothing fetched before the section is on screen').toEqual([])
    expect(await paused(video)).toBe(true)

    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => paused(video)).toBe(false)
    expect(videos.length).toBeGreaterThan(0)
    expect(await time(video)).toBeGreaterThanOrEqual(1)
    // Stop at 6 s, back to 1 s.
    await page.waitForFunction((v) => (v as HTMLVideoElement).currentTime > 5, await video.elementHandle(), {
      timeout: scaled(15_000),
    })
    await page.waitForFunction((v) => (v as HTMLVideoElement).currentTime < 3, await video.elementHandle(), {
      timeout: scaled(10_000),
    })
    expect(await time(video)).toBeGreaterThanOrEqual(1)
    expect(await paused(video)).toBe(false)

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => paused(video)).toBe(true)
    const pausedAt = await time(video)
    await page.waitForTimeout(500)
    expect(await time(video)).toBe(pausedAt)
    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => paused(video)).toBe(false)

    // The parallax runs from docs/widgets.md's waypoint: the view timeline's bottom is inset by 15 %.
    const timeline = await section
      .locator('[data-parallax] img')
      .evaluate((img) => getComputedStyle(img).getPropertyValue('animation-timeline'))
    expect(timeline).toMatch(/view\(.*15%\)/)
  })

  test('no video on a phone, on a touch screen or with reduced motion: the poster only, no video bytes', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    const cases: Array<[string, BrowserContextOptions]> = [
      ['phone 390 px', PHONE],
      ['touch screen 1440 px', { viewport: { width: 1440, height: 900 }, hasTouch: true }],
      ['reduced motion', { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' }],
    ]
    for (const [name, options] of cases) {
      const { page, close } = await newPage(browser, options)
      const videos = videoRequests(page)
      await page.goto(url)
      await started(page)
      const section = page.locator('#taustavideo')
      await section.scrollIntoViewIfNeeded()
      await page.waitForTimeout(800)
      expect(videos, name).toEqual([])
      await expect(section.locator('video'), name).toBeHidden()
      expect(await paused(section.locator('video')), name).toBe(true)
      await expect(section.locator('[data-parallax] img'), name).toBeVisible()
      await close()
    }
  })

  test('the YouTube background waits for consent, then plays its part: start, end and loop', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    const { page, close } = await newPage(browser, { viewport: { width: 1440, height: 900 } }, 'allow')
    await page.goto(url)
    const player = page.locator('#youtube-tausta iframe')
    await expect(player).toHaveCount(1)
    const src = new URL((await player.getAttribute('src')) ?? '')
    expect(src.origin).toBe('https://www.youtube-nocookie.com')
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      start: '30',
      end: '60',
      loop: '1',
      playlist: 'aqz-KE-bpKQ',
      mute: '1',
      autoplay: '1',
    })
    await close()
  })

  test('their code loads only on pages that use them', async ({ page, cms }) => {
    // Selector strings and media queries from the behaviour modules survive minification.
    const markers = {
      map: '[data-map-load]',
      'background video': '(pointer: coarse), (prefers-reduced-motion: reduce)',
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await expectIslands(page, await showcase(cms, 'fi'), markers, ['background video', 'map'])
    await expectIslands(page, '/tietoa-meista', { ...markers, leaflet: 'leaflet-container' }, [])
  })

  // One test per locale and consent state: four loads and axe runs each, not sixteen in one test.
  for (const locale of ['fi', 'en'] as const)
    for (const consent of [undefined, 'allow'] as const) {
      const label = consent ? 'consented' : 'no consent'
      test(`axe finds nothing (${locale}, ${label}); screenshots at 390 and 1440 px`, async ({
        browser,
        cms,
      }) => {
        test.setTimeout(scaled(120_000))
        const url = await showcase(cms, locale)
        const { page, close } = await newPage(browser, {}, consent)
        await auditLayouts(page, url, {
          label,
          screenshot: `widgets-maps-backgrounds-${locale}${consent ? '-consented' : ''}`,
          // Without reduced motion the site scrolls smoothly, so settle()'s quick jumps never
          // reach the last section: its lazy poster is brought into view first.
          prepare: (loaded) => loaded.locator('#youtube-tausta').scrollIntoViewIfNeeded(),
        })
        await close()
      })
    }
})
