import type { Page as BrowserPage } from '@playwright/test'
import { PRODUCTS } from '../../src/seed/products'
import { scaled } from '../support/time-scale'
import { type Cms, expect, login, test } from './support/cms'
import { horizontalOverflow, screenshots, settle, WIDTHS } from './support/screens'
import { axeViolations, PHONE, watchLayoutShifts } from './support/widgets'

/** Verkkosivupaketti Start: a price with a prefix, four pictures, details. */
const START = PRODUCTS[0]
if (!START) throw new Error('no seeded products')
const FI_URL = `/tuotteet/${START.fi.slug}`
const EN_URL = `/en/products/${START.en.slug}`
const LIST_FI = '/tuotteet'
const LIST_EN = '/en/products'

/** Intl writes no-break spaces inside prices; compare with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

const tabsRoot = (page: BrowserPage) => page.locator('article [data-tabs]')
const tab = (page: BrowserPage, name: string | RegExp) => tabsRoot(page).getByRole('tab', { name })
const shownPanel = (page: BrowserPage) => tabsRoot(page).locator('[role="tabpanel"]:visible')
const lightbox = (page: BrowserPage) => page.locator('.pswp[role="dialog"]')

/** The product page's islands (tabs, lightbox) have attached. */
async function ready(page: BrowserPage): Promise<void> {
  await page.locator('article [data-tabs][data-ready]').waitFor()
  await page.locator('[data-lightbox-gallery][data-lightbox-ready]').waitFor()
}

type ReviewDoc = { rating: number }

/** The product's approved reviews as the site shows them: count and mean to one decimal. */
async function approvedReviews(
  cms: Cms,
  productId: number,
): Promise<{ count: number; average: number | null }> {
  const { docs } = await cms.get<{ docs: ReviewDoc[] }>(
    `/api/reviews?where[product][equals]=${productId}&where[status][equals]=approved&limit=500&depth=0`,
  )
  if (docs.length === 0) return { count: 0, average: null }
  const sum = docs.reduce((total, review) => total + review.rating, 0)
  return { count: docs.length, average: Math.round((sum / docs.length) * 10) / 10 }
}

/** The page's Product JSON-LD, parsed. */
async function productLd(page: BrowserPage): Promise<Record<string, unknown>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Product')
  if (!found) throw new Error('no Product JSON-LD on the page')
  return found
}

async function productId(cms: Cms): Promise<number> {
  const doc = await cms.first('products', `locale=fi&where[slug][equals]=${START?.fi.slug}`)
  if (!doc) throw new Error('seeded product missing')
  return doc.id
}

async function axeClean(page: BrowserPage, where: string): Promise<void> {
  expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0)
  expect(await axeViolations(page), where).toEqual([])
}

test.describe('products', () => {
  test('Finnish product page: name, price, rating line, tabs with the review count, Product JSON-LD', async ({
    page,
    cms,
  }) => {
    const id = await productId(cms)
    const reviews = await approvedReviews(cms, id)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI_URL)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(START.fi.title)
    const price = page.locator('article header p').filter({ hasText: '€' })
    expect(plain(await price.textContent())).toBe('Hinta: alkaen 2 490 €')
    await expect(page.getByRole('tablist', { name: 'Tuotetiedot' })).toBeVisible()
    await expect(tab(page, 'Kuvaus')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Lisätiedot')).toBeVisible()
    await expect(tab(page, `Arviot (${reviews.count})`)).toBeVisible()
    await expect(shownPanel(page)).toContainText('Mitä paketti sisältää')

    const ld = await productLd(page)
    expect(ld.name).toBe(START.fi.title)
    expect(ld.description).toBe(START.fi.excerpt)
    expect(ld.url).toMatch(new RegExp(`${FI_URL}$`))
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '2490.00', priceCurrency: 'EUR' })
    expect(Array.isArray(ld.image) && ld.image.length).toBe(START.pictures.length)
    const rating = page.locator('article header p').filter({ has: page.locator('a[href="#arviot"]') })
    if (reviews.count > 0 && reviews.average !== null) {
      expect(ld.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: reviews.average,
        reviewCount: reviews.count,
        bestRating: 5,
        worstRating: 1,
      })
      const average = String(reviews.average).replace('.', ',')
      const noun = reviews.count === 1 ? 'arvio' : 'arviota'
      await expect(rating).toHaveText(`${average} / 5 (${reviews.count} ${noun})`)
    } else {
      expect(ld).not.toHaveProperty('aggregateRating')
      await expect(rating).toHaveText('Ei vielä arvioita – kirjoita ensimmäinen')
    }
  })

  test('tabs by keyboard: arrows, Home and End move and select (APG), Tab enters the panel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI_URL)
    await ready(page)
    await tab(page, 'Kuvaus').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Lisätiedot')).toBeFocused()
    await expect(tab(page, 'Lisätiedot')).toHaveAttribute('aria-selected', 'true')
    // Lisätiedot: the product's details as a description list.
    const details = shownPanel(page).locator('dl')
    await expect(details.locator('dt').first()).toHaveText(START.fi.attributes[0]?.name ?? '')
    await expect(details.locator('dd').first()).toHaveText(START.fi.attributes[0]?.value ?? '')
    await expect(details.locator('dt')).toHaveCount(START.fi.attributes.length)
    await page.keyboard.press('End')
    await expect(tab(page, /^Arviot/)).toBeFocused()
    await expect(tab(page, /^Arviot/)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Kuvaus')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab(page, /^Arviot/)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tab(page, 'Kuvaus')).toHaveAttribute('aria-selected', 'true')
    // Only the selected tab is in the Tab sequence; the next stop is its panel.
    await page.keyboard.press('Tab')
    await expect(page.locator('#kuvaus')).toBeFocused()
    await expect(tab(page, 'Lisätiedot')).toHaveAttribute('tabindex', '-1')
  })

  test('#arviot opens the reviews tab on load; the rating link beside the price opens it too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${FI_URL}#arviot`)
    await ready(page)
    await expect(tab(page, /^Arviot/)).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('#arviot')).toBeVisible()
    await expect(page.locator('#kuvaus')).toBeHidden()

    await page.goto(FI_URL)
    await ready(page)
    await expect(page.locator('#arviot')).toBeHidden()
    await page.locator('article header a[href="#arviot"]').click()
    await expect(tab(page, /^Arviot/)).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('#arviot')).toBeVisible()
    await expect(page.locator('#arviot')).toBeInViewport()

    // English addresses have English fragments.
    await page.goto(`${EN_URL}#reviews`)
    await ready(page)
    await expect(tab(page, /^Reviews/)).toHaveAttribute('aria-selected', 'true')
  })

  test('the gallery opens in the lightbox at the picture clicked; Escape returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI_URL)
    await ready(page)
    const pictures = page.locator('article [data-lightbox-gallery] a[data-lightbox-item]')
    await expect(pictures).toHaveCount(START.pictures.length)
    // The main picture is shown larger than the thumbnails under it.
    const [main, thumb] = [await pictures.nth(0).boundingBox(), await pictures.nth(1).boundingBox()]
    expect(main?.width ?? 0).toBeGreaterThan((thumb?.width ?? 0) * 2)
    await pictures.nth(1).click()
    await expect(lightbox(page)).toBeVisible()
    await expect(lightbox(page)).toBeFocused()
    await expect(page.locator('.pswp__counter')).toHaveText(`2 / ${START.pictures.length}`)
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('.pswp__counter')).toHaveText(`3 / ${START.pictures.length}`)
    await expect(page).toHaveURL(/#&gid=1&pid=3$/)
    await page.keyboard.press('Escape')
    await expect(lightbox(page)).toHaveCount(0)
    await expect(pictures.nth(1)).toBeFocused()
  })

  test('English product page: English price, tabs and JSON-LD; the language menu links the twins', async ({
    page,
    cms,
  }) => {
    const reviews = await approvedReviews(cms, await productId(cms))
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(EN_URL)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(START.en.title)
    const price = page.locator('article header p').filter({ hasText: '€' })
    expect(plain(await price.textContent())).toBe('Price: from €2,490')
    for (const name of ['Description', 'Additional information', `Reviews (${reviews.count})`])
      await expect(tab(page, name)).toBeVisible()
    await expect(page.getByRole('tablist', { name: 'Product details' })).toBeVisible()
    const ld = await productLd(page)
    expect(ld.name).toBe(START.en.title)
    expect(ld.url).toMatch(new RegExp(`${EN_URL}$`))
    expect(ld.offers).toMatchObject({ price: '2490.00', priceCurrency: 'EUR' })
    await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute(
      'href',
      new RegExp(`${FI_URL}$`),
    )
  })

  test('the product list: a grid of cards with prices; a product without a price shows none', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(LIST_FI)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuotteet')
    const cards = page.locator('[data-list] [data-list-items] > li')
    await expect(cards).toHaveCount(PRODUCTS.length)
    // Three columns at 1440 px.
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(tops.filter((top) => top === tops[0])).toHaveLength(3)
    const card = (title: string) =>
      cards.filter({ has: page.getByRole('link', { name: title, exact: true }) })
    for (const product of PRODUCTS) {
      const text = plain(await card(product.fi.title).textContent())
      if (product.price === null) expect(text).not.toContain('€')
      else expect(text).toContain('Hinta:')
    }
    expect(plain(await card('Ylläpitosopimus').locator('p', { hasText: '€' }).textContent())).toBe(
      'Hinta: alkaen 149 € / kk',
    )
    expect(plain(await card('Saavutettavuusauditointi').locator('p', { hasText: '€' }).textContent())).toBe(
      'Hinta: 1 850 € + alv',
    )
    // The header's mega menu (closed, so not by role) leads here; a card's title leads to the product.
    await expect(page.locator('header nav a', { hasText: 'Tuotteet ja hinnat' }).first()).toHaveAttribute(
      'href',
      LIST_FI,
    )
    await card(START.fi.title).getByRole('link', { name: START.fi.title }).click()
    await expect(page).toHaveURL(new RegExp(`${FI_URL}$`))

    // The category filter narrows the grid in place.
    await page.goto(LIST_FI)
    await page.locator('[data-list][data-list-ready]').waitFor()
    await page.locator('[data-list]').getByRole('link', { name: 'Ylläpito', exact: true }).click()
    await expect(cards).toHaveCount(PRODUCTS.filter((p) => p.categories.includes('maintenance')).length)
    await expect(cards.first()).toContainText('Ylläpitosopimus')
    await expect(page).toHaveURL(/category=yllapito/)

    await page.goto(LIST_EN)
    const enPrice = page
      .locator('[data-list] li', { hasText: 'Maintenance agreement' })
      .locator('p', { hasText: '€' })
    expect(plain(await enPrice.textContent())).toBe('Price: from €149 a month')
  })

  test('the site search finds products and says what they are', async ({ page }) => {
    await page.goto(`/haku?q=${encodeURIComponent('saavutettavuusauditointi')}`)
    const result = page
      .locator('main ol > li')
      .filter({ has: page.locator(`a[href$="/tuotteet/${PRODUCTS[1]?.fi.slug}"]`) })
    await expect(result).toContainText('Tuote')
    await page.goto(`/en/search?q=${encodeURIComponent('accessibility audit')}`)
    await expect(page.locator(`main ol > li a[href$="/en/products/${PRODUCTS[1]?.en.slug}"]`)).toBeVisible()
  })

  test('without JavaScript every tab panel shows, one after another', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(FI_URL)
    for (const id of ['#kuvaus', '#lisatiedot', '#arviot']) await expect(page.locator(id)).toBeVisible()
    await expect(
      page.locator('article [data-lightbox-gallery] a[data-lightbox-item]').first(),
    ).toHaveAttribute('href', /\/media\//)
    await context.close()
  })

  test('phone (390 px, touch): the tabs are an accordion; a tap opens the reviews', async ({ browser }) => {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto(FI_URL)
    await ready(page)
    await expect(tabsRoot(page)).toHaveAttribute('data-layout', 'accordion')
    const header = tabsRoot(page).getByRole('button', { name: /^Arviot/ })
    await expect(header).toHaveAttribute('aria-expanded', 'false')
    await header.tap()
    await expect(header).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#arviot')).toBeVisible()
    await expect(page.locator('#kuvaus')).toBeHidden()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await context.close()
  })

  test('a published change shows at once: the product page and the list follow the new price', async ({
    page,
    cms,
  }) => {
    const slug = `testituote-${Date.now().toString(36)}`
    const created = await cms.create({
      collection: 'products',
      data: { title: 'Testituote', slug, price: 100, priceSuffix: '/ kk', _status: 'published' },
    })
    try {
      await page.goto(`/tuotteet/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testituote')
      expect(plain(await page.locator('article header p', { hasText: '€' }).textContent())).toBe(
        'Hinta: 100 € / kk',
      )
      // Without pictures or details: no gallery, and only the reviews tab.
      await expect(page.locator('article [data-lightbox-gallery]')).toHaveCount(0)
      await expect(tabsRoot(page).getByRole('tab')).toHaveText(['Arviot (0)'])
      await page.goto(LIST_FI)
      await expect(page.locator('[data-list] li', { hasText: 'Testituote' })).toContainText('100')
      await cms.update({ collection: 'products', id: created.id, data: { price: 89.5 } })
      await page.goto(`/tuotteet/${slug}`)
      expect(plain(await page.locator('article header p', { hasText: '€' }).textContent())).toBe(
        'Hinta: 89,50 € / kk',
      )
      await page.goto(LIST_FI)
      await expect(page.locator('[data-list] li', { hasText: 'Testituote' })).toContainText('89,50')
    } finally {
      await cms.delete('products', created.id)
    }
    expect((await page.goto(`/tuotteet/${slug}`))?.status()).toBe(404)
  })

  test('the admin: products in Finnish; the list axe-clean, list and editor never sideways at 390 and 1440 px', async ({
    page,
    cms,
  }) => {
    test.setTimeout(scaled(120_000))
    const id = await productId(cms)
    await login(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/collections/products')
      await expect(page.locator('table tbody tr').first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Tuotteet', level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await horizontalOverflow(page), `list at ${width}px`).toBeLessThanOrEqual(0)
      expect(await axeViolations(page), `list at ${width}px`).toEqual([])
      await page.goto(`/admin/collections/products/${id}`)
      await expect(page.locator('#field-title')).toHaveValue(START.fi.title)
      await expect(page.locator('#field-price')).toHaveValue(String(START.price))
      const labels: [string, string][] = [
        ['price', 'Hinta (€)'],
        ['pricePrefix', 'Teksti ennen hintaa'],
        ['priceSuffix', 'Teksti hinnan jälkeen'],
        ['excerpt', 'Lyhyt kuvaus'],
      ]
      for (const [field, label] of labels)
        await expect(page.locator(`label[for="field-${field}"]`)).toContainText(label)
      await page.waitForLoadState('networkidle')
      // (Axe is not asked here: Payload's own upload, date and relationship controls still fail it.)
      expect(await horizontalOverflow(page), `edit at ${width}px`).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: `test-results/screenshots/products-admin-edit-${width}.png`,
        fullPage: true,
      })
    }
  })

  test('no layout shift as the page and its islands load', async ({ page }) => {
    const shifts = await watchLayoutShifts(page, 'article')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI_URL)
    await ready(page)
    await settle(page)
    const { total, shifts: inArticle } = await shifts()
    expect(inArticle).toEqual([])
    expect(total).toBeLessThan(0.01)
  })

  test('axe finds nothing and nothing scrolls sideways at 390 and 1440 px; screenshots', async ({ page }) => {
    test.setTimeout(scaled(3 * 60_000))
    for (const url of [FI_URL, EN_URL, `${FI_URL}#arviot`, LIST_FI, LIST_EN]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        await settle(page)
        await axeClean(page, `${url} at ${width}px`)
      }
    }
    // With the lightbox open.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI_URL)
    await ready(page)
    await page.locator('article [data-lightbox-gallery] a[data-lightbox-item]').first().click()
    await expect(lightbox(page)).toBeFocused()
    expect(await axeViolations(page), 'lightbox open').toEqual([])
    await page.screenshot({ path: 'test-results/screenshots/products-lightbox-1440.png' })

    // The screenshots show the page under the consent banner's place.
    const url = test.info().project.use.baseURL ?? ''
    await page.context().addCookies([{ name: 'cookieconsent_status', value: 'dismiss', url }])
    await screenshots(page, FI_URL, 'products-page-fi')
    await screenshots(page, EN_URL, 'products-page-en')
    await screenshots(page, `${FI_URL}#lisatiedot`, 'products-page-details-fi')
    await screenshots(page, `${FI_URL}#arviot`, 'products-page-reviews-fi')
    await screenshots(page, LIST_FI, 'products-list-fi')
    await screenshots(page, `/tuotteet/${PRODUCTS[4]?.fi.slug}`, 'products-page-no-price-fi')
  })
})
