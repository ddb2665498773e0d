import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const LOCALES = [
  {
    url: '/ei-ole-olemassa',
    lang: 'fi',
    heading: 'Sivua ei löytynyt',
    field: 'Hae sivustolta',
    results: '/haku',
  },
  {
    url: '/en/nothing-here',
    lang: 'en',
    heading: 'Page not found',
    field: 'Search the site',
    results: '/en/search',
  },
] as const

test.describe('404 page', () => {
  for (const l of LOCALES) {
    test(`${l.url}: the server sends the whole page with a 404 status`, async ({ request }) => {
      const response = await request.get(l.url)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(new RegExp(`<html lang="${l.lang}"`))
      expect(html).toContain(`<h1>${l.heading}</h1>`)
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      expect(html).toMatch(/<header[^>]*data-site-header/)
      expect(html).toMatch(/<footer/)
      expect(html).toContain(`action="${l.results}"`)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const l of LOCALES) {
      test(`${l.url}: message, site chrome and a working search box`, async ({ page }) => {
        const response = await page.goto(l.url)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', l.lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        const main = page.getByRole('main')
        await main.getByRole('searchbox', { name: l.field }).fill('verkkosivut')
        await main.getByRole('searchbox', { name: l.field }).press('Enter')
        await expect(page).toHaveURL(`${l.results}?q=verkkosivut`)
      })
    }
  })

  for (const l of LOCALES) {
    test(`${l.url}: the message stays in its language once the page runs`, async ({ page }) => {
      await page.goto(l.url, { waitUntil: 'networkidle' })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      await expect(page.getByRole('main').getByRole('searchbox', { name: l.field })).toHaveCount(1)
      const results = await new AxeBuilder({ page }).analyze()
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    })
  }
})
