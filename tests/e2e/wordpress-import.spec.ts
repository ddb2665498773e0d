import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import type { ImportReport } from '../../src/import/wordpress/report/report'
import { scaled } from '../support/time-scale'
import { ADMIN, expect, test } from './support/cms'
import { htmlErrors } from './support/html-valid'
import { OwnSite, ROOT } from './support/own-site'
import { screenshot, settle, WIDTHS } from './support/screens'
import { axeViolations } from './support/widgets'

/**
 * Moving in from WordPress (docs/wordpress-import.md), on a demo site of its own (port 3160): the
 * command line imports WordPress's theme unit test export, with stand-in pictures served from
 * here as the old site's uploads; then the admin's view checks and imports a WPBakery export.
 */
const site = new OwnSite('wordpress-import', 3160)
const THEME_TEST = path.join(ROOT, 'tests/fixtures/wordpress/themeunittestdata.wordpress.xml')
const WPBAKERY = path.join(ROOT, 'tests/fixtures/wordpress/wpbakery-sample.xml')
const exec = promisify(execFile)

let pictures: Server
let picturesBase = ''

test.beforeAll(async () => {
  test.setTimeout(scaled(400_000))
  const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b4f3a' } })
    .jpeg()
    .toBuffer()
  pictures = createServer((req, res) => {
    if (!/\.(jpe?g|png|gif)$/i.test(req.url ?? '')) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg)
  })
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve))
  picturesBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`
  await site.prepare()
  await site.start()
})

test.afterAll(async () => {
  await site.dispose()
  await new Promise((resolve) => pictures?.close(resolve))
})

/** `npm run import:wordpress -- …` on the site's data; its report, as it wrote it in JSON. */
async function importCli(file: string, ...options: string[]): Promise<ImportReport> {
  const json = test.info().outputPath(`report-${Date.now()}.json`)
  await exec(
    process.execPath,
    ['scripts/import-wordpress.mjs', file, '--media-from', picturesBase, '--json', json, ...options],
    { cwd: ROOT, env: site.env(), maxBuffer: 32 * 1024 * 1024 },
  )
  return JSON.parse(readFileSync(json, 'utf8')) as ImportReport
}

/** What the export holds, counted here from its text, apart from the importer's reading. */
function countFile(file: string) {
  const xml = readFileSync(file, 'utf8')
  const items = xml.split('<item>').slice(1)
  const value = (item: string, tag: string) =>
    new RegExp(`<${tag}>(?:<!\\[CDATA\\[)?([^<\\]]*)`).exec(item)?.[1]?.trim() ?? ''
  const ofType = (type: string) => items.filter((item) => value(item, 'wp:post_type') === type)
  const terms = new Set<string>()
  for (const m of xml.matchAll(/<wp:category>[\s\S]*?<wp:category_nicename>(?:<!\[CDATA\[)?([^<\]]*)/g))
    terms.add(`category:${m[1]}`)
  for (const m of xml.matchAll(/<wp:tag>[\s\S]*?<wp:tag_slug>(?:<!\[CDATA\[)?([^<\]]*)/g))
    terms.add(`tag:${m[1]}`)
  for (const m of xml.matchAll(/<wp:term>[\s\S]*?<\/wp:term>/g))
    if (/<wp:term_taxonomy>(?:<!\[CDATA\[)?category/.test(m[0]))
      terms.add(`category:${/<wp:term_slug>(?:<!\[CDATA\[)?([^<\]]*)/.exec(m[0])?.[1]}`)
  return {
    posts: ofType('post').length,
    pages: ofType('page').length,
    attachments: ofType('attachment').length,
    menuItems: ofType('nav_menu_item').length,
    comments: (xml.match(/<wp:comment>/g) ?? []).length,
    categories: terms.size,
    published: [...ofType('post'), ...ofType('page')]
      .filter((item) => value(item, 'wp:status') === 'publish' && !value(item, 'wp:post_password'))
      .map((item) => ({ id: Number(value(item, 'wp:post_id')), link: value(item, 'link') })),
  }
}

async function signIn(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', {
    data: { email: ADMIN.email, password: site.password },
  })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** How many documents each collection has, and when the header was last written. */
async function snapshot(request: APIRequestContext, auth: Record<string, string>) {
  const counts: Record<string, number> = {}
  for (const collection of ['posts', 'pages', 'media', 'comments', 'categories', 'redirects']) {
    const answer = await request.get(`/api/${collection}?limit=1&depth=0&draft=true`, { headers: auth })
    counts[collection] = ((await answer.json()) as { totalDocs: number }).totalDocs
  }
  const header = (await (await request.get('/api/globals/header?depth=0', { headers: auth })).json()) as {
    updatedAt: string
  }
  return { counts, header: header.updatedAt }
}

test('the command line imports the theme unit test export: counts as in the file, every page 200, valid and accessible, old addresses 301, a second run changes nothing @serial', async ({
  browser,
}, testInfo) => {
  test.setTimeout(scaled(600_000))
  const file = countFile(THEME_TEST)
  const request = await playwrightRequest.newContext({ baseURL: site.base })
  const auth = await signIn(request)

  const untouched = await snapshot(request, auth)
  const dryRun = await importCli(THEME_TEST, '--dry-run')
  expect(dryRun.dryRun).toBe(true)
  expect(await snapshot(request, auth), 'a dry run writes nothing').toEqual(untouched)

  const report = await importCli(THEME_TEST)
  const counts = report.counts
  expect(
    [
      counts.posts,
      counts.pages,
      counts.attachments,
      counts.comments,
      counts.categories,
      counts.menuItems,
    ].map((c) => c.inFile),
  ).toEqual([file.posts, file.pages, file.attachments, file.comments, file.categories, file.menuItems])
  // Everything in the file is accounted for: imported, left out on purpose, or failed with a line.
  for (const [kind, c] of Object.entries(counts))
    expect(c.imported + c.existing + c.skipped + c.failed, kind).toBe(c.inFile)
  expect(counts.posts.imported + counts.pages.imported).toBeGreaterThan(60)
  // The dry run said what the run did, and wrote nothing.
  expect(dryRun.counts.posts.imported).toBe(counts.posts.imported)
  expect(dryRun.redirects).toBe(report.redirects)
  // Only an audio and a video attachment fail: the site takes pictures and mp4/webm videos.
  expect(report.errors.map((e) => e.message)).toEqual([
    expect.stringContaining('.mp3'),
    expect.stringContaining('.mov'),
  ])
  testInfo.annotations.push({
    type: 'import',
    description: `${report.seconds} s, ${report.itemsPerSecond} items/s`,
  })

  // A second run changes nothing.
  const before = await snapshot(request, auth)
  const again = await importCli(THEME_TEST)
  for (const [kind, c] of Object.entries(again.counts)) expect(c.imported, kind).toBe(0)
  expect(again.redirects).toBe(0)
  expect(await snapshot(request, auth)).toEqual(before)

  // Every published post and page: its old address answers 301 with the new one, which answers 200.
  const addresses = new Map<string, string>()
  for (const { id, link } of file.published) {
    const oldPath = new URL(link).pathname
    for (const old of [oldPath, `/?p=${id}`]) {
      // Absolute: some old permalinks start with two slashes (`//greek/…`), as WordPress wrote them.
      const answer = await request.get(`${site.base}${old}`, { maxRedirects: 0 })
      const target = answer.headers().location ?? ''
      // An old permalink that is the new address too only loses its trailing slash (308).
      if (answer.status() === 308 && target === oldPath.replace(/\/$/, '')) {
        addresses.set(String(id), target)
        continue
      }
      expect(answer.status(), old).toBe(301)
      expect(target, old).toMatch(/^\/[^/]/)
      addresses.set(String(id), target)
    }
  }
  expect(addresses.size).toBe(file.published.length)

  // Each imported page: 200, no axe violations, valid HTML.
  const files = new Map<string, string>()
  const context = await browser.newContext({ baseURL: site.base })
  const page = await context.newPage()
  const found: string[] = []
  for (const [i, address] of [...new Set(addresses.values())].entries()) {
    const answer = await request.get(address)
    expect(answer.status(), address).toBe(200)
    const saved = testInfo.outputPath(`imported-${i}.html`)
    writeFileSync(saved, await answer.text())
    files.set(saved, address)
    // Each page at one of the two widths, in turn: both widths see every kind of content.
    const width = WIDTHS[i % WIDTHS.length] as number
    await page.setViewportSize({ width, height: 900 })
    await page.goto(address)
    await settle(page)
    for (const violation of await axeViolations(page)) found.push(`${address} @${width}: ${violation}`)
  }
  expect(found).toEqual([])
  expect(htmlErrors(files)).toEqual([])
  await context.close()
  await request.dispose()
})

/** The import view, signed in as the site's admin. */
async function openView(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Sähköposti').fill(ADMIN.email)
  await page.getByLabel('Salasana').fill(site.password)
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/tuo-wordpressista')
  await expect(page.getByRole('heading', { level: 1, name: 'Tuo WordPressistä' })).toBeVisible()
}

test('the admin view checks an upload with a dry run, imports it with progress that survives a reload, in Finnish at 1440 and 390 px @serial', async ({
  browser,
}) => {
  test.setTimeout(scaled(240_000))
  for (const width of WIDTHS) {
    const context = await browser.newContext({ baseURL: site.base, viewport: { width, height: 1000 } })
    const page = await context.newPage()
    await openView(page)
    // A file that is not a WordPress export: a clear Finnish message, nothing stored.
    await page.getByLabel('Vientitiedosto (.xml, enintään 25 Mt)').setInputFiles({
      name: 'kuva.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from('<html><body>ei vientitiedosto</body></html>'),
    })
    await page.getByRole('button', { name: 'Tarkista tiedosto' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/ei ole WordPressin vientitiedosto/)

    await page.getByLabel('Vientitiedosto (.xml, enintään 25 Mt)').setInputFiles(WPBAKERY)
    await page.getByLabel('Vanhan sivuston osoite kuvia varten (valinnainen)').fill(picturesBase)
    await page.getByRole('button', { name: 'Tarkista tiedosto' }).click()
    await expect(
      page.getByText('Koeajon tulos: näin tuonti tekisi. Mitään ei ole vielä tallennettu.'),
    ).toBeVisible()
    const pagesRow = page.getByRole('table', { name: 'Raportti' }).getByRole('row', { name: /^Sivut/ })
    // In the file, to import, already here, left out, failed: new at the first width, and at the
    // second already imported by the first.
    await expect(pagesRow.getByRole('cell')).toHaveText(
      width === WIDTHS[0] ? ['2', '2', '0', '0', '0'] : ['2', '0', '2', '0', '0'],
    )
    await expect(
      page.getByText('Ylätunnisteen valikoksi tulee WordPressin valikko ”paavalikko”.'),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `wordpress-import-check-${width}`, width)

    await page.getByRole('button', { name: 'Aloita tuonti' }).click()
    await expect(page.getByText('Tuonti valmis', { exact: true })).toBeVisible({ timeout: scaled(60_000) })
    await expect(page.getByText('12 / 12 kohdetta valmiina')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '12')
    // The run lives on the server: a reload shows it as it ended.
    await page.reload()
    await expect(page.getByText('Tuonti valmis', { exact: true })).toBeVisible()
    await expect(page.getByText('12 / 12 kohdetta valmiina')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `wordpress-import-done-${width}`, width)
    await context.close()
  }

  // The WPBakery page as our widgets, its old addresses answering 301.
  const request = await playwrightRequest.newContext({ baseURL: site.base })
  const old = await request.get('/?page_id=200', { maxRedirects: 0 })
  expect([old.status(), old.headers().location]).toEqual([301, '/meista'])
  const moved = await request.get('/meista/yhteystiedot/', { maxRedirects: 0 })
  expect(moved.status()).toBe(308)
  const post = await request.get('/2021/03/kevaan-uutiset/', { maxRedirects: 0 })
  expect([post.status(), post.headers().location]).toEqual([301, '/blogi/kevaan-uutiset'])
  const context = await browser.newContext({ baseURL: site.base })
  const page = await context.newPage()
  await page.goto('/meista')
  await expect(page.getByRole('heading', { level: 2, name: 'Kahvila vuodesta 1998' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Onko teillä gluteenittomia?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ota yhteyttä' })).toHaveAttribute(
    'href',
    '/meista/yhteystiedot',
  )
  await expect(page.getByRole('link', { name: 'kevään uutiset' })).toHaveAttribute(
    'href',
    '/blogi/kevaan-uutiset',
  )
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Meistä' })).toBeVisible()
  await page.goto('/blogi/kevaan-uutiset')
  await expect(page.getByText('Kirjoittaja: Maija Meikäläinen')).toBeVisible()
  await expect(page.getByText('Tervetuloa toukokuussa!')).toBeVisible()
  await context.close()

  // Signed out, the endpoints refuse; a hand-made refresh token is refused.
  expect((await request.get('/api/wordpress-import')).status()).toBe(401)
  const refresh = await request.post('/api/wordpress-import/refresh', {
    headers: { 'x-import-refresh': '1.abc' },
  })
  expect(refresh.status()).toBe(403)
  await request.dispose()
})
