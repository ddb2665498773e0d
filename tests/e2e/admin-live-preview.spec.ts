import { randomBytes } from 'node:crypto'
import { fiTranslations as fi } from '../../src/cms/i18n/fi'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, login, signInAsNewEditor, test, unfold } from './support/cms'

/**
 * An editor's first page, as a person builds it in the Finnish admin: a section with two
 * columns and a widget in each, the live preview beside the editor following every autosave,
 * then publishing and finding it on the site.
 */
test('an editor builds a page, watches the live preview follow, publishes and sees it on the site @smoke', async ({
  page,
  request,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  const suffix = randomBytes(3).toString('hex')
  const title = `Uusi palvelusivu ${suffix}`
  const url = `/uusi-palvelusivu-${suffix}`
  // An editor of their own: Payload remembers per user that the live preview was open, and the
  // preview puts that user's browser in draft mode; other tests' admin must not inherit either.
  const editor = { email: `esikatselija-${suffix}@kajodigital.example`, password: 'esikatselijan-salasana-1' }
  await cms.create({ collection: 'users', data: { ...editor, role: 'editor' } })
  await page.setViewportSize({ width: 1440, height: 900 })
  await login(page, editor)

  // With autosave on, "new page" makes the draft at once and opens it for editing.
  await page.goto('/admin/collections/pages/create')
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  await page.locator('#field-title').fill(title)

  const drawer = page.locator('.drawer--is-open')
  const card = (label: string) =>
    drawer.locator('.thumbnail-card').filter({ hasText: new RegExp(`^${label}$`) })
  await page.getByRole('button', { name: 'Lisää: Osio' }).click()
  // The drawer shows each block with its picture and Finnish description.
  await expect(card('Osio').locator('img')).toHaveAttribute('alt', /sarakkeineen/)
  await card('Osio').click()
  await expect(drawer).toHaveCount(0)
  // Sections start folded (a long page stays readable); the editor opens the new one. An
  // autosave landing during the click can re-render the row folded on a busy machine, so open
  // it again until its "add column" button is there.
  const addColumn = page.getByRole('button', { name: 'Lisää: Sarake' })
  for (let i = 0; i < 2; i++) {
    await unfold(page.locator('#layout-row-0'), () =>
      expect(addColumn).toBeVisible({ timeout: scaled(2000) }),
    )
    await addColumn.click()
  }
  await expect(page.getByRole('button', { name: 'Lisää: Widgetti' })).toHaveCount(2)

  await page.getByRole('button', { name: 'Lisää: Widgetti' }).first().click()
  await card('Otsikko').click()
  const heading = page.locator('#field-layout__0__columns__0__widgets__0__text')
  await heading.fill(`Ensimmäinen otsikko ${suffix}`)
  await page.getByRole('button', { name: 'Lisää: Widgetti' }).nth(1).click()
  await card('Teksti').click()
  const text = page.locator('#layout-0-columns-row-1 [data-lexical-editor="true"]')
  await text.click()
  await page.keyboard.type(`Palvelumme kuvaus ${suffix}.`)

  // The live preview opens beside the form and shows the draft as the autosave stores it.
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { name: `Ensimmäinen otsikko ${suffix}` })).toBeVisible({
    timeout: scaled(20_000),
  })
  await expect(preview.getByText(`Palvelumme kuvaus ${suffix}.`)).toBeVisible()
  await expect(preview.getByRole('status')).toContainText('Esikatselu')
  // Each later autosave refreshes it again, without a reload of the admin.
  await heading.fill(`Muutettu otsikko ${suffix}`)
  await expect(preview.getByRole('heading', { name: `Muutettu otsikko ${suffix}` })).toBeVisible({
    timeout: scaled(20_000),
  })
  // The size choices: phone width shows the columns stacked.
  await page.locator('.live-preview-toolbar .popup-button').first().click()
  await page.getByRole('button', { name: 'Puhelin' }).click()
  await expect(page.locator('.live-preview-toolbar')).not.toContainText('Responsive')
  const phone = page.locator('iframe')
  await expect.poll(async () => (await phone.boundingBox())?.width ?? 0).toBeLessThan(400)
  await page.screenshot({ path: 'test-results/screenshots/admin-live-preview-1440.png' })

  // Visitors see nothing until it is published.
  expect((await request.get(url)).status()).toBe(404)
  await page.locator('#action-save').click()
  await expect(page.getByText(fi.general.updatedSuccessfully, { exact: true }).first()).toBeVisible()
  // A visitor (no admin session, no preview cookie) gets the published page.
  const published = await request.get(url)
  expect(published.status()).toBe(200)
  const html = await published.text()
  expect(html).toContain(`Muutettu otsikko ${suffix}`)
  expect(html).toContain(`Palvelumme kuvaus ${suffix}.`)
  expect(html).not.toContain('Poistu esikatselusta')
})

test('autosaving a published page leaves visitors’ cached copy alone @serial', async ({
  request,
  page,
  cms,
}) => {
  const { id, url } = await createTestPage(cms, [], { title: 'Julkaistu sivu' })
  await request.get(url)
  expect((await request.get(url)).headers()['x-nextjs-cache']).toBe('HIT')
  await login(page)
  await page.goto(`/admin/collections/pages/${id}`)
  const title = page.locator('#field-title')
  await expect(title).toBeEditable()
  const saved = page.waitForResponse(
    (r) => r.url().includes('autosave=true') && r.request().method() === 'PATCH',
  )
  await title.fill('Julkaistu sivu (luonnos)')
  expect((await saved).status()).toBe(200)
  const after = await request.get(url)
  expect(after.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await after.text()).not.toContain('(luonnos)')
  // The draft is there for the editor and the preview.
  expect((await cms.findByID({ collection: 'pages', id })).title).toBe('Julkaistu sivu (luonnos)')
})

test('a post’s live preview shows the post page and follows the editor’s typing', async ({ page, cms }) => {
  test.setTimeout(scaled(90_000))
  const suffix = randomBytes(3).toString('hex')
  const post = await cms.create({
    collection: 'posts',
    data: {
      title: `Esikatseltava artikkeli ${suffix}`,
      slug: `esikatseltava-${suffix}`,
      _status: 'published',
    },
  })
  await signInAsNewEditor(cms, page, `artikkelit-${suffix}`, `/admin/collections/posts/${post.id}`)
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Esikatseltava artikkeli ${suffix}`, {
    timeout: scaled(20_000),
  })
  await page.locator('#field-title').fill(`Muokattu artikkeli ${suffix}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Muokattu artikkeli ${suffix}`, {
    timeout: scaled(20_000),
  })
  // The post page's breadcrumbs lead back to the blog.
  await expect(
    preview.getByRole('navigation', { name: 'Murupolku' }).getByRole('link', { name: 'Blogi' }),
  ).toBeVisible()
})
