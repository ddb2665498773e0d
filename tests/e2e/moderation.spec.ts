import type { Locator, Page } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { type Cms, expect, login, test } from './support/cms'
import { horizontalOverflow, WIDTHS } from './support/screens'
import { axeViolations } from './support/widgets'

/**
 * Moderation of reviews and comments in the admin (src/cms/moderation): the status tabs, the row
 * buttons, the bulk buttons and the dashboard's count, on the seeded items (src/seed/feedback.ts).
 * Serial: it changes what the product and post pages show, and puts every status back at the end.
 */

type Item = { collection: 'reviews' | 'comments'; name: string }
const ITEMS = {
  pendingReview: { collection: 'reviews', name: 'Jari Koskinen' },
  rejectedReview: { collection: 'reviews', name: 'Testi Testinen' },
  pendingComment: { collection: 'comments', name: 'Riikka Aalto' },
  spamComment: { collection: 'comments', name: 'Best Casino' },
} as const satisfies Record<string, Item>

type Seeded = { id: number; status: string }

async function find(cms: Cms, item: Item): Promise<Seeded> {
  const doc = await cms.first(item.collection, `where[name][equals]=${encodeURIComponent(item.name)}`)
  if (!doc) throw new Error(`seeded ${item.collection} by ${item.name} missing`)
  return { id: doc.id, status: doc.status }
}

const setStatus = (cms: Cms, item: Item, id: number, status: string) =>
  cms.update({ collection: item.collection, id, data: { status } })

const filters = (page: Page) => page.getByRole('navigation', { name: 'Näytä tilan mukaan' })
const tab = (page: Page, label: string) =>
  filters(page).getByRole('link', { name: new RegExp(`^${label} \\d+$`) })
const countOf = async (link: Locator) =>
  Number((await link.textContent())?.match(/(\d+)\s*$/)?.[1] ?? Number.NaN)
const status = (page: Page) => page.locator('.kajo-moderation [role="status"]')
const row = (page: Page, name: string) => page.getByRole('checkbox', { name: `Valitse: ${name}` })
const listAddress = (page: Page) => decodeURIComponent(page.url())

/** The dashboard's count of items waiting in a collection ("2 arviota"), 0 when none is listed. */
async function waiting(page: Page, noun: RegExp): Promise<number> {
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'Odottaa tarkistusta' })
  await expect(panel).toBeVisible()
  const link = panel.getByRole('link', { name: noun })
  return (await link.count()) === 0 ? 0 : Number((await link.textContent())?.match(/\d+/)?.[0])
}

test.describe('moderation of reviews and comments @serial', () => {
  const originals: { item: Item; seeded: Seeded }[] = []

  test.beforeAll(async ({ cms }) => {
    for (const item of Object.values(ITEMS)) originals.push({ item, seeded: await find(cms, item) })
  })

  test.afterAll(async ({ cms }) => {
    for (const { item, seeded } of originals) await setStatus(cms, item, seeded.id, seeded.status)
  })

  test('the list opens on pending items; a row approved by keyboard shows on its product page and leaves the dashboard count', async ({
    page,
  }) => {
    await login(page)
    const before = await waiting(page, /arvio/)
    expect(before).toBeGreaterThan(0)
    // The dashboard's link leads to the pending reviews, as does the bare list address.
    await page
      .getByRole('region', { name: 'Odottaa tarkistusta' })
      .getByRole('link', { name: /arvio/ })
      .click()
    await expect(filters(page)).toBeVisible()
    await expect.poll(() => listAddress(page)).toContain('where[or][0][and][0][status][equals]=pending')
    await page.goto('/admin/collections/reviews')
    await expect(filters(page)).toBeVisible()
    await expect.poll(() => listAddress(page)).toContain('where[or][0][and][0][status][equals]=pending')
    await expect(tab(page, 'Odottaa')).toHaveAttribute('aria-current', 'page')
    const pending = await countOf(tab(page, 'Odottaa'))
    const approved = await countOf(tab(page, 'Hyväksytty'))
    expect(pending).toBe(before)
    await expect(row(page, ITEMS.pendingReview.name)).toBeVisible()

    const approve = page.getByRole('button', { name: `Hyväksy: ${ITEMS.pendingReview.name}` })
    await approve.focus()
    await page.keyboard.press('Enter')
    await expect(status(page)).toHaveText(`Hyväksytty: ${ITEMS.pendingReview.name}.`)
    await expect(status(page)).toBeFocused()
    await expect(row(page, ITEMS.pendingReview.name)).toHaveCount(0)
    await expect(tab(page, 'Odottaa')).toHaveText(`Odottaa ${pending - 1}`)
    await expect(tab(page, 'Hyväksytty')).toHaveText(`Hyväksytty ${approved + 1}`)

    // The collection's hooks ran: the product's cached page shows the review on the next load.
    await page.goto('/tuotteet/verkkosivupaketti-start')
    await expect(page.locator('main')).toContainText(ITEMS.pendingReview.name)
    expect(await waiting(page, /arvio/)).toBe(before - 1)
  })

  test('the tabs filter by status; a rejected review is marked as spam with the mouse', async ({ page }) => {
    await login(page)
    await page.goto('/admin/collections/reviews')
    // The bare list address turns into the pending filter once the page runs; a click before that
    // would be undone by it.
    await expect(tab(page, 'Odottaa')).toHaveAttribute('aria-current', 'page')
    await tab(page, 'Hylätty').click()
    await expect(tab(page, 'Hylätty')).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => listAddress(page)).toContain('where[or][0][and][0][status][equals]=rejected')
    const spam = await countOf(tab(page, 'Roskapostia'))
    await page.getByRole('button', { name: `Roskapostia: ${ITEMS.rejectedReview.name}` }).click()
    await expect(status(page)).toHaveText(`Roskapostia: ${ITEMS.rejectedReview.name}.`)
    await expect(row(page, ITEMS.rejectedReview.name)).toHaveCount(0)
    await expect(tab(page, 'Roskapostia')).toHaveText(`Roskapostia ${spam + 1}`)
    await tab(page, 'Roskapostia').click()
    await expect(row(page, ITEMS.rejectedReview.name)).toBeVisible()
    await expect(page.locator('.kajo-status').first()).toHaveText('Roskapostia')
    // All statuses: the total, every item.
    await tab(page, 'Kaikki').click()
    await expect(tab(page, 'Kaikki')).toHaveAttribute('aria-current', 'page')
    await expect(row(page, ITEMS.pendingReview.name)).toBeVisible()
    await expect(row(page, ITEMS.rejectedReview.name)).toBeVisible()
  })

  test('bulk: selected comments marked as spam by keyboard, then approved and rejected', async ({
    page,
    cms,
  }) => {
    const spamComment = originals.find(({ item }) => item === ITEMS.spamComment)?.seeded
    if (!spamComment) throw new Error('seeded spam comment missing')
    // A second pending comment beside the seeded one.
    await setStatus(cms, ITEMS.spamComment, spamComment.id, 'pending')
    await login(page)
    const before = await waiting(page, /kommentti/)
    await page.goto('/admin/collections/comments')
    await expect(tab(page, 'Odottaa')).toHaveAttribute('aria-current', 'page')
    const pending = await countOf(tab(page, 'Odottaa'))
    expect(pending).toBe(before)
    for (const item of [ITEMS.pendingComment, ITEMS.spamComment]) {
      await row(page, item.name).focus()
      await page.keyboard.press('Space')
      await expect(row(page, item.name)).toBeChecked()
    }
    const bulk = page.getByRole('group', { name: 'Valitut (2)' })
    await bulk.getByRole('button', { name: 'Roskapostia' }).focus()
    await page.keyboard.press('Enter')
    await expect(status(page)).toHaveText('Roskapostia: 2 kommenttia.')
    await expect(row(page, ITEMS.pendingComment.name)).toHaveCount(0)
    await expect(row(page, ITEMS.spamComment.name)).toHaveCount(0)
    await expect(tab(page, 'Odottaa')).toHaveText(`Odottaa ${pending - 2}`)
    await expect(bulk).toHaveCount(0)

    await tab(page, 'Roskapostia').click()
    await row(page, ITEMS.pendingComment.name).check()
    await page.getByRole('group', { name: 'Valitut (1)' }).getByRole('button', { name: 'Hyväksy' }).click()
    await expect(status(page)).toHaveText('Hyväksytty: 1 kommentti.')
    await expect(row(page, ITEMS.pendingComment.name)).toHaveCount(0)
    await row(page, ITEMS.spamComment.name).check()
    await page.getByRole('group', { name: 'Valitut (1)' }).getByRole('button', { name: 'Hylkää' }).click()
    await expect(status(page)).toHaveText('Hylätty: 1 kommentti.')
    await tab(page, 'Hylätty').click()
    await expect(row(page, ITEMS.spamComment.name)).toBeVisible()
    await page.goto('/blogi/nappaimistolla-lapi-sivuston')
    await expect(page.locator('main')).toContainText('Entä mobiilissa, miten testaan siellä?')
    expect(await waiting(page, /kommentti/)).toBe(before - 2)
  })

  test('axe finds nothing in the moderated lists and the dashboard; screenshots', async ({ page }) => {
    test.setTimeout(scaled(120_000))
    await login(page)
    const problems: string[] = []
    const check = async (name: string, width: number) => {
      await page.waitForLoadState('networkidle')
      await page.screenshot({
        path: `test-results/screenshots/admin-moderation-${name}-${width}.png`,
        fullPage: true,
      })
      const overflow = await horizontalOverflow(page)
      if (overflow > 0) problems.push(`${name} ${width}: scrolls sideways by ${overflow}px`)
      problems.push(...(await axeViolations(page)).map((v) => `${name} ${width}: ${v}`))
    }
    for (const width of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin')
      await expect(page.getByRole('region', { name: 'Odottaa tarkistusta' })).toBeVisible()
      await check('dashboard', width)
      for (const collection of ['reviews', 'comments'] as const) {
        await page.goto(`/admin/collections/${collection}`)
        await expect(tab(page, 'Odottaa')).toHaveAttribute('aria-current', 'page')
        await check(`${collection}-pending`, width)
        // Every item, one row selected: the bulk buttons show too.
        await tab(page, 'Kaikki').click()
        await expect(tab(page, 'Kaikki')).toHaveAttribute('aria-current', 'page')
        await page
          .getByRole('checkbox', { name: /^Valitse: / })
          .first()
          .check()
        await expect(page.getByRole('group', { name: 'Valitut (1)' })).toBeVisible()
        await check(`${collection}-all`, width)
      }
    }
    expect(problems).toEqual([])
  })
})
