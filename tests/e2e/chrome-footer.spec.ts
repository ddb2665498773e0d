import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Footer } from '../../src/payload-types'
import { ADMIN, type Cms, createTestPage, expect, test } from './support/cms'
import { frames } from './support/wait'

/** Axe at the page's current width; reduced motion so every section shows in its final state. */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, label).toEqual([])
}

/** Creates a published page under `parent` and returns its address. */
async function childPage(cms: Cms, title: string, parent: number): Promise<{ id: number; url: string }> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const doc = await cms.create({
    collection: 'pages',
    data: { title, slug, parent, layout: [], _status: 'published' },
  })
  return { id: doc.id, url: `/${doc.path}` }
}

type BottomMenu = NonNullable<Footer['bottomMenu']>

/** The footer global over REST as the demo admin (the cms fixture covers collections only). */
class FooterGlobal {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async open(request: APIRequestContext): Promise<FooterGlobal> {
    const login = await request.post('/api/users/login', { data: ADMIN })
    if (!login.ok()) throw new Error(`demo admin login failed: ${login.status()}`)
    return new FooterGlobal(request, ((await login.json()) as { token: string }).token)
  }

  async bottomMenu(locale: 'fi' | 'en'): Promise<BottomMenu> {
    const response = await this.request.get(`/api/globals/footer?locale=${locale}&depth=0`, {
      headers: { Authorization: `JWT ${this.token}` },
    })
    return ((await response.json()) as Footer).bottomMenu ?? []
  }

  async setBottomMenu(locale: 'fi' | 'en', bottomMenu: unknown[]): Promise<void> {
    const response = await this.request.post(`/api/globals/footer?locale=${locale}`, {
      data: { bottomMenu },
      headers: { Authorization: `JWT ${this.token}` },
    })
    if (!response.ok()) throw new Error(`footer update failed: ${response.status()} ${await response.text()}`)
  }
}

// Changes the footer global for all its tests, so it runs apart from the parallel tests.
test.describe('bottom bar mini menu', { tag: '@serial' }, () => {
  type TestPage = { id: number; url: string; title: string }
  let pages: Record<'a' | 'b' | 'c' | 'd', TestPage>
  let request: APIRequestContext
  let footer: FooterGlobal
  let original: Record<'fi' | 'en', BottomMenu>

  test.beforeAll(async ({ cms, playwright }, testInfo) => {
    request = await playwright.request.newContext({ baseURL: String(testInfo.project.use.baseURL) })
    footer = await FooterGlobal.open(request)
    original = { fi: await footer.bottomMenu('fi'), en: await footer.bottomMenu('en') }
    const suffix = Date.now().toString(36)
    const title = (key: string) => `Alapalkki ${key} ${suffix}`
    const a = { ...(await createTestPage(cms, [], { title: title('A') })), title: title('A') }
    const b = { ...(await childPage(cms, title('B'), a.id)), title: title('B') }
    const c = { ...(await childPage(cms, title('C'), b.id)), title: title('C') }
    const d = { ...(await createTestPage(cms, [], { title: title('D') })), title: title('D') }
    pages = { a, b, c, d }
    const item = (page: TestPage, depth: number) => ({
      link: { type: 'internal', page: page.id, label: page.title },
      depth,
    })
    await footer.setBottomMenu('fi', [item(a, 1), item(b, 2), item(c, 3), item(d, 1)])
  })

  test.afterAll(async () => {
    // Other specs expect the seeded footer: put back both locales' labels on the original rows.
    await footer.setBottomMenu('fi', original.fi)
    await footer.setBottomMenu('en', original.en)
    await request.dispose()
  })

  test('phone: a select with dash prefixes, the current page chosen; keyboard and choosing navigate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(pages.b.url)
    const nav = page.locator('footer').getByRole('navigation', { name: 'Alatunnisteen valikko' })
    const select = nav.getByLabel('Siirry sivulle')
    await expect(select).toBeVisible()
    await expect(nav.locator('ul').first()).toBeHidden()
    await expect(select.locator('option')).toHaveText([
      pages.a.title,
      `– ${pages.b.title}`,
      `– – ${pages.c.title}`,
      pages.d.title,
    ])
    await expect(select).toHaveValue(pages.b.url)

    // An arrow key on a closed select only moves the choice; Enter goes there.
    await select.focus()
    const navigations: string[] = []
    page.on('request', (r) => r.isNavigationRequest() && navigations.push(r.url()))
    await page.keyboard.press('ArrowDown')
    await expect(select).toHaveValue(pages.c.url)
    // The change handler has run by the next frames; a navigation would have sent its request.
    await frames(page)
    expect(navigations).toEqual([])
    expect(new URL(page.url()).pathname).toBe(pages.b.url)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === pages.c.url)
    await expect(nav.getByLabel('Siirry sivulle')).toHaveValue(pages.c.url)

    // Choosing an option (as a pointer or a phone's picker does) navigates at once.
    await nav.getByLabel('Siirry sivulle').selectOption({ label: pages.d.title })
    await page.waitForURL((url) => url.pathname === pages.d.url)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectNoAxeViolations(page, 'bottom menu at 390px')
  })

  test('desktop: a nested link list with the current page marked', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(pages.b.url)
    const nav = page.locator('footer').getByRole('navigation', { name: 'Alatunnisteen valikko' })
    await expect(nav.getByLabel('Siirry sivulle')).toBeHidden()
    const top = nav.getByRole('list').first()
    await expect(top).toBeVisible()
    await expect(top.locator(':scope > li > a')).toHaveText([pages.a.title, pages.d.title])
    const b = top.locator(':scope > li > ul > li > a')
    await expect(b).toHaveText(pages.b.title)
    await expect(b).toHaveAttribute('aria-current', 'page')
    const c = top.locator(':scope > li > ul > li > ul > li > a')
    await expect(c).toHaveText(pages.c.title)
    // Deeper levels are indented under their parent.
    const [bBox, cBox] = [await b.boundingBox(), await c.boundingBox()]
    expect(cBox?.x ?? 0).toBeGreaterThan(bBox?.x ?? 0)
    await c.click()
    await expect(page).toHaveURL((url) => url.pathname === pages.c.url)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectNoAxeViolations(page, 'bottom menu at 1440px')
  })
})

test.describe('breadcrumbs', () => {
  test('a page four levels deep: home, folded middle, last two; keyboard and mouse', async ({
    page,
    cms,
  }) => {
    const root = await createTestPage(cms, [], { title: 'Murupolku taso 1' })
    const second = await childPage(cms, 'Murupolku taso 2', root.id)
    const third = await childPage(cms, 'Murupolku taso 3', second.id)
    const fourth = await childPage(cms, 'Murupolku taso 4', third.id)

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(fourth.url)
    const nav = page.getByRole('navigation', { name: 'Murupolku' })
    await expect(nav.getByRole('link', { name: 'Etusivu' })).toHaveAttribute('href', '/')
    const current = nav.locator('[aria-current="page"]')
    await expect(current).toHaveText('Murupolku taso 4')
    await expect(nav.getByRole('link', { name: 'Murupolku taso 4' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Murupolku taso 3' })).toHaveAttribute('href', third.url)
    // The two middle crumbs (including the one fetched beyond the populated depth) are folded.
    const details = nav.locator('details')
    const toggle = details.locator('summary')
    await expect(toggle).toHaveAttribute('aria-label', 'Näytä koko polku')
    await expect(details).not.toHaveAttribute('open')
    await expect(nav.getByRole('link', { name: 'Murupolku taso 1' })).toBeHidden()

    // Keyboard: Tab from home reaches the toggle, Enter opens it, Tab goes on to the revealed crumbs.
    await nav.getByRole('link', { name: 'Etusivu' }).focus()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(details).toHaveAttribute('open')
    await expect(nav.getByRole('link', { name: 'Murupolku taso 1' })).toHaveAttribute('href', root.url)
    await expect(nav.getByRole('link', { name: 'Murupolku taso 2' })).toHaveAttribute('href', second.url)
    // docs/page.md: the reveal takes 400 ms.
    await expect(details.locator('ol')).toHaveCSS('animation-duration', '0.4s')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Murupolku taso 1' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    await expect(details).not.toHaveAttribute('open')

    // Mouse.
    await toggle.click()
    await expect(nav.getByRole('link', { name: 'Murupolku taso 2' })).toBeVisible()
    await nav.getByRole('link', { name: 'Murupolku taso 2' }).click()
    await expect(page).toHaveURL((url) => url.pathname === second.url)
    // Three crumbs (home, level 1, level 2): nothing to fold.
    await expect(page.getByRole('navigation', { name: 'Murupolku' }).locator('details')).toHaveCount(0)

    // Search engines get the full trail.
    await page.goto(fourth.url)
    const text = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.textContent ?? '')
        .find((json) => json.includes('BreadcrumbList')),
    )
    const jsonLd = JSON.parse(text ?? '{}')
    expect(jsonLd['@type']).toBe('BreadcrumbList')
    expect(jsonLd.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Etusivu',
      'Murupolku taso 1',
      'Murupolku taso 2',
      'Murupolku taso 3',
      'Murupolku taso 4',
    ])

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await toggle.click()
    await expect(details.locator('ol')).toHaveCSS('animation-name', 'none')
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(fourth.url)
      await expectNoAxeViolations(page, `breadcrumbs at ${width}px`)
    }
  })

  test('absent on the home page and where the page turns it off', async ({ page, cms }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Murupolku' })).toHaveCount(0)
    await page.goto('/en')
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0)

    const shown = await createTestPage(cms, [])
    await page.goto(shown.url)
    await expect(page.getByRole('navigation', { name: 'Murupolku' }).getByRole('listitem')).toHaveCount(2)

    const hidden = await cms.create({
      collection: 'pages',
      data: {
        title: 'Ilman murupolkua',
        slug: `ilman-${shown.slug}`,
        showBreadcrumbs: false,
        _status: 'published',
      },
    })
    await page.goto(`/${hidden.path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ilman murupolkua')
    await expect(page.getByRole('navigation', { name: 'Murupolku' })).toHaveCount(0)
  })

  test('language menu on a nested page goes to its translation, or to the home page without one', async ({
    page,
    cms,
  }) => {
    const parent = await createTestPage(cms, [], { title: 'Kielivalikko yläsivu' })
    const child = await childPage(cms, 'Kielivalikko alasivu', parent.id)
    await cms.update({
      collection: 'pages',
      id: child.id,
      locale: 'en',
      data: { title: 'Language menu child', slug: `language-child-${parent.slug}` },
    })
    await page.goto(child.url)
    const languages = page.getByRole('navigation', { name: 'Kieli' }).first()
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `/en/language-child-${parent.slug}`,
    )
    await languages.getByRole('link', { name: 'English' }).click()
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current="page"]'),
    ).toHaveText('Language menu child')
    await page.goto(parent.url)
    await expect(
      page.getByRole('navigation', { name: 'Kieli' }).first().getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/en')
  })
})

test.describe('sticky column', () => {
  const layout = (title: string) => [
    {
      blockType: 'section' as const,
      anchorId: 'pitka-osio',
      columns: [
        {
          widths: { phone: '1/1' as const, tablet: '1/3' as const, desktop: '1/3' as const },
          sticky: 'top' as const,
          widgets: [{ blockType: 'heading' as const, text: title, level: 'h2' as const }],
        },
        {
          widths: { phone: '1/1' as const, tablet: '2/3' as const, desktop: '2/3' as const },
          widgets: Array.from({ length: 40 }, (_, i) => ({
            blockType: 'heading' as const,
            text: `Pitkän osion kohta ${i + 1}`,
            level: 'h2' as const,
          })),
        },
      ],
    },
    {
      blockType: 'section' as const,
      columns: [
        {
          // Tall enough that the page can scroll this heading to the top whatever the footer's height.
          widgets: [
            { blockType: 'heading' as const, text: 'Seuraava osio', level: 'h2' as const },
            ...Array.from({ length: 12 }, (_, i) => ({
              blockType: 'heading' as const,
              text: `Seuraavan osion kohta ${i + 1}`,
              level: 'h3' as const,
            })),
          ],
        },
      ],
    },
  ]

  test('desktop: stays in view below the header while its section scrolls, then leaves with it', async ({
    page,
    cms,
  }) => {
    const { url } = await createTestPage(cms, layout('Kiinnitetty sarake'))
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(url)
    const column = page.locator('[data-sticky="top"]')
    await expect(column).toHaveCSS('position', 'sticky')
    const sectionTop = await page
      .locator('#pitka-osio')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    // docs/page.md: the height the header covers (--header-h, kept by the header) + 20 px.
    const stickyTop = () =>
      page.evaluate(() => {
        const covered = Number.parseFloat(
          getComputedStyle(document.documentElement).getPropertyValue('--header-h'),
        )
        return (Number.isFinite(covered) ? covered : 0) + 20
      })
    let offset = 0
    for (const y of [800, 1400]) {
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), sectionTop + y)
      await expect
        .poll(async () => Math.round(((await column.boundingBox())?.y ?? -1) - (await stickyTop())))
        .toBe(0)
      offset = await stickyTop()
      // Never under the header: 20 px clear of whatever the header covers.
      const headerBottom = await page.evaluate(() => {
        const rect = document.querySelector('header')?.getBoundingClientRect()
        return rect && rect.bottom > 0 ? rect.bottom : 0
      })
      expect((await column.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom + 18)
    }
    // Once its section ends, the column leaves with it (the "container bottom" state).
    await page
      .getByRole('heading', { name: 'Seuraava osio' })
      .evaluate((el) =>
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' }),
      )
    await expect.poll(async () => (await column.boundingBox())?.y ?? 0).toBeLessThan(offset - 50)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expectNoAxeViolations(page, 'sticky column at 1440px')
  })

  test('phone: an ordinary column that scrolls away', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, layout('Ei kiinni puhelimessa'))
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(url)
    const column = page.locator('[data-sticky="top"]')
    await expect(column).toHaveCSS('position', 'static')
    const before = (await column.boundingBox())?.y ?? 0
    await page.evaluate(() => window.scrollBy({ top: 500, behavior: 'instant' }))
    await expect.poll(async () => (await column.boundingBox())?.y ?? 0).toBeCloseTo(before - 500, -1)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectNoAxeViolations(page, 'sticky column at 390px')
  })
})
