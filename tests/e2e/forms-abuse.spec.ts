import type { APIRequestContext } from '@playwright/test'
import { scaled } from '../support/time-scale'
import type { Cms } from './support/cms'
import { expect, test } from './support/cms'

/**
 * The contact-form and feedback endpoints as scripts and hostile visitors use them. Each test posts from addresses of its own (X-Forwarded-For; TRUSTED_PROXY=1).
 */
test.describe.configure({ mode: 'serial' })

const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

async function formId(cms: Cms): Promise<number> {
  const form = await cms.first('contact-forms', 'sort=id')
  return Number(form?.id)
}

/** What a browser sends with a plain form post (Firefox; Chrome's differs only in the middle). */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

async function invalidPost(request: APIRequestContext, url: string, accept?: string) {
  return request.post(url, {
    multipart: { _cf_locale: 'fi', nimi: '' },
    headers: { 'X-Forwarded-For': address(), ...(accept === undefined ? {} : { Accept: accept }) },
  })
}

test('scripts sending */* or no Accept get JSON from the form endpoints; a browser form post gets the page', async ({
  request,
  cms,
}) => {
  const id = await formId(cms)
  const post = await cms.first('posts', 'sort=id&where[_status][equals]=published')
  for (const url of [`/api/contact-forms/${id}/feedback`, `/api/posts/${post?.id}/comments`]) {
    for (const accept of ['*/*', 'application/json', undefined]) {
      const answer = await invalidPost(request, url, accept)
      expect(answer.status(), `${url} ${accept}`).toBe(400)
      expect(answer.headers()['content-type'], `${url} ${accept}`).toContain('application/json')
      expect((await answer.json()).status).toBe('validation_failed')
    }
    const page = await invalidPost(request, url, BROWSER_ACCEPT)
    expect(page.status()).toBe(400)
    expect(page.headers()['content-type']).toContain('text/html')
    expect(await page.text()).toContain('<html')
  }
})

test('step checks and summaries: a post over 64 KB is refused with 413, the 61st in ten minutes from one address with 429', async ({
  request,
  cms,
}) => {
  test.setTimeout(scaled(120_000))
  const id = await formId(cms)
  const fields = { _cf_locale: 'fi', _cf_step: '1', nimi: 'Testi', sahkoposti: 't@example.fi' }
  const big = await request.post(`/api/contact-forms/${id}/summary`, {
    multipart: { ...fields, viesti: 'x'.repeat(70 * 1024) },
    headers: { Accept: 'application/json', 'X-Forwarded-For': address() },
  })
  expect(big.status()).toBe(413)
  expect((await big.json()).message).toBe('Lähetys on liian suuri.')
  const from = address()
  for (let i = 0; i < 60; i++) {
    const endpoint = i % 2 ? 'summary' : 'validate-step'
    const answer = await request.post(`/api/contact-forms/${id}/${endpoint}`, {
      multipart: fields,
      headers: { Accept: 'application/json', 'X-Forwarded-For': from },
    })
    expect(answer.status(), `${endpoint} ${i + 1}`).toBeLessThan(429)
  }
  for (const endpoint of ['summary', 'validate-step']) {
    const limited = await request.post(`/api/contact-forms/${id}/${endpoint}`, {
      multipart: fields,
      headers: { Accept: 'application/json', 'X-Forwarded-For': from },
    })
    expect(limited.status()).toBe(429)
    expect((await limited.json()).message).toBe(
      'Liian monta pyyntöä lyhyessä ajassa. Yritä hetken kuluttua uudelleen.',
    )
  }
  // Another address has its own count.
  const other = await request.post(`/api/contact-forms/${id}/summary`, {
    multipart: fields,
    headers: { Accept: 'application/json', 'X-Forwarded-For': address() },
  })
  expect(other.status()).toBe(200)
})

test('a step with a large attachment still passes its check: the browser posts the file by name only', async ({
  browser,
}) => {
  test.setTimeout(scaled(120_000))
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address() } })
  const page = await context.newPage()
  await page.goto('/yhteystiedot')
  const form = page.locator('[data-contact-form]')
  await expect(form).toHaveAttribute('data-enhanced', '')
  await form.getByLabel('Nimi').first().fill('Liitteen lähettäjä')
  await form.getByRole('textbox', { name: /^Sähköposti/ }).fill('liite@example.fi')
  await form.getByRole('button', { name: 'Seuraava' }).click()
  await expect(form.getByRole('heading', { name: 'Hanke' })).toBeFocused()
  await form.getByLabel('Palvelu').selectOption('verkkosivut')
  await form.getByLabel('Sivun nimi').first().fill('Etusivu')
  await form.getByLabel('Kerro hankkeesta').fill('Liitteenä tarjouspyyntö, noin puoli megatavua.')
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500 * 1024, 32)])
  await form
    .getByLabel(/^Liite/)
    .setInputFiles({ name: 'tarjous.pdf', mimeType: 'application/pdf', buffer: pdf })
  const check = page.waitForResponse((r) => r.url().includes('/validate-step'))
  await form.getByRole('button', { name: 'Seuraava' }).click()
  expect((await check).status()).toBe(200)
  await expect(form.getByRole('heading', { name: 'Vahvistus' })).toBeFocused()
  await context.close()
})
