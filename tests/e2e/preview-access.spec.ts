import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Browser, Page as BrowserPage, Cookie } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { ADMIN, type Cms, createTestPage, expect, login, test } from './support/cms'

const BYPASS = '__prerender_bypass'
const TOKEN = 'payload-token'

/** A published page with an unpublished draft edit, and a post that was never published. */
async function drafts(cms: Cms) {
  const suffix = randomBytes(3).toString('hex')
  const published = `Julkaistu otsikko ${suffix}`
  const draft = `Luonnosotsikko ${suffix}`
  const page = await createTestPage(cms, [], { title: published })
  await cms.update({
    collection: 'pages',
    id: page.id,
    draft: true,
    data: { title: draft, _status: 'draft' },
  })
  const post = await cms.create({
    collection: 'posts',
    data: { title: `Julkaisematon artikkeli ${suffix}`, slug: `julkaisematon-${suffix}`, _status: 'draft' },
  })
  return { page, published, draft, post, postUrl: `/blogi/${post.slug}` }
}

/** A browser of its own holding only the given cookies, as a copied or leftover cookie would be. */
async function browserWith(browser: Browser, baseURL: string, cookies: Cookie[]) {
  const context = await browser.newContext({ baseURL })
  await context.addCookies(cookies)
  return { context, page: await context.newPage() }
}

const h1 = (page: BrowserPage) => page.getByRole('heading', { level: 1 })
const previewBar = (page: BrowserPage) => page.getByRole('link', { name: 'Poistu esikatselusta' })

test.describe('draft preview needs a signed-in user, not only the preview cookie', () => {
  test('a copied or leftover preview cookie shows the published page; drafts only with a session', async ({
    page,
    browser,
    request,
    cms,
    baseURL,
  }) => {
    test.setTimeout(scaled(90_000))
    const base = String(baseURL)
    const { page: testPage, published, draft, postUrl } = await drafts(cms)
    const notFound = 'Sivua ei löytynyt'

    // The editor signs in and previews: the draft page and the unpublished post, under the bar.
    await login(page)
    await page.goto(`/next/preview?path=${encodeURIComponent(testPage.url)}`)
    await expect(h1(page)).toHaveText(draft)
    await expect(previewBar(page)).toBeVisible()
    expect((await page.goto(postUrl))?.status()).toBe(200)
    await expect(h1(page)).toHaveText(/^Julkaisematon artikkeli/)
    await expect(previewBar(page)).toBeVisible()
    const cookies = await page.context().cookies()
    const bypass = cookies.filter((c) => c.name === BYPASS)
    const session = cookies.filter((c) => c.name === TOKEN)
    expect(bypass).toHaveLength(1)
    expect(session).toHaveLength(1)
    const bypassHeader = { cookie: `${BYPASS}=${bypass[0]?.value}` }

    // The preview cookie alone, in another browser: the published page without the bar, a 404 for
    // the unpublished post, and the browser is told to forget the cookie.
    const copied = await browserWith(browser, base, bypass)
    try {
      await copied.page.goto(testPage.url)
      await expect(h1(copied.page)).toHaveText(published)
      await expect(previewBar(copied.page)).toHaveCount(0)
      expect((await copied.context.cookies()).filter((c) => c.name === BYPASS)).toHaveLength(0)
      await copied.context.addCookies(bypass)
      expect((await copied.page.goto(postUrl))?.status()).toBe(404)
      await expect(h1(copied.page)).toHaveText(notFound)
    } finally {
      await copied.context.close()
    }

    // The same by hand, as the attack was made: no draft; the visitor's page, from the cache.
    const byHand = await request.get(testPage.url, { headers: bypassHeader })
    const byHandHtml = await byHand.text()
    expect(byHandHtml).toContain(published)
    expect(byHandHtml).not.toContain(draft)
    expect(byHand.headers()['set-cookie']).toContain(`${BYPASS}=;`)
    expect((await request.get(postUrl, { headers: bypassHeader })).status()).toBe(404)

    // A session cookie that is no session (made up) does not open the drafts either.
    const forged = { cookie: `${bypassHeader.cookie}; ${TOKEN}=${session[0]?.value.slice(0, -4)}AAAA` }
    const forgedPage = await (await request.get(testPage.url, { headers: forged })).text()
    expect(forgedPage).toContain(published)
    expect(forgedPage).not.toContain(draft)
    expect(forgedPage).not.toContain('Poistu esikatselusta')
    const forgedPost = await (await request.get(postUrl, { headers: forged })).text()
    expect(forgedPost).toContain(notFound)
    expect(forgedPost).not.toContain('Julkaisematon artikkeli')

    // Visitors get the published page, from the cache, though drafts were rendered at that address.
    for (let i = 0; i < 2; i++) {
      const html = await (await request.get(testPage.url)).text()
      expect(html).toContain(published)
      expect(html).not.toContain(draft)
    }
    expect((await request.get(testPage.url)).headers()['x-nextjs-cache']).toBe('HIT')
    expect((await request.get(postUrl)).status()).toBe(404)

    // Signing out ends the preview in the editor's browser too.
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    expect((await page.context().cookies()).filter((c) => c.name === TOKEN)).toHaveLength(0)
    await page.goto(testPage.url)
    await expect(h1(page)).toHaveText(published)
    await expect(previewBar(page)).toHaveCount(0)
    expect((await page.goto(postUrl))?.status()).toBe(404)

    // Nor does the signed-out session's token, kept from before, bring the drafts back.
    const stale = await browserWith(browser, base, [...bypass, ...session])
    try {
      await stale.page.goto(testPage.url)
      await expect(h1(stale.page)).toHaveText(published)
      await expect(previewBar(stale.page)).toHaveCount(0)
      await stale.page.goto(postUrl)
      await expect(h1(stale.page)).toHaveText(notFound)
    } finally {
      await stale.context.close()
    }
  })
})

/** A signed-in editor's token, for requests that carry it in the Authorization header. */
async function editorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: ADMIN })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

/** Values of `path` (as written in the query string) a browser would follow off the site. */
const HOSTILE = [
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%09/evil.example',
  '/%0d%0aX',
  '/%0aSet-Cookie:%20x=1',
  '//evil.example',
  '/%2F/evil.example',
  '/%252F%252Fevil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  'https://evil.example',
  'evil.example',
  'javascript:alert(1)',
  '/%E2%80%AEelpmaxe.live',
  '/%00',
  '/%ZZ',
]

test.describe('the preview routes redirect only to paths of the site', () => {
  test('a signed-in editor gets 400 in Finnish for every hostile path, and 307 to a good one', async ({
    playwright,
    baseURL,
  }) => {
    // A context of its own: without cookies, so the Authorization header alone decides.
    const request = await playwright.request.newContext({ baseURL: String(baseURL) })
    try {
      const auth = { Authorization: `JWT ${await editorToken(request)}` }
      for (const route of ['/next/preview', '/next/exit-preview']) {
        for (const path of HOSTILE) {
          const answer = await request.get(`${route}?path=${path}`, { headers: auth, maxRedirects: 0 })
          expect(answer.status(), `${route}?path=${path}`).toBe(400)
          expect(answer.headers().location).toBeUndefined()
          expect(((await answer.json()) as { message: string }).message).toMatch(
            /^Virheellinen esikatseluosoite/,
          )
        }
        for (const [path, location] of [
          ['/blogi', '/blogi'],
          ['%2Fen%2Fblog%3Fcategory%3Dseo', '/en/blog?category=seo'],
          ['/palvelut/../yhteystiedot', '/yhteystiedot'],
        ]) {
          const answer = await request.get(`${route}?path=${path}`, { headers: auth, maxRedirects: 0 })
          expect(answer.status(), `${route}?path=${path}`).toBe(307)
          expect(answer.headers().location).toBe(location)
        }
        // Without a path: the home page.
        const home = await request.get(route, { headers: auth, maxRedirects: 0 })
        expect(home.headers().location).toBe('/')
      }
      // A visitor gets the same 400 for a hostile path, and 401 for a good one.
      const visitor = await playwright.request.newContext({ baseURL: String(baseURL) })
      try {
        expect((await visitor.get('/next/preview?path=/%5Cevil.example', { maxRedirects: 0 })).status()).toBe(
          400,
        )
        expect((await visitor.get('/next/preview?path=/blogi', { maxRedirects: 0 })).status()).toBe(401)
      } finally {
        await visitor.dispose()
      }
    } finally {
      await request.dispose()
    }
  })

  test('leaving the preview returns to the page it showed', async ({ page, cms }) => {
    const { page: testPage, published, draft } = await drafts(cms)
    await login(page)
    await page.goto(`/next/preview?path=${encodeURIComponent(testPage.url)}`)
    await expect(h1(page)).toHaveText(draft)
    await previewBar(page).click()
    await expect(page).toHaveURL(new RegExp(`${testPage.url}$`))
    await expect(h1(page)).toHaveText(published)
    await expect(previewBar(page)).toHaveCount(0)
  })
})
