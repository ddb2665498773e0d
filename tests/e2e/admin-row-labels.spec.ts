import { randomBytes } from 'node:crypto'
import { button, full, heading, richText, section } from '@/seed/builders'
import { doc, p } from '@/seed/lexical'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, login, test, unfold } from './support/cms'

test('layout rows say what they hold, and follow the editor’s typing', async ({ page, cms }) => {
  // Signs in, builds a page and screenshots the editor: more than the default minute when busy.
  test.setTimeout(scaled(120_000))
  const suffix = randomBytes(3).toString('hex')
  const { id } = await createTestPage(cms, [
    section({}, full(richText(doc(p('Johdanto ennen otsikkoa.'))), heading(`Palvelumme ${suffix}`))),
    section({ anchorId: `yhteys-${suffix}` }, full(button('Ota yhteyttä', { type: 'custom', url: '/' }))),
  ])
  await login(page)
  await page.goto(`/admin/collections/pages/${id}`)
  const first = page.locator('#layout-row-0')
  const second = page.locator('#layout-row-1')
  const header = (row: typeof first) => row.locator('.blocks-field__block-header').first()
  // A section is named by its first heading, else by its anchor.
  await expect(header(first)).toContainText(`Palvelumme ${suffix}`)
  await expect(header(second)).toContainText(`#yhteys-${suffix}`)
  for (const row of [first, second]) {
    await expect(header(row)).not.toContainText(/Untitled|Nimetön/)
  }
  // Inside (rows start collapsed; open every level): the column by its heading, each widget by its own words.
  await unfold(first, async () => {
    await expect(first.locator('[id$="-widgets-row-1"]')).toHaveCount(1, { timeout: scaled(2000) })
    await expect(first.locator('.collapsible__toggle--collapsed')).toHaveCount(0, { timeout: scaled(2000) })
  })
  await expect(first.locator('[id$="-columns-row-0"]').first()).toContainText(`Palvelumme ${suffix}`)
  const widgets = first.locator('[id$="-widgets-row-0"], [id$="-widgets-row-1"]')
  await expect(widgets.first()).toContainText('Johdanto ennen otsikkoa.')
  await expect(widgets.nth(1)).toContainText(`Palvelumme ${suffix}`)
  // Typing a new heading renames the widget and the section at once, before any save.
  await page.locator('#field-layout__0__columns__0__widgets__1__text').fill(`Uusi otsikko ${suffix}`)
  await expect(header(first)).toContainText(`Uusi otsikko ${suffix}`)
  await expect(widgets.nth(1)).toContainText(`Uusi otsikko ${suffix}`)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/screenshots/admin-row-labels-${width}.png` })
  }
})
