import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/cms'
import { WIDTHS } from './support/screens'
import { frames } from './support/wait'

/** Gallery pages live under this path; the test opens the first one the gallery listing links to. */
const GALLERY = '/galleriat/'
const LISTING = '/galleriat'
const SCREENSHOTS = 'test-results/screenshots'

const dialog = (page: Page) => page.locator('.pswp[role="dialog"]')
const counter = (page: Page) => page.locator('.pswp__counter')
const thumbnails = (page: Page) => page.locator('[data-lightbox-gallery] a[data-lightbox-item]')

/** The gallery's island has attached: clicks and keys now open the lightbox. */
async function ready(page: Page): Promise<void> {
  await page.locator('[data-lightbox-gallery][data-lightbox-ready]').first().waitFor()
}

let galleryUrl: string | null = null

/** The first gallery page the listing links to (the seeded galleries' addresses are the seed's). */
async function gallery(page: Page): Promise<string> {
  if (!galleryUrl) {
    await page.goto(LISTING)
    const href = await page.locator(`main a[href^="${GALLERY}"]`).first().getAttribute('href')
    if (!href) throw new Error(`no link to a gallery on ${LISTING}`)
    galleryUrl = new URL(href, 'http://x').pathname
  }
  return galleryUrl
}

/** The gid of the gallery the first thumbnail belongs to. */
async function firstGid(page: Page): Promise<string> {
  const gid = await page.locator('[data-lightbox-gallery]').first().getAttribute('data-lightbox-gallery')
  if (!gid) throw new Error('no gallery on the page')
  return gid
}

/**
 * Open and ready: PhotoSwipe focuses its root once the opening animation has ended, and only then
 * takes keys (a key pressed during the 333 ms animation is not the lightbox's).
 */
async function opened(page: Page): Promise<void> {
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toBeFocused()
}

async function closed(page: Page): Promise<void> {
  await expect(dialog(page)).toHaveCount(0)
}

async function pictureCount(page: Page): Promise<number> {
  const gid = await firstGid(page)
  return page.locator(`[data-lightbox-gallery="${gid}"] a[data-lightbox-item]`).count()
}

function isInside(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('.pswp') !== null)
}

async function focusedIs(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('lightbox', () => {
  test('loads nothing of the lightbox before the first open; a click opens it, focus goes in and comes back', async ({
    page,
  }) => {
    const url = await gallery(page)
    const before: string[] = []
    const after: string[] = []
    let open = false
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const body = await response.text().catch(() => '')
      ;(open ? after : before).push(`${type} ${response.url()}\n${body}`)
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await ready(page)
    // PhotoSwipe's class names are in its code and its stylesheet, and nowhere else.
    expect(before.filter((text) => text.includes('pswp')).map((text) => text.split('\n')[0])).toEqual([])

    open = true
    const first = thumbnails(page).first()
    await first.click()
    await opened(page)
    await page.waitForLoadState('networkidle')
    expect(after.some((text) => text.startsWith('script') && text.includes('pswp__'))).toBe(true)
    expect(after.some((text) => text.startsWith('stylesheet') && text.includes('.pswp'))).toBe(true)
    // Styled: the top bar is docs/lightbox.md's 44 px.
    await expect(page.locator('.pswp__top-bar')).toHaveCSS('height', '44px')

    await page.keyboard.press('Escape')
    await closed(page)
    expect(await focusedIs(first)).toBe(true)
  })

  test('opens from the keyboard; Tab stays inside; every control is named in Finnish', async ({ page }) => {
    await page.goto(await gallery(page))
    await ready(page)
    const second = thumbnails(page).nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    await opened(page)
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true')
    await expect(dialog(page)).toHaveAttribute('aria-label', /.+/)
    for (const name of ['Sulje', 'Jaa'])
      await expect(dialog(page).getByRole('button', { name, exact: true })).toBeVisible()
    await expect(counter(page)).toHaveText(`2 / ${await pictureCount(page)}`)

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await isInside(page), `Tab ${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await isInside(page), `Shift+Tab ${i + 1}`).toBe(true)
    }

    await page.keyboard.press('Escape')
    await closed(page)
    expect(await focusedIs(second)).toBe(true)
  })

  test('arrows move between pictures and the address follows; Back closes it', async ({ page }) => {
    await page.goto(await gallery(page))
    await ready(page)
    const gid = await firstGid(page)
    const count = await pictureCount(page)
    const start = page.url()
    await thumbnails(page).first().click()
    await opened(page)
    await expect(page).toHaveURL(new RegExp(`#&gid=${gid}&pid=1$`))
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText(`2 / ${count}`)
    await expect(page).toHaveURL(new RegExp(`#&gid=${gid}&pid=2$`))
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText(`1 / ${count}`)

    // One entry for the whole visit: Back returns to the page as it was, and closes the lightbox.
    await page.goBack()
    await closed(page)
    expect(page.url()).toBe(start)
  })

  test('a deep link opens the gallery at its picture; a short fragment is ignored', async ({
    page,
    context,
  }) => {
    const url = await gallery(page)
    await page.goto(url)
    const gid = await firstGid(page)
    const count = await pictureCount(page)
    expect(count).toBeGreaterThanOrEqual(3)

    const fresh = await context.newPage()
    await fresh.goto(`${url}#&gid=${gid}&pid=3`)
    await opened(fresh)
    await expect(counter(fresh)).toHaveText(`3 / ${count}`)
    await fresh.keyboard.press('Escape')
    await closed(fresh)
    expect(new URL(fresh.url()).hash).toBe('')

    const short = await context.newPage()
    await short.goto(`${url}#gid`)
    await short.waitForLoadState('networkidle')
    await frames(short, 10)
    await expect(dialog(short)).toHaveCount(0)
  })

  test('a picture that fails to load says so in Finnish, with a link to its address', async ({ page }) => {
    await page.goto(await gallery(page))
    await ready(page)
    const second = thumbnails(page).nth(1)
    const href = await second.getAttribute('href')
    if (!href) throw new Error('no picture address')
    const address = new URL(href, page.url()).href
    await page.route(address, (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await second.click()
    await opened(page)
    const message = page.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg')
    await expect(message).toContainText('Kuvaa ei voitu ladata.')
    await expect(message.getByRole('link')).toHaveAttribute('href', address)
  })

  test('axe finds nothing with the lightbox open, at 390 and 1440 px; screenshots', async ({ page }) => {
    mkdirSync(SCREENSHOTS, { recursive: true })
    const url = await gallery(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      await ready(page)
      await thumbnails(page).first().click()
      await opened(page)
      await page.waitForLoadState('networkidle')
      expect(await axe(page), `${width} px`).toEqual([])
      await page.screenshot({ path: `${SCREENSHOTS}/lightbox-${width}.png` })

      await dialog(page).getByRole('button', { name: 'Jaa', exact: true }).click()
      await expect(page.locator('.pswp__share ul')).toBeVisible()
      expect(await axe(page), `${width} px, share menu open`).toEqual([])
      await page.screenshot({ path: `${SCREENSHOTS}/lightbox-share-${width}.png` })
    }
  })

  test('an image banner set to open in the lightbox does, and closes back to it', async ({ page }) => {
    await page.goto('/tietoa-meista')
    const banner = page.locator('figure [data-lightbox-gallery] a[data-lightbox-item]')
    await expect(banner).toHaveCount(1)
    await page.locator('[data-lightbox-gallery][data-lightbox-ready]').first().waitFor()
    await banner.click()
    await opened(page)
    await page.keyboard.press('Escape')
    await closed(page)
    expect(await focusedIs(banner)).toBe(true)
  })
})
