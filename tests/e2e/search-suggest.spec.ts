import AxeBuilder from '@axe-core/playwright'
import type { Page as BrowserPage, Locator } from '@playwright/test'
import { expect, test, withHeaderSearch } from './support/cms'
import { horizontalOverflow, WIDTHS } from './support/screens'

/**
 * The header search's as-you-type suggestions (src/site/search/suggest/): loaded on the first
 * opening only, the APG combobox keyboard, Escape closing the list before the popover, and axe
 * with the list open, at phone and desktop widths, in the popup and the full-screen overlay.
 * Queries are words in the seeded titles ("Verkkosivut", "Online shops").
 */

const FI = {
  toggle: 'Haku',
  field: 'Hae sivustolta',
  list: 'Hakuehdotukset',
  types: /(Sivu|Artikkeli|Referenssi|Galleria|Tuote)$/,
}
const EN = {
  toggle: 'Search',
  field: 'Search the site',
  list: 'Search suggestions',
  types: /(Page|Article|Project|Gallery|Product)$/,
}
type Texts = typeof FI

/** Only the combobox's code holds this text (its loader's error message). */
const CHUNK_MARKER = 'Hakuehdotukset: HTTP'

function parts(page: BrowserPage, texts: Texts) {
  const panel = page.getByRole('dialog', { name: texts.toggle })
  return {
    toggle: page.getByRole('banner').getByRole('button', { name: texts.toggle, exact: true }),
    panel,
    // A searchbox until the suggestions load, a combobox after: found by its label.
    field: panel.getByLabel(texts.field),
    listbox: page.getByRole('listbox', { name: texts.list }),
    options: page.getByRole('listbox', { name: texts.list }).getByRole('option'),
    status: panel.getByRole('status'),
  }
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: BrowserPage, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached by Tab')
}

async function axe(page: BrowserPage): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The address of the option `aria-activedescendant` names. */
async function activeHref(field: Locator): Promise<string | null> {
  return field.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.getAttribute('href') ?? null) : null
  })
}

/** The combobox's roles and states with the list open on `count` options, none active. */
async function expectOpenCombobox(page: BrowserPage, texts: Texts): Promise<number> {
  const { field, listbox, options, status } = parts(page, texts)
  await expect(listbox).toBeVisible()
  await expect(field).toHaveRole('combobox')
  await expect(field).toHaveAttribute('aria-autocomplete', 'list')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '')
  await expect(field).not.toHaveAttribute('aria-activedescendant')
  const count = await options.count()
  expect(count).toBeGreaterThanOrEqual(1)
  expect(count).toBeLessThanOrEqual(6)
  for (const option of await options.all()) {
    // Title and type, a link to the result, outside the Tab order.
    expect(await option.textContent()).toMatch(texts.types)
    await expect(option).toHaveAttribute('href', /^\/(?!\/)/)
    await expect(option).toHaveAttribute('tabindex', '-1')
    await expect(option).not.toHaveAttribute('aria-selected')
  }
  await expect(status).toHaveAttribute('role', 'status')
  return count
}

test.describe('search suggestions', () => {
  // One test per width: a fresh browser context each, so nothing comes from an earlier one's cache.
  for (const width of WIDTHS) {
    test(`${width}px: loads on opening only; keyboard, Escape and Enter as the APG combobox; axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const before: string[] = []
      const after: string[] = []
      const suggestRequests: string[] = []
      let opened = false
      page.on('response', async (response) => {
        const type = response.request().resourceType()
        if (type !== 'script' && type !== 'stylesheet') return
        const body = await response.text().catch(() => '')
        ;(opened ? after : before).push(`${type} ${response.url()}\n${body}`)
      })
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/next/search') suggestRequests.push(request.url())
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const { toggle, panel, field, listbox, options, status } = parts(page, FI)
      expect(before.length).toBeGreaterThan(0)
      expect(before.filter((text) => text.includes(CHUNK_MARKER)).map((t) => t.split('\n')[0])).toEqual([])

      // Opened by keyboard: Tab to the button, Enter.
      opened = true
      await tabTo(page, toggle)
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      await expect(field).toBeFocused()
      await expect(field).toHaveRole('combobox')
      await expect
        .poll(() => after.some((t) => t.startsWith('script') && t.includes(CHUNK_MARKER)))
        .toBe(true)
      // Nothing is asked for before there are two characters.
      expect(suggestRequests).toEqual([])

      await page.keyboard.type('verkkosivut')
      const count = await expectOpenCombobox(page, FI)
      // Debounced: far fewer requests than keys, the last one for the whole word in Finnish.
      expect(suggestRequests.length).toBeLessThanOrEqual(3)
      expect(new URL(suggestRequests.at(-1) ?? '').search).toBe('?q=verkkosivut&locale=fi')
      await expect(status).toHaveText(count === 1 ? '1 ehdotus' : `${count} ehdotusta`)
      // The list's styles came with it, after opening.
      const listClass = ((await listbox.getAttribute('class')) ?? '').split(' ')[0] ?? ''
      expect(listClass).not.toBe('')
      expect(before.filter((t) => t.startsWith('stylesheet') && t.includes(listClass))).toEqual([])
      await expect(options.first()).toHaveCSS('min-height', '44px')

      // Down/Up move the active option, wrapping at both ends; focus stays in the field.
      const ids = await options.evaluateAll((els) => els.map((el) => el.id))
      await page.keyboard.press('ArrowDown')
      await expect(field).toHaveAttribute('aria-activedescendant', ids[0] ?? '')
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowUp')
      await expect(field).toHaveAttribute('aria-activedescendant', ids.at(-1) ?? '')
      await page.keyboard.press('ArrowDown')
      await expect(field).toHaveAttribute('aria-activedescendant', ids[0] ?? '')
      if (count > 1) {
        await page.keyboard.press('ArrowDown')
        await expect(field).toHaveAttribute('aria-activedescendant', ids[1] ?? '')
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
        await expect(options.first()).not.toHaveAttribute('aria-selected')
      }
      await expect(field).toBeFocused()

      // Within the screen, no sideways scroll, and axe finds nothing with the list open.
      const box = await listbox.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `/tmp/search-suggest-popup-${width}.png` })
      expect(await axe(page), `${width}px`).toEqual([])

      // Escape closes the list and nothing else: the popup stays open, the text stays.
      await page.keyboard.press('Escape')
      await expect(listbox).toBeHidden()
      await expect(field).toHaveAttribute('aria-expanded', 'false')
      await expect(field).not.toHaveAttribute('aria-activedescendant')
      await expect(panel).toBeVisible()
      await expect(field).toBeFocused()
      await expect(field).toHaveValue('verkkosivut')
      // From here Escape is what it was before suggestions (the test without JavaScript below):
      // the search field's own clearing first, then the popup closes and focus returns.
      await page.keyboard.press('Escape')
      await expect(field).toHaveValue('')
      await expect(panel).toBeVisible()
      await expect(listbox).toBeHidden()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(toggle).toBeFocused()

      // Opened again: the list comes back for the text; Enter follows the active option.
      await page.keyboard.press('Enter')
      await expect(field).toBeFocused()
      await field.fill('verkkosivut')
      await expect(listbox).toBeVisible()
      await page.keyboard.press('ArrowDown')
      if (count > 1) await page.keyboard.press('ArrowDown')
      const href = await activeHref(field)
      expect(href).toMatch(/^\//)
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === href)
    })
  }

  test('text typed before the code arrives gets its suggestions', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // From here on every script waits until the test has typed, the combobox's among them.
    let release = () => {}
    const typed = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
      await typed
      await route.continue()
    })
    const { toggle, field, options } = parts(page, FI)
    await toggle.click()
    await page.keyboard.type('verkkosivut')
    // Typed into the plain field: the combobox has not arrived yet.
    expect(await field.getAttribute('role')).toBeNull()
    release()
    await expect(field).toHaveRole('combobox')
    await expectOpenCombobox(page, FI)
    expect(await options.count()).toBeGreaterThan(0)
  })

  test('English on /en: English list, types and count; Enter with no active option searches', async ({
    page,
  }) => {
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    const { toggle, field, status } = parts(page, EN)
    await toggle.click()
    await expect(field).toBeFocused()
    await page.keyboard.type('online shops')
    const count = await expectOpenCombobox(page, EN)
    await expect(status).toHaveText(count === 1 ? '1 suggestion' : `${count} suggestions`)
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/en\/search\?q=online\+shops$/)
  })

  test('no suggestions: the list stays closed and the live region says so', async ({ page }) => {
    await page.goto('/')
    const { toggle, field, listbox, status } = parts(page, FI)
    await toggle.click()
    await page.keyboard.type('zzqxvv')
    await expect(status).toHaveText('Ei ehdotuksia')
    await expect(listbox).toBeHidden()
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    // One character: no request, no list.
    await field.fill('v')
    await expect(status).toHaveText('')
  })

  test('full-screen overlay: the list under the large field, a click on an option opens it', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    await withHeaderSearch(cms, 'overlay', async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // The results page renders per request, so it shows the header as just saved.
        await page.goto('/haku')
        const { toggle, panel, field, listbox, options } = parts(page, FI)
        await toggle.click()
        await expect(panel).toBeVisible()
        await expect(field).toBeFocused()
        await page.keyboard.type('verkkosivut')
        await expectOpenCombobox(page, FI)
        await page.keyboard.press('ArrowDown')
        const box = await listbox.boundingBox()
        const fieldBox = await field.boundingBox()
        expect(box && fieldBox && box.y >= fieldBox.y + fieldBox.height).toBe(true)
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
        await page.screenshot({ path: `/tmp/search-suggest-overlay-${width}.png` })
        expect(await axe(page), `${width}px`).toEqual([])
        // Escape: the list first, the overlay stays.
        await page.keyboard.press('Escape')
        await expect(listbox).toBeHidden()
        await expect(panel).toBeVisible()
        await page.keyboard.press('ArrowDown')
        await expect(listbox).toBeVisible()
        const last = options.last()
        const href = await last.getAttribute('href')
        await last.click()
        await page.waitForURL((url) => url.pathname === href)
      }
    })
  })

  test('the endpoint: titles and addresses, bad input a 4xx with a message, never cached', async ({
    request,
  }) => {
    const ok = await request.get('/next/search?q=verkkosivut&locale=fi')
    expect(ok.status()).toBe(200)
    expect(ok.headers()['cache-control']).toContain('no-store')
    const body = (await ok.json()) as { query: string; results: Record<string, unknown>[] }
    expect(body.query).toBe('verkkosivut')
    expect(body.results.length).toBeGreaterThan(0)
    expect(body.results.length).toBeLessThanOrEqual(6)
    for (const result of body.results) {
      expect(Object.keys(result).sort()).toEqual(['collection', 'href', 'key', 'title'])
      expect(['pages', 'posts', 'portfolio', 'galleries', 'products']).toContain(result.collection)
    }

    for (const query of ['', '?q=', '?q=%20&locale=en']) {
      const empty = await request.get(`/next/search${query}`)
      expect(empty.status(), query).toBe(200)
      expect(await empty.json(), query).toEqual({ query: '', results: [] })
    }
    const long = 'a'.repeat(101)
    const tooLong = await request.get(`/next/search?q=${long}&locale=fi`)
    expect(tooLong.status()).toBe(400)
    expect(await tooLong.json()).toEqual({ message: 'Hakusana on liian pitkä.' })
    const tooLongEn = await request.get(`/next/search?q=${long}&locale=en`)
    expect(await tooLongEn.json()).toEqual({ message: 'The search term is too long.' })
    const locale = await request.get('/next/search?q=verkkosivut&locale=sv')
    expect(locale.status()).toBe(400)
    expect(((await locale.json()) as { message: string }).message).toMatch(/^Tuntematon kieli/)
    for (const raw of ['/next/search?q=%', '/next/search?q=%E4&locale=fi', '/next/search?q=%25_%25']) {
      expect((await request.get(raw)).status(), raw).toBe(200)
    }
    const post = await request.post('/next/search?q=verkkosivut', { data: {} })
    expect(post.status()).toBe(405)
    expect(post.headers().allow).toBe('GET')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the popup is the plain search form it was', async ({ page }) => {
    await page.goto('/')
    const { toggle, panel, field } = parts(page, FI)
    await toggle.click()
    await expect(panel).toBeVisible()
    await expect(field).toHaveRole('searchbox')
    await expect(page.getByRole('listbox')).toHaveCount(0)
    // Escape in a field with text clears it; the next one closes the popup.
    await field.fill('verkkosivut')
    await field.press('Escape')
    await expect(field).toHaveValue('')
    await expect(panel).toBeVisible()
    await field.press('Escape')
    await expect(panel).toBeHidden()
    await toggle.click()
    await field.fill('verkkosivut')
    await field.press('Enter')
    await page.waitForURL(/\/haku\?q=verkkosivut$/)
  })
})
