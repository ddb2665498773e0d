import type { APIRequestContext } from '@playwright/test'
import type { Cms } from './support/cms'
import { expect, test } from './support/cms'

/**
 * The contact-form and feedback endpoints as scripts and hostile visitors use them (issue 24,
 * items 9 and 10). Each test posts from addresses of its own (X-Forwarded-For; TRUSTED_PROXY=1).
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
