import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, login, test } from './support/cms'
import { horizontalOverflow, WIDTHS } from './support/screens'

/** Images that failed to load (the account picture was one: Gravatar is a third party). */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  )
}

/**
 * Sideways overflow once the view has settled, read again for up to 3 s while it is not 0. The
 * categories list once read 156 px too wide at 390 px in one run, and 0 on every later load (28
 * readings over 4 loads); an overflow that stays is still reported.
 */
async function settledOverflow(page: Page): Promise<number> {
  let overflow = await horizontalOverflow(page)
  for (let tries = 0; overflow > 0 && tries < 10; tries++) {
    await page.waitForTimeout(300)
    overflow = await horizontalOverflow(page)
  }
  return overflow
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * The admin views an editor spends the day in, at a phone's and a desktop's width: nothing
 * broken, nothing sideways, nothing axe objects to; screenshots in test-results/screenshots.
 */
test('login, dashboard, list, page editor and versions work at 390 and 1440 px', async ({ page, cms }) => {
  test.setTimeout(scaled(180_000))
  const { id } = await createTestPage(cms, [
    {
      blockType: 'section',
      columns: [{ widgets: [{ blockType: 'heading', text: 'Näkymätesti', level: 'h2' }] }],
    },
  ])
  await cms.update({ collection: 'pages', id, data: { title: 'Näkymätesti, luonnos', _status: 'draft' } })
  const views = [
    { name: 'dashboard', path: '/admin', ready: page.getByRole('heading', { name: 'Viimeksi muokatut' }) },
    { name: 'list', path: '/admin/collections/pages', ready: page.locator('table tbody tr').first() },
    { name: 'edit', path: `/admin/collections/pages/${id}`, ready: page.locator('#action-save') },
    {
      name: 'versions',
      path: `/admin/collections/pages/${id}/versions`,
      ready: page.locator('table tbody tr').nth(1),
    },
  ]
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.context().clearCookies()
    await page.goto('/admin/login')
    await expect(page.getByLabel('Sähköposti')).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/admin-login-${width}.png`, fullPage: true })
    problems.push(...(await axe(page)).map((v) => `login ${width}: ${v}`))
    await login(page)
    for (const view of views) {
      await page.goto(view.path)
      await expect(view.ready).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.screenshot({
        path: `test-results/screenshots/admin-${view.name}-${width}.png`,
        fullPage: true,
      })
      for (const src of await brokenImages(page)) problems.push(`${view.name} ${width}: broken image ${src}`)
      const overflow = await horizontalOverflow(page)
      if (overflow > 0) problems.push(`${view.name} ${width}: scrolls sideways by ${overflow}px`)
      if (view.name !== 'versions')
        problems.push(...(await axe(page)).map((v) => `${view.name} ${width}: ${v}`))
    }
  }
  expect(problems).toEqual([])
})

test('every other admin view: no broken image, no sideways scrolling at 390 and 1440 px', async ({
  page,
}) => {
  test.setTimeout(scaled(180_000))
  const paths = [
    '/admin/globals/header',
    '/admin/globals/footer',
    '/admin/globals/site-settings',
    '/admin/collections/posts',
    '/admin/collections/portfolio',
    '/admin/collections/galleries',
    '/admin/collections/products',
    '/admin/collections/categories',
    '/admin/collections/media',
    '/admin/collections/media/create',
    '/admin/collections/users',
    '/admin/account',
  ]
  await login(page)
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('.app-header')).toBeVisible()
      await page.waitForLoadState('networkidle')
      for (const src of await brokenImages(page)) problems.push(`${path} ${width}: broken image ${src}`)
      const overflow = await settledOverflow(page)
      if (overflow > 0) problems.push(`${path} ${width}: scrolls sideways by ${overflow}px`)
    }
  }
  expect(problems).toEqual([])
})

// Serial: other workers' new pages would otherwise land between this edit and the first row.
test('the dashboard gives a place to start, recent edits and the drafts waiting @serial', async ({
  page,
  cms,
}) => {
  const { id } = await createTestPage(cms, [], { title: 'Kojelautatesti' })
  await cms.update({ collection: 'pages', id, data: { title: 'Kojelautatesti, muokattu', _status: 'draft' } })
  await login(page)
  const start = page.getByRole('region', { name: 'Aloita tästä' })
  await expect(start.getByRole('link', { name: 'Uusi sivu' })).toHaveAttribute(
    'href',
    '/admin/collections/pages/create',
  )
  await expect(start.getByRole('link', { name: 'Sivuston asetukset' })).toBeVisible()
  const recent = page.getByRole('region', { name: 'Viimeksi muokatut' })
  await expect(recent.getByRole('listitem').first()).toContainText('Kojelautatesti, muokattu')
  const drafts = page.getByRole('region', { name: 'Luonnokset odottavat' })
  const waiting = drafts.getByRole('link', { name: /Kojelautatesti, muokattu/ })
  await expect(waiting).toHaveAttribute('href', `/admin/collections/pages/${id}`)
  await waiting.click()
  await expect(page.locator('#field-title')).toHaveValue('Kojelautatesti, muokattu')
  // The account picture is drawn, not fetched from a third party.
  await expect(page.locator('.app-header img[src*="gravatar"]')).toHaveCount(0)
})
