import { expect, type Page } from '@playwright/test'

/**
 * A public page's scripts start after its first paint (scripts/later-scripts.mjs): a frame after
 * `load`, at the visitor's first key or press, or 3 s after parsing. `page.goto` returns at `load`,
 * so a test that acted at once could act before the page's behaviour is there. The shared fixture
 * (support/cms.ts) waits after every `goto` until the runtime has started, as a visitor who has
 * watched the page arrive would have.
 */

/** Pages whose test paused the clock: their frame after `load` never comes by itself. */
const paused = new WeakSet<Page>()

/** Notes that the test stopped this page's clock (before its `goto`). */
export function clockPaused(page: Page): void {
  paused.add(page)
}

/**
 * Starts the page's scripts under a paused clock, as a visitor's first key would (Shift, which
 * nothing on the page answers), and waits until they run. `leaves`: the page sends the visitor on
 * as soon as they run (an expired countdown), so there is nothing on it to wait for.
 */
export async function startScripts(page: Page, { leaves = false } = {}): Promise<void> {
  await page.keyboard.press('Shift')
  if (!leaves) await islandsReady(page)
}

/**
 * Waits until the runtime has started and every widget island on the page has wired its widget
 * (src/ui/Island.tsx marks it), so that a test's first press, tap or key reaches the behaviour
 * and not the bare server markup.
 */
async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-device', /./)
  await expect(page.locator('[data-island]:not([data-island="ready"])')).toHaveCount(0)
}

/**
 * After a navigation: waits until the page's runtime has started (it marks the body), where the
 * page has later scripts at all (not the admin, not with JavaScript off) and its clock runs.
 */
export async function scriptsStarted(page: Page): Promise<void> {
  if (paused.has(page)) return
  const waiting = await page
    .evaluate(() => document.querySelector('script[data-later]') !== null)
    .catch(() => false)
  if (waiting) await islandsReady(page)
}
