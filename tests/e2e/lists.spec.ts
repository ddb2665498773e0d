import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { finnishSortKey } from '../../src/lib/collation'
import { scaled } from '../support/time-scale'
import { expect, test } from './support/cms'
import { horizontalOverflow, screenshots, WIDTHS } from './support/screens'
import { frames } from './support/wait'

const BLOG = '/blogi'
const PORTFOLIO = '/referenssit'
const GALLERIES = '/galleriat'

const list = (page: Page) => page.locator('[data-list]').first()
const items = (page: Page) => list(page).locator('[data-list-items] > [data-post-id]')

async function names(page: Page): Promise<string[]> {
  return items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-name') ?? ''))
}

async function ids(page: Page): Promise<string[]> {
  return items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id') ?? ''))
}

/** The category filter links other than "all", as their slugs. */
async function categorySlugs(page: Page): Promise<string[]> {
  const filters = await list(page)
    .locator('[data-filter^="category-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-filter') ?? ''))
  return filters.map((f) => f.replace(/^category-/, '')).filter((f) => f !== '0')
}

/** A marker on window that a full page load would wipe: proves an update happened in place. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { inPlace: boolean }).inPlace = true
  })
}

async function stillInPlace(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { inPlace?: boolean }).inPlace === true)
}

/** The list's island attaches after hydration; until then clicks are ordinary navigations. */
async function ready(page: Page): Promise<void> {
  await page.locator('[data-list][data-list-ready]').first().waitFor()
}

function isSortedBy(values: string[], key: (v: string) => string, order: 'asc' | 'desc'): boolean {
  const keys = values.map(key)
  const sorted = [...keys].sort()
  if (order === 'desc') sorted.reverse()
  return keys.every((k, i) => k === sorted[i])
}

test.describe('lists without JavaScript @smoke', () => {
  test.use({ javaScriptEnabled: false })

  test('a filtered, sorted page renders completely on the server, kept out of search engines', async ({
    page,
  }) => {
    await page.goto(BLOG)
    const [slug] = await categorySlugs(page)
    expect(slug, 'the blog offers category filters').toBeTruthy()
    const response = await page.goto(`${BLOG}?category=${slug}&sort=name&order=asc`)
    expect(response?.status()).toBe(200)
    const shown = await names(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(isSortedBy(shown, finnishSortKey, 'asc'), shown.join(' | ')).toBe(true)
    await expect(list(page).locator(`[data-filter="category-${slug}"]`)).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(list(page).locator('[data-by="name"]')).toHaveAttribute('aria-current', 'true')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /follow/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogi$/)
    // The active category links back to all: clicking it again toggles the filter off.
    const active = list(page).locator(`[data-filter="category-${slug}"]`)
    expect(await active.getAttribute('href')).not.toContain('category=')
  })

  test('pages are links; page 2 is indexable under its own address', async ({ page }) => {
    await page.goto(BLOG)
    const first = await ids(page)
    await list(page).locator('[data-list-pagination] a[rel="next"]').click()
    await expect(page).toHaveURL(/\?page=2/)
    const second = await ids(page)
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((id) => first.includes(id))).toEqual([])
    await expect(list(page).locator('[aria-current="page"]')).toHaveText('2')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogi\?page=2$/)
  })

  test('load more is a link to the next page, which shows every page up to it', async ({ page }) => {
    await page.goto(PORTFOLIO)
    const first = await ids(page)
    await list(page).locator('[data-list-more]').click()
    await expect(page).toHaveURL(/\?page=2/)
    const both = await ids(page)
    expect(both.slice(0, first.length)).toEqual(first)
    expect(both.length).toBeGreaterThan(first.length)
  })

  test('bad list parameters are clamped or refused with a Finnish page, never a 500', async ({ page }) => {
    for (const query of ['page=-4', 'page=abc', 'sort=price', 'order=sideways', "category=' OR 1=1 --"]) {
      const response = await page.goto(`${BLOG}?${query}`)
      expect(response?.status(), query).toBe(200)
      expect(await items(page).count(), query).toBeGreaterThan(0)
    }
    for (const query of ['category=ei-tallaista-kategoriaa', 'page=999', `page=${'9'.repeat(30)}`]) {
      const missing = await page.goto(`${BLOG}?${query}`)
      expect(missing?.status(), query).toBe(404)
      await expect(page.locator('h1'), query).toContainText('Sivua ei löytynyt')
    }
  })
})

test.describe('lists with JavaScript', () => {
  test('the filter updates in place, the address follows, the count is announced; clicked again it toggles off', async ({
    page,
  }) => {
    await page.goto(BLOG)
    await ready(page)
    const all = await ids(page)
    const [slug] = await categorySlugs(page)
    await markWindow(page)
    const status = list(page).locator('[data-list-status]')
    await expect(status).toHaveAttribute('role', 'status')
    const before = await status.textContent()
    await list(page).locator(`[data-filter="category-${slug}"]`).click()
    await expect(page).toHaveURL(new RegExp(`\\?category=${slug}$`))
    await expect(list(page).locator(`[data-filter="category-${slug}"]`)).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(status).not.toHaveText(before ?? '')
    await expect(status).toHaveText(/\d+ tulosta|1 tulos/)
    expect(await stillInPlace(page)).toBe(true)
    // Focus stays on the control the visitor used.
    await expect(list(page).locator(`[data-filter="category-${slug}"]`)).toBeFocused()
    await list(page).locator(`[data-filter="category-${slug}"]`).click()
    await expect(page).toHaveURL(/\/blogi$/)
    await expect.poll(() => ids(page)).toEqual(all)
    expect(await stillInPlace(page)).toBe(true)
  })

  test('paging resets to page 1 when the sort changes; Back returns to the previous state', async ({
    page,
  }) => {
    await page.goto(BLOG)
    await ready(page)
    const first = await ids(page)
    await markWindow(page)
    await list(page).locator('[data-list-pagination] [data-page="2"]').first().click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect.poll(async () => (await ids(page))[0]).not.toBe(first[0])
    // Keyboard users continue from the first item of the new page.
    await expect(items(page).first().locator('a').first()).toBeFocused()
    await list(page).locator('[data-by="name"]').click()
    await expect(page).toHaveURL(/\?sort=name$/)
    await expect.poll(async () => isSortedBy(await names(page), finnishSortKey, 'asc')).toBe(true)
    await page.goBack()
    await expect(page).toHaveURL(/\?page=2$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/blogi$/)
    await expect.poll(() => ids(page)).toEqual(first)
    expect(await stillInPlace(page)).toBe(true)
  })

  test('a superseded request is aborted; an unsuccessful answer appends nothing and the list stays usable', async ({
    page,
  }) => {
    await page.goto(BLOG)
    await ready(page)
    const [a, b] = await categorySlugs(page)
    const aborted: string[] = []
    page.on('requestfailed', (r) => {
      if (r.url().endsWith('/next/list')) aborted.push(r.failure()?.errorText ?? '')
    })
    let calls = 0
    let slowAnswered = () => {}
    const slowDone = new Promise<void>((resolve) => {
      slowAnswered = resolve
    })
    await page.route('**/next/list', async (route) => {
      const call = ++calls
      // The first answer is slow, so the second click overtakes it.
      if (call === 1) await new Promise((r) => setTimeout(r, 1500))
      await route.continue().catch(() => undefined)
      if (call === 1) slowAnswered()
    })
    await list(page).locator(`[data-filter="category-${a}"]`).click()
    await list(page).locator(`[data-filter="category-${b}"]`).click()
    await expect(page).toHaveURL(new RegExp(`category=${b}`))
    await expect(list(page).locator(`[data-filter="category-${b}"]`)).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => aborted.length).toBeGreaterThan(0)
    await slowDone
    await frames(page)
    // The slow, superseded answer never lands.
    await expect(list(page).locator(`[data-filter="category-${b}"]`)).toHaveAttribute('aria-current', 'true')

    await page.unroute('**/next/list')
    const shown = await ids(page)
    await page.route('**/next/list', (route) => route.fulfill({ status: 500, body: '{"success":false}' }))
    const failed = page.waitForResponse('**/next/list')
    await list(page).locator('[data-filter="category-0"]').click()
    await failed
    await frames(page)
    expect(await ids(page)).toEqual(shown)
    await page.unroute('**/next/list')
    await list(page).locator('[data-filter="category-0"]').click()
    await expect(page).toHaveURL(/\/blogi$/)
  })

  test('load more appends the next page and moves focus to the first new item', async ({ page }) => {
    await page.goto(PORTFOLIO)
    await ready(page)
    const first = await ids(page)
    await markWindow(page)
    const more = list(page).locator('[data-list-more]')
    await more.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await ids(page)).length).toBeGreaterThan(first.length)
    expect((await ids(page)).slice(0, first.length)).toEqual(first)
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(items(page).nth(first.length).locator('a').first()).toBeFocused()
    expect(await stillInPlace(page)).toBe(true)
  })

  test('lazy mode loads the next page when the button nears the viewport, without history entries', async ({
    page,
    request,
  }) => {
    const served = await (await request.get(GALLERIES)).text()
    const first = [...served.matchAll(/data-post-id="(\d+)"/g)].length
    // A short window: the button starts more than two window heights below.
    await page.setViewportSize({ width: 1440, height: 200 })
    await page.goto(GALLERIES)
    await ready(page)
    const total = Number((await list(page).locator('[data-list-status]').textContent())?.match(/\d+/)?.[0])
    expect(total).toBeGreaterThan(first)
    await page.waitForTimeout(500)
    expect(await ids(page)).toHaveLength(first)
    const entries = await page.evaluate(() => history.length)
    await list(page).locator('[data-list-more]').scrollIntoViewIfNeeded()
    await expect.poll(async () => (await ids(page)).length).toBe(total)
    await expect(page).toHaveURL(/\?page=2$/)
    expect(await page.evaluate(() => history.length)).toBe(entries)
  })

  test('load more says it is loading while the request runs', async ({ page }) => {
    await page.goto(PORTFOLIO)
    await ready(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/next/list', async (route) => {
      await held
      await route.continue()
    })
    const more = list(page).locator('[data-list-more]')
    await more.click()
    await expect(more).toHaveText('Ladataan…')
    await expect(more).toHaveAttribute('aria-disabled', 'true')
    await expect(list(page)).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(list(page)).not.toHaveAttribute('aria-busy', 'true')
  })

  test('items glide to their new places (FLIP), not under reduced motion; paging scrolls to the list top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(BLOG)
    await ready(page)
    // Counts the animations started, since a busy machine may read after short ones have ended.
    await page.evaluate(() => {
      const w = window as unknown as { glides: number }
      w.glides = 0
      const animate = Element.prototype.animate
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        w.glides += 1
        return animate.apply(this, args)
      }
    })
    const glides = () => page.evaluate(() => (window as unknown as { glides: number }).glides)
    const [slug] = await categorySlugs(page)
    await list(page).locator(`[data-filter="category-${slug}"]`).click()
    await expect(page).toHaveURL(new RegExp(`category=${slug}`))
    await expect.poll(glides).toBeGreaterThan(0)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    const before = await glides()
    await list(page).locator('[data-filter="category-0"]').click()
    await expect(page).toHaveURL(/\/blogi$/)
    expect(await glides()).toBe(before)

    // From the page links at the bottom, the new page starts at the list's top, below the header.
    await list(page).locator('[data-list-pagination] [data-page="2"]').first().scrollIntoViewIfNeeded()
    await list(page).locator('[data-list-pagination] [data-page="2"]').first().click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect
      .poll(() => list(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200)
    expect(await list(page).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
  })

  test('list pages pass axe with the controls in use, fit a phone, and screenshots', async ({ page }) => {
    // Three pages, each at two widths with axe and screenshots: more than the default minute when busy.
    test.setTimeout(scaled(180_000))
    for (const path of [BLOG, PORTFOLIO, GALLERIES]) {
      await screenshots(page, path, `list${path.replaceAll('/', '_')}`)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        expect(await horizontalOverflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0)
        const results = await new AxeBuilder({ page }).analyze()
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
          [],
        )
      }
    }
  })
})

test.describe('the list endpoint (docs/lists.md) @smoke', () => {
  async function blogPage(page: Page): Promise<{ postID: string; listId: string }> {
    await page.goto(BLOG)
    const root: Locator = list(page)
    return {
      postID: (await root.getAttribute('data-page-id')) ?? '',
      listId: (await root.getAttribute('data-list-id')) ?? '',
    }
  }

  test('answers the documented fields (docs/lists.md), and load-more leaves out the visible items', async ({
    page,
    request,
  }) => {
    const { postID, listId } = await blogPage(page)
    const visible = await ids(page)
    const form = {
      action: 'list',
      postID,
      listId,
      paged: '1',
      targetPage: '2',
      term: '0',
      orderby: 'date',
      order: 'desc',
      nonce: '',
      contentType: 'posts',
      pageData: 'fi',
      sender: 'more',
      visibleItems: visible.join(','),
    }
    const response = await request.post('/next/list', { form })
    expect(response.status()).toBe(200)
    const body = await response.json()
    for (const key of [
      'success',
      'html',
      'orderby',
      'order',
      'newNonce',
      'itemsToDelete',
      'paginationHtml',
      'currentPage',
    ])
      expect(body, key).toHaveProperty(key)
    expect(body.success).toBe(true)
    expect(body.currentPage).toBe(2)
    const got = [...String(body.html).matchAll(/data-post-id="(\d+)"/g)].map((m) => m[1])
    expect(got.length).toBeGreaterThan(0)
    expect(got.filter((id) => visible.includes(id ?? ''))).toEqual([])

    const filtered = await request.post('/next/list', {
      form: { ...form, sender: 'filter', targetPage: '1', orderby: 'name', order: 'asc' },
    })
    const sorted = await filtered.json()
    expect(sorted.orderby).toBe('name')
    expect(sorted.itemsToDelete.length).toBeGreaterThan(0)
  })

  test('bad input gets a 4xx with a Finnish message or a clamped answer, never a 500', async ({
    page,
    request,
  }) => {
    const { postID, listId } = await blogPage(page)
    const base = { postID, listId, pageData: 'fi', sender: 'paginator', contentType: 'posts' }
    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      request.post('/next/list', { form, headers })
    const clamped: Record<string, string>[] = [
      { orderby: 'price; DROP TABLE posts' },
      { targetPage: '-3' },
      { targetPage: 'abc' },
      { term: "' OR 1=1 --" },
    ]
    for (const extra of clamped) {
      const response = await post({ ...base, ...extra })
      expect(response.status(), JSON.stringify(extra)).toBe(200)
      expect((await response.json()).success).toBe(true)
    }
    const refused: [Record<string, string>, number][] = [
      [{ ...base, contentType: 'users' }, 400],
      [{ ...base, term: 'ei-ole-olemassa' }, 404],
      [{ ...base, targetPage: '9'.repeat(40) }, 404],
      [{ ...base, postID: 'x' }, 400],
      [{ ...base, postID: '999999' }, 404],
      [{ ...base, sender: 'hacker' }, 400],
      [{ ...base, visibleItems: Array.from({ length: 10_000 }, (_, i) => i + 1).join(',') }, 413],
    ]
    for (const [form, status] of refused) {
      const response = await post(form)
      expect(response.status(), JSON.stringify(form).slice(0, 80)).toBe(status)
      expect((await response.json()).message).toMatch(/[a-zåäö]/i)
    }
    const crossSite = await post(base, { origin: 'https://evil.example' })
    expect(crossSite.status()).toBe(403)
    expect((await request.get('/next/list')).status()).toBe(405)
  })
})

test.describe('posts, portfolio items and galleries @smoke', () => {
  test('each has its own page with breadcrumbs, JSON-LD, hreflang and Open Graph, in both locales', async ({
    page,
  }) => {
    const cases = [
      { list: BLOG, type: 'BlogPosting', prefix: '/blogi/', en: '/en/blog/' },
      { list: PORTFOLIO, type: 'CreativeWork', prefix: '/referenssit/', en: '/en/portfolio/' },
      { list: GALLERIES, type: 'ImageGallery', prefix: '/galleriat/', en: '/en/galleries/' },
    ]
    for (const c of cases) {
      await page.goto(c.list)
      // The newest items may be other tests' Finnish-only fixtures: take the first seeded one,
      // which has an English version too.
      const cards = await items(page).evaluateAll((els) =>
        els.map((el) => ({
          name: el.getAttribute('data-name') ?? '',
          href: el.querySelector('h2 a, h3 a')?.getAttribute('href') ?? '',
        })),
      )
      let en: string | null = null
      let checked = 0
      for (const { name, href } of cards) {
        expect(href, c.list).toMatch(new RegExp(`^${c.prefix}[a-z0-9-]+$`))
        expect((await page.goto(href))?.status()).toBe(200)
        en = await page
          .locator('link[rel="alternate"][hreflang="en"]')
          .getAttribute('href', { timeout: scaled(1000) })
          .catch(() => null)
        if (!en) continue
        await expect(page.locator('h1')).toHaveText(name)
        const crumbs = page.getByRole('navigation', { name: 'Murupolku' })
        await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', c.list)
        const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
        expect(ld.map((text) => JSON.parse(text)['@type'])).toContain(c.type)
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//)
        checked++
        break
      }
      expect(checked, `${c.list}: a document with an English version`).toBe(1)
      expect(en).toContain(c.en)
      const english = await page.goto(new URL(en ?? '').pathname)
      expect(english?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    }
  })

  test('the sitemap lists them', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const prefix of ['/blogi/', '/en/blog/', '/referenssit/', '/galleriat/'])
      expect(xml, prefix).toContain(`${prefix}`)
  })
})
