import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { seededPaths } from './support/sitemap'

/** Java from the PATH (scripts/java.mjs installs Debian's runtime when it is missing). */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

test('every seeded page is valid HTML (Nu HTML Checker)', async ({ request }, testInfo) => {
  test.setTimeout(scaled(120_000))
  const fromSitemap = await seededPaths(request)
  expect(fromSitemap.length, 'pages in the sitemap').toBeGreaterThan(10)
  expect(fromSitemap).toContain('/en')
  const paths = [
    ...new Set(fromSitemap),
    '/blogi?category=verkkosivut&sort=name',
    '/haku?q=verkkosivut',
    '/en/search?q=web',
    '/ei-ole-olemassa',
    '/en/ei-ole',
  ]

  const files = new Map<string, string>()
  for (const [i, path] of paths.entries()) {
    const response = await request.get(path)
    expect([200, 404], path).toContain(response.status())
    const file = testInfo.outputPath(`page-${i}.html`)
    writeFileSync(file, await response.text())
    files.set(file, path)
  }

  // One Java start for all pages: vnu checks every file given and reports them together.
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files.keys()], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'java could not run').toBeUndefined()
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
  const describe = (m: VnuMessage) =>
    `${files.get(decodeURI(new URL(m.url ?? 'file:///').pathname)) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` «${m.extract.trim()}»` : ''}`
  // Warnings may stay; they are listed once each with a count. (Checked as local files, the meta
  // CSP's 'self' is the file's origin, so vnu warns that our own scripts and images are blocked.)
  const warnings = new Map<string, number>()
  for (const m of messages.filter((m) => m.type === 'info' && m.subType === 'warning')) {
    const key = m.message.replace(/“[^”]*”/g, '…')
    warnings.set(key, (warnings.get(key) ?? 0) + 1)
  }
  if (warnings.size) console.log(`HTML warnings:\n${[...warnings].map(([m, n]) => `${n}× ${m}`).join('\n')}`)
  // Not its CSS: the sheets inlined in <head> (scripts/sheets.mjs) are compiled by Lightning CSS,
  // which stops at a rule it cannot parse, while vnu's CSS grammar predates what they use (container
  // queries, scroll-driven animations, @starting-style) and reports each as an error.
  const html = messages.filter((m) => m.type !== 'info' && !m.message.startsWith('CSS: '))
  expect(html.map(describe)).toEqual([])
})
