import type { Locator, Page } from '@playwright/test'
import { SIDEBAR } from '@/lib/constants'
import { PREFILL_MAX_LENGTH } from '@/lib/prefill'
import { type Cms, expect, showcasePage, test } from '../../../tests/e2e/support/cms'
import { horizontalOverflow } from '../../../tests/e2e/support/screens'
import { auditLayouts } from '../../../tests/e2e/support/widgets'
import { scaled } from '../../../tests/support/time-scale'

/** The seeded service pages (src/seed/services.ts), by slug per locale. */
const SERVICES = {
  renewal: { fi: 'verkkosivu-uudistus', en: 'website-renewal' },
  maintenance: { fi: 'yllapito-ja-jatkokehitys', en: 'maintenance-and-development' },
} as const

const servicePath = async (cms: Cms, service: keyof typeof SERVICES, locale: 'fi' | 'en') =>
  (await showcasePage(cms, locale, SERVICES[service][locale])).url

const sidebar = (page: Page, name = 'Varauksen tiedot') => page.getByRole('complementary', { name })

/** The terms and values of the sidebar's description list, as a reader hears them. */
const details = (aside: Locator) =>
  aside
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent?.trim(),
        [...row.querySelectorAll('dd')].map((dd) => dd.textContent?.replace(/\s/g, ' ').trim()),
      ]),
    )

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)

test.describe('booking details sidebar', () => {
  test('summarises the service in an aside with a description list, in Finnish and English', async ({
    page,
    cms,
  }) => {
    await page.goto(await servicePath(cms, 'renewal', 'fi'))
    const aside = sidebar(page)
    await expect(aside.getByRole('heading', { level: 2, name: 'Varauksen tiedot' })).toBeVisible()
    expect(await details(aside)).toEqual([
      ['Palvelu', ['Verkkosivu-uudistus']],
      ['Kesto', ['6–10 viikkoa']],
      ['Hinta', ['alkaen 4 900 € + alv 25,5 %']],
      ['Paikka', ['Tampere tai etänä']],
      ['Palveluajat', ['Aloituksia joka kuukausi', 'Palaverit ma–pe 9–16']],
    ])
    await page.goto(await servicePath(cms, 'maintenance', 'en'))
    const en = sidebar(page, 'Booking details')
    expect(await details(en)).toEqual([
      ['Service', ['Maintenance and development']],
      ['Duration', ['Ongoing, one month’s notice']],
      ['Price', ['€149 / month + VAT']],
      ['Location', ['Remote']],
      ['Available times', ['Support Mon–Fri 8–16', 'Critical faults 24/7']],
    ])
  })

  test('a visitor reaches both service pages from the Palvelut page and from the menu', async ({
    page,
    cms,
  }) => {
    const renewal = await servicePath(cms, 'renewal', 'fi')
    const maintenance = await servicePath(cms, 'maintenance', 'fi')
    await page.goto('/palvelut')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Verkkosivu-uudistus' })).toHaveAttribute('href', renewal)
    await expect(main.getByRole('link', { name: 'Ylläpito ja jatkokehitys' })).toHaveAttribute(
      'href',
      maintenance,
    )
    await main.getByRole('link', { name: 'Verkkosivu-uudistus' }).click()
    await expect(page).toHaveURL(renewal)
    await expect(sidebar(page)).toBeVisible()
    // The mega menu, opened by its button, leads to the other one; in English too.
    await page.setViewportSize({ width: 1440, height: 900 })
    const openServicesMenu = async (name: string) => {
      await expect(page.locator('body')).toHaveAttribute('data-device', /./)
      await expect(page.locator('[data-disclosure-nav]:not([data-nav-ready])')).toHaveCount(0)
      await page.getByRole('button', { name }).first().click()
    }
    await openServicesMenu('Näytä alavalikko: Palvelut')
    await page.locator('#nav-panel-0').getByRole('link', { name: 'Ylläpito ja jatkokehitys' }).click()
    await expect(page).toHaveURL(maintenance)
    await page.goto('/en')
    await openServicesMenu('Show submenu: Services')
    await page.locator('#nav-panel-0').getByRole('link', { name: 'Website renewal' }).click()
    await expect(page).toHaveURL(await servicePath(cms, 'renewal', 'en'))
    await expect(sidebar(page, 'Booking details')).toBeVisible()
  })

  test('stays in view while the text scrolls at 1440 px, and follows the text at 390 px', async ({
    page,
    cms,
  }) => {
    const url = await servicePath(cms, 'renewal', 'fi')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(url)
    const aside = sidebar(page)
    const column = aside.locator('xpath=ancestor::*[@data-column][1]')
    await expect(column).toHaveAttribute('data-sticky', 'top')
    const text = page.locator('[data-column]').filter({ has: page.getByRole('heading', { level: 1 }) })
    // docs/widgets.md's sidebar spacing: stuck the header's height plus 20 px from the top, under the header.
    const stuckAt = await column.evaluate((el) => Number.parseFloat(getComputedStyle(el).top))
    const asideTop = async () => (await aside.boundingBox())?.y ?? Number.NaN
    expect(await asideTop()).toBeGreaterThan(stuckAt)
    for (const y of [400, 800]) {
      await scrollTo(page, y)
      await expect.poll(async () => Math.abs((await asideTop()) - stuckAt)).toBeLessThan(1)
      await expect(aside).toBeInViewport({ ratio: 1 })
      const header = await page.getByRole('banner').boundingBox()
      expect(await asideTop()).toBeGreaterThanOrEqual(
        (header?.y ?? 0) + (header?.height ?? 0) + SIDEBAR.themeTopExtra - 1,
      )
    }
    // At the end of its section the sidebar is carried away with it, above the section's end.
    const textBox = await text.boundingBox()
    await scrollTo(page, (textBox?.y ?? 0) + (textBox?.height ?? 0) + 200)
    const asideBox = await aside.boundingBox()
    const end = await text.boundingBox()
    expect((asideBox?.y ?? 0) + (asideBox?.height ?? 0)).toBeLessThanOrEqual(
      (end?.y ?? 0) + (end?.height ?? 0) + 1,
    )
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url)
    await expect(column).toHaveCSS('position', 'static')
    const [textAt, asideAt] = [await text.boundingBox(), await aside.boundingBox()]
    // Stacked: the details come after the text, as wide as it.
    expect(asideAt?.y ?? 0).toBeGreaterThan((textAt?.y ?? 0) + (textAt?.height ?? 0) - 1)
    expect(Math.abs((asideAt?.width ?? 0) - (textAt?.width ?? 0))).toBeLessThan(2)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })

  test('the call to action opens the contact form with the service chosen, by keyboard', async ({
    page,
    cms,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const [locale, label, contact] of [
      ['fi', 'Pyydä tarjous', '/yhteystiedot'],
      ['en', 'Ask for a quote', '/en/contact'],
    ] as const) {
      await page.goto(await servicePath(cms, 'renewal', locale))
      const cta = page.getByRole('link', { name: label })
      await expect(cta).toHaveAttribute('href', `${contact}?palvelu=verkkosivut#yhteydenotto`)
      await cta.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${contact}?palvelu=verkkosivut#yhteydenotto`)
      const form = page.locator('[data-contact-form][data-enhanced]')
      await expect(form).toBeAttached()
      // The form's section is where the address leads.
      await expect(page.locator('#yhteydenotto')).toBeInViewport()
      await expect(form.locator('select[name="palvelu"]')).toHaveValue('verkkosivut')
    }
    // The other service fills its own choice.
    await page.goto(await servicePath(cms, 'maintenance', 'fi'))
    await page.getByRole('link', { name: 'Kysy ylläpidosta' }).click()
    await expect(page.locator('[data-contact-form][data-enhanced] select[name="palvelu"]')).toHaveValue(
      'yllapito',
    )
  })

  test('a value from the address is only ever a field’s value, and a short one', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const hostile = '"><img src=x onerror=alert(1)>'
    await page.goto(
      `/yhteystiedot?nimi=${encodeURIComponent(hostile)}&viesti=${'a'.repeat(3000)}&palvelu=${encodeURIComponent('<b>x</b>')}`,
    )
    const form = page.locator('[data-contact-form][data-enhanced]')
    await expect(form).toBeAttached()
    await expect(form.locator('[name="nimi"]')).toHaveValue(hostile)
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    // Cut to the limit (the message field's own maximum is larger).
    expect((await form.locator('[name="viesti"]').inputValue()).length).toBe(PREFILL_MAX_LENGTH)
    // Not an option of the choice: nothing chosen.
    await expect(form.locator('select[name="palvelu"]')).toHaveValue('')
    expect(dialogs).toEqual([])
  })

  // A test per page: each audit loads its page four times (two widths, two motion settings) and
  // runs axe on each, too much for one test's time when all four pages share it on a busy machine.
  for (const locale of ['fi', 'en'] as const) {
    for (const service of ['renewal', 'maintenance'] as const) {
      test(`axe finds nothing on the ${locale} ${service} service page; screenshots at 390 and 1440 px`, async ({
        page,
        cms,
      }) => {
        test.setTimeout(scaled(90_000))
        const url = await servicePath(cms, service, locale)
        await auditLayouts(
          page,
          url,
          service === 'renewal' ? { screenshot: `booking-details-${locale}` } : {},
        )
      })
    }
  }
})
