import { randomBytes } from 'node:crypto'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { button, full, heading, imageBanner, richText, section } from '@/seed/builders'
import { doc, p } from '@/seed/lexical'
import { scaled } from '../support/time-scale'
import { type Cms, createTestPage, expect, signInAsNewEditor, test } from './support/cms'
import { axeViolations } from './support/widgets'

/**
 * Visual editing, as an editor meets it: the live preview beside the form names what is under the
 * pointer, a click there opens that row in the form, the row the editor is in in the form is
 * outlined in the preview, the chosen row's toolbar moves, duplicates, deletes (with undo) and
 * inserts through the form, and headings and button texts are edited in place. Public pages carry
 * none of it.
 */

const SHOTS = 'test-results/screenshots'

/** A page of three sections, the last with a heading and a button, and an editor of its own. */
async function setUp(cms: Cms, page: Page, suffix: string) {
  const created = await createTestPage(cms, [
    section({}, full(heading(`Ensimmäinen osio ${suffix}`), richText(doc(p('Johdanto.'))))),
    section({}, full(heading(`Toinen osio ${suffix}`))),
    section(
      { anchorId: `yhteys-${suffix}` },
      full(heading(`Kolmas osio ${suffix}`), button(`Ota yhteyttä ${suffix}`, { type: 'custom', url: '/' })),
    ),
  ])
  await signInAsNewEditor(cms, page, `visuaali-${suffix}`, `/admin/collections/pages/${created.id}`)
  return created
}

/** The preview's outline named `label` (the name is drawn from its `data-label`), when shown. */
function outlineNamed(preview: FrameLocator | Page, label: string) {
  return preview.locator(`[data-edit-ui][data-label="${label}"]:visible`)
}

/**
 * Hovers `target` until the preview (a frame or a window) outlines it as `label`: the controls
 * start once the admin has answered the preview's `ready`.
 */
async function hoverUntilOutlined(preview: FrameLocator | Page, target: Locator, label: string) {
  await expect(async () => {
    await target.hover()
    await expect(outlineNamed(preview, label)).toBeVisible({ timeout: scaled(1000) })
  }).toPass({ timeout: scaled(15_000) })
}

/** In a preview window of its own: the third section's button, outlined, then chosen in the form. */
async function chooseButtonIn(page: Page, preview: Page, suffix: string) {
  const link = preview.getByRole('link', { name: `Ota yhteyttä ${suffix}` })
  await expect(link).toBeVisible({ timeout: scaled(20_000) })
  await hoverUntilOutlined(preview, link, `Painike · Ota yhteyttä ${suffix}`)
  await link.click()
  await expect(page.locator('#field-layout__2__columns__0__widgets__1__label')).toBeFocused({
    timeout: scaled(15_000),
  })
}

/** In the preview's third section (in the admin's frame or a tab): true while its heading comes before its button. */
function headingFirst(preview: FrameLocator | Page) {
  return preview.locator('[data-edit="layout.2"]').evaluate((section) => {
    const h = section.querySelector('h2')
    const a = section.querySelector('a')
    return h && a ? Boolean(h.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) : null
  })
}

test('with the mouse: choose in the preview, edit in the form and in place, move, delete and undo, insert, publish @serial', async ({
  page,
  request,
  cms,
}) => {
  test.setTimeout(scaled(180_000))
  const suffix = randomBytes(3).toString('hex')
  const { id, url } = await setUp(cms, page, suffix)
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('iframe')
  const link = preview.getByRole('link', { name: `Ota yhteyttä ${suffix}` })
  await expect(link).toBeVisible({ timeout: scaled(20_000) })
  const previewUrl = await page.locator('iframe').getAttribute('src')
  const tag = (text: string) => outlineNamed(preview, text)
  const toolbar = preview.getByRole('toolbar')

  // Hover: an outline named as the admin names the row.
  await hoverUntilOutlined(preview, link, `Painike · Ota yhteyttä ${suffix}`)
  await page.screenshot({ path: `${SHOTS}/visual-editing-hover-1440.png` })

  // Click a widget of the third section: the link is not followed; the form opens section 3, its
  // column and the button, whose first field (its text) has focus. Other sections stay folded.
  await link.click()
  const labelField = page.locator('#field-layout__2__columns__0__widgets__1__label')
  await expect(labelField).toBeFocused({ timeout: scaled(15_000) })
  await expect(labelField).toHaveValue(`Ota yhteyttä ${suffix}`)
  await expect(labelField).toBeInViewport()
  await expect(page.locator('iframe')).toHaveAttribute('src', previewUrl ?? '')
  await expect(page.locator('#layout-row-0 .collapsible__toggle').first()).toHaveClass(/--collapsed/)
  await expect(preview.locator('[data-edit-ui][aria-live]')).toHaveText(
    `Valittu: Painike · Ota yhteyttä ${suffix}`,
  )
  await expect(toolbar.getByRole('button', { name: 'Siirrä alas' })).toBeDisabled()
  await page.screenshot({ path: `${SHOTS}/visual-editing-toolbar-1440.png` })
  // The editor with the preview open, a row chosen and its toolbar shown (axe reads the frame too).
  expect(await axeViolations(page)).toEqual([])

  // The other way: the editor moves to the heading's row in the form; the preview outlines it.
  await page.locator('#layout-2-columns-0-widgets-row-0 .collapsible__toggle').first().click()
  const headingField = page.locator('#field-layout__2__columns__0__widgets__0__text')
  await headingField.focus()
  await expect(tag(`Otsikko · Kolmas osio ${suffix}`)).toBeVisible({ timeout: scaled(10_000) })

  // In place: double-click the heading, type; the form field follows each keystroke, and the
  // draft is autosaved.
  const previewHeading = preview.getByRole('heading', { name: `Kolmas osio ${suffix}` })
  await previewHeading.dblclick()
  const editable = preview.locator('h2[contenteditable]')
  await expect(editable).toBeFocused()
  await page.keyboard.type(`Uusi otsikko ${suffix}`)
  await expect(headingField).toHaveValue(`Uusi otsikko ${suffix}`)
  await page.screenshot({ path: `${SHOTS}/visual-editing-in-place-1440.png` })
  await page.keyboard.press('Enter')
  await expect(editable).toHaveCount(0)
  await expect
    .poll(
      async () => {
        const draft = await cms.findByID({ collection: 'pages', id })
        const widget = draft.layout?.[2]?.columns?.[0]?.widgets?.[0]
        return widget?.blockType === 'heading' ? widget.text : null
      },
      { timeout: scaled(20_000) },
    )
    .toBe(`Uusi otsikko ${suffix}`)
  // Escape cancels: the text and the field are as before.
  await preview.getByRole('heading', { name: `Uusi otsikko ${suffix}` }).dblclick()
  await expect(editable).toBeFocused()
  await page.keyboard.type('Ei tätä')
  await expect(headingField).toHaveValue('Ei tätä')
  await page.keyboard.press('Escape')
  await expect(headingField).toHaveValue(`Uusi otsikko ${suffix}`)
  // Emptied, the heading gets the form's own message under it, until the text is back.
  const required = preview.locator('[data-edit-ui]:visible:not([aria-live])', {
    hasText: 'Tämä kenttä on pakollinen.',
  })
  await preview.getByRole('heading', { name: `Uusi otsikko ${suffix}` }).dblclick()
  await expect(editable).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(headingField).toHaveValue('')
  await expect(required).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/visual-editing-required-1440.png` })
  await page.keyboard.press('Escape')
  await expect(headingField).toHaveValue(`Uusi otsikko ${suffix}`)
  await expect(required).toHaveCount(0)

  // Move the button up from the toolbar: the form's order and then the preview change.
  await link.click()
  await expect(labelField).toBeFocused({ timeout: scaled(15_000) })
  await toolbar.getByRole('button', { name: 'Siirrä ylös' }).click()
  await expect(page.locator('#field-layout__2__columns__0__widgets__0__label')).toHaveValue(
    `Ota yhteyttä ${suffix}`,
  )
  await expect.poll(() => headingFirst(preview), { timeout: scaled(20_000) }).toBe(false)

  // Delete, named in the question, and undo.
  await toolbar.getByRole('button', { name: 'Poista…' }).click()
  await expect(toolbar).toContainText(`Poistetaanko Painike · Ota yhteyttä ${suffix}?`)
  await toolbar.getByRole('button', { name: 'Poista', exact: true }).click()
  await expect(page.locator('#field-layout__2__columns__0__widgets__0__label')).toHaveCount(0)
  await expect(page.locator('#layout-2-columns-0-widgets-row-1')).toHaveCount(0)
  await preview.getByRole('button', { name: 'Kumoa' }).click()
  await expect(page.locator('#field-layout__2__columns__0__widgets__0__label')).toHaveValue(
    `Ota yhteyttä ${suffix}`,
  )
  await expect(page.locator('#layout-2-columns-0-widgets-row-1')).toHaveCount(1)

  // Insert an accordion below the heading: the admin's block drawer opens to choose from.
  await preview.getByRole('heading', { name: `Uusi otsikko ${suffix}` }).click()
  await toolbar.getByRole('button', { name: 'Lisää widgetti tähän alle' }).click()
  const drawer = page.locator('.drawer--is-open')
  await drawer
    .locator('.thumbnail-card')
    .filter({ hasText: /^Haitari$/ })
    .click()
  await expect(drawer).toHaveCount(0)
  await expect(page.locator('#layout-2-columns-0-widgets-row-2')).toContainText('Haitari')

  // Phone width: the selection stays (outlined at the new width), the outline and toolbar fit.
  await link.click()
  await expect(toolbar).toBeVisible()
  await page.locator('.live-preview-toolbar .popup-button').first().click()
  await page.getByRole('button', { name: 'Puhelin' }).click()
  await expect(page.locator('iframe')).toHaveJSProperty('offsetWidth', 390)
  await expect(tag(`Painike · Ota yhteyttä ${suffix}`)).toBeVisible()
  await expect(toolbar).toBeVisible()
  await link.hover()
  await expect(tag(`Painike · Ota yhteyttä ${suffix}`)).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/visual-editing-hover-phone.png` })
  await link.click()
  await expect(toolbar).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/visual-editing-toolbar-phone.png` })
  await preview.getByRole('heading', { name: `Uusi otsikko ${suffix}` }).dblclick()
  await expect(preview.locator('h2[contenteditable]')).toBeFocused()
  await page.screenshot({ path: `${SHOTS}/visual-editing-in-place-phone.png` })
  await page.keyboard.press('Escape')

  // Publish, and the visitor sees the new order and text; the public page carries no marks.
  await page.getByRole('button', { name: 'Julkaise muutokset', exact: true }).click()
  await expect
    .poll(async () => (await request.get(url)).text(), { timeout: scaled(20_000) })
    .toContain(`Uusi otsikko ${suffix}`)
  const publicHtml = await (await request.get(url)).text()
  expect(publicHtml.indexOf(`Ota yhteyttä ${suffix}`)).toBeLessThan(
    publicHtml.indexOf(`Uusi otsikko ${suffix}`),
  )
  expect(publicHtml).not.toContain('data-edit')

  // The preview opened on its own (not beside the admin) shows no editing controls.
  const alone = await page.context().newPage()
  await alone.goto(previewUrl ?? '')
  await alone.getByRole('link', { name: `Ota yhteyttä ${suffix}` }).hover()
  await expect(alone.locator('[data-edit-ui]')).toHaveCount(0)
  await alone.close()
})

test('by keyboard alone: into the preview, choose, edit in place, move, delete and undo, insert, to the form, publish @serial', async ({
  page,
  request,
  cms,
}) => {
  test.setTimeout(scaled(180_000))
  const suffix = randomBytes(3).toString('hex')
  const { url } = await setUp(cms, page, suffix)
  const tabUntil = async (reached: () => Promise<boolean>, most: number, key = 'Tab') => {
    for (let i = 0; i < most && !(await reached()); i++) await page.keyboard.press(key)
    expect(await reached()).toBe(true)
  }
  const focused = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((el) => el === document.activeElement)
  await tabUntil(() => focused(page.locator('#live-preview-toggler')), 200)
  await page.keyboard.press('Enter')
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { name: `Kolmas osio ${suffix}` })).toBeVisible({
    timeout: scaled(20_000),
  })
  // Into the preview, then row by row; the live region says where the editor is.
  await tabUntil(() => focused(page.locator('iframe')), 400)
  const status = preview.locator('[data-edit-ui][aria-live]')
  const said = async () => (await status.textContent()) ?? ''
  await tabUntil(async () => (await said()).startsWith(`Otsikko · Kolmas osio ${suffix}. Enter`), 40)
  await page.keyboard.press('Enter')
  await expect(status).toHaveText(`Valittu: Otsikko · Kolmas osio ${suffix}`)
  // Enter on the chosen heading edits it in place; Enter again keeps the text.
  await page.keyboard.press('Enter')
  await expect(preview.locator('h2[contenteditable]')).toBeFocused()
  await page.keyboard.type(`Näppäimin ${suffix}`)
  await page.keyboard.press('Enter')
  await expect(page.locator('#field-layout__2__columns__0__widgets__0__text')).toHaveValue(
    `Näppäimin ${suffix}`,
  )
  // Tab from the chosen row into its toolbar; move it down; the form's order follows.
  await page.keyboard.press('Tab')
  await expect(
    preview.getByRole('toolbar').getByRole('button', { name: 'Muokkaa lomakkeessa' }),
  ).toBeFocused()
  await tabUntil(() => focused(preview.getByRole('button', { name: 'Siirrä alas' })), 8)
  await page.keyboard.press('Enter')
  await expect(page.locator('#field-layout__2__columns__0__widgets__1__text')).toHaveValue(
    `Näppäimin ${suffix}`,
  )
  await page.screenshot({ path: `${SHOTS}/visual-editing-keyboard-1440.png` })
  // Delete: the question, then Enter; Kumoa (focused) brings it back.
  const heading = page.locator('#field-layout__2__columns__0__widgets__1__text')
  await tabUntil(() => focused(preview.getByRole('button', { name: 'Poista…' })), 8)
  await page.keyboard.press('Enter')
  await expect(preview.getByRole('button', { name: 'Poista', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(heading).toHaveCount(0)
  await expect(preview.getByRole('button', { name: 'Kumoa' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(heading).toHaveValue(`Näppäimin ${suffix}`)
  // Back on the restored row's toolbar: insert an accordion below it from the admin's drawer.
  await expect(preview.getByRole('button', { name: 'Muokkaa lomakkeessa' })).toBeFocused()
  await tabUntil(() => focused(preview.getByRole('button', { name: 'Lisää widgetti tähän alle' })), 8)
  await page.keyboard.press('Enter')
  const drawer = page.locator('.drawer--is-open')
  await expect(drawer).toHaveCount(1)
  await tabUntil(() => focused(drawer.getByRole('textbox')), 10)
  await page.keyboard.type('Haitari')
  await tabUntil(() => focused(drawer.getByRole('button', { name: /Haitari$/ })), 10)
  await page.keyboard.press('Enter')
  await expect(drawer).toHaveCount(0)
  await expect(page.locator('#layout-2-columns-0-widgets-row-2')).toContainText('Haitari')
  // And to the form: the heading row's first field, outlined in the preview.
  await tabUntil(() => focused(page.locator('iframe')), 400)
  await tabUntil(async () => (await said()).startsWith(`Otsikko · Näppäimin ${suffix}.`), 40)
  // Chosen already, or chosen now (Enter on a chosen heading would edit it in place).
  if ((await said()).includes('Enter valitsee')) await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(preview.getByRole('button', { name: 'Muokkaa lomakkeessa' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(heading).toBeFocused({ timeout: scaled(15_000) })
  await expect(outlineNamed(preview, `Otsikko · Näppäimin ${suffix}`)).toBeVisible()
  // Publish, back up the form by Shift+Tab.
  const publish = page.getByRole('button', { name: 'Julkaise muutokset', exact: true })
  await tabUntil(() => focused(publish), 300, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect
    .poll(async () => (await request.get(url)).text(), { timeout: scaled(20_000) })
    .toContain(`Näppäimin ${suffix}`)
})

test('a post’s title and texts: chosen in the preview, focused in the form, and back @serial', async ({
  page,
  request,
  cms,
  browser,
}) => {
  test.setTimeout(scaled(120_000))
  const suffix = randomBytes(3).toString('hex')
  const post = await cms.create({
    collection: 'posts',
    data: {
      title: `Visuaalinen artikkeli ${suffix}`,
      slug: `visuaalinen-${suffix}`,
      excerpt: `Tiivistelmä ${suffix}`,
      content: doc(p(`Artikkelin teksti ${suffix}.`)),
      _status: 'published',
    },
  })
  await signInAsNewEditor(cms, page, `artikkeli-${suffix}`, `/admin/collections/posts/${post.id}`)
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('iframe')
  const title = preview.getByRole('heading', { level: 1, name: `Visuaalinen artikkeli ${suffix}` })
  await expect(title).toBeVisible({ timeout: scaled(20_000) })
  // Once the preview has the admin's token, its fields are named on hover.
  await hoverUntilOutlined(preview, title, 'Otsikko')
  await title.click()
  await expect(page.locator('#field-title')).toBeFocused({ timeout: scaled(15_000) })
  // The toolbar of a post's own field offers the form only (the row actions are the layout's).
  await expect(preview.getByRole('toolbar').getByRole('button')).toHaveCount(1)
  await preview.getByText(`Artikkelin teksti ${suffix}.`).click()
  await expect(page.locator('[data-field-path="content"] [contenteditable="true"]')).toBeFocused({
    timeout: scaled(15_000),
  })
  await page.locator('#field-excerpt').focus()
  await expect(outlineNamed(preview, 'Tiivistelmä')).toBeVisible({
    timeout: scaled(10_000),
  })
  // The public post, for a visitor and for this signed-in editor outside the preview: the same
  // bytes, without a mark.
  const address = `/blogi/${post.slug}`
  const publicHtml = await (await request.get(address)).text()
  expect(publicHtml).toContain(`Artikkelin teksti ${suffix}.`)
  expect(publicHtml).not.toContain('data-edit')
  const session = (await page.context().cookies()).filter((c) => c.name === 'payload-token')
  expect(session).toHaveLength(1)
  const signedIn = await browser.newContext({ baseURL: new URL(page.url()).origin })
  await signedIn.addCookies(session)
  expect(await (await signedIn.request.get(address)).text()).toBe(publicHtml)
  await signedIn.close()
})

test('an image’s alt text, in place: checked, saved to the image, by mouse and by its toolbar @serial', async ({
  page,
  request,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  const suffix = randomBytes(3).toString('hex')
  const image = await cms.uploadImage(`alt-${suffix}`, `Alkuperäinen kuvaus ${suffix}`)
  const created = await createTestPage(cms, [
    section({}, full(heading(`Kuvaosio ${suffix}`), imageBanner(image.id, '', `Bannerin teksti ${suffix}`))),
  ])
  await signInAsNewEditor(cms, page, `kuvaus-${suffix}`, `/admin/collections/pages/${created.id}`)
  await page.locator('#live-preview-toggler').click()
  const preview = page.frameLocator('iframe')
  const picture = preview.getByRole('img', { name: `Alkuperäinen kuvaus ${suffix}` })
  const banner = `Kuvabanneri · Bannerin teksti ${suffix}`
  await expect(picture).toBeVisible({ timeout: scaled(20_000) })
  // The banner's overlay lies over its picture: the pointer meets the overlay and its text.
  const text = preview.getByText(`Bannerin teksti ${suffix}`, { exact: true })
  await hoverUntilOutlined(preview, text, banner)

  // A double-click on the banner away from its text opens its picture's alt text, focused, in a
  // panel at the picture (on its text, it edits the text in place).
  await preview
    .locator('[data-edit="layout.0.columns.0.widgets.1"] > *')
    .first()
    .dblclick({ position: { x: 12, y: 12 } })
  const panel = preview.getByRole('group', { name: `Kuvien vaihtoehtoiset tekstit: ${banner}` })
  const alt = panel.getByRole('textbox', { name: 'Kuvan vaihtoehtoinen teksti' })
  await expect(alt).toBeFocused()
  await expect(alt).toHaveValue(`Alkuperäinen kuvaus ${suffix}`)
  expect(await axeViolations(page)).toEqual([])

  // Emptied: the field's own rule answers, and the image keeps its text.
  await alt.fill('')
  await alt.press('Enter')
  await expect(panel).toContainText('Tämä kenttä on pakollinen.')
  await expect(alt).toHaveAttribute('aria-invalid', 'true')
  const saved = async () => (await cms.findByID({ collection: 'media', id: image.id })).alt
  expect(await saved()).toBe(`Alkuperäinen kuvaus ${suffix}`)

  // A new text, Enter: saved to the image at once (not to the page's draft).
  await alt.fill(`Uusi kuvaus ${suffix}`)
  await alt.press('Enter')
  await expect(panel).toContainText('Tallennettu kuvaan.')
  await expect(alt).toHaveAttribute('aria-invalid', 'false')
  await expect.poll(saved, { timeout: scaled(10_000) }).toBe(`Uusi kuvaus ${suffix}`)
  await expect(preview.getByRole('img', { name: `Uusi kuvaus ${suffix}` })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/visual-editing-alt-1440.png` })
  // Escape closes the panel and the keyboard is back on the row.
  await alt.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(preview.locator('[data-edit-ui][aria-live]')).toHaveText(
    `${banner}. Valittu; Tab siirtyy työkaluihin.`,
  )

  // From the row's toolbar as well.
  await preview
    .getByRole('toolbar')
    .getByRole('button', { name: 'Muokkaa kuvan vaihtoehtoista tekstiä' })
    .click()
  await expect(alt).toBeFocused()
  await expect(alt).toHaveValue(`Uusi kuvaus ${suffix}`)
  await alt.press('Escape')
  await expect(panel).toHaveCount(0)

  // The banner's own text, double-clicked, is edited in place like a heading's.
  await text.dblclick()
  await expect(preview.locator('[data-edit-text="text"][contenteditable]')).toBeFocused()
  await page.keyboard.type(`Uusi bannerin teksti ${suffix}`)
  await expect(page.locator('#field-layout__0__columns__0__widgets__1__text')).toHaveValue(
    `Uusi bannerin teksti ${suffix}`,
  )
  await page.keyboard.press('Enter')

  // The visitor's page: the image's new text, and no marks in its HTML or its flight data.
  const publicHtml = await (await request.get(created.url)).text()
  expect(publicHtml).toContain(`alt="Uusi kuvaus ${suffix}"`)
  expect(publicHtml).not.toContain('data-edit')
})

test('the draft preview opened from the preview button, in a tab of its own, for an editor whose admin is in English @serial', async ({
  page,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  const suffix = randomBytes(3).toString('hex')
  await setUp(cms, page, suffix)
  // Payload's language cookie, as its account view sets it.
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: page.url() }])
  await page.reload()
  await expect(page.getByRole('button', { name: 'Publish changes', exact: true })).toBeVisible()
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('#preview-button').click(),
  ])

  // A click in the tab opens the row in the admin's form; the controls speak the admin's language.
  await chooseButtonIn(page, tab, suffix)
  const toolbar = tab.getByRole('toolbar')
  await expect(toolbar).toHaveAccessibleName(`Actions: Painike · Ota yhteyttä ${suffix}`)
  await expect(tab.locator('[data-edit-ui][aria-live]')).toHaveText(
    `Selected: Painike · Ota yhteyttä ${suffix}`,
  )
  await tab.screenshot({ path: `${SHOTS}/visual-editing-tab-en-1440.png` })

  // Moved up from the tab: the form's order changes, and once the draft autosaves, the tab shows it.
  await toolbar.getByRole('button', { name: 'Move up' }).click()
  await expect(page.locator('#field-layout__2__columns__0__widgets__0__label')).toHaveValue(
    `Ota yhteyttä ${suffix}`,
  )
  await expect.poll(() => headingFirst(tab), { timeout: scaled(20_000) }).toBe(false)

  // In place in the tab; an emptied heading gets the form's message in English.
  const heading = tab.getByRole('heading', { name: `Kolmas osio ${suffix}` })
  await heading.dblclick()
  await expect(tab.locator('h2[contenteditable]')).toBeFocused()
  await tab.keyboard.press('Backspace')
  await expect(page.locator('#field-layout__2__columns__0__widgets__1__text')).toHaveValue('')
  await expect(
    tab.locator('[data-edit-ui]:visible:not([aria-live])', { hasText: 'This field is required.' }),
  ).toBeVisible()
  await tab.keyboard.press('Escape')
  await expect(page.locator('#field-layout__2__columns__0__widgets__1__text')).toHaveValue(
    `Kolmas osio ${suffix}`,
  )
  await tab.close()
})

test('Payload’s pop-out preview window gets the controls too, and follows the form @serial', async ({
  page,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  const suffix = randomBytes(3).toString('hex')
  await setUp(cms, page, suffix)
  await page.locator('#live-preview-toggler').click()
  await expect(page.frameLocator('iframe').getByRole('link', { name: `Ota yhteyttä ${suffix}` })).toBeVisible(
    {
      timeout: scaled(20_000),
    },
  )
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('.live-preview-toolbar-controls__external').click(),
  ])
  await chooseButtonIn(page, popup, suffix)
  // Payload tells its window of the autosave; the window shows the new order.
  await popup.getByRole('toolbar').getByRole('button', { name: 'Siirrä ylös' }).click()
  await expect(page.locator('#field-layout__2__columns__0__widgets__0__label')).toHaveValue(
    `Ota yhteyttä ${suffix}`,
  )
  await expect.poll(() => headingFirst(popup), { timeout: scaled(20_000) }).toBe(false)
  await popup.close()
})
