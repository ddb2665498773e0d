import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import { solveChallenge } from '../../src/forms/bot/solver'
import type { FeedbackResponse, RefillResponse } from '../../src/forms/protocol'
import type { FormSubmission } from '../../src/payload-types'
import { scaled } from '../support/time-scale'
import { type Cms, expect, login, test } from './support/cms'
import { type SmtpSink, startSmtpSink } from './support/smtp-sink'

/**
 * The seeded multi-step contact form on Yhteystiedot, as visitors use it (keyboard, phone width,
 * without JavaScript) and as the world posts to it (hostile and broken posts). Mail goes to a real
 * SMTP server in this process (scripts/e2e.mjs points SMTP_URL at it). Each test posts from an
 * address of its own (X-Forwarded-For; TRUSTED_PROXY=1), so the rate limit is the test's own.
 */
/** The port scripts/e2e.mjs gave the app in SMTP_URL (below the ephemeral range, so no client socket holds it). */
const SMTP_PORT = Number(new URL(process.env.SMTP_URL ?? 'smtp://127.0.0.1:25252').port)
let sink: SmtpSink | null = null

test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT)
})
test.afterAll(async () => {
  await sink?.close()
})

const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
const mails = (marker: string) => (sink?.received ?? []).filter((m) => m.includes(marker))

async function formId(cms: Cms): Promise<number> {
  const form = await cms.first('contact-forms', 'sort=id')
  return Number(form?.id)
}

type Submissions = { docs: FormSubmission[]; totalDocs: number }

/** Submissions whose answers contain `text` (newest first). */
const submissions = (cms: Cms, text = '') =>
  cms.get<Submissions>(
    `/api/form-submissions?sort=-createdAt&limit=5${text ? `&where[searchText][like]=${encodeURIComponent(text)}` : ''}`,
  )

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-contact-form]').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test('a visitor fills, fails, fixes and sends the multi-step form by keyboard; the mail arrives and the admin lists it @smoke', async ({
  browser,
  cms,
}) => {
  test.setTimeout(scaled(180_000))
  const marker = `Testaaja ${randomBytes(3).toString('hex')}`
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': address() },
    })
    // The cookie banner answered, so it does not cover the form in the screenshots.
    await context.addCookies([
      { name: 'cookieconsent_status', value: 'dismiss', url: test.info().project.use.baseURL ?? '' },
    ])
    const page = await context.newPage()
    await page.goto('/yhteystiedot')
    const form = page.locator('[data-contact-form]')
    await expect(form).toHaveAttribute('data-enhanced', '')
    const shot = async (name: string) => {
      await form.scrollIntoViewIfNeeded()
      await form.screenshot({ path: `test-results/screenshots/contact-form-${name}-${width}.png` })
    }
    // Step 1: Seuraava with nothing filled shows the errors beside the fields and in a summary that takes focus.
    await page.getByLabel('Nimi').first().focus()
    await shot('step1')
    await axe(page)
    await form.getByRole('button', { name: 'Seuraava' }).press('Enter')
    const summary = form.locator('[data-cf-errors]')
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('Nimi')
    const name = page.getByLabel('Nimi', { exact: false }).first()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Tämä kenttä on pakollinen.', { exact: true }).first()).toBeVisible()
    await shot('step1-errors')
    await axe(page)
    // Fix by keyboard: type, Tab onwards; a wrong address first, then the right one.
    await name.focus()
    await page.keyboard.type(`${marker} ${width}`)
    const email = form.getByRole('textbox', { name: /^Sähköposti/ })
    await email.focus()
    await page.keyboard.type('ei-osoite')
    await page.keyboard.press('Tab')
    await expect(form.getByText('Sähköpostiosoite on virheellinen.', { exact: true })).toBeVisible()
    await email.fill('')
    await email.focus()
    await page.keyboard.type('testaaja@example.fi')
    await page.keyboard.press('Tab')
    await expect(form.getByText('Sähköpostiosoite on virheellinen.', { exact: true })).toHaveCount(0)
    // Choosing a call shows the call-time group (and only then).
    const callTime = form.getByLabel('Sopiva soittoaika')
    await expect(callTime).toBeHidden()
    await form.getByLabel('Soittamalla').focus()
    await page.keyboard.press('Space')
    await expect(callTime).toBeVisible()
    await callTime.selectOption('iltapaiva')
    await form.getByRole('button', { name: 'Seuraava' }).press('Enter')
    // Step 2: focus on its heading; the shop group and the product category per row follow the service.
    await expect(form.getByRole('heading', { name: 'Hanke' })).toBeFocused()
    await form.getByLabel('Palvelu').selectOption('verkkokauppa')
    await expect(form.getByLabel('Tuotteiden määrä')).toBeVisible()
    await form.getByLabel('Tuotteiden määrä').fill('250')
    await form.getByLabel('Sivun nimi').first().fill('Etusivu')
    await form.getByRole('button', { name: 'Lisää sivu' }).press('Enter')
    await expect(form.getByLabel('Sivun nimi')).toHaveCount(2)
    await expect(form.getByLabel('Sivun nimi').nth(1)).toBeFocused()
    await page.keyboard.type('Tuotteet')
    await expect(form.getByLabel('Tuoteryhmä')).toHaveCount(2)
    const story = form.getByLabel('Kerro hankkeesta')
    await story.focus()
    await page.keyboard.type('Lyhyt')
    await page.keyboard.press('Tab')
    await expect(form.getByText('Teksti on liian lyhyt.', { exact: true })).toBeVisible()
    await story.focus()
    await page.keyboard.type(' kuvaus verkkokaupasta.')
    await shot('step2')
    await axe(page)
    await form.getByRole('button', { name: 'Seuraava' }).press('Enter')
    // Step 3: the terms must be accepted before going on (the send button stays disabled until then).
    await expect(form.getByRole('heading', { name: 'Vahvistus' })).toBeFocused()
    const next = form.getByRole('button', { name: 'Seuraava' })
    await next.press('Enter')
    await expect(form.getByText('Hyväksy ehdot ennen viestin lähettämistä.', { exact: true })).toBeVisible()
    await form.getByLabel(/Hyväksyn, että tietojani/).focus()
    await page.keyboard.press('Space')
    await shot('step3')
    await axe(page)
    await next.press('Enter')
    // The summary shows the answers as the visitor gave them.
    await expect(form.getByRole('heading', { name: 'Yhteenveto' })).toBeFocused()
    await expect(form.locator('[data-cf-summary-body]')).toContainText('Verkkokauppa')
    await expect(form.locator('[data-cf-summary-body]')).toContainText('Tuotteet')
    await shot('summary')
    await axe(page)
    await form.getByRole('button', { name: 'Lähetä viesti' }).press('Enter')
    await expect(form).toHaveAttribute('data-status', 'sent', { timeout: scaled(30_000) })
    await expect(form.locator('[data-cf-response]')).toContainText('Kiitos viestistäsi.')
    await shot('sent')
    await axe(page)
    // After sending, the form is back at its first step, empty.
    await expect(page.getByLabel('Nimi').first()).toHaveValue('')
    await context.close()
  }
  // The mail reaches the SMTP server once per sending, with the visible answers and the visitor as reply-to.
  await expect
    .poll(() => mails(`${marker} 390`).length, { timeout: scaled(60_000) })
    .toBeGreaterThanOrEqual(1)
  await expect
    .poll(() => mails(`${marker} 1440`).length, { timeout: scaled(60_000) })
    .toBeGreaterThanOrEqual(1)
  const notification = mails(`${marker} 1440`).find((m) => m.includes('hei@kajodigital.example')) ?? ''
  expect(notification).toContain('Reply-To: testaaja@example.fi')
  expect(notification).toContain('Verkkokauppa')
  expect(notification).toMatch(/Message-ID:\s*<lomake-/)
  // The submission waits in the admin.
  expect((await submissions(cms, `${marker} 1440`)).docs).toHaveLength(1)
})

test('the admin lists submissions with the mail status and exports them as CSV', async ({ page, cms }) => {
  const [submission] = (await submissions(cms)).docs
  await login(page)
  await page.goto('/admin/collections/form-submissions')
  await expect(page.getByRole('heading', { name: 'Lomakevastaukset' })).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: 'test-results/screenshots/admin-form-submissions-1440.png' })
  // A submission shows its answers as the visitor gave them, read-only.
  await page.goto(`/admin/collections/form-submissions/${submission?.id}`)
  await expect(page.getByText(String(submission?.formTitle)).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/admin-form-submission-1440.png', fullPage: true })
  // The form itself, as an editor builds it: steps holding fields, groups and a repeater.
  await page.goto(`/admin/collections/contact-forms/${await formId(cms)}`)
  await expect(page.getByRole('heading', { name: /^Vaiheet/ })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/admin-contact-form-1440.png', fullPage: true })
  // As the browser follows the admin's link: a same-origin request, so the session cookie counts.
  const csv = await page.request.get('/api/form-submissions/export.csv', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(String(submission?.formTitle))
  const anonymous = await playwrightRequest.newContext({ baseURL: page.url() })
  expect((await anonymous.get('/api/form-submissions/export.csv')).status()).toBe(401)
  expect((await anonymous.get('/api/form-submissions')).status()).toBe(403)
  await anonymous.dispose()
})

test('without JavaScript every step shows on one page, and the form posts with the sum answered', async ({
  browser,
  cms,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': address() },
  })
  const page = await context.newPage()
  await page.goto('/yhteystiedot')
  const form = page.locator('[data-contact-form]')
  await expect(form.getByRole('heading', { name: 'Hanke' })).toBeVisible()
  await expect(form.getByText(/Täytä, jos/).first()).toBeVisible()
  await form.getByLabel('Nimi').first().fill('Ilman skriptejä')
  await form.getByRole('textbox', { name: /^Sähköposti/ }).fill('ilman@example.fi')
  await form.getByLabel('Palvelu').selectOption('verkkosivut')
  await form.getByLabel('Sivun nimi').first().fill('Etusivu')
  // A further row opens in the page (no round trip) and is sent with the rest.
  await form.getByText('Lisää sivu', { exact: true }).first().click()
  await form.getByLabel('Sivun nimi').nth(1).fill('Hinnasto')
  await form.getByLabel('Kerro hankkeesta').fill('Sivusto ilman JavaScriptiä.')
  await form.getByLabel(/Hyväksyn, että tietojani/).check()
  const question = (await form.getByText(/Paljonko on \d \+ \d\?/).textContent()) ?? ''
  const [, a, b] = /(\d) \+ (\d)/.exec(question) ?? []
  await form.getByLabel(question).fill(String(Number(a) + Number(b)))
  await form.getByRole('button', { name: 'Lähetä viesti' }).click()
  await expect(page.getByRole('status')).toContainText('Kiitos viestistäsi.')
  await expect(page.getByRole('link', { name: 'Palaa sivulle' })).toHaveAttribute('href', '/yhteystiedot')
  const [stored] = (await submissions(cms, 'Ilman skriptejä')).docs
  expect(JSON.stringify(stored?.answers)).toContain('Hinnasto')
  await context.close()
})

/** A valid post of the seeded form, solved like the browser does, from one address. */
async function post(
  request: APIRequestContext,
  id: number,
  from: string,
  extra: Record<string, unknown> = {},
) {
  const refill = (await (await request.get(`/api/contact-forms/${id}/refill`)).json()) as RefillResponse
  const solution = await solveChallenge(refill.captcha)
  const fields: Record<string, unknown> = {
    _cf_form: String(id),
    _cf_locale: 'fi',
    _cf_bot: solution,
    nimi: 'Rajapinta',
    sahkoposti: 'rajapinta@example.fi',
    yhteydenotto: 'sahkoposti',
    palvelu: 'verkkosivut',
    sivut_count: '1',
    sivu__1: 'Etusivu',
    viesti: 'Viesti rajapinnan kautta.',
    hyvaksyn: '1',
    ...extra,
  }
  const answer = await request.post(`/api/contact-forms/${id}/feedback`, {
    multipart: fields as Record<string, string>,
    headers: { Accept: 'application/json', 'X-Forwarded-For': from },
  })
  return { status: answer.status(), body: (await answer.json()) as FeedbackResponse, solution }
}

test('hostile and broken posts get a Finnish 4xx and store nothing; a used challenge and the eleventh post are spam', async ({
  request,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  const id = await formId(cms)
  const url = `/api/contact-forms/${id}/feedback`
  const before = (await submissions(cms)).totalDocs
  const json = await request.post(url, { data: { nimi: 'x' }, headers: { Accept: 'application/json' } })
  expect(json.status()).toBe(415)
  expect((await json.json()).message).toContain('multipart')
  const broken = await request.post(url, {
    headers: { 'Content-Type': 'multipart/form-data; boundary=xyz', Accept: 'application/json' },
    data: '--xyz\r\nContent-Disposition: form-data; name="nimi"\r\n\r\nkesken',
  })
  expect(broken.status()).toBe(400)
  expect((await request.post('/api/contact-forms/999999/feedback', { multipart: { a: 'b' } })).status()).toBe(
    404,
  )
  expect(
    (await request.post('/api/contact-forms/..%2F..%2Fetc/feedback', { multipart: { a: 'b' } })).status(),
  ).toBeLessThan(500)
  const from = address()
  const huge = await post(request, id, from, { viesti: 'x'.repeat(2 * 1024 * 1024) })
  expect(huge.status).toBe(400)
  expect(huge.body.status).toBe('validation_failed')
  const rows = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`sivu__${i + 1}`, `Sivu ${i}`]))
  const many = await post(request, id, from, { sivut_count: '10000', ...rows, tuntematon: 'kenttä' })
  expect(many.status).toBeLessThan(500)
  const wrongTypes = await post(request, id, from, {
    palvelu: 'ei-vaihtoehto',
    tuotteita: 'paljon',
    aloitus: '2026-02-30',
  })
  expect(wrongTypes.status).toBe(400)
  const exe = await post(request, id, from, {
    liite: { name: 'lasku.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') },
  })
  expect(exe.status).toBe(400)
  expect(exe.body.invalid_fields.map((f) => f.message)).toContain('Tiedostotyyppiä ei sallita.')
  // Nothing above was stored.
  expect((await submissions(cms)).totalDocs).toBe(before + (many.status === 200 ? 1 : 0))

  // A path in the file name is dropped; the file is kept under a name of our own.
  const traversal = await post(request, id, from, {
    liite: {
      name: '../../../etc/passwd.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%'),
    },
  })
  expect(traversal.status).toBe(200)
  const [stored] = (await submissions(cms)).docs
  expect(JSON.stringify(stored?.files)).toContain('"filename":"passwd.pdf"')
  // The same solution again: spam, with a fresh challenge to try with.
  const fresh = address()
  const first = await post(request, id, fresh)
  expect(first.status).toBe(200)
  const replay = await request.post(url, {
    multipart: {
      _cf_form: String(id),
      _cf_bot: first.solution,
      nimi: 'Uudelleen',
      sahkoposti: 'u@example.fi',
      yhteydenotto: 'sahkoposti',
      palvelu: 'verkkosivut',
      sivu__1: 'a',
      viesti: 'Toistettu lähetys.',
      hyvaksyn: '1',
    },
    headers: { Accept: 'application/json', 'X-Forwarded-For': fresh },
  })
  expect(replay.status()).toBe(403)
  const replayBody = (await replay.json()) as FeedbackResponse
  expect(replayBody.status).toBe('spam')
  expect(replayBody.captcha?.challenge).toMatch(/^[0-9a-f]{64}$/)
  // Ten accepted posts from one address in ten minutes; the eleventh is refused.
  const busy = address()
  for (let i = 0; i < 10; i++) expect((await post(request, id, busy)).status).toBe(200)
  const eleventh = await post(request, id, busy)
  expect(eleventh.status).toBe(429)
  expect(eleventh.body.message).toBe('Viestin lähettäminen estettiin roskapostiepäilyn vuoksi.')
})

test('mail sent while the SMTP server is away is kept and goes out once it is back', async ({
  request,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  await sink?.close()
  sink = null
  const id = await formId(cms)
  const marker = `Katkos ${randomBytes(3).toString('hex')}`
  const sent = await post(request, id, address(), { nimi: marker })
  expect(sent.body.status).toBe('mail_sent')
  expect((await submissions(cms, marker)).docs[0]?.mailStatus).toBe('queued')
  // The first attempt fails while nothing listens; the retry after the back-off delivers it.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  sink = await startSmtpSink(SMTP_PORT)
  await expect
    .poll(() => mails(marker).length, { timeout: scaled(90_000), intervals: [2000] })
    .toBeGreaterThanOrEqual(1)
  await expect.poll(async () => (await submissions(cms, marker)).docs[0]?.mailStatus).toBe('sent')
})
