import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import type { FeedbackAnswer } from '../../src/feedback/items/protocol'
import { solveChallenge } from '../../src/forms/bot/solver'
import type { BotChallenge } from '../../src/forms/protocol'
import { scaled } from '../support/time-scale'
import { type Cms, expect, login, test } from './support/cms'
import { horizontalOverflow, screenshots } from './support/screens'

/**
 * Reviews on product pages and comments on posts, as visitors send them (keyboard, without
 * JavaScript, hostile posts over HTTP) and as editors approve them in the admin. Each test posts
 * from an address of its own (X-Forwarded-For; TRUSTED_PROXY=1), so the rate limit is its own.
 * Serial: the items it adds would change the pending counts other specs check.
 */
test.describe.configure({ mode: 'serial' })

const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
const marker = (what: string) => `${what} ${randomBytes(3).toString('hex')}`

/** Seeded: a product with no reviews yet, one with three, and posts with and without threads. */
const PRODUCT = { empty: 'verkkokaupan-kaynnistyspaketti', rated: 'verkkosivupaketti-start' }
const POST = {
  thread: 'nappaimistolla-lapi-sivuston',
  one: 'tekoaly-ja-hakukoneet',
  forms: 'saavutettavat-lomakkeet',
}

async function docId(cms: Cms, collection: 'products' | 'posts', slug: string): Promise<number> {
  const doc = await cms.first(collection, `where[slug][equals]=${slug}`)
  if (!doc) throw new Error(`${collection} ${slug} missing`)
  return doc.id
}

/** A fresh browser with its own address; the cookie banner answered so it covers nothing. */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { 'X-Forwarded-For': address() },
  })
  await context.addCookies([
    { name: 'cookieconsent_status', value: 'dismiss', url: test.info().project.use.baseURL ?? '' },
  ])
  return { context, page: await context.newPage() }
}

/** Presses Tab until `target` has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 300) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** Approves an item with its row's button in the moderation list (pending items show first). */
async function approveInList(
  page: Page,
  cms: Cms,
  collection: 'reviews' | 'comments',
  id: number,
  name: string,
) {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/admin/collections/${collection}`)
  const approve = page.getByRole('button', { name: `Hyväksy: ${name}` })
  await approve.waitFor({ timeout: scaled(20_000) }).catch(() => undefined)
  await page.screenshot({
    path: `test-results/screenshots/admin-${collection}-pending-1440.png`,
    fullPage: true,
  })
  await approve.click({ timeout: scaled(5_000) })
  await expect.poll(async () => (await cms.findByID({ collection, id })).status).toBe('approved')
}

/** Approves an item in its edit view, choosing the status as an editor does, and saves. */
async function approveInEditView(page: Page, cms: Cms, collection: 'reviews' | 'comments', id: number) {
  await page.goto(`/admin/collections/${collection}/${id}`)
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Hyväksytty' }).click()
  await page.locator('#action-save').click()
  await expect.poll(async () => (await cms.findByID({ collection, id })).status).toBe('approved')
}

/** A post over HTTP with the proof of work solved as the browser does. */
async function post(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string>,
  from = address(),
): Promise<{ status: number; body: FeedbackAnswer }> {
  const challenge = (await (await request.get('/api/feedback/challenge')).json()) as BotChallenge
  const answer = await request.post(path, {
    multipart: { _cf_locale: 'fi', _cf_bot: await solveChallenge(challenge), ...fields },
    headers: { Accept: 'application/json', 'X-Forwarded-For': from },
  })
  return { status: answer.status(), body: (await answer.json()) as FeedbackAnswer }
}

test.describe('reviews and comments @serial', () => {
  test('a review and a reply by keyboard are held, approved in the admin and then shown', async ({
    browser,
    cms,
  }) => {
    test.setTimeout(scaled(180_000))
    const reviewText = marker('Selkeä paketti, suosittelen')
    const replyText = marker('Samaa mieltä, kiitos')
    const name = marker('Näppis Testaaja')
    const { context, page } = await visitor(browser)

    // The review: Tab to the stars, Space picks one, arrows move to four; Tab through the fields.
    await page.goto(`/tuotteet/${PRODUCT.empty}#arviot`)
    const reviews = page.locator('[data-feedback="reviews"]')
    await expect(reviews).toHaveAttribute('data-enhanced', '')
    await expect(reviews).toContainText('Ei vielä arvioita')
    const stars = reviews.getByRole('radio')
    await expect(stars).toHaveCount(5)
    await tabTo(page, stars.first())
    await page.keyboard.press('Space')
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(reviews.getByRole('radio', { name: '4 tähteä' })).toBeChecked()
    await expect(reviews.getByRole('radio', { name: '4 tähteä' })).toBeFocused()
    await reviews
      .locator('form')
      .screenshot({ path: 'test-results/screenshots/review-form-keyboard-1440.png' })
    await page.keyboard.press('Tab')
    await expect(reviews.getByLabel(/^Nimi/)).toBeFocused()
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await page.keyboard.type('nappis@example.fi')
    await page.keyboard.press('Tab')
    await expect(reviews.getByLabel(/^Arvio/)).toBeFocused()
    await page.keyboard.type(reviewText)
    await page.keyboard.press('Tab')
    await expect(reviews.getByRole('button', { name: 'Lähetä arvio' })).toBeFocused()
    await page.keyboard.press('Enter')
    const reviewStatus = reviews.getByRole('status')
    await expect(reviewStatus).toHaveText('Kiitos! Arviosi näkyy, kun olemme tarkistaneet sen.')
    await expect(reviewStatus).toBeFocused()
    await expect(reviews.getByLabel(/^Arvio/)).toHaveValue('')
    await page.reload()
    await expect(page.getByText(reviewText)).toHaveCount(0)

    // The reply: Tab to Emma's reply link, Enter picks her comment in the reply-to list.
    await page.goto(`/blogi/${POST.one}`)
    const comments = page.locator('section#kommentit')
    await expect(comments).toHaveAttribute('data-enhanced', '')
    const replyLink = comments.getByRole('link', { name: 'Vastaa kommenttiin: Emma Berg' })
    await tabTo(page, replyLink)
    await page.keyboard.press('Enter')
    const replyTo = comments.getByLabel('Vastaus kommenttiin')
    await expect(replyTo).toBeFocused()
    await expect(replyTo.locator('option:checked')).toHaveText(/^Emma Berg:/)
    await page.keyboard.press('Tab')
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await page.keyboard.type('nappis@example.fi')
    await page.keyboard.press('Tab')
    await page.keyboard.type(replyText)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(comments.getByRole('status')).toHaveText(
      'Kiitos! Kommenttisi näkyy, kun olemme tarkistaneet sen.',
    )
    await page.reload()
    await expect(page.getByText(replyText)).toHaveCount(0)

    // The editor approves both in the admin.
    const review = await cms.first('reviews', `where[text][equals]=${encodeURIComponent(reviewText)}`)
    const reply = await cms.first('comments', `where[text][equals]=${encodeURIComponent(replyText)}`)
    expect(review).toMatchObject({ rating: 4, status: 'pending', locale: 'fi', email: 'nappis@example.fi' })
    expect(reply).toMatchObject({ status: 'pending' })
    const admin = await browser.newPage()
    await login(admin)
    await approveInList(admin, cms, 'reviews', Number(review?.id), name)
    await approveInEditView(admin, cms, 'comments', Number(reply?.id))
    await admin.close()

    // The next load shows them: the review with four stars, the reply nested under Emma's comment.
    await page.goto(`/tuotteet/${PRODUCT.empty}#arviot`)
    const shown = page.locator('[data-feedback="reviews"] article').filter({ hasText: reviewText })
    await expect(shown).toBeVisible()
    await expect(shown.getByRole('img')).toHaveAttribute('aria-label', 'Arvosana 4 / 5')
    await expect(page.getByRole('tab', { name: 'Arviot (1)' })).toBeVisible()
    await expect(page.getByText('4 / 5 (1 arvio)').first()).toBeVisible()
    expect(await page.content()).not.toContain('nappis@example.fi')
    await page.goto(`/blogi/${POST.one}`)
    const emma = page.locator('section#kommentit > ol > li').filter({ hasText: 'Emma Berg' })
    await expect(emma.locator(':scope > ol > li article')).toContainText(replyText)
    // The date turned relative in the browser; the absolute one stays as the tooltip and in datetime.
    const time = emma.locator(':scope > ol > li time')
    await expect(time).toHaveText(/nyt|sitten/)
    await expect(time).toHaveAttribute('title', /\d{4}$/)
    await context.close()
  })

  test('without JavaScript the comment form posts with the sum answered and answers with a page', async ({
    browser,
    cms,
  }) => {
    const text = marker('Ilman skriptejä')
    const { context, page } = await visitor(browser, { javaScriptEnabled: false })
    await page.goto(`/blogi/${POST.thread}`)
    const form = page.locator('#kommentoi form')
    // Missing text: the browser's own required check stops the post; the server would too.
    await form.getByLabel(/^Nimi/).fill('Ilman Skriptejä')
    await form.getByLabel(/^Sähköposti/).fill('ilman@example.fi')
    const tuula = await form.locator('option', { hasText: /^Tuula Salonen:/ }).getAttribute('value')
    await form.getByLabel('Vastaus kommenttiin').selectOption(String(tuula))
    await form.getByLabel(/^Kommentti/).fill(text)
    const question = (await form.getByText(/Paljonko on \d \+ \d\?/).textContent()) ?? ''
    const [, a, b] = /(\d) \+ (\d)/.exec(question) ?? []
    await form.getByLabel(question).fill(String(Number(a) + Number(b)))
    await form.getByRole('button', { name: 'Lähetä kommentti' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Kiitos! Kommenttisi näkyy, kun olemme tarkistaneet sen.',
    )
    await expect(page.getByRole('link', { name: 'Palaa sivulle' })).toHaveAttribute(
      'href',
      `/blogi/${POST.thread}`,
    )
    const stored = await cms.first('comments', `where[text][equals]=${encodeURIComponent(text)}`)
    expect(stored).toMatchObject({ status: 'pending', name: 'Ilman Skriptejä' })
    expect(stored?.parent).toBeTruthy()
    await context.close()
  })

  test('bad input gets a Finnish 4xx; hostile HTML and javascript: links render as inert text', async ({
    request,
    cms,
  }) => {
    test.setTimeout(scaled(120_000))
    const product = await docId(cms, 'products', PRODUCT.rated)
    const postId = await docId(cms, 'posts', POST.forms)
    const reviewPath = `/api/products/${product}/reviews`
    const commentPath = `/api/posts/${postId}/comments`
    const review = { name: 'Rajapinta', email: 'rajapinta@example.fi', text: 'Testi.' }
    const before = (await cms.get<{ totalDocs: number }>('/api/reviews?limit=1')).totalDocs

    for (const rating of ['0', '6', '5 OR 1=1', '4.5', '']) {
      const answer = await post(request, reviewPath, { ...review, rating })
      expect(answer.status, rating).toBe(400)
      expect(answer.body.invalid_fields).toEqual([{ field: 'rating', message: 'Valitse arvosana 1–5.' }])
    }
    const missing = await post(request, commentPath, {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(
      'Yhdessä tai useammassa kentässä on virhe. Tarkista tiedot ja yritä uudelleen.',
    )
    expect(missing.body.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['name', 'Tämä kenttä on pakollinen.'],
      ['email', 'Tämä kenttä on pakollinen.'],
      ['text', 'Tämä kenttä on pakollinen.'],
    ])
    const long = await post(request, commentPath, { ...review, text: 'a'.repeat(100_000) })
    expect(long.status).toBe(400)
    expect(long.body.invalid_fields[0]?.message).toMatch(
      /^Kommentti on liian pitkä \(enintään 5\s000 merkkiä\)\.$/,
    )
    const huge = await request.post(commentPath, {
      multipart: { ...review, text: 'a'.repeat(400_000) },
      headers: { Accept: 'application/json' },
    })
    expect(huge.status()).toBe(413)
    expect((await huge.json()).message).toBe('Lähetys on liian suuri.')
    const json = await request.post(commentPath, { data: review, headers: { Accept: 'application/json' } })
    expect(json.status()).toBe(415)
    const badEmail = await post(request, commentPath, { ...review, email: 'ei-osoite' })
    expect(badEmail.body.invalid_fields).toEqual([
      { field: 'email', message: 'Sähköpostiosoite on virheellinen.' },
    ])
    const noBot = await request.post(commentPath, {
      multipart: { _cf_locale: 'fi', ...review },
      headers: { Accept: 'application/json', 'X-Forwarded-For': address() },
    })
    expect(noBot.status()).toBe(403)
    expect((await noBot.json()).message).toBe('Viestin lähettäminen estettiin roskapostiepäilyn vuoksi.')
    expect((await cms.get<{ totalDocs: number }>('/api/reviews?limit=1')).totalDocs).toBe(before)
    // Emails are never public: the collections are closed to visitors.
    const anonymous = await request.get('/api/comments', { headers: { Authorization: '' } })
    expect([401, 403]).toContain(anonymous.status())

    // A hostile comment is accepted as text, and once approved shows as the characters it is.
    const hostile = [
      '<script>window.__pwned = 1</script>',
      '<img src=x onerror="window.__pwned = 2">',
      '<a href="javascript:window.__pwned=3">klikkaa</a> [linkki](javascript:alert(1)) javascript:alert(1)',
    ].join('\n')
    const sent = await post(request, commentPath, { ...review, name: '<b>Hyökkääjä</b>', text: hostile })
    expect(sent.status).toBe(202)
    const stored = await cms.first(
      'comments',
      'where[name][equals]=%3Cb%3EHy%C3%B6kk%C3%A4%C3%A4j%C3%A4%3C%2Fb%3E',
    )
    await cms.update({ collection: 'comments', id: Number(stored?.id), data: { status: 'approved' } })
    const page = await (await request.get(`/blogi/${POST.forms}`)).text()
    expect(page).not.toContain('<script>window.__pwned')
    expect(page).not.toMatch(/<img[^>]*onerror/)
    expect(page).not.toMatch(/href="javascript:/)
    expect(page).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;')
  })

  test('hostile text stays inert in the browser too', async ({ browser }) => {
    const { context, page } = await visitor(browser)
    page.on('dialog', () => {
      throw new Error('a dialog opened')
    })
    await page.goto(`/blogi/${POST.forms}`)
    const hostile = page.locator('section#kommentit article').filter({ hasText: '<b>Hyökkääjä</b>' })
    await expect(hostile).toContainText('<script>window.__pwned = 1</script>')
    await expect(hostile).toContainText('javascript:alert(1)')
    await expect(hostile.locator('script, img, b')).toHaveCount(0)
    await expect(hostile.locator('a')).toHaveCount(1) // its reply link
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await context.close()
  })

  test('errors show beside the fields in Finnish, announced and focused; axe finds nothing', async ({
    browser,
  }) => {
    for (const width of [390, 1440]) {
      const { context, page } = await visitor(browser, { width })
      await page.goto(`/tuotteet/${PRODUCT.rated}#arviot`)
      const reviews = page.locator('[data-feedback="reviews"]')
      await expect(reviews).toBeVisible()
      await axe(page, '[data-feedback="reviews"]')
      await reviews.getByRole('button', { name: 'Lähetä arvio' }).click()
      await expect(reviews.getByRole('status')).toHaveText(/Tarkista tiedot/)
      await expect(reviews.getByRole('radio').first()).toBeFocused()
      await expect(reviews.getByText('Valitse arvosana 1–5.')).toBeVisible()
      await expect(reviews.getByLabel(/^Nimi/)).toHaveAttribute('aria-invalid', 'true')
      await expect(reviews.getByLabel(/^Nimi/)).toHaveAccessibleDescription('Tämä kenttä on pakollinen.')
      await axe(page, '[data-feedback="reviews"]')
      const form = reviews.locator('form')
      await form.scrollIntoViewIfNeeded()
      await form.screenshot({ path: `test-results/screenshots/review-form-errors-${width}.png` })
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

      await page.goto(`/blogi/${POST.thread}`)
      const comments = page.locator('section#kommentit')
      await expect(comments).toHaveAttribute('data-enhanced', '')
      await axe(page, 'section#kommentit')
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      await context.close()
    }
  })

  test('screenshots of the reviews tab and a comment thread at 390 and 1440 px', async ({ page }) => {
    await page
      .context()
      .addCookies([
        { name: 'cookieconsent_status', value: 'dismiss', url: test.info().project.use.baseURL ?? '' },
      ])
    await screenshots(page, `/tuotteet/${PRODUCT.rated}#arviot`, 'product-reviews')
    await screenshots(page, `/blogi/${POST.thread}`, 'post-comments')
    await screenshots(page, '/en/blog/through-the-site-by-keyboard', 'post-comments-en')
    await screenshots(page, '/en/products/website-package-start#reviews', 'product-reviews-en')
  })

  test('a new comment leaves the post page cached; approving it refreshes that page only', async ({
    request,
    cms,
  }) => {
    const warm = async (url: string) => {
      await request.get(url)
      return (await request.get(url)).headers()['x-nextjs-cache']
    }
    const thread = `/blogi/${POST.thread}`
    const other = `/blogi/${POST.one}`
    expect(await warm(thread)).toBe('HIT')
    expect(await warm(other)).toBe('HIT')
    const text = marker('Välimuistin testi')
    const postId = await docId(cms, 'posts', POST.thread)
    expect(
      (
        await post(request, `/api/posts/${postId}/comments`, {
          name: 'Välimuisti',
          email: 'v@example.fi',
          text,
        })
      ).status,
    ).toBe(202)
    expect((await request.get(thread)).headers()['x-nextjs-cache']).toBe('HIT')
    const stored = await cms.first('comments', `where[text][equals]=${encodeURIComponent(text)}`)
    await cms.update({ collection: 'comments', id: Number(stored?.id), data: { status: 'approved' } })
    await expect.poll(async () => (await request.get(thread)).text()).toContain(text)
    expect((await request.get(other)).headers()['x-nextjs-cache']).toBe('HIT')
  })

  test('an editor deletes a product or post with its reviews or comments, and those go with it', async ({
    request,
    cms,
  }) => {
    const slug = `poistettava-${randomBytes(3).toString('hex')}`
    const product = await cms.create({
      collection: 'products',
      data: { title: 'Poistettava tuote', slug, _status: 'published' },
    })
    const article = await cms.create({
      collection: 'posts',
      data: { title: 'Poistettava artikkeli', slug, _status: 'published' },
    })
    const sender = { name: 'Poistuva', email: 'poistuva@example.fi' }
    const review = marker('Arvio poistuvasta tuotteesta')
    const comment = marker('Kommentti poistuvaan artikkeliin')
    const reply = marker('Vastaus poistuvaan artikkeliin')
    const sent = [
      await post(request, `/api/products/${product.id}/reviews`, { ...sender, rating: '4', text: review }),
      await post(request, `/api/posts/${article.id}/comments`, { ...sender, text: comment }),
    ]
    expect(sent.map((s) => s.status)).toEqual([202, 202])
    const stored = async (collection: 'reviews' | 'comments', text: string) =>
      cms.first(collection, `where[text][equals]=${encodeURIComponent(text)}`)
    // An approved comment with an approved reply: a thread whose rows point at each other.
    const top = await stored('comments', comment)
    await cms.update({ collection: 'comments', id: Number(top?.id), data: { status: 'approved' } })
    const replied = await post(request, `/api/posts/${article.id}/comments`, {
      ...sender,
      text: reply,
      parent: String(top?.id),
    })
    expect(replied.status).toBe(202)
    expect(await stored('reviews', review)).toBeDefined()
    expect(await stored('comments', reply)).toBeDefined()

    await cms.delete('products', product.id)
    await cms.delete('posts', article.id)
    expect(await stored('reviews', review)).toBeUndefined()
    expect(await stored('comments', comment)).toBeUndefined()
    expect(await stored('comments', reply)).toBeUndefined()
    expect((await request.get(`/tuotteet/${slug}`)).status()).toBe(404)
    expect((await request.get(`/blogi/${slug}`)).status()).toBe(404)
  })

  test('the eleventh post from one address within ten minutes is refused with 429', async ({
    request,
    cms,
  }) => {
    test.setTimeout(scaled(120_000))
    const postId = await docId(cms, 'posts', POST.one)
    const from = address()
    const fields = { name: 'Kiireinen', email: 'kiire@example.fi', text: 'Taas minä.' }
    for (let i = 0; i < 10; i++)
      expect((await post(request, `/api/posts/${postId}/comments`, fields, from)).status).toBe(202)
    const limited = await post(request, `/api/posts/${postId}/comments`, fields, from)
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe(
      'Olet lähettänyt liian monta viestiä lyhyessä ajassa. Yritä hetken kuluttua uudelleen.',
    )
    // Another address is not held back.
    expect((await post(request, `/api/posts/${postId}/comments`, fields)).status).toBe(202)
  })
})
