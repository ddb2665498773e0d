import type { Locator, Page } from '@playwright/test'
import type { Widget } from '../../src/blocks/types'
import { RANGE_SLIDER, TIMING } from '../../src/lib/constants'
import { comparisons } from '../../src/seed/showcase/comparisons'
import { scaled } from '../support/time-scale'
import { type Cms, createTestPage, expect, mediaId, showcasePath, test } from './support/cms'
import { horizontalOverflow } from './support/screens'
import {
  auditLayouts,
  expectIslands,
  PHONE,
  paused,
  videoRequests,
  watchLayoutShifts,
} from './support/widgets'

/** The seeded showcase page's address in a locale. */
const showcase = (cms: Cms, locale: 'fi' | 'en') => showcasePath(cms, locale, comparisons[locale].slug)

/**
 * Scrolls an element to the middle of the viewport, clear of the cookie banner at the bottom, at
 * once (the site may scroll smoothly, and a box measured mid-scroll is in the wrong place).
 */
const centre = (el: Locator) =>
  el.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }))

/**
 * The element's box once it is the same over two animation frames: what the page does after a
 * scroll (the sticky header's states, a lazy picture above) can still move it for a moment.
 */
async function settledBox(el: Locator) {
  let last = await el.boundingBox()
  await expect
    .poll(async () => {
      await el.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const now = await el.boundingBox()
      const same = JSON.stringify(now) === JSON.stringify(last)
      last = now
      return same
    })
    .toBe(true)
  if (!last) throw new Error('not laid out')
  return last
}

const frameOf = (handle: Locator) => handle.locator('xpath=ancestor::*[@data-before-after][1]')

/** The first comparison (horizontal, drag) and its frame, ready for input. */
async function dragComparison(page: Page, name: RegExp) {
  const handle = page.getByRole('slider', { name })
  const frame = frameOf(handle)
  await expect(frame).toHaveAttribute('data-ready', '')
  await centre(frame)
  const box = await frame.boundingBox()
  if (!box) throw new Error('comparison not laid out')
  return { handle, frame, box }
}

test.describe('before/after comparison, range slider, video banner', () => {
  test('comparison by mouse: active while dragging, clamped at 0 and 100, nothing moves', async ({
    page,
    cms,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    const { handle, frame, box } = await dragComparison(page, /Kuvankäsittely/)
    // docs/widgets.md: 50 % and horizontal.
    await expect(handle).toHaveAttribute('aria-valuenow', '50')
    await expect(handle).toHaveAttribute('aria-orientation', 'horizontal')
    await expect(handle).toHaveAttribute('aria-valuetext', /^Ennen 50\s%, Jälkeen 50\s%$/)
    await expect(frame).toHaveAttribute('data-state', 'idle')
    const y = box.y + box.height * 0.7
    await page.mouse.move(box.x + box.width / 2, y)
    await page.mouse.down()
    await expect(frame).toHaveAttribute('data-state', 'active')
    await page.mouse.move(box.x + box.width * 0.75, y, { steps: 5 })
    await expect(handle).toHaveAttribute('aria-valuenow', '75')
    await expect(frame).toHaveAttribute('data-state', 'active')
    // The handle sits where the pointer is and the before picture is clipped there.
    const handleBox = await handle.boundingBox()
    expect(
      Math.abs((handleBox?.x ?? 0) + (handleBox?.width ?? 0) / 2 - (box.x + box.width * 0.75)),
    ).toBeLessThan(2)
    await expect(frame.locator(':scope > div').first()).toHaveCSS(
      'clip-path',
      /inset\(0px (calc\()?2[45](\.\d+)?%/,
    )
    await page.mouse.move(box.x + box.width + 80, y, { steps: 5 })
    await expect(handle).toHaveAttribute('aria-valuenow', '100')
    await expect(handle).toHaveAttribute('aria-valuetext', /^Ennen 100\s%, Jälkeen 0\s%$/)
    await page.mouse.move(box.x - 80, y, { steps: 8 })
    await expect(handle).toHaveAttribute('aria-valuenow', '0')
    await page.mouse.up()
    await expect(frame).toHaveAttribute('data-state', 'idle')
    // Moving without a button does nothing in drag mode; the frame kept its size throughout.
    await page.mouse.move(box.x + box.width / 2, y)
    await expect(handle).toHaveAttribute('aria-valuenow', '0')
    expect(await frame.boundingBox()).toEqual(box)
    // The mouse left the handle focused, for the keyboard.
    await expect(handle).toBeFocused()
  })

  test('comparison by keyboard: the APG slider keys, clamped at both ends', async ({ page, cms }) => {
    await page.goto(await showcase(cms, 'fi'))
    const { handle } = await dragComparison(page, /Kuvankäsittely/)
    await handle.focus()
    const steps: Array<[string, string]> = [
      ['ArrowRight', '51'],
      ['ArrowUp', '52'],
      ['ArrowLeft', '51'],
      ['ArrowDown', '50'],
      ['PageUp', '60'],
      ['PageDown', '50'],
      ['End', '100'],
      ['ArrowRight', '100'],
      ['PageUp', '100'],
      ['Home', '0'],
      ['ArrowLeft', '0'],
      ['PageDown', '0'],
    ]
    for (const [key, value] of steps) {
      await page.keyboard.press(key)
      await expect(handle, key).toHaveAttribute('aria-valuenow', value)
    }
    await expect(handle).toHaveAttribute('aria-valuetext', /^Ennen 0\s%, Jälkeen 100\s%$/)
    // The page did not scroll on the arrow keys: the slider took them.
    await page.keyboard.press('PageUp')
    await expect(handle).toBeInViewport()
    // Tab moves on to the next control.
    await page.keyboard.press('Tab')
    await expect(handle).not.toBeFocused()
  })

  test('follow mode: the vertical divider follows a hovering mouse, active until it leaves', async ({
    page,
    cms,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'en'))
    const { handle, frame, box } = await dragComparison(page, /winter and in summer/)
    await expect(handle).toHaveAttribute('aria-orientation', 'vertical')
    await expect(handle).toHaveAttribute('aria-valuetext', /^Winter 70%, Summer 30%$/)
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.25, { steps: 4 })
    await expect(frame).toHaveAttribute('data-state', 'active')
    await expect(handle).toHaveAttribute('aria-valuetext', /^Winter 25%, Summer 75%$/)
    // A vertical slider grows upwards.
    await expect(handle).toHaveAttribute('aria-valuenow', '75')
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.8, { steps: 4 })
    await expect(handle).toHaveAttribute('aria-valuetext', /^Winter 80%, Summer 20%$/)
    await page.mouse.move(5, 5)
    await expect(frame).toHaveAttribute('data-state', 'idle')
    await expect(handle).toHaveAttribute('aria-valuetext', /^Winter 80%, Summer 20%$/)
  })

  test('touch: a sideways swipe drags the divider, a short touch does not, a tap jumps', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto(url)
    const { handle, frame, box } = await dragComparison(page, /Kuvankäsittely/)
    const cdp = await context.newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
    // Away from the handle (on it, a touch drags at once).
    const x0 = box.x + box.width * 0.25
    const y = box.y + box.height / 2
    await touch('touchStart', x0, y)
    // Under the drag threshold nothing moves yet: it might be a scroll.
    await touch('touchMove', x0 + TIMING.dragThreshold - 2, y)
    await expect(frame).toHaveAttribute('data-state', 'idle')
    await expect(handle).toHaveAttribute('aria-valuenow', '50')
    for (let i = 1; i <= 6; i++) await touch('touchMove', x0 + (box.width / 2) * (i / 6), y)
    await expect(frame).toHaveAttribute('data-state', 'active')
    await expect(handle).toHaveAttribute('aria-valuenow', '75')
    await touch('touchEnd')
    await expect(frame).toHaveAttribute('data-state', 'idle')
    await expect(handle).toHaveAttribute('aria-valuenow', '75')
    // A swipe past the edge stops at 0.
    await touch('touchStart', x0, y)
    for (let i = 1; i <= 6; i++) await touch('touchMove', x0 - box.width * (i / 6), y)
    await touch('touchEnd')
    await expect(handle).toHaveAttribute('aria-valuenow', '0')
    // A tap moves the divider to it.
    await page.touchscreen.tap(box.x + box.width * 0.2, y)
    await expect(handle).toHaveAttribute('aria-valuenow', '20')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await context.close()
  })

  test('range slider by keyboard and mouse shows the chosen step; its box keeps its height', async ({
    page,
    cms,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    const slider = page.getByRole('slider', { name: 'Sivuston laajuus' })
    const root = slider.locator('xpath=..')
    await expect(root).toHaveAttribute('data-ready', '')
    const shown = root.locator('[data-step][data-current]')
    // docs/widgets.md: steps start at 1.
    await expect(slider).toHaveAttribute('min', String(RANGE_SLIDER.stepsStart))
    await expect(slider).toHaveAttribute('max', '4')
    await expect(slider).toHaveValue('1')
    await expect(slider).toHaveAttribute('aria-valuetext', '1 sivu')
    await expect(shown).toHaveText(/Käyntikorttisivusto/)
    await expect(root.getByText('Verkkokauppa', { exact: true }).last()).toBeHidden()
    const height = (await root.boundingBox())?.height
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveValue('2')
    await expect(slider).toHaveAttribute('aria-valuetext', '5–15 sivua')
    await expect(shown).toHaveText(/Viidestä viiteentoista sivua/)
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuetext', 'Kauppa')
    await expect(shown).toHaveText(/kotimaiset maksutavat/)
    await page.keyboard.press('Home')
    await expect(slider).toHaveValue('1')
    // A click on the track at the third stop. Playwright clicks where the track is at that moment,
    // once it has stopped moving and nothing covers the point (a box read first can be stale).
    await centre(slider)
    const track = await settledBox(slider)
    const thumb = track.height
    await slider.click({ position: { x: thumb / 2 + ((track.width - thumb) * 2) / 3, y: track.height / 2 } })
    await expect(slider).toHaveValue('3')
    await expect(shown).toHaveText(/asiakkuudenhallintaan/)
    // A click on a step's label picks it.
    await root.locator('[data-tick]', { hasText: 'Kauppa' }).click()
    await expect(slider).toHaveValue('4')
    await expect(slider).toBeFocused()
    expect((await root.boundingBox())?.height).toBe(height)
    // The other slider: a chosen colour and a chosen start step, with pictures.
    const care = page.getByRole('slider', { name: 'Ylläpitopaketti' })
    await expect(care).toHaveValue('2')
    await expect(care).toHaveAttribute('aria-valuetext', 'Plus')
    await expect(care.locator('xpath=..')).toHaveAttribute('style', /--range-colour: ?#1f7a8c/)
    await expect(root).toHaveAttribute('style', new RegExp(`--range-colour: ?${RANGE_SLIDER.defaultColour}`))
  })

  test('range slider by touch: dragging the thumb picks a step', async ({ browser, cms }) => {
    const url = await showcase(cms, 'fi')
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto(url)
    const slider = page.getByRole('slider', { name: 'Sivuston laajuus' })
    await expect(slider.locator('xpath=..')).toHaveAttribute('data-ready', '')
    await centre(slider)
    const track = await settledBox(slider)
    const cdp = await context.newCDPSession(page)
    const y = track.y + track.height / 2
    const x0 = track.x + track.height / 2
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] })
    for (let i = 1; i <= 8; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x0 + (track.width - track.height) * (i / 8), y }],
      })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(slider).toHaveValue('4')
    await expect(slider.locator('xpath=..').locator('[data-step][data-current]')).toHaveText(/Verkkokauppa/)
    await context.close()
  })

  test('video banner: nothing of the video loads before interaction; plays on hover, pauses on leave', async ({
    page,
    cms,
  }) => {
    const videos = videoRequests(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(await showcase(cms, 'fi'))
    const banner = page.locator('[data-video-banner]')
    const video = banner.locator('video')
    await expect(banner).toHaveAttribute('data-ready', '')
    await banner.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(videos).toEqual([])
    await expect(banner.getByRole('img')).toBeVisible()
    expect(await paused(video)).toBe(true)
    await banner.hover()
    await expect.poll(() => paused(video)).toBe(false)
    await expect(banner).toHaveAttribute('data-playing', 'true')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
    expect(videos.length).toBeGreaterThan(0)
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    await page.mouse.move(5, 5)
    await expect.poll(() => paused(video)).toBe(true)
    await expect(banner).toHaveAttribute('data-playing', 'false')
    // Keyboard: focus on its link plays, focus leaving pauses; the button plays and pauses.
    const link = banner.getByRole('link', { name: 'Ota yhteyttä' })
    await link.focus()
    await expect.poll(() => paused(video)).toBe(false)
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => paused(video)).toBe(true)
    const toggle = banner.getByRole('button', { name: 'Toista video' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => paused(video)).toBe(false)
    await expect(banner.getByRole('button', { name: 'Pysäytä video' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect.poll(() => paused(video)).toBe(true)
  })

  test('video banner by touch: a touch plays it, a touch elsewhere pauses it', async ({ browser, cms }) => {
    const url = await showcase(cms, 'fi')
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await page.goto(url)
    const banner = page.locator('[data-video-banner]')
    const video = banner.locator('video')
    await expect(banner).toHaveAttribute('data-ready', '')
    await centre(banner)
    const box = await banner.locator('video').boundingBox()
    if (!box) throw new Error('banner not laid out')
    const cdp = await context.newCDPSession(page)
    // A touch that becomes a scroll (no tap, so the banner's link is not followed).
    const x = box.x + box.width / 3
    const y = box.y + box.height / 2
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await expect.poll(() => paused(video)).toBe(false)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 60 }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    expect(page.url()).toContain(url)
    expect(await paused(video)).toBe(false)
    await page.getByRole('heading', { level: 1 }).tap()
    await expect.poll(() => paused(video)).toBe(true)
    await context.close()
  })

  test('reduced motion: hover does not play the banner, its button does', async ({ page, cms }) => {
    const videos = videoRequests(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(await showcase(cms, 'en'))
    const banner = page.locator('[data-video-banner]')
    const video = banner.locator('video')
    await expect(banner).toHaveAttribute('data-ready', '')
    await banner.hover()
    await page.waitForTimeout(500)
    expect(await paused(video)).toBe(true)
    expect(videos).toEqual([])
    await banner.getByRole('button', { name: 'Play video' }).click()
    await expect.poll(() => paused(video)).toBe(false)
    await banner.getByRole('button', { name: 'Pause video' }).click()
    await expect.poll(() => paused(video)).toBe(true)
  })

  test('without JavaScript: the comparison at its start, every step listed, the poster', async ({
    browser,
    cms,
  }) => {
    const url = await showcase(cms, 'fi')
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(url)
    await expect(page.getByRole('slider', { name: /Kuvankäsittely/ })).toHaveAttribute('aria-valuenow', '50')
    // The range input would change nothing: it is hidden and every step's content listed.
    const slider = page.locator('input[type="range"]').first()
    await expect(slider).toBeHidden()
    const root = slider.locator('xpath=..')
    for (const text of [
      'Käyntikorttisivusto',
      'Yrityssivusto sisällönhallinnalla',
      'Laaja sivusto ja integraatiot',
    ])
      await expect(root.getByText(text)).toBeVisible()
    await expect(page.locator('[data-video-banner] img')).toBeVisible()
    await expect(page.locator('[data-video-toggle]')).toBeHidden()
    await context.close()
  })

  test('no layout shift when the islands start', async ({ page, cms }) => {
    const layoutShifts = await watchLayoutShifts(
      page,
      '[data-before-after], [data-video-banner], [data-tick], [data-step]',
    )
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(await showcase(cms, 'fi'))
    for (const widget of await page.locator('[data-before-after], [data-tick], [data-video-banner]').all()) {
      await widget.scrollIntoViewIfNeeded()
      await expect(widget.locator('xpath=ancestor-or-self::*[@data-ready][1]')).toBeAttached()
    }
    // Every picture the visitor can see has arrived (the lazy ones too).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('main img')]
            .filter((img) => img.checkVisibility({ checkVisibilityCSS: true }) && !img.complete)
            .map((img) => img.currentSrc || img.src),
        ),
      )
      .toEqual([])
    expect((await layoutShifts()).shifts).toEqual([])
  })

  test('bad configuration is refused in the admin, in Finnish', async ({ cms }) => {
    // A deleted or non-video file and an out-of-range start step render fallbacks (unit tests);
    // the CMS keeps editors from saving them in the first place.
    const image = await mediaId(cms, 'revontulet.jpg')
    const video = await mediaId(cms, 'revontulet.mp4')
    const save = (widget: Widget) =>
      createTestPage(cms, [{ blockType: 'section', columns: [{ widgets: [widget] }] }])
    await expect(save({ blockType: 'videoBanner', file: image, title: 'Ei videota' })).rejects.toThrow(
      /virheelliset valinnat/,
    )
    await expect(
      save({
        blockType: 'rangeSlider',
        title: 'Kaksi',
        startStep: 7,
        steps: [{ label: 'Yksi' }, { label: 'Kaksi' }],
      }),
    ).rejects.toThrow('Anna vaihe väliltä 1–2.')
    const { url } = await save({ blockType: 'videoBanner', file: video, title: 'Kelpaa' })
    expect(url).toMatch(/^\/testi-/)
  })

  test('their code loads only on pages that show them', async ({ page, cms }) => {
    // Strings from each behaviour module that survive minification.
    const markers = Object.fromEntries(['--ba-pos', '[data-video-toggle]', '[data-tick]'].map((m) => [m, m]))
    // Island chunks come after hydration, which a busy machine may finish after the network idles.
    await expectIslands(page, await showcase(cms, 'fi'), markers, Object.keys(markers))
    await expectIslands(page, '/tietoa-meista', markers, [])
  })

  test('axe finds nothing in either language; screenshots at 390 and 1440 px', async ({ page, cms }) => {
    test.setTimeout(scaled(120_000))
    for (const locale of ['fi', 'en'] as const) {
      const url = await showcase(cms, locale)
      await auditLayouts(page, url, { screenshot: `widgets-comparisons-${locale}` })
    }
  })
})
