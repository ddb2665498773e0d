import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { scaled } from '../../support/time-scale'

export const WIDTHS = [390, 1440] as const
const DIR = path.resolve('test-results/screenshots')

/** Loads lazy images and waits for them, so a full-page screenshot shows what a visitor scrolls to. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((r) => setTimeout(r, 30))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    // On a busy machine the browser can skip the frames in which a lazy picture came near the
    // screen, and it then never loads; a shown picture still waiting is asked for outright.
    for (const img of document.images)
      if (img.loading === 'lazy' && !img.complete && img.checkVisibility({ checkVisibilityCSS: true }))
        img.loading = 'eager'
  })
  // Images inside closed menus and panels stay unloaded (lazy and hidden), as they should.
  const waiting = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((img) => img.checkVisibility({ checkVisibilityCSS: true }) && !img.complete)
        .map((img) => img.currentSrc || img.src),
    )
  // Bounded, and named on failure: a picture that never loads should say which, not time the test out.
  await expect
    .poll(waiting, { timeout: scaled(20_000), message: `pictures still loading on ${page.url()}` })
    .toEqual([])
}

/**
 * Full-page screenshots at phone and desktop widths into test-results/screenshots/. Reduced motion
 * is on so scroll-driven entrance animations show their final state in one picture.
 */
export async function screenshots(page: Page, url: string, name: string): Promise<string[]> {
  const files: string[] = []
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(url)
    await settle(page)
    files.push(await screenshot(page, name, width))
  }
  return files
}

/** A full-page screenshot of the page as it is, as test-results/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string, width: number): Promise<string> {
  mkdirSync(DIR, { recursive: true })
  const file = path.join(DIR, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/** Widths wider than the viewport mean sideways scrolling on a phone. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}
