import { writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { scaled } from '../support/time-scale'
import { htmlErrors } from './support/html-valid'
import { seededPaths } from './support/sitemap'

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

  expect(htmlErrors(files)).toEqual([])
})
