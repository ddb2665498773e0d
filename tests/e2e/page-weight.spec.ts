import { readdirSync } from 'node:fs'
import path from 'node:path'
import { OWN_CODE, PAGE_WIDE } from '../../scripts/own-code.mjs'
import { sheetSource } from '../../scripts/sheets.mjs'
import { expect, test } from './support/cms'

/** A seeded page of sections, headings and rich text only (src/seed/pages.ts). */
const PLAIN_PAGE = '/tietosuojaseloste'
/** What a page of text is built of; every other sheet belongs to something the plain page lacks. */
const TEXT_SHEETS = new Set(['section', 'heading', 'rich-text'])

/**
 * Each sheet other than the text's, known by its longest declaration block: class names differ
 * between build pipelines, declarations do not, so the marker finds the CSS however it was sent.
 */
function foreignSheetMarkers(): Map<string, string> {
  const markers = new Map<string, string>()
  for (const entry of readdirSync('src', { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.sheet.css')) continue
    const name = entry.name.replace(/\.sheet\.css$/, '')
    if (TEXT_SHEETS.has(name)) continue
    const compiled = sheetSource(path.join(entry.parentPath, entry.name))
    const css = JSON.parse(compiled.match(/^export const Sheet = sheet\('[^']+', (".*")\)$/m)?.[1] ?? '""')
    const longest = [...String(css).matchAll(/\{[^{}]+\}/g)]
      .map(([block]) => block)
      .sort((a, b) => b.length - a.length)[0]
    if (longest) markers.set(name, longest)
  }
  return markers
}

test('a page of text loads no widget CSS or JS: only the chrome, sections, headings and rich text @smoke', async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  const stylesheets: Promise<string>[] = []
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    const body = response.text().catch(() => '')
    if (kind === 'script') scripts.push(body)
    if (kind === 'stylesheet') stylesheets.push(body)
  })
  await page.goto(PLAIN_PAGE)
  // Its scripts have started (after the first paint) and every chunk they asked for has come.
  await expect(page.locator('body')).toHaveAttribute('data-device', /./)
  await page.waitForLoadState('networkidle')
  const inline = await page.locator('style').evaluateAll((els) => els.map((el) => el.textContent ?? ''))
  const css = [...(await Promise.all(stylesheets)), ...inline].join('\n')
  const js = (await Promise.all(scripts)).join('\n')

  const markers = foreignSheetMarkers()
  expect(markers.size).toBeGreaterThan(30)
  const foreignCss = [...markers].filter(([, marker]) => css.includes(marker)).map(([name]) => name)
  expect(foreignCss, 'sheets of widgets the page does not show').toEqual([])
  const sheets = await page
    .locator('style[data-precedence="sheets"]')
    .evaluateAll((els) => els.flatMap((el) => (el.getAttribute('data-href') ?? '').split(' ')))
  expect(sheets.map((id) => id.replace(/-[0-9a-f]{8}$/, '')).sort()).toEqual([...TEXT_SHEETS].sort())

  const islands = Object.entries(OWN_CODE)
    .filter(([name, marker]) => !PAGE_WIDE.includes(name) && js.includes(marker))
    .map(([name]) => name)
  expect(islands, 'islands of widgets the page does not show').toEqual([])
})

test('a widget page carries the CSS of the widgets it shows, in the head, before its content', async ({
  page,
}) => {
  await page.goto('/widgetit/haitarit-ja-valilehdet')
  const sheets = await page
    .locator('head style[data-precedence="sheets"]')
    .evaluateAll((els) => els.flatMap((el) => (el.getAttribute('data-href') ?? '').split(' ')))
  const names = sheets.map((id) => id.replace(/-[0-9a-f]{8}$/, ''))
  expect(names).toEqual(expect.arrayContaining(['accordion', 'tabs']))
  expect(names).not.toContain('carousel')
  expect(await page.locator('body style').count()).toBe(0)
})

/**
 * The site's server (scripts/server.mjs, the `compression` middleware) compresses what is at least
 * this long; below it compression would save next to nothing.
 */
const COMPRESSION_THRESHOLD = 1024

test('pages, scripts and stylesheets reach the browser compressed @smoke', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin
  const answers: Promise<{ kind: string; url: string; encoding: string; bytes: number }>[] = []
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    if (!['document', 'script', 'stylesheet'].includes(kind) || !response.url().startsWith(origin)) return
    answers.push(
      Promise.all([response.allHeaders(), response.body()]).then(([headers, body]) => ({
        kind,
        url: response.url(),
        encoding: headers['content-encoding'] ?? 'none',
        bytes: body.length,
      })),
    )
  })
  await page.goto(PLAIN_PAGE)
  // The scripts start after the first paint (scripts/later-scripts.mjs); the runtime marks the body.
  await expect(page.locator('body')).toHaveAttribute('data-device', /./)
  const seen = await Promise.all(answers)
  expect(seen.map((a) => a.kind)).toEqual(expect.arrayContaining(['document', 'script', 'stylesheet']))
  const plain = seen.filter((a) => a.bytes >= COMPRESSION_THRESHOLD && !['br', 'gzip'].includes(a.encoding))
  expect(plain.map((a) => `${a.kind} ${a.url} (${a.bytes} B, ${a.encoding})`)).toEqual([])
})
