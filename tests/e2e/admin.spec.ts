import { fiTranslations as fi } from '../../src/cms/i18n/fi'
import { createTestPage, expect, login, test } from './support/cms'

test.describe('editing in the admin', () => {
  test('the demo login works and a published title change shows on the next reload @smoke', async ({
    page,
    cms,
  }) => {
    const { id, url } = await createTestPage(cms, [], { title: 'Vanha otsikko' })
    // Visit twice so the public page is cached before the edit.
    await page.goto(url)
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanha otsikko')

    await login(page)
    await page.goto(`/admin/collections/pages/${id}`)
    const title = page.locator('#field-title')
    await title.fill('Uusi otsikko')
    await page.locator('#action-save').click()
    // Payload's toast, in the admin's default language (Finnish).
    await expect(page.getByText(fi.general.updatedSuccessfully, { exact: true }).first()).toBeVisible()

    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uusi otsikko')
    await expect(page).toHaveTitle(/^Uusi otsikko \|/)

    // A saved draft stays out of the public page but shows in preview.
    await page.goto(`/admin/collections/pages/${id}`)
    await page.locator('#field-title').fill('Luonnosotsikko')
    await page.locator('#action-save-draft').click()
    await expect(page.getByText(fi.version.draftSavedSuccessfully, { exact: true }).first()).toBeVisible()
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uusi otsikko')
    await page.goto(`/next/preview?path=${encodeURIComponent(url)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luonnosotsikko')
    await expect(page.getByRole('status')).toContainText('Esikatselu')
    await page.getByRole('link', { name: 'Poistu esikatselusta' }).click()
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uusi otsikko')
  })

  test('preview needs a signed-in editor', async ({ request }) => {
    const response = await request.get('/next/preview?path=/', { maxRedirects: 0 })
    expect(response.status()).toBe(401)
    expect(await response.text()).toContain('Kirjaudu')
    const hostile = await request.get('/next/preview?path=//evil.example', { maxRedirects: 0 })
    expect(hostile.status()).toBe(400)
  })
})
