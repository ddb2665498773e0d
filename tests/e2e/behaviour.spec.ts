import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { Page as PageDoc, SiteSetting } from '../../src/payload-types'
import { scaled } from '../support/time-scale'
import { type Cms, createTestPage, expect, test } from './support/cms'
import { WIDTHS } from './support/screens'

type Layout = NonNullable<PageDoc['layout']>
type Section = Layout[number]

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const filler = (text: string, anchorId?: string): Section => ({
  blockType: 'section',
  anchorId,
  paddingTop: 'xl',
  paddingBottom: 'xl',
  columns: [{ widgets: [{ blockType: 'heading', text, level: 'h2' }] }],
})

/** A long page with two anchored sections far below the fold. */
async function anchoredPage(cms: Cms) {
  const suffix = randomBytes(3).toString('hex')
  const first = `palvelut-${suffix}`
  const second = `yhteys-${suffix}`
  const { url } = await createTestPage(cms, [
    filler('Yksi'),
    filler('Kaksi'),
    filler('Kolme'),
    filler('Neljä'),
    filler('Palvelut-osio', first),
    filler('Viisi'),
    filler('Yhteys-osio', second),
    filler('Kuusi'),
    filler('Seitsemän'),
  ])
  return { url, first, second }
}

/** Adds in-page links to the main menu for one test; the menu is restored afterwards. */
async function withMenuLinks(cms: Cms, links: { url: string; label: string }[], run: () => Promise<void>) {
  const before = await cms.findGlobal('header')
  await cms.updateGlobal('header', {
    navItems: [...(before.navItems ?? []), ...links.map((link) => ({ link: { type: 'custom', ...link } }))],
  })
  try {
    await run()
  } finally {
    await cms.updateGlobal('header', { navItems: before.navItems ?? [] })
  }
}

/** Changes site settings for one test and puts the old values back. */
async function withSettings(cms: Cms, patch: Partial<SiteSetting>, run: () => Promise<void>) {
  const before = await cms.findGlobal('site-settings')
  const restore = Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof SiteSetting]]))
  await cms.updateGlobal('site-settings', patch)
  try {
    await run()
  } finally {
    await cms.updateGlobal('site-settings', restore)
  }
}

/** The runtime has started once it has marked the body. */
const started = (page: Page) => expect(page.locator('body')).toHaveAttribute('data-device', /./)

/** Distance of the element's top from the bottom of the sticky header. */
function offsetBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const header =
      Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0
    return (document.getElementById(targetId)?.getBoundingClientRect().top ?? 9999) - header
  }, id)
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Starts recording every scroll position the page passes through; the function reads them. */
async function scrollTrail(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const trail: number[] = []
    Object.assign(window, { scrollTrail: trail })
    addEventListener('scroll', () => trail.push(window.scrollY), { passive: true })
  })
  return () => page.evaluate(() => (window as Window & { scrollTrail?: number[] }).scrollTrail ?? [])
}

test.describe('page-wide behaviour', () => {
  test('root and body markers: iPhone at 390 px, desktop at 1440 px, re-marked on resize', async ({
    browser,
    page,
  }) => {
    const phone = await browser.newContext({
      baseURL: String(test.info().project.use.baseURL),
      userAgent: IPHONE_UA,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    try {
      const mobilePage = await phone.newPage()
      await mobilePage.goto('/')
      for (const el of [mobilePage.locator('html'), mobilePage.locator('body')]) {
        await expect(el).toHaveAttribute('data-device', 'phone')
        await expect(el).toHaveAttribute('data-ios', '')
        await expect(el).toHaveAttribute('data-safari', '')
        await expect(el).toHaveAttribute('data-mobile', '')
      }
    } finally {
      await phone.close()
    }

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    for (const el of [page.locator('html'), page.locator('body')]) {
      await expect(el).toHaveAttribute('data-device', 'desktop')
      await expect(el).not.toHaveAttribute('data-ios', '')
      await expect(el).not.toHaveAttribute('data-mobile', '')
    }
    // The device class follows the CSS breakpoints after the resize settles.
    await page.setViewportSize({ width: 800, height: 900 })
    await expect(page.locator('body')).toHaveAttribute('data-device', 'tablet')
    await page.setViewportSize({ width: 390, height: 900 })
    await expect(page.locator('html')).toHaveAttribute('data-device', 'phone')
  })

  test('header areas mark their first and last shown mini-widget, and re-mark on resize', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    const before = await cms.findGlobal('header')
    await cms.updateGlobal('header', {
      topBar: [{ text: 'Soita meille', href: 'tel:+358401234567' }, { text: 'Ma–pe 9–17' }],
    })
    try {
      await page.setViewportSize({ width: 1440, height: 900 })
      // The header change reaches the cached page once the purge has been seen.
      await expect(async () => {
        await page.goto('/')
        await expect(page.locator('[data-top-bar] > *')).toHaveCount(2, { timeout: scaled(1000) })
      }).toPass()
      await started(page)
      const topBar = page.locator('[data-top-bar]')
      await expect(topBar.locator('[data-first-visible]')).toHaveText('Soita meille')
      await expect(topBar.locator('[data-last-visible]')).toHaveText('Ma–pe 9–17')
      // The menu button is for phones: on a desktop the language menu ends the actions area.
      const actions = page.locator('[data-actions]')
      await expect(actions.locator(':scope > [data-last-visible]')).toHaveAttribute('data-bar-languages', '')
      await expect(actions.locator(':scope > [data-first-visible]')).toHaveCount(1)
      await page.setViewportSize({ width: 390, height: 900 })
      await expect(actions.locator(':scope > [data-last-visible]')).toHaveAttribute('data-menu-button', '')
      await expect(actions.locator(':scope > [data-last-visible]')).toHaveCount(1)
    } finally {
      await cms.updateGlobal('header', { topBar: before.topBar ?? [] })
    }
  })

  test('language cookie: name, value, path, expiry', async ({ page, context }) => {
    await page.goto('/')
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'site_lang')?.value)
      .toBe('fi')
    const cookie = (await context.cookies()).find((c) => c.name === 'site_lang')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364.9)
    expect(days).toBeLessThan(365.1)
    await page.goto('/en')
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'site_lang')?.value)
      .toBe('en')
  })

  test('#!/id on load scrolls the target below the header and highlights its menu item', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    const { url, first } = await anchoredPage(cms)
    await withMenuLinks(cms, [{ url: `#!/${first}`, label: 'Ankkuri palveluihin' }], async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // The same address again would only be a fragment change, not a page load.
        await page.goto('about:blank')
        await page.goto(`${url}#!/${first}`)
        await expect.poll(() => offsetBelowHeader(page, first)).toBeLessThan(24)
        expect(await offsetBelowHeader(page, first)).toBeGreaterThan(-2)
        await expect(page.locator(`nav a[href="#!/${first}"]`).first()).toHaveAttribute(
          'aria-current',
          'location',
        )
        // Screen readers continue from the target.
        await expect(page.locator(`#${first}`)).toBeFocused()
      }
      // #!/up goes back to the top.
      await page.evaluate(() => {
        location.hash = '#!/up'
      })
      await expect.poll(() => scrollY(page)).toBe(0)
    })
  })

  test('menu link click scrolls smoothly, pushes the fragment, and the menu follows the scroll', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    const { url, first, second } = await anchoredPage(cms)
    await withMenuLinks(
      cms,
      [
        { url: `#!/${first}`, label: 'Ankkuri palveluihin' },
        { url: `#${second}`, label: 'Ankkuri yhteyksiin' },
      ],
      async () => {
        await page.setViewportSize({ width: 1440, height: 900 })
        await page.goto(url)
        await started(page)
        const menu = page.getByRole('navigation', { name: 'Päävalikko' }).first()
        const toFirst = menu.getByRole('link', { name: 'Ankkuri palveluihin' })
        const toSecond = menu.getByRole('link', { name: 'Ankkuri yhteyksiin' })
        const trail = await scrollTrail(page)
        const from = await scrollY(page)
        await toFirst.click()
        await expect(page).toHaveURL(new RegExp(`#!/${first}$`))
        await expect.poll(() => offsetBelowHeader(page, first)).toBeLessThan(24)
        // Animated: on its way the page passed through positions between where it was and where it ended.
        const to = await scrollY(page)
        const between = (await trail()).filter((y) => y > from + 24 && y < to - 24)
        expect(between.length, 'positions passed on the way').toBeGreaterThan(0)
        await expect(toFirst).toHaveAttribute('aria-current', 'location')
        await expect(page.locator(`#${first}`)).toBeFocused()

        // Scroll spy: scrolling to the other target moves the highlight.
        await page.evaluate(
          (id) => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' }),
          second,
        )
        await expect(toSecond).toHaveAttribute('aria-current', 'location')
        await expect(toFirst).not.toHaveAttribute('aria-current', 'location')
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
        await expect(toSecond).not.toHaveAttribute('aria-current', 'location')
      },
    )
  })

  test('smooth scrolling off, and reduced motion, jump at once', { tag: '@serial' }, async ({
    page,
    cms,
  }) => {
    const { url, first } = await anchoredPage(cms)
    await withMenuLinks(cms, [{ url: `#!/${first}`, label: 'Ankkuri palveluihin' }], async () => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const jumpsAtOnce = async () => {
        await page.goto(url)
        await started(page)
        await page
          .getByRole('navigation', { name: 'Päävalikko' })
          .first()
          .getByRole('link', {
            name: 'Ankkuri palveluihin',
          })
          .click()
        expect(Math.abs(await offsetBelowHeader(page, first))).toBeLessThan(24)
      }
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await jumpsAtOnce()
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await withSettings(cms, { smoothScrolling: 'off' }, async () => {
        await expect(async () => {
          await page.goto(url)
          await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'off', {
            timeout: scaled(1000),
          })
        }).toPass()
        await jumpsAtOnce()
      })
    })
  })

  test('content added later gets lazy images (only when near) and entrance animations', async ({
    page,
    cms,
  }) => {
    const { url } = await createTestPage(cms, [filler('Yksi')])
    await page.setViewportSize({ width: 390, height: 800 })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).search))
    await page.goto(url)
    await started(page)
    await page.evaluate(() => {
      const box = document.createElement('div')
      box.id = 'added'
      box.innerHTML = `<div style="height:3000px"></div>
        <div id="lazy-bg" data-bg="/favicon.svg?lazy=bg" style="height:120px"></div>
        <img id="lazy-img" data-src="/favicon.svg?lazy=img" alt="" width="40" height="40">
        <div id="late" data-animation="fade" style="height:60px">Lisää</div>
        <div id="near" data-bg="/favicon.svg?lazy=near" style="position:fixed;top:0;left:0;width:9px;height:9px"></div>`
      document.querySelector('main')?.append(box)
      document.dispatchEvent(new CustomEvent('site:content-added', { detail: { root: box } }))
    })
    const bg = page.locator('#lazy-bg')
    await expect(page.locator('#late')).toHaveAttribute('data-reveal', '')
    // The control in view loads; the far ones, observed before it, would have loaded first.
    await expect(page.locator('#near')).toHaveAttribute('data-loaded', '')
    await expect(bg).not.toHaveAttribute('data-loaded', '')
    await expect(page.locator('#lazy-img')).not.toHaveAttribute('src', /./)
    expect(requested.filter((q) => q.includes('lazy='))).toEqual(['?lazy=near'])

    await page.evaluate(() => document.getElementById('lazy-bg')?.scrollIntoView({ behavior: 'instant' }))
    await expect(bg).toHaveAttribute('data-loaded', '')
    await expect(bg).toHaveCSS('background-image', /favicon\.svg\?lazy=bg/)
    await expect(page.locator('#lazy-img')).toHaveAttribute('src', '/favicon.svg?lazy=img')
    await expect(page.locator('#late')).toHaveAttribute('data-revealed', '')
    await expect.poll(() => requested.filter((q) => q.includes('lazy=')).length).toBe(3)
  })

  test('entrance animations are off under reduced motion', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      filler('Yksi'),
      { ...filler('Animoitu'), animation: 'slide-up' },
    ])
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    await started(page)
    await expect(page.locator('[data-animation]')).not.toHaveAttribute('data-reveal', '')
    await expect(page.locator('[data-animation]')).toHaveCSS('opacity', '1')
  })

  test('page loader shows while loading and leaves after load; web font from our own origin', {
    tag: '@serial',
  }, async ({ page, cms }) => {
    const origin = new URL(String(test.info().project.use.baseURL)).origin
    const foreign: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) foreign.push(request.url())
    })
    await withSettings(cms, { pageLoader: true, bodyFont: 'inter' }, async () => {
      let html = ''
      await expect(async () => {
        const response = await page.goto('/')
        html = (await response?.text()) ?? ''
        expect(html).toContain('data-page-loader')
      }).toPass()
      await expect(page.locator('[data-page-loader]')).toHaveCount(0)
      // One preload for the font the settings use, served by this site.
      const preload = page.locator('link[rel="preload"][as="font"]')
      await expect(preload).toHaveCount(1)
      const href = (await preload.getAttribute('href')) ?? ''
      expect(href).toMatch(/^\/fonts\/inter-latin-wght-normal\.woff2\?v=/)
      const font = await page.request.get(href)
      expect(font.status()).toBe(200)
      expect(font.headers()['content-type']).toBe('font/woff2')
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/)
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true)
      const faces = await page.evaluate(
        () =>
          [...document.querySelectorAll('head style')].filter((s) =>
            s.textContent?.includes('Inter Fallback'),
          ).length,
      )
      expect(faces).toBe(1)
    })
    expect(foreign).toEqual([])
  })
})
