import type { Locator, Page } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, FieldErrors, test } from './support/cms'
import { horizontalOverflow, screenshots, settle, WIDTHS } from './support/screens'
import { axeViolations } from './support/widgets'

/** The family's showcase page under Widgetit, in both locales (src/seed/showcase/timelines-team.ts). */
const FI = '/widgetit/aikajanat-ja-tiimi'
const EN = '/en/widgets/timelines-and-team'

const story = (page: Page) => page.locator('#aikajana ol')
const cardOf = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true }).locator('xpath=ancestor::div[1]/..')

async function box(selector: Locator) {
  const b = await selector.boundingBox()
  if (!b) throw new Error('not rendered')
  return b
}

test.describe('timeline, team cards and icon lists without JavaScript', () => {
  // Every check in this block runs with page scripts off: these widgets are plain HTML and CSS.
  test.use({ javaScriptEnabled: false })

  test('timeline: an ordered list of dated items with headings, alternating on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const response = await page.goto(FI)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aikajanat ja tiimi')
    // Page scripts really are off: the page-wide runtime never marked the root with the device.
    await expect(page.locator('html')).not.toHaveAttribute('data-device', /./)
    const items = story(page).locator(':scope > li')
    await expect(items).toHaveCount(6)
    await expect(story(page).getByRole('heading', { level: 3 })).toHaveText([
      'Kajo Digital perustetaan',
      'Ensimmäinen verkkokauppa',
      'Saavutettavuus keskiöön',
      'Uusi toimisto Finlaysonilla',
      'Kuusi tekijää',
      'Kevyemmät sivut',
    ])
    await expect(items.first().locator('time')).toHaveAttribute('datetime', '2014')
    await expect(items.first().locator('time')).toHaveText('2014')
    // Markers are decorative; the 4th item's picture keeps its alt text.
    await expect(items.first().locator('[aria-hidden="true"] svg')).toHaveCount(1)
    await expect(items.nth(3).locator('img')).toHaveAttribute('alt', /Työpöytä/)

    // Desktop: odd items left of the line, even items right of it.
    const marker = (i: number) => items.nth(i).locator('[aria-hidden="true"]').first()
    const card = (i: number) => items.nth(i).locator('h3').locator('..')
    for (const i of [0, 2, 4]) {
      expect((await box(card(i))).x + (await box(card(i))).width).toBeLessThan((await box(marker(i))).x)
    }
    for (const i of [1, 3, 5]) {
      const m = await box(marker(i))
      expect((await box(card(i))).x).toBeGreaterThan(m.x + m.width)
    }
    // The one-sided timeline (project phases) keeps every card right of its marker.
    const phases = page.locator('#vaiheet ol > li')
    await expect(phases).toHaveCount(4)
    const xs = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await box(phases.nth(i).locator('h3').locator('..'))).x),
    )
    expect(new Set(xs.map(Math.round)).size).toBe(1)
  })

  test('timeline on a phone: one column beside the line, nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(FI)
    const items = story(page).locator(':scope > li')
    const cards = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => box(items.nth(i).locator('h3').locator('..'))),
    )
    const markers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => box(items.nth(i).locator('[aria-hidden="true"]').first())),
    )
    for (const [i, c] of cards.entries()) {
      expect(Math.round(c.x)).toBe(Math.round(cards[0]?.x ?? -1))
      expect(c.x).toBeGreaterThan((markers[i]?.x ?? 0) + (markers[i]?.width ?? 0))
      if (i > 0) expect(c.y).toBeGreaterThan((cards[i - 1]?.y ?? 0) + (cards[i - 1]?.height ?? 0))
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })

  test('team cards: name heading, role, photo or none, contact and profile links with names', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const aino = cardOf(page, 'Aino Virtanen')
    await expect(page.getByRole('heading', { level: 3, name: 'Aino Virtanen' })).toBeVisible()
    await expect(aino.getByText('Toimitusjohtaja', { exact: true })).toBeVisible()
    // The photo is decorative: the name beside it says who it is.
    await expect(aino.locator('img')).toHaveAttribute('alt', '')
    await expect(
      aino.getByRole('link', { name: 'Sähköposti: aino.virtanen@kajodigital.example' }),
    ).toHaveAttribute('href', 'mailto:aino.virtanen@kajodigital.example')
    await expect(aino.getByRole('link', { name: 'Puhelin: +358 40 123 4567' })).toHaveAttribute(
      'href',
      'tel:+358401234567',
    )
    const linkedin = aino.getByRole('link', { name: 'LinkedIn: Aino Virtanen (avautuu uuteen välilehteen)' })
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
    const mikko = cardOf(page, 'Mikko Laine')
    const github = mikko.getByRole('link', { name: 'GitHub: Mikko Laine', exact: true })
    await expect(github).not.toHaveAttribute('target', /.*/)
    // Icon-only links are big enough to hit.
    const g = await box(github)
    expect(Math.min(g.width, g.height)).toBeGreaterThanOrEqual(44)
    // A card without a photo is just text.
    const jussi = cardOf(page, 'Jussi Nieminen')
    await expect(jussi.getByText('Projektipäällikkö', { exact: true })).toBeVisible()
    await expect(jussi.locator('img')).toHaveCount(0)

    // Desktop: three cards side by side; phone: stacked.
    const tops = async () =>
      Promise.all(
        ['Aino Virtanen', 'Mikko Laine', 'Sanna Korhonen'].map(async (n) => (await box(cardOf(page, n))).y),
      )
    const wide = await tops()
    expect(Math.max(...wide) - Math.min(...wide)).toBeLessThan(2)
    await page.setViewportSize({ width: 390, height: 800 })
    const narrow = await tops()
    expect(narrow[1] ?? 0).toBeGreaterThan((narrow[0] ?? 0) + 200)
    expect(narrow[2] ?? 0).toBeGreaterThan((narrow[1] ?? 0) + 200)
    // A long address breaks after its @, not inside the domain.
    const email = cardOf(page, 'Sanna Korhonen').getByRole('link', { name: /sanna\.korhonen/ })
    // The domain (the text after the <wbr>) sits on one line.
    const domainLines = await email.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el.lastElementChild?.lastChild ?? el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect(domainLines).toBe(1)
    await expect(email).toContainText('kajodigital.example')
  })

  test('icon lists: lists of decorative icons and text, links named by their text', async ({ page }) => {
    await page.goto(FI)
    const lists = page.locator('#ikonilistat ul')
    await expect(lists).toHaveCount(3)
    await expect(lists.first().getByRole('listitem')).toHaveText([
      'Nopeat sivut mobiilissakin',
      'Saavutettavuus sisäänrakennettuna',
      'Tamperelainen tiimi, suora yhteys',
    ])
    await expect(lists.first().locator('svg').first()).toHaveAttribute('aria-hidden', 'true')
    // Size option: "Suuri" is 28 px; "Pieni" 16 px.
    await expect(lists.first().locator('svg').first()).toHaveAttribute('width', '28')
    await expect(lists.nth(2).locator('svg').first()).toHaveAttribute('width', '16')
    await expect(lists.nth(1).getByRole('link', { name: 'Palvelumme', exact: true })).toHaveAttribute(
      'href',
      '/palvelut',
    )
    const external = lists.nth(1).getByRole('link', { name: /suomi\.fi/ })
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(external).toHaveAccessibleName(/avautuu uuteen välilehteen/)
    await expect(lists.nth(2).getByRole('link', { name: 'hei@kajodigital.example' })).toHaveAttribute(
      'href',
      'mailto:hei@kajodigital.example',
    )
    // Colour option: the "check" icons in the included list are white on green circles.
    const included = page.locator('#vaiheet ul li').first().locator('span').first()
    await expect(included).toHaveCSS('background-color', 'rgb(31, 95, 74)')
    await expect(included).toHaveCSS('border-radius', '50%')
  })

  test('the showcase loads no JavaScript beyond what a plain content page loads', async ({ request }) => {
    const scripts = async (path: string) => {
      const html = await (await request.get(path)).text()
      return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))
    }
    const plain = await scripts('/tietoa-meista')
    expect(plain.size).toBeGreaterThan(0)
    for (const path of [FI, EN]) {
      const extra = [...(await scripts(path))].filter((src) => !plain.has(src))
      expect(extra, path).toEqual([])
    }
  })

  test('bad configuration never breaks the page: empty widgets render nothing', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'heading', text: 'Tyhjät', level: 'h2' },
              { blockType: 'timeline', items: [] },
              { blockType: 'iconList', items: [] },
              { blockType: 'teamMember', name: 'Vain nimi' },
            ],
          },
        ],
      },
    ])
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main section ol')).toHaveCount(0)
    await expect(page.locator('main section ul')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Vain nimi' })).toBeVisible()
    await expect(page.locator('main img')).toHaveCount(0)
  })
})

test.describe('timeline, team cards and icon lists in the CMS', () => {
  test('the editor is told about a bad date, address, email or phone number, in Finnish', async ({ cms }) => {
    const save = (widget: Record<string, unknown>) =>
      createTestPage(cms, [{ blockType: 'section', columns: [{ widgets: [widget as never] }] }])
    const cases: [Record<string, unknown>, string][] = [
      [{ blockType: 'timeline', items: [{ title: 'A', dateTime: 'keväällä' }] }, 'VVVV'],
      [
        { blockType: 'teamMember', name: 'A', profiles: [{ network: 'x', url: 'javascript:alert(1)' }] },
        'https://',
      ],
      [{ blockType: 'teamMember', name: 'A', email: 'aino@' }, 'Sähköpostiosoite on virheellinen.'],
      [{ blockType: 'teamMember', name: 'A', phone: 'soita minulle' }, 'Puhelinnumero on virheellinen.'],
    ]
    for (const [widget, message] of cases) {
      const error = await save(widget).catch((e: unknown) => e)
      expect(error, JSON.stringify(widget)).toBeInstanceOf(FieldErrors)
      expect((error as FieldErrors).messages.join(' ')).toContain(message)
    }
    // The same widgets with good values save and publish.
    const { url } = await save({
      blockType: 'teamMember',
      name: 'Hyvä Tiimiläinen',
      email: 'hyva@kajodigital.example',
      phone: '+358 40 123 4567',
      profiles: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/hyva' }],
    })
    expect(url).toMatch(/^\/testi-/)
  })
})

test.describe('timeline, team cards and icon lists with a visitor', () => {
  test('keyboard: Tab walks a card’s links in order, each with a visible focus ring', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    // With scripts on, the page-wide runtime has run (the no-JS tests check it has not).
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop')
    const aino = cardOf(page, 'Aino Virtanen')
    const links = aino.getByRole('link')
    await expect(links).toHaveCount(4)
    await links.first().focus()
    for (let i = 1; i < 4; i++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(i)).toBeFocused()
      await expect(links.nth(i)).not.toHaveCSS('outline-style', 'none')
    }
    // Enter follows an icon list link.
    const services = page.getByRole('link', { name: 'Palvelumme', exact: true })
    await services.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/palvelut$/)
  })

  test('mouse hover fills a profile link; reduced motion drops its transition', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const github = page.getByRole('link', { name: 'GitHub: Mikko Laine', exact: true })
    const before = await github.evaluate((el) => getComputedStyle(el).backgroundColor)
    await github.hover()
    await expect.poll(() => github.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before)
    await expect(github).toHaveCSS('background-color', 'rgb(138, 36, 50)')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(FI)
    await expect(page.getByRole('link', { name: 'GitHub: Mikko Laine', exact: true })).toHaveCSS(
      'transition-duration',
      '0s',
    )
  })

  test('touch: a tap on an icon list link and on a phone number link works', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    try {
      await page.goto(FI)
      const phone = page.locator('#ikonilistat').getByRole('link', { name: '+358 40 123 4567' })
      await expect(phone).toHaveAttribute('href', 'tel:+358401234567')
      const contact = page.locator('#ikonilistat').getByRole('link', { name: 'Ota yhteyttä', exact: true })
      await contact.tap()
      await expect(page).toHaveURL(/\/yhteystiedot$/)
    } finally {
      await context.close()
    }
  })

  test('site search finds a team member by name and by role, in both languages', async ({ page }) => {
    await page.goto(`/haku?q=${encodeURIComponent('Sanna Korhonen')}`)
    const results = page.locator('main ol > li')
    await expect(results.getByRole('link', { name: 'Aikajanat ja tiimi' })).toHaveAttribute('href', FI)
    await page.goto(`/haku?q=${encodeURIComponent('projektipäällikkö')}`)
    await expect(results.getByRole('link', { name: 'Aikajanat ja tiimi' })).toBeVisible()
    await page.goto(`/en/search?q=${encodeURIComponent('mikko laine')}`)
    await expect(results.getByRole('link', { name: 'Timelines and team' })).toHaveAttribute('href', EN)
  })

  test('the Widgets page has its English twin, and the showcase sits under it', async ({ page }) => {
    const response = await page.goto('/en/widgets')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widgets')
    await expect(page.getByRole('heading', { level: 2, name: 'Icon boxes' })).toBeVisible()
    await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute('href', /\/widgetit$/)
    await page.goto('/widgetit')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/widgets$/,
    )
    const showcase = await page.goto(EN)
    expect(showcase?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Timelines and team')
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Widgets' }),
    ).toHaveAttribute('href', '/en/widgets')
    await expect(
      page.getByRole('link', { name: 'LinkedIn: Aino Virtanen (opens in a new tab)' }),
    ).toBeVisible()
  })

  test('axe finds nothing on the showcase (fi + en) and the English Widgets page; screenshots', async ({
    page,
  }) => {
    test.setTimeout(scaled(3 * 60_000))
    for (const [path, name] of [
      [FI, 'widgets-timeline-team-fi'],
      [EN, 'widgets-timeline-team-en'],
      ['/en/widgets', 'widgets-en'],
    ] as const) {
      await screenshots(page, path, name)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await settle(page)
        expect(await horizontalOverflow(page), `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(
          0,
        )
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([])
      }
    }
  })
})
