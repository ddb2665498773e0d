import { expect, test } from '@playwright/test'
import { t } from '../../src/i18n/strings'

test.describe('public site', () => {
  test('Finnish home page with metadata and alternates @smoke', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Verkkosivut, jotka toimivat – nopeasti ja kaikille',
    )
    await expect(page).toHaveTitle('Etusivu | Kajo Digital')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /saavutettavia/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /localhost:3000\/?$/,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Etusivu')
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fi_FI')
  })

  test('English home page', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Websites that work – fast, and for everyone',
    )
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeAttached()
  })

  test('language menu goes to the same page in the other language', async ({ page }) => {
    await page.goto('/yhteystiedot')
    const nav = page.getByRole('navigation', { name: 'Päävalikko' }).first()
    await expect(nav.getByRole('link', { name: 'Yhteystiedot' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Palvelut' })).not.toHaveAttribute('aria-current', 'page')
    await page.getByRole('navigation', { name: 'Kieli' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  })

  test('nested page address and the home alias', async ({ page, request }) => {
    const nested = await page.goto('/palvelut/verkkosivut')
    expect(nested?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkkosivut')
    const alias = await request.get('/etusivu', { maxRedirects: 0 })
    expect(alias.status()).toBe(308)
    const locations = alias.headersArray().filter((h) => h.name.toLowerCase() === 'location')
    expect(locations.length).toBeGreaterThan(0)
    for (const location of locations) expect(location.value.split(', ')).toContain('/')
  })

  test('unknown address gives the 404 in its language', async ({ page }) => {
    for (const [url, heading] of [
      ['/ei-ole-olemassa', t('fi').pageNotFound],
      ['/palvelut/ei-ole', t('fi').pageNotFound],
      ["/%3Cscript%3E'", t('fi').pageNotFound],
      ['/en/nothing-here', t('en').pageNotFound],
    ] as const) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(`${heading} | Kajo Digital`)
    }
  })

  test('a malformed address gets a Finnish 400, not a 500', async ({ request }) => {
    for (const url of ['/%E4%F6', '/en/%ZZ', '/api/pages/%ZZ']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(400)
      expect(await response.text()).toContain('Virheellinen osoite')
    }
  })

  // Any publish elsewhere purges the cache, so this one runs when nothing else does.
  test('published pages are cached and carry the security headers', { tag: '@serial' }, async ({
    request,
  }) => {
    await request.get('/tietoa-meista')
    const response = await request.get('/tietoa-meista')
    const headers = response.headers()
    expect(headers['x-nextjs-cache']).toBe('HIT')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-powered-by']).toBeUndefined()
  })

  test('uploaded images come straight from disk with cache headers; nothing else does', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const hero = html.match(/<link rel="preload" as="image" imageSrcSet="([^" ]+)/)?.[1]
    expect(hero).toMatch(/^\/media\/[\w.-]+\.webp$/)
    const image = await request.get(hero as string)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
    expect(image.headers()['cache-control']).toContain('max-age=86400')
    const again = await request.get(hero as string, {
      headers: { 'if-modified-since': image.headers()['last-modified'] ?? '' },
    })
    expect(again.status()).toBe(304)
    for (const url of ['/media/..%2F.env', '/media/.env', '/media/ei-ole.webp', '/media/logo.svg']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      expect(await response.text()).toContain('Tiedostoa ei löytynyt.')
    }
  })

  test('sitemap and robots', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of [
      '/',
      '/en',
      '/palvelut',
      '/palvelut/verkkosivut',
      '/tietosuojaseloste',
      '/en/privacy-policy',
      '/widgetit',
    ]) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${path === '/' ? '/' : path}</loc>`)
    }
    expect(sitemap).toContain('hreflang="en"')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Sitemap:')
  })
})
