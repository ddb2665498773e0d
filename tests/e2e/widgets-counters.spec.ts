import type { Locator, Page } from '@playwright/test'
import { COUNT_UP, COUNTDOWN } from '../../src/lib/constants'
import type { CountdownBlock, SectionBlock } from '../../src/payload-types'
import { full, heading, section } from '../../src/seed/builders'
import { countdown, countUp } from '../../src/seed/showcase/counters'
import { scaled } from '../support/time-scale'
import {
  type Cms,
  createTestPage,
  expect,
  FieldErrors,
  login,
  showcasePage,
  test,
  unfold,
} from './support/cms'
import { clockPaused, startScripts } from './support/scripts'
import { auditLayouts, watchLayoutShifts } from './support/widgets'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The seeded showcase page in a locale: its address and its countdowns as stored. */
async function showcase(cms: Cms, locale: 'fi' | 'en') {
  const slug = locale === 'fi' ? 'laskurit-ja-ajastimet' : 'counters-and-countdowns'
  const { doc, url } = await showcasePage(cms, locale, slug)
  const countdowns = (doc.layout ?? []).flatMap((s: SectionBlock) =>
    (s.columns ?? []).flatMap((c) =>
      (c.widgets ?? []).filter((w): w is CountdownBlock => w.blockType === 'countdown'),
    ),
  )
  const target = (title: string) => {
    const found = countdowns.find((c) => c.title === title)
    if (!found) throw new Error(`no countdown “${title}”`)
    return Date.parse(found.target)
  }
  return { url, target }
}

/** The page's clock is ours and stands at `now`: only `runFor` moves it (and the widgets' timers). */
async function clockAt(page: Page, now: number): Promise<void> {
  await page.clock.install({ time: now - SECOND })
  await page.clock.pauseAt(now)
  clockPaused(page)
}

const countdownTitled = (page: Page, title: string) =>
  page.locator('[data-countdown]').filter({ hasText: title })

/** What the countdown shows: "2 päivää 3 tuntia …", or its expiry text once over. */
function shown(root: Locator): Promise<string> {
  return root.evaluate((el) => {
    if (el.getAttribute('data-state') === 'expired' && el.getAttribute('data-expiry') === 'text')
      return el.querySelector('[role="timer"] p')?.textContent ?? ''
    return [...el.querySelectorAll('[data-period]:not([hidden])')]
      .map((cell) => [...cell.children].map((part) => part.textContent).join(' '))
      .join(' ')
  })
}

/** A count-up by its label: its root, its counting digits and the text screen readers get. */
function countUpLabelled(page: Page, label: string) {
  const root = page.getByText(label, { exact: true }).locator('..')
  return { root, digits: root.locator('[data-count-up]'), spoken: root.locator('.visually-hidden') }
}

test.describe('count-up and countdown', () => {
  test('count-up: counts once scrolled into view, over 2 s of fake time, to the final value, without shifting', async ({
    page,
    cms,
  }) => {
    const { url } = await showcase(cms, 'fi')
    const layoutShifts = await watchLayoutShifts(page)
    await clockAt(page, Date.now())
    await page.setViewportSize({ width: 390, height: 600 })
    await page.goto(url)
    await startScripts(page)
    const { root, digits, spoken } = countUpLabelled(page, 'keskimääräinen latausaika mobiilissa')
    // Below the fold the server's final value waits, as screen readers read it.
    await expect(root).not.toBeInViewport()
    await expect(digits).toHaveText('0,8\u00a0s')
    await expect(spoken).toHaveText('0,8\u00a0s')
    await page.waitForFunction(() => document.querySelector('[data-count-up]') !== null)
    await root.scrollIntoViewIfNeeded()
    await expect(root).toBeInViewport()
    const width = (await digits.locator('..').boundingBox())?.width
    // It counts down here, from 4,5 s.
    // One animation frame per poll: the first frame after the number comes into view shows the start.
    await expect
      .poll(async () => {
        await page.clock.runFor(16)
        return digits.textContent()
      })
      .toBe('4,5\u00a0s')
    await page.clock.runFor(COUNT_UP.duration / 4)
    const value = Number((await digits.textContent())?.replace(',', '.').replace(/[^\d.]/g, ''))
    expect(value).toBeGreaterThan(0.8)
    expect(value).toBeLessThan(4.5)
    expect((await digits.locator('..').boundingBox())?.width).toBe(width)
    await expect(spoken).toHaveText('0,8\u00a0s')
    await page.clock.runFor(COUNT_UP.duration)
    await expect(digits).toHaveText('0,8\u00a0s')
    expect((await digits.locator('..').boundingBox())?.width).toBe(width)
    // Once: scrolled away and back, it stays.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await root.scrollIntoViewIfNeeded()
    await page.clock.runFor(500)
    await expect(digits).toHaveText('0,8\u00a0s')
    expect((await layoutShifts()).total).toBeLessThan(0.01)
  })

  test('count-up with reduced motion shows the final value at once and never moves', async ({
    page,
    cms,
  }) => {
    const { url } = await showcase(cms, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await clockAt(page, Date.now())
    await page.goto(url)
    await startScripts(page)
    const { root, digits } = countUpLabelled(page, 'visitors a month on client sites')
    await root.scrollIntoViewIfNeeded()
    for (let i = 0; i < 6; i++) {
      await expect(digits).toHaveText('1,250,000')
      await page.clock.runFor(COUNT_UP.duration / 5)
    }
  })

  test('count-up with a value that is not a number: -- in the server HTML and a console message', async ({
    page,
    cms,
  }) => {
    const { url } = await createTestPage(cms, [
      section({}, full(heading('Virheellinen laskuri', 'h1'), countUp('paljon', 'asiakasta'))),
    ])
    const html = await (await page.request.get(url)).text()
    expect(html).toContain('data-count-up="">--</span>')
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    await page.goto(url)
    const { digits, spoken } = countUpLabelled(page, 'asiakasta')
    await expect(digits).toHaveText('--')
    await expect(spoken).toHaveText('--')
    await expect
      .poll(() => messages)
      .toContainEqual('error: [Count-up] the start or end value is not a number: "paljon"')
  })

  test('countdown ticks each second; pause, lap and resume by keyboard', async ({ page, cms }) => {
    const { url, target } = await showcase(cms, 'fi')
    const end = target('Suunnittelusprintin demo')
    await clockAt(page, end - (2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND))
    await page.goto(url)
    await startScripts(page)
    const root = countdownTitled(page, 'Suunnittelusprintin demo')
    await expect(root).toHaveAttribute('data-state', 'running')
    const timer = root.getByRole('timer')
    await expect(timer).toHaveAttribute('aria-live', 'off')
    await expect(timer).toHaveAccessibleName(
      /^Suunnittelusprintin demo Ajankohta: \d+\. \p{L}+ \d{4} klo 14\.00/u,
    )
    expect(await shown(root)).toBe('2 päivää 3 tuntia 4 minuuttia 5 sekuntia')
    await page.clock.runFor(COUNTDOWN.tick)
    expect(await shown(root)).toBe('2 päivää 3 tuntia 4 minuuttia 4 sekuntia')

    // Pause: the display and the time left stand still.
    const pause = root.getByRole('button', { name: 'Pysäytä' })
    await pause.focus()
    await page.keyboard.press('Enter')
    const resume = root.getByRole('button', { name: 'Jatka' })
    await expect(resume).toBeFocused()
    await page.clock.runFor(5 * COUNTDOWN.tick)
    expect(await shown(root)).toBe('2 päivää 3 tuntia 4 minuuttia 4 sekuntia')
    await page.keyboard.press('Space')
    await expect(root.getByRole('button', { name: 'Pysäytä' })).toBeFocused()
    await page.clock.runFor(COUNTDOWN.tick)
    expect(await shown(root)).toBe('2 päivää 3 tuntia 4 minuuttia 3 sekuntia')

    // Lap: the display stands still while the time runs on; resuming shows the time left now.
    await page.keyboard.press('Tab')
    const lap = root.getByRole('button', { name: 'Väliaika' })
    await expect(lap).toBeFocused()
    await page.keyboard.press('Space')
    await expect(lap).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(10 * COUNTDOWN.tick)
    expect(await shown(root)).toBe('2 päivää 3 tuntia 4 minuuttia 3 sekuntia')
    await page.keyboard.press('Enter')
    await expect(lap).toHaveAttribute('aria-pressed', 'false')
    expect(await shown(root)).toBe('2 päivää 3 tuntia 3 minuuttia 53 sekuntia')
    // The same as methods on the element.
    await root.evaluate((el) => (el as HTMLElement & { pause(): void }).pause())
    await expect(root.getByRole('button', { name: 'Jatka' })).toBeVisible()
    await root.evaluate((el) => (el as HTMLElement & { resume(): void }).resume())
    await expect(root.getByRole('button', { name: 'Pysäytä' })).toBeVisible()
  })

  test('countdown expiry: the text at the end, at once for a past date, buttons gone', async ({
    page,
    cms,
  }) => {
    const { url, target } = await showcase(cms, 'fi')
    const end = target('Suunnittelusprintin demo')
    await clockAt(page, end - 3 * SECOND)
    await page.goto(url)
    await startScripts(page)
    const root = countdownTitled(page, 'Suunnittelusprintin demo')
    await expect(root).toHaveAttribute('data-state', 'running')
    expect(await shown(root)).toBe('0 päivää 0 tuntia 0 minuuttia 3 sekuntia')
    await page.clock.runFor(3 * SECOND - 1)
    expect(await shown(root)).toBe('0 päivää 0 tuntia 0 minuuttia 1 sekunti')
    await page.clock.runFor(1)
    await expect(root).toHaveAttribute('data-state', 'expired')
    await expect(root.getByText('Demo alkaa nyt!')).toBeVisible()
    await expect(root.getByRole('button', { name: 'Pysäytä' })).toBeHidden()
    // The seeded Black Friday offer ended in 2024: over in the server's HTML already.
    const past = countdownTitled(page, 'Black Friday -tarjous')
    await expect(past).toHaveAttribute('data-state', 'expired')
    await expect(past.getByText(/Tarjous päättyi 29\.11\.2024/)).toBeVisible()
  })

  test('countdown with the server’s clock follows /api/time, not the visitor’s clock', async ({
    page,
    cms,
  }) => {
    // The real endpoint: the server's time now, JSON, never cached.
    const answer = await page.request.get('/api/time')
    expect(answer.headers()['cache-control']).toBe('no-store')
    const { now } = (await answer.json()) as { now: number }
    expect(Math.abs(now - Date.now())).toBeLessThan(60 * SECOND)

    const { url, target } = await showcase(cms, 'fi')
    const end = target('Syyskampanja päättyy')
    // The visitor's clock is five days behind; the server says an hour and a half is left.
    await page.route('**/api/time', (route) => route.fulfill({ json: { now: end - 90 * MINUTE } }))
    await clockAt(page, end - 5 * DAY)
    await page.goto(url)
    await startScripts(page)
    const root = countdownTitled(page, 'Syyskampanja päättyy')
    await expect(root).toHaveAttribute('data-state', 'running')
    expect(await shown(root)).toBe('1 tunti 30 minuuttia 0 sekuntia')
    await page.clock.runFor(COUNTDOWN.tick)
    expect(await shown(root)).toBe('1 tunti 29 minuuttia 59 sekuntia')
    // A countdown on the visitor's (fake) clock on the same page counts from that clock.
    const own = target('Suunnittelusprintin demo') - (end - 5 * DAY) - COUNTDOWN.tick
    const days = Math.floor(own / DAY)
    expect(await shown(countdownTitled(page, 'Suunnittelusprintin demo'))).toMatch(
      new RegExp(`^${days} päivä(ä)? ${Math.floor((own % DAY) / HOUR)} tunti`),
    )
  })

  test('countdown expiry address: goes there once, never loops on its own page', async ({ page, cms }) => {
    const base = Date.UTC(2030, 0, 15, 10)
    const landing = await createTestPage(cms, [section({}, full(heading('Kampanja on päättynyt', 'h1')))])
    const redirect = (at: number, url: string) =>
      countdown('Tarjous päättyy', new Date(at).toISOString(), {
        expiry: 'redirect',
        expiryLink: { type: 'custom', url },
      })
    const soon = await createTestPage(cms, [section({}, full(redirect(base + 2 * SECOND, landing.url)))])
    const over = await createTestPage(cms, [section({}, full(redirect(Date.UTC(2020, 0, 1), landing.url)))])
    const self = await createTestPage(cms, [section({}, full(heading('Odota', 'h1')))])
    await cms.update({
      collection: 'pages',
      id: self.id,
      data: { layout: [section({}, full(redirect(Date.UTC(2020, 0, 1), `${self.url}#!/alku`)))] },
    })

    // Pages the browser loads (same-document history changes are no navigation here).
    const navigations: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigations.push(new URL(request.url()).pathname)
    })
    await clockAt(page, base)
    await page.goto(soon.url)
    await startScripts(page)
    const root = page.locator('[data-countdown]')
    await expect(root).toHaveAttribute('data-state', 'running')
    await page.clock.runFor(2 * SECOND)
    await page.waitForURL(`**${landing.url}`)
    await page.clock.runFor(10 * SECOND)
    expect(navigations).toEqual([soon.url, landing.url])

    // Over before the visitor came: sent on at once.
    await page.goto(over.url)
    await startScripts(page, { leaves: true })
    await page.waitForURL(`**${landing.url}`)

    // Over, and the address is this page itself: it stays, showing zeros.
    navigations.length = 0
    await page.goto(self.url)
    await startScripts(page)
    await expect(root).toHaveAttribute('data-state', 'expired')
    await expect(root).toHaveAttribute('data-ready', '')
    await page.clock.runFor(5 * SECOND)
    expect(navigations).toEqual([self.url])
    expect(await shown(root)).toBe('0 tuntia 0 minuuttia 0 sekuntia')
  })

  test('an unknown time zone is refused in the admin with a Finnish message; an alias is accepted', async ({
    cms,
  }) => {
    const page = (zone: string) => ({
      title: 'Aikavyöhyketesti',
      slug: `aikavyohyke-${Date.now()}`,
      _status: 'published',
      layout: [
        section({}, full({ ...countdown('Webinaari alkaa', '2030-01-15T10:00:00.000Z'), target_tz: zone })),
      ],
    })
    const refused = await cms
      .create({ collection: 'pages', data: page('Mars/Olympus') })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(FieldErrors)
    expect((refused as FieldErrors).status).toBe(400)
    expect((refused as FieldErrors).messages).toContain(
      'Tuntematon aikavyöhyke ”Mars/Olympus”. Valitse aikavyöhyke listasta, esim. Europe/Helsinki.',
    )
    const accepted = await cms.create({ collection: 'pages', data: page('US/Eastern') })
    await cms.delete('pages', accepted.id)
  })

  test('the admin shows the end in the countdown’s own zone, with the zone picker beside it', async ({
    page,
    cms,
  }) => {
    // 16.00 UTC on 15 January 2030 is 11.00 in New York.
    const { id } = await createTestPage(cms, [
      section(
        {},
        full({ ...countdown('Webinaari alkaa', '2030-01-15T16:00:00.000Z'), target_tz: 'America/New_York' }),
      ),
    ])
    await login(page)
    await page.setViewportSize({ width: 1440, height: 1000 })
    await page.goto(`/admin/collections/pages/${id}`)
    const row = page.locator('#layout-row-0')
    await unfold(row, async () => {
      await expect(row.locator('[id$="-widgets-row-0"]')).toHaveCount(1, { timeout: scaled(1000) })
      await expect(row.locator('.collapsible__toggle--collapsed')).toHaveCount(0, { timeout: scaled(1000) })
    })
    const field = page.locator('#field-layout__0__columns__0__widgets__0__target')
    await expect(field.locator('input').first()).toHaveValue(/15\.1\.2030 11[.:]00/)
    await expect(field).toContainText('America/New York')
    await field.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screenshots/widgets-counters-admin-1440.png' })
  })

  test('axe finds nothing; screenshots at 390 and 1440 px', async ({ page, cms }) => {
    test.setTimeout(scaled(120_000))
    for (const locale of ['fi', 'en'] as const) {
      const { url } = await showcase(cms, locale)
      await auditLayouts(page, url, {
        screenshot: `widgets-counters-${locale}`,
        prepare: (loaded) => expect(loaded.locator('[data-countdown][data-ready]')).toHaveCount(3),
      })
    }
  })
})
