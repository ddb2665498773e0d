import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page as BrowserPage, Locator } from '@playwright/test'
import type { Page } from '../../src/payload-types'
import { doc, p } from '../../src/seed/lexical'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, test, withHeaderSearch } from './support/cms'
import { horizontalOverflow, screenshots, WIDTHS } from './support/screens'

type Layout = NonNullable<Page['layout']>

/** One word no other test uses, so results are exactly the pages made here. */
const token = randomBytes(4).toString('hex')
const TITLE = `Päiväkoti Åkerö ${token}`

function textLayout(body: string): Layout {
  return [
    { blockType: 'section', columns: [{ widgets: [{ blockType: 'richText', content: doc(p(body)) }] }] },
  ]
}

function searchUrl(q: string, base = '/haku'): string {
  return `${base}?q=${encodeURIComponent(q)}`
}

const results = (page: BrowserPage) => page.locator('main ol > li')
const status = (page: BrowserPage) => page.locator('main [role="status"]')

let published: { id: number; url: string }

test.beforeAll(async ({ cms }) => {
  published = await createTestPage(cms, textLayout(`Hölmöläisten kylässä ${token} on punainen mökki.`), {
    title: TITLE,
  })
  // A draft never published, and a page published and then taken back to draft.
  await createTestPage(cms, textLayout(`Luonnos ${token}`), { title: `${TITLE} luonnos`, status: 'draft' })
  const withdrawn = await createTestPage(cms, textLayout(`Poistettu ${token}`), {
    title: `${TITLE} poistettu`,
  })
  await cms.update({ collection: 'pages', id: withdrawn.id, data: { _status: 'draft' } })
})

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: BrowserPage, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached by Tab')
}

test.describe('site search', () => {
  test('finds a published page whatever the case or diacritics; drafts never @smoke', async ({ page }) => {
    for (const q of [`PÄIVÄKOTI ÅKERÖ ${token.toUpperCase()}`, `paivakoti akero ${token}`]) {
      const response = await page.goto(searchUrl(q))
      expect(response?.status()).toBe(200)
      await expect(status(page)).toHaveText('1 tulos')
      await expect(results(page)).toHaveCount(1)
      await expect(results(page).getByRole('link', { name: TITLE })).toHaveAttribute('href', published.url)
    }
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

    // A word only in the body: the snippet marks it as written.
    await page.goto(searchUrl(`HOLMOLAISTEN ${token}`))
    await expect(results(page)).toHaveCount(1)
    await expect(results(page).locator('mark').first()).toHaveText('Hölmöläisten')

    // The form on the results page keeps the query and searches again.
    const field = page.getByRole('searchbox', { name: 'Hae sivustolta' })
    await expect(field).toHaveValue(`HOLMOLAISTEN ${token}`)
    await field.fill(`mökki ${token}`)
    await field.press('Enter')
    await page.waitForURL(/\/haku\?q=/)
    await expect(results(page).getByRole('link', { name: TITLE })).toBeVisible()

    for (const q of [`luonnos ${token}`, `poistettu ${token}`]) {
      await page.goto(searchUrl(q))
      await expect(status(page)).toHaveText('Haulla ei löytynyt tuloksia.')
      await expect(results(page)).toHaveCount(0)
    }
  })

  test('English search uses the English text and addresses', async ({ page, cms }) => {
    const slug = `daycare-${token}`
    await cms.update({
      collection: 'pages',
      id: published.id,
      locale: 'en',
      data: {
        title: `Daycare Åkerö ${token}`,
        slug,
        layout: textLayout('A red cottage.'),
        _status: 'published',
      },
    })
    await page.goto(searchUrl(`akero ${token}`, '/en/search'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(status(page)).toHaveText('1 result')
    await expect(results(page).getByRole('link', { name: `Daycare Åkerö ${token}` })).toHaveAttribute(
      'href',
      `/en/${slug}`,
    )
    // Finnish body text is not English text.
    await page.goto(searchUrl(`hölmöläisten ${token}`, '/en/search'))
    await expect(status(page)).toHaveText('No results found.')
  })

  test('no results and hostile input: a Finnish message, never an error', async ({ page, request }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const cases: [string, string, number][] = [
      [`zzqx${token}`, 'Haulla ei löytynyt tuloksia.', 200],
      [`<script>alert(1)</script>${token}`, 'Haulla ei löytynyt tuloksia.', 200],
      ['%', 'Haulla ei löytynyt tuloksia.', 200],
      ['%_%', 'Haulla ei löytynyt tuloksia.', 200],
      ['a'.repeat(101), 'Hakusana on liian pitkä.', 400],
      ['a'.repeat(500), 'Hakusana on liian pitkä.', 400],
    ]
    for (const [q, message, code] of cases) {
      const response = await page.goto(searchUrl(q))
      expect(response?.status(), q).toBe(code)
      await expect(status(page)).toHaveText(message)
      await expect(results(page)).toHaveCount(0)
    }
    // Full-text syntax of either engine is only text: each is searched as its words, or finds nothing.
    for (const q of [
      '"',
      '*',
      '"verkko',
      'kauppa*',
      'NEAR(verkko kauppa)',
      'verkko OR kauppa',
      'verkko AND NOT kauppa',
      'title:kauppa',
      '^kauppa',
      "kauppa' OR 1=1 --",
      'kauppa; DROP TABLE search_docs',
      '!!! ??? ...',
      `${'a'.repeat(100)}`,
    ]) {
      const response = await request.get(searchUrl(q))
      expect(response.status(), q).toBe(200)
      expect(await response.text(), q).toMatch(/Hakutulokset: /)
    }
    // An FTS operator is dropped, the word around it still searched.
    await page.goto(searchUrl('kauppa*'))
    await expect(results(page).first()).toBeVisible()
    // The query is shown as text, never as markup.
    await page.goto(searchUrl(`<script>alert(1)</script>${token}`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>')
    expect(dialogs).toBe(0)
    // A bare `%` in the query string is a malformed escape; the page takes it as it is.
    for (const raw of ['/haku?q=%', '/haku?q=%E4', '/en/search?q=%ZZ']) {
      const response = await request.get(raw)
      expect(response.status(), raw).toBe(200)
      expect(await response.text(), raw).toMatch(/Hakutulokset: |Search results: /)
    }
  })

  test('popup: opens by mouse and by keyboard, Esc closes and focus returns', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    await withHeaderSearch(cms, 'popup', async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // The results page renders per request, so it shows the header as just saved.
        await page.goto('/haku')
        const toggle = page.getByRole('banner').getByRole('button', { name: 'Haku', exact: true })
        const panel = page.getByRole('dialog', { name: 'Haku' })
        // A searchbox until the suggestions load on opening, a combobox after: found by its label.
        const field = panel.getByLabel('Hae sivustolta')
        await expect(panel).toBeHidden()

        await toggle.click()
        await expect(panel).toBeVisible()
        await expect(field).toBeFocused()
        const button = await toggle.boundingBox()
        const box = await panel.boundingBox()
        expect(button && button.width >= 44 && button.height >= 44).toBe(true)
        expect(box && button && box.y >= button.y + button.height - 1).toBe(true)
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
        if (width === 1440) {
          const axe = await new AxeBuilder({ page }).analyze()
          expect(axe.violations.map((v) => v.id)).toEqual([])
        }
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        await expect(toggle).toBeFocused()

        // Keyboard only: Tab to the button, Enter opens, type, Enter searches.
        await page.goto('/haku')
        await tabTo(page, toggle)
        await page.keyboard.press('Enter')
        await expect(field).toBeFocused()
        await page.keyboard.type(`paivakoti ${token}`)
        await page.keyboard.press('Enter')
        await page.waitForURL(/\/haku\?q=paivakoti/)
        await expect(results(page).getByRole('link', { name: TITLE })).toBeVisible()
      }
    })
  })

  test('overlay: covers the screen, its close button and Esc return focus', { tag: '@serial' }, async ({
    page,
    cms,
  }) => {
    await withHeaderSearch(cms, 'overlay', async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/en/search')
        const toggle = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
        const panel = page.getByRole('dialog', { name: 'Search' })
        await toggle.click()
        await expect(panel).toBeVisible()
        await expect(panel.getByLabel('Search the site')).toBeFocused()
        const viewport = await page.evaluate(() => [document.documentElement.clientWidth, window.innerHeight])
        const box = await panel.boundingBox()
        expect(box).toMatchObject({ x: 0, y: 0, width: viewport[0], height: viewport[1] })
        await panel.getByRole('button', { name: 'Close search' }).click()
        await expect(panel).toBeHidden()
        await expect(toggle).toBeFocused()

        await toggle.press('Enter')
        await expect(panel).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        await expect(toggle).toBeFocused()

        await toggle.click()
        await page.keyboard.type(`akero ${token}`)
        await page.keyboard.press('Enter')
        await page.waitForURL(/\/en\/search\?q=akero/)
        await expect(status(page)).not.toBeEmpty()
      }
    })
  })

  test('results page: axe finds nothing at 390 and 1440, no sideways scroll', async ({ page }) => {
    // Several result pages, each at two widths with axe: more than the default minute when busy.
    test.setTimeout(scaled(120_000))
    const pages = [
      searchUrl(`päiväkoti ${token}`),
      searchUrl(`zzqx${token}`),
      searchUrl('a'.repeat(500)),
      '/haku',
      searchUrl(`cottage ${token}`, '/en/search'),
    ]
    await screenshots(page, pages[0] ?? '/haku', 'haku-tulokset')
    for (const url of pages) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        expect(await horizontalOverflow(page), `${url} at ${width}px`).toBeLessThanOrEqual(0)
        const axe = await new AxeBuilder({ page }).analyze()
        const summary = axe.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
        expect(summary, `${url} at ${width}px`).toEqual([])
      }
    }
  })
})
