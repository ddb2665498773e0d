import type { Media } from '../../src/payload-types'
import { type Cms, createTestPage, expect, test } from './support/cms'

async function anyImage(cms: Cms): Promise<Media> {
  const image = await cms.first('media', 'where[mimeType][like]=image')
  if (!image) throw new Error('seeded images missing')
  return image
}

test.describe('widgets in isolation', () => {
  test('heading: level, alignment, colour', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              {
                blockType: 'heading',
                text: 'Keskitetty',
                level: 'h1',
                align: 'center',
                colour: '#8a2432',
                subtitle: 'Ala',
              },
            ],
          },
        ],
      },
    ])
    await page.goto(url)
    const h1 = page.getByRole('heading', { level: 1, name: 'Keskitetty' })
    await expect(h1).toBeVisible()
    await expect(h1).toHaveCSS('text-align', 'center')
    await expect(h1).toHaveCSS('color', 'rgb(138, 36, 50)')
    // The editor's h1 is the page's only h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  test('button: link, keyboard, hover colour, new tab', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              {
                blockType: 'button',
                label: 'Tietosuoja',
                style: 'filled',
                icon: 'arrow-right',
                link: { type: 'custom', url: '/tietosuojaseloste' },
                hoverBackground: '#000000',
              },
              {
                blockType: 'button',
                label: 'Ulkoinen',
                style: 'outline',
                link: { type: 'custom', url: 'https://example.com/', newTab: true },
              },
            ],
          },
        ],
      },
    ])
    await page.goto(url)
    const button = page.getByRole('link', { name: 'Tietosuoja', exact: true })
    await button.hover()
    await expect(button).toHaveCSS('background-color', 'rgb(0, 0, 0)')
    const external = page.getByRole('link', { name: /Ulkoinen/ })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    // Keyboard: Tab reaches the button from the breadcrumbs above it, Enter follows it.
    await page.getByRole('navigation', { name: 'Murupolku' }).getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tietosuojaseloste$/)
  })

  test('icon box: the whole box follows its link', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              {
                blockType: 'iconBox',
                icon: 'rocket',
                title: 'Yhteystiedot',
                text: 'Klikkaa mihin tahansa laatikossa',
                hasLink: true,
                link: { type: 'custom', url: '/yhteystiedot', label: 'Lue lisää' },
              },
            ],
          },
        ],
      },
    ])
    await page.goto(url)
    await expect(page.locator('svg[aria-hidden="true"]').first()).toBeVisible()
    // A pointer click anywhere on the box, here on its body text, lands on the link's overlay.
    const text = await page.getByText('Klikkaa mihin tahansa laatikossa').boundingBox()
    await page.mouse.click((text?.x ?? 0) + 10, (text?.y ?? 0) + 5)
    await expect(page).toHaveURL(/\/yhteystiedot$/)
  })

  test('image banner: responsive image, overlay text, hover zoom', async ({ page, cms }) => {
    const image = await anyImage(cms)
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              {
                blockType: 'imageBanner',
                image: image.id,
                title: 'Banneri',
                text: 'Teksti kuvan päällä',
                hasLink: true,
                link: { type: 'custom', url: '/palvelut' },
                hoverEffect: 'zoom',
              },
            ],
          },
        ],
      },
    ])
    await page.goto(url)
    const link = page.getByRole('link', { name: /Banneri/ })
    const img = link.locator('img')
    await expect(img).toHaveAttribute('srcset', /480w/)
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
    await link.hover()
    await expect.poll(() => img.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none')
    await link.focus()
    await expect(link).toBeFocused()
  })

  test('separator: line with icon and a shape', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        columns: [
          {
            widgets: [
              { blockType: 'separator', separatorType: 'dashed', border: 3, colour: '#8a2432', icon: 'leaf' },
              { blockType: 'separator', separatorType: 'shape', shape: 'zigzag', svgHeight: 40 },
            ],
          },
        ],
      },
    ])
    await page.goto(url)
    const separators = page.getByRole('separator')
    await expect(separators).toHaveCount(2)
    await expect(separators.first().locator('span').first()).toHaveCSS('border-top-style', 'dashed')
    await expect(separators.first()).toHaveCSS('color', 'rgb(138, 36, 50)')
    const box = await separators.nth(1).locator('svg').boundingBox()
    expect(Math.round(box?.height ?? 0)).toBe(40)
  })

  test('section width modes and backgrounds at desktop width', async ({ page, cms }) => {
    const image = await anyImage(cms)
    const heading = (text: string) => ({ blockType: 'heading' as const, text, level: 'h2' as const })
    const { url } = await createTestPage(cms, [
      {
        blockType: 'section',
        width: 'boxed',
        background: { type: 'colour', colour: '#f2efea' },
        columns: [{ widgets: [heading('Rajattu')] }],
      },
      {
        blockType: 'section',
        width: 'full',
        background: { type: 'colour', colour: '#e3ddd4' },
        columns: [{ widgets: [heading('Täysi')] }],
      },
      {
        blockType: 'section',
        width: 'ex-full',
        background: { type: 'colour', colour: '#1f5f4a' },
        textColour: '#ffffff',
        columns: [{ widgets: [heading('Reunasta reunaan')] }],
      },
      {
        blockType: 'section',
        anchorId: 'kuva',
        textColour: '#ffffff',
        background: { type: 'image', image: image.id },
        overlay: { colour: '#000000', opacity: 60, pattern: 'grid' },
        separator: { position: 'bottom', shape: 'wave', colour: '#ffffff' },
        columns: [
          { widths: { phone: '1/1', tablet: '1/2', desktop: '1/3' }, widgets: [heading('Kuvatausta')] },
          { widths: { phone: '1/1', tablet: '1/2', desktop: '2/3' }, widgets: [heading('Toinen')] },
        ],
      },
    ])
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(url)
    const sections = page.locator('main section')
    const widthOf = async (i: number) => (await sections.nth(i).boundingBox())?.width ?? 0
    expect(await widthOf(0)).toBeLessThanOrEqual(1200)
    expect(await widthOf(1)).toBe(1440)
    expect(await widthOf(2)).toBe(1440)
    const fullInner = await page.getByRole('heading', { name: 'Täysi' }).boundingBox()
    const exFullInner = await page.getByRole('heading', { name: 'Reunasta reunaan' }).boundingBox()
    expect(fullInner?.x ?? 0).toBeGreaterThan(100)
    expect(exFullInner?.x ?? 999).toBeLessThan(40)
    await expect(sections.nth(0)).toHaveCSS('background-color', 'rgb(242, 239, 234)')
    await expect(sections.nth(3)).toHaveAttribute('id', 'kuva')
    await expect(sections.nth(3).locator('img')).toHaveAttribute('alt', '')
    // Columns: 1/3 + 2/3 side by side on desktop, stacked on a phone.
    const a = await page.getByRole('heading', { name: 'Kuvatausta' }).boundingBox()
    const b = await page.getByRole('heading', { name: 'Toinen' }).boundingBox()
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 100))).toBeLessThan(2)
    await page.setViewportSize({ width: 390, height: 800 })
    const a2 = await page.getByRole('heading', { name: 'Kuvatausta' }).boundingBox()
    const b2 = await page.getByRole('heading', { name: 'Toinen' }).boundingBox()
    expect((b2?.y ?? 0) - (a2?.y ?? 0)).toBeGreaterThan(20)
  })

  test('entrance animation reveals a section when it scrolls into view, and never under reduced motion', async ({
    page,
    cms,
  }) => {
    const tall = {
      blockType: 'section' as const,
      columns: [{ widgets: [{ blockType: 'heading' as const, text: 'Ylhäällä', level: 'h2' as const }] }],
      paddingBottom: 'xl' as const,
    }
    const { url } = await createTestPage(cms, [
      tall,
      { ...tall, paddingTop: 'xl' },
      { ...tall, paddingTop: 'xl' },
      {
        blockType: 'section',
        animation: 'slide-up',
        columns: [{ widgets: [{ blockType: 'heading', text: 'Animoitu', level: 'h2' }] }],
      },
    ])
    await page.setViewportSize({ width: 1440, height: 500 })
    await page.goto(url)
    const inner = page.locator('[data-animation="slide-up"]')
    await expect(inner).toHaveAttribute('data-reveal', '')
    await expect(inner).not.toHaveAttribute('data-revealed', '')
    await expect(inner).toHaveCSS('opacity', '0')
    await page.getByRole('heading', { name: 'Animoitu' }).scrollIntoViewIfNeeded()
    await expect(inner).toHaveAttribute('data-revealed', '')
    await expect(inner).toHaveCSS('opacity', '1')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    await expect(page.locator('[data-animation="slide-up"]')).not.toHaveAttribute('data-reveal', '')
    await expect(page.locator('[data-animation="slide-up"]')).toHaveCSS('opacity', '1')
  })

  test('drafts are hidden from visitors', async ({ page, cms }) => {
    const { url } = await createTestPage(cms, [], { status: 'draft', title: 'Luonnossivu' })
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
  })
})
