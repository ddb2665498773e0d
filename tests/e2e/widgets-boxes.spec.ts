import type { Locator, Page } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { createTestPage, expect, test } from './support/cms'
import { horizontalOverflow, screenshots, settle, WIDTHS } from './support/screens'
import { frames } from './support/wait'
import { axeViolations, expectIslands, PHONE } from './support/widgets'

/**
 * The revealing boxes family: flip box (and its door style), long-text box and expandable section,
 * driven by mouse, touch, keyboard and with reduced motion, on the seeded showcase page.
 */
const FI = '/widgetit/avautuvat-laatikot'

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner answered, so it covers nothing at the bottom of the screen.
  await context.addCookies([{ name: 'cookieconsent_status', value: 'dismiss', url: baseURL ?? '' }])
})

/** The flip box whose title button is `title`. */
function flipBox(page: Page, title: string | RegExp) {
  const toggle = page.getByRole('button', { name: title, exact: typeof title === 'string' })
  const root = page.locator('[data-flip-box]').filter({ has: toggle })
  return { toggle, root: root.last(), inner: root.last().locator('> div').first() }
}

/** True when a pointer at the element's centre would land on it (or inside it): it is the face in front. */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit !== null && (el === hit || el.contains(hit))
  })
}

/** The transitions and animations running on an element and its pseudo-elements. */
function running(locator: Locator): Promise<{ property: string; duration: number; pseudo: string | null }[]> {
  return locator.evaluate((el) =>
    el.getAnimations({ subtree: true }).map((a) => ({
      property: a instanceof CSSTransition ? a.transitionProperty : 'animation',
      duration: Number(a.effect?.getTiming().duration ?? 0),
      pseudo: a.effect instanceof KeyframeEffect ? a.effect.pseudoElement : null,
    })),
  )
}

/** Moves the mouse onto the middle of a box (a locator's hover would wait for the turning box to settle). */
async function pointAt(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  if (!box) throw new Error('no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
}

type Box = { opacity: number; size: number }
type Caught = { transitions: { property: string; duration: number }[]; midway: Box; first: Box }

/** The content box (`::details-content`) of an expandable section as drawn now. */
function contentBox(details: Locator): Promise<Box> {
  return details.evaluate((el) => {
    const cs = getComputedStyle(el, '::details-content')
    return { opacity: Number(cs.opacity), size: Number.parseFloat(cs.blockSize) }
  })
}

/** What the content box transitions, in DevTools' names (block size shows as height). */
const CONTENT_PROPERTIES = new Set(['height', 'block-size', 'opacity', 'content-visibility'])

/**
 * Clicks the section's summary and catches the transitions its content box starts, through
 * DevTools' Animation domain (the page's own `getAnimations()` does not list `::details-content`):
 * they are paused at their midpoint, the box is read there, and then they run to the end. Seeking
 * instead of sampling frames, so a busy machine reads what a quiet one does.
 */
async function toggleAndCatch(page: Page, details: Locator): Promise<Caught> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('DOM.getDocument', { depth: 0 })
  const reported: { id: string; name: string; duration: number; node?: number }[] = []
  cdp.on('Animation.animationStarted', ({ animation }) => {
    if (CONTENT_PROPERTIES.has(animation.name))
      reported.push({
        id: animation.id,
        name: animation.name,
        duration: animation.source?.duration ?? 0,
        node: animation.source?.backendNodeId,
      })
  })
  await details.locator('summary').click()
  await expect(details).toHaveAttribute('open')
  const first = await contentBox(details)
  // Transitions start with the next style update; two frames later each has been reported.
  await frames(page)
  // Only the content box's own (Chromium draws it as a slot in the element's own shadow tree,
  // marked pseudo="details-content"): a picture in the summary may fade too.
  const started: typeof reported = []
  for (const animation of reported) {
    if (animation.node === undefined) continue
    const { node } = await cdp.send('DOM.describeNode', { backendNodeId: animation.node })
    const attributes = node.attributes ?? []
    const pseudo = attributes[attributes.indexOf('pseudo') + 1]
    if (attributes.includes('pseudo') && pseudo === 'details-content') started.push(animation)
  }
  const ids = started.map((a) => a.id)
  let midway = first
  if (ids.length > 0) {
    await cdp.send('Animation.setPaused', { animations: ids, paused: true })
    const half = Math.max(...started.map((a) => a.duration)) / 2
    await cdp.send('Animation.seekAnimations', { animations: ids, currentTime: half })
    midway = await contentBox(details)
    await cdp.send('Animation.setPaused', { animations: ids, paused: false })
  }
  await cdp.detach()
  return { transitions: started.map((a) => ({ property: a.name, duration: a.duration })), midway, first }
}

/** The content box's size once two reads 100 ms apart agree: where the transition ends. */
function settledSize(details: Locator): Promise<number> {
  return details.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = -1
        const check = () => {
          const size = Number.parseFloat(getComputedStyle(el, '::details-content').blockSize)
          if (size === last) resolve(size)
          else {
            last = size
            setTimeout(check, 100)
          }
        }
        check()
      }),
  )
}

/** Chromium's accessibility node for an element: its role and whether it is expanded. */
async function axNode(
  page: Page,
  selector: string,
): Promise<{ role: string; expanded: unknown; name: string }> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
  const node = nodes[0]
  await cdp.detach()
  return {
    role: String(node?.role?.value),
    name: String(node?.name?.value),
    expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value,
  }
}

/** What a sighted visitor reads (hidden faces left out, unlike textContent). */
function shown(locator: Locator): Promise<string> {
  return locator.evaluate((el) => (el as HTMLElement).innerText.trim())
}

async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the target')
}

test.describe('flip box', () => {
  test('mouse: hover turns it on a desktop, leaving turns it back, the back’s button works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const box = flipBox(page, 'Verkkosivustot')
    const link = box.root.getByRole('link', { name: 'Tutustu verkkosivuihin' })
    await box.root.scrollIntoViewIfNeeded()
    expect(await onTop(link)).toBe(false)
    await pointAt(page, box.root)
    await expect.poll(() => onTop(link)).toBe(true)
    await expect(box.inner).toHaveCSS('transform', /matrix3d\(-1,/)
    // A mouse click does not leave it stuck: hover alone decides.
    await box.root.click({ position: { x: 10, y: 10 } })
    await expect(box.toggle).toHaveAttribute('aria-expanded', 'false')
    await page.mouse.move(5, 5)
    await expect.poll(() => onTop(link)).toBe(false)
    await expect(box.inner).toHaveCSS('transform', 'none')
    // Hover boxes are at least 250 px tall.
    expect((await box.root.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(250)
    await pointAt(page, box.root)
    await expect.poll(() => onTop(link)).toBe(true)
    // Once the turn has finished, a click where the link shows follows it (the pointer stays on the box).
    await expect.poll(() => running(box.root)).toEqual([])
    const target = await link.boundingBox()
    await page.mouse.click((target?.x ?? 0) + 10, (target?.y ?? 0) + 10)
    await expect(page).toHaveURL(/\/palvelut\/verkkosivut$|verkkosivut/)
  })

  test('door: a click opens the leaves, another closes them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const door = flipBox(page, 'Ylläpito ja jatkokehitys')
    const link = door.root.getByRole('link', { name: 'Pyydä tarjous' })
    await pointAt(page, door.root)
    // Hover alone does not open a door.
    await expect(door.inner).toHaveCSS('transform', 'none')
    expect(await onTop(link)).toBe(false)
    await door.toggle.click()
    await expect(door.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(door.root.locator('[aria-hidden="true"]').first()).toHaveCSS('transform', /matrix3d/)
    await expect.poll(() => onTop(link)).toBe(true)
    // A click on the open door's background closes it again.
    const back = door.root.locator(`#${await door.toggle.getAttribute('aria-controls')}`)
    await back.click({ position: { x: 8, y: 8 } })
    await expect(door.toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => onTop(link)).toBe(false)
  })

  test('keyboard: Enter and Space turn it, focus reaches the back and turns it too', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const box = flipBox(page, 'Verkkokaupat')
    const link = box.root.getByRole('link', { name: 'Katso verkkokaupat' })
    await tabTo(page, box.toggle)
    await page.keyboard.press('Enter')
    await expect(box.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => onTop(link)).toBe(true)
    await page.keyboard.press('Space')
    await expect(box.toggle).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => onTop(link)).toBe(false)
    // Tab from the front goes straight into the back, which turns to show it.
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await expect.poll(() => onTop(link)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => onTop(link)).toBe(false)
    // The door opens by keyboard as well.
    const door = flipBox(page, 'Ylläpito ja jatkokehitys')
    await tabTo(page, door.toggle)
    await page.keyboard.press('Enter')
    await expect(door.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => onTop(door.root.getByRole('link', { name: 'Pyydä tarjous' }))).toBe(true)
  })

  test('resizing: front and back always fit the box', async ({ page }) => {
    await page.goto(FI)
    for (const width of [1440, 390, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 })
      for (const title of ['Verkkosivustot', 'Verkkokaupat', 'Ylläpito ja jatkokehitys']) {
        const box = flipBox(page, title)
        const fit = await box.inner.evaluate((inner) => {
          const faces = [...inner.children] as HTMLElement[]
          return {
            height: inner.getBoundingClientRect().height,
            faces: faces.map((f) => Math.max(f.scrollHeight, f.getBoundingClientRect().height)),
          }
        })
        expect(fit.height, `${title} at ${width}px`).toBeGreaterThanOrEqual(250)
        for (const face of fit.faces)
          expect(face, `${title} at ${width}px`).toBeLessThanOrEqual(fit.height + 1)
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('on a touch screen', () => {
  test.use(PHONE)

  test('a tap turns the flip box; links on the back wait out the touch-link delay', async ({ page }) => {
    await page.goto(FI)
    const box = flipBox(page, 'Verkkosivustot')
    const link = box.root.getByRole('link', { name: 'Tutustu verkkosivuihin' })
    await box.root.scrollIntoViewIfNeeded()
    // Record how long the back ignores taps after the turn.
    await box.root.evaluate((el) => {
      const w = window as unknown as { settle: number[] }
      w.settle = []
      new MutationObserver(() => w.settle.push(performance.now())).observe(el, {
        attributeFilter: ['data-settling'],
      })
    })
    await box.toggle.tap()
    await expect(box.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => onTop(link)).toBe(true)
    await expect(box.root).not.toHaveAttribute('data-settling')
    const [on = 0, off = 0] = await page.evaluate(() => (window as unknown as { settle: number[] }).settle)
    expect(off - on).toBeGreaterThanOrEqual(190)
    // A tap on the back's background turns it back; a tap on its link follows the link.
    const back = box.root.locator(`#${await box.toggle.getAttribute('aria-controls')}`)
    await back.tap({ position: { x: 8, y: 8 } })
    await expect(box.toggle).toHaveAttribute('aria-expanded', 'false')
    await box.toggle.tap()
    await expect(box.root).not.toHaveAttribute('data-settling')
    await link.tap()
    await expect(page).toHaveURL(/verkkosivut/)
  })

  test('door, expandable section and long-text box answer taps', async ({ page }) => {
    await page.goto(FI)
    const door = flipBox(page, 'Ylläpito ja jatkokehitys')
    // A tap before the box's island has attached does nothing; a busy machine may get there first.
    await expect(async () => {
      if ((await door.toggle.getAttribute('aria-expanded')) !== 'true') await door.toggle.tap()
      await expect(door.toggle).toHaveAttribute('aria-expanded', 'true', { timeout: scaled(1000) })
    }).toPass()
    const summary = page.locator('summary', { hasText: 'Miten projekti etenee?' })
    await summary.tap()
    await expect(page.locator('summary', { hasText: 'Projektin neljä vaihetta' })).toBeVisible()
    await expect(page.getByText('Aloituspaja: tavoitteet ja käyttäjät')).toBeVisible()
    await page.getByRole('button', { name: 'Lue lisää' }).tap()
    await expect(page.getByText('Tammelan torin kahvila', { exact: false })).toBeVisible()
    await page.getByRole('button', { name: 'Sulje', exact: true }).tap()
    await expect(page.getByRole('button', { name: 'Lue lisää' })).toBeFocused()
  })
})

test.describe('expandable section', () => {
  test('mouse: opens with a 500 ms slide, swaps title and icon, closes again', async ({ page }) => {
    await page.goto(FI)
    const details = page.locator('details', { hasText: 'Miten projekti etenee?' })
    const summary = details.locator('summary')
    await expect(details).not.toHaveAttribute('open')
    await expect(page.getByText('Aloituspaja: tavoitteet ja käyttäjät')).toBeHidden()
    const icon = await summary
      .locator('svg')
      .evaluateAll((svgs) => svgs.filter((s) => s.checkVisibility()).map((s) => s.outerHTML))
    const caught = await toggleAndCatch(page, details)
    const final = await settledSize(details)
    expect(final).toBeGreaterThan(50)
    // The content box grows from nothing over 500 ms: halfway it is part-way open.
    expect(caught.transitions).toContainEqual({ property: 'height', duration: 500 })
    expect(caught.midway.size).toBeGreaterThan(1)
    expect(caught.midway.size).toBeLessThan(final - 1)
    await expect.poll(() => shown(summary)).toBe('Projektin neljä vaihetta')
    const openIcon = await summary
      .locator('svg')
      .evaluateAll((svgs) => svgs.filter((s) => s.checkVisibility()).map((s) => s.outerHTML))
    expect(openIcon).toHaveLength(1)
    expect(openIcon).not.toEqual(icon)
    await expect(page.getByText('Aloituspaja: tavoitteet ja käyttäjät')).toBeVisible()
    await summary.click()
    await expect(details).not.toHaveAttribute('open')
    await expect.poll(() => shown(summary)).toBe('Miten projekti etenee?')
  })

  test('fade: fades the content in and swaps the image between the states', async ({ page }) => {
    await page.goto(FI)
    const details = page.locator('details', { hasText: 'Talvikampanja Pyynikillä' })
    const summary = details.locator('summary')
    const src = () =>
      summary
        .locator('img')
        .evaluateAll((imgs) =>
          imgs
            .filter((i) => i.checkVisibility())
            .map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src),
        )
    const closed = await src()
    expect(closed).toHaveLength(1)
    const caught = await toggleAndCatch(page, details)
    expect(caught.transitions).toContainEqual({ property: 'opacity', duration: 500 })
    expect(caught.midway.opacity).toBeGreaterThan(0.05)
    expect(caught.midway.opacity).toBeLessThan(0.95)
    // The fade ends fully opaque; on a loaded machine it may end after the sampling window.
    await expect
      .poll(() => details.evaluate((el) => getComputedStyle(el, '::details-content').opacity))
      .toBe('1')
    await expect.poll(() => shown(summary)).toBe('Kampanjan tulokset')
    await expect.poll(src).toHaveLength(1)
    expect((await src())[0]).not.toBe(closed[0])
  })

  test('keyboard: Enter and Space toggle, the state is exposed', async ({ page }) => {
    await page.goto(FI)
    const details = page.locator('details', { hasText: 'Miten projekti etenee?' })
    const summary = details.locator('summary')
    await tabTo(page, summary)
    await page.keyboard.press('Enter')
    await expect(details).toHaveAttribute('open')
    // The open state and the active title reach assistive technology.
    const selector = 'details:has(> summary [class*="active"]) > summary'
    expect(await axNode(page, selector)).toMatchObject({ expanded: true, name: 'Projektin neljä vaihetta' })
    await page.keyboard.press('Space')
    await expect(details).not.toHaveAttribute('open')
    expect(await axNode(page, selector)).toMatchObject({ expanded: false, name: 'Miten projekti etenee?' })
    await page.keyboard.press('Enter')
    await expect(details).toHaveAttribute('open')
    await page.keyboard.press('Space')
    await expect(details).not.toHaveAttribute('open')
    // The nested container: a flip box inside an open section.
    const faq = page.locator('details', { hasText: 'Usein kysyttyä ylläpidosta' })
    await expect(faq).toHaveAttribute('open')
    await expect(faq.getByRole('button', { name: 'Tietoturva' })).toBeVisible()
  })
})

test.describe('long-text box', () => {
  test('Lue lisää hides the row’s other columns, focus follows both ways (mouse and keyboard)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const more = page.getByRole('button', { name: 'Lue lisää' })
    const neighbour = page.getByRole('heading', { name: 'Kaksitoista tekijää' })
    const region = page.getByRole('region', { name: 'Kajon tarina' })
    await expect(neighbour).toBeVisible()
    await expect(region).toBeHidden()
    const narrow = (await more.locator('xpath=ancestor::*[@data-column]').boundingBox())?.width ?? 0
    await more.click()
    await expect(region).toBeVisible()
    await expect(region).toBeFocused()
    await expect(neighbour).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Saavutettavuus edellä' })).toBeHidden()
    // Only the box's row: the section's full-width heading above it stays.
    await expect(page.getByRole('heading', { name: 'Pitkä tekstilaatikko', level: 2 })).toBeVisible()
    // The box's column takes the whole row.
    const wide = (await region.locator('xpath=ancestor::*[@data-column]').boundingBox())?.width ?? 0
    expect(wide).toBeGreaterThan(narrow * 2)
    await page.getByRole('button', { name: 'Sulje', exact: true }).click()
    await expect(neighbour).toBeVisible()
    await expect(region).toBeHidden()
    await expect(more).toBeFocused()
    // Keyboard: Enter opens, Tab walks through the content to the close link, Enter closes.
    await page.keyboard.press('Enter')
    await expect(region).toBeFocused()
    await tabTo(page, page.getByRole('button', { name: 'Sulje', exact: true }))
    await page.keyboard.press('Enter')
    await expect(more).toBeFocused()
    await expect(neighbour).toBeVisible()
  })
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the expanded content shows below the introduction, without buttons that cannot work', async ({
      page,
    }) => {
      await page.goto(FI)
      await expect(page.getByRole('region', { name: 'Kajon tarina' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Lue lisää' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Sulje', exact: true })).toBeHidden()
      await expect(page.getByRole('heading', { name: 'Kaksitoista tekijää' })).toBeVisible()
    })
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no turning or sliding, every box still works', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(FI)
    const box = flipBox(page, 'Verkkokaupat')
    const link = box.root.getByRole('link', { name: 'Katso verkkokaupat' })
    await tabTo(page, box.toggle)
    await page.keyboard.press('Enter')
    await expect(box.toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await running(box.root)).toEqual([])
    await expect(box.inner).toHaveCSS('transform', 'none')
    expect(await onTop(link)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await onTop(link)).toBe(false)
    // Hover still shows the back, at once.
    const hovered = flipBox(page, 'Verkkosivustot')
    await pointAt(page, hovered.root)
    expect(await running(hovered.root)).toEqual([])
    expect(await onTop(hovered.root.getByRole('link', { name: 'Tutustu verkkosivuihin' }))).toBe(true)
    // The door opens without swinging.
    const door = flipBox(page, 'Ylläpito ja jatkokehitys')
    await door.toggle.click()
    expect(await running(door.root)).toEqual([])
    expect(await onTop(door.root.getByRole('link', { name: 'Pyydä tarjous' }))).toBe(true)
    // The expandable section opens without a transition.
    const details = page.locator('details', { hasText: 'Miten projekti etenee?' })
    const caught = await toggleAndCatch(page, details)
    // Nothing transitions: the first frame already shows the whole content.
    expect(caught.transitions).toEqual([])
    expect(caught.first.size).toBe(await settledSize(details))
    expect(caught.first.size).toBeGreaterThan(50)
    await expect(page.getByText('Aloituspaja: tavoitteet ja käyttäjät')).toBeVisible()
    const fade = page.locator('details', { hasText: 'Talvikampanja Pyynikillä' })
    const faded = await toggleAndCatch(page, fade)
    expect(faded.transitions).toEqual([])
    expect(faded.first.opacity).toBe(1)
  })
})

test('bad configuration: empty containers and missing images never break the page', async ({ page, cms }) => {
  const { url } = await createTestPage(cms, [
    {
      blockType: 'section',
      columns: [
        {
          widgets: [
            { blockType: 'expandableSection', title: 'Tyhjä osio', content: [] },
            { blockType: 'longTextBox', title: 'Ilman jatkoa', text: 'Pelkkä johdanto.', content: [] },
            {
              blockType: 'flipBox',
              front: { title: 'Ilman takapuolta', text: 'Ei käännettävää.' },
              content: [],
            },
            {
              blockType: 'flipBox',
              style: 'door',
              front: { title: 'Ovi ilman kuvaa', icon: 'star' },
              content: [{ blockType: 'heading', text: 'Oven takana', level: 'h4' }],
            },
          ],
        },
      ],
    },
  ])
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Tyhjä osio')).toHaveCount(0)
  await expect(page.getByText('Pelkkä johdanto.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Lue lisää' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Ilman takapuolta' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ilman takapuolta' })).toHaveCount(0)
  await expect(page.locator('main img')).toHaveCount(0)
  const door = page.getByRole('button', { name: 'Ovi ilman kuvaa' })
  await door.click()
  await expect(door).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('heading', { name: 'Oven takana' })).toBeVisible()
})

test('site search finds text inside the boxes', async ({ page }) => {
  for (const word of ['Hervannan', 'Tammelan', 'munkkikahvilalle']) {
    await page.goto(`/haku?q=${encodeURIComponent(word)}`)
    await expect(page.locator('main ol > li').filter({ hasText: 'Avautuvat laatikot' })).toHaveCount(1)
  }
})

test('showcase: axe finds nothing in Finnish and English, open states included; screenshots', async ({
  page,
}) => {
  test.setTimeout(scaled(3 * 60_000))
  await page.goto(FI)
  const en = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
  expect(en).toBeTruthy()
  const enPath = new URL(en ?? '', 'http://x').pathname
  for (const [path, name] of [
    [FI, 'boxes-fi'],
    [enPath, 'boxes-en'],
  ] as const) {
    await screenshots(page, path, name)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await settle(page)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await axeViolations(page)).toEqual([])
      // Open everything: the turned flip boxes, the long text, every section.
      const closedBoxes = page.locator('[data-flip-box] h3 > button[aria-expanded="false"]')
      for (let left = await closedBoxes.count(); left > 0; left--) {
        await closedBoxes.first().focus()
        await page.keyboard.press('Enter')
        await expect(closedBoxes).toHaveCount(left - 1)
      }
      const closedSections = page.locator('details:not([open]) > summary')
      for (let left = await closedSections.count(); left > 0; left--) {
        await closedSections.first().click()
        await expect(closedSections).toHaveCount(left - 1)
      }
      await page.getByRole('button', { name: path === FI ? 'Lue lisää' : 'Read more' }).click()
      expect(await axeViolations(page)).toEqual([])
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await page.screenshot({ path: `test-results/screenshots/${name}-open-${width}.png`, fullPage: true })
    }
  }
})

test('the islands load only on pages that show these widgets', async ({ page }) => {
  // Strings from the flip box's and the long-text box's client code.
  const markers = { 'flip box': 'data-settling', 'long-text box': 'data-long-text-open' }
  await expectIslands(page, FI, markers, ['flip box', 'long-text box'])
  await expectIslands(page, '/', markers, [])
  await expectIslands(page, '/palvelut', markers, [])
})
