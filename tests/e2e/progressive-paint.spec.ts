import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { WIDTHS } from './support/screens'

/**
 * A slow network or a busy phone delivers a page's HTML in pieces, and the browser paints what it
 * has. If it paints half of the cookie banner or the header, the rest arriving moves what was
 * already drawn (a layout shift the visitor sees and CLS counts). This proxy holds the document at
 * a chosen point until the test releases it, so the test sees exactly what such a visitor sees, on
 * a machine of any speed.
 */
/** How long the cut document stays held before the rest is let through. */
const PAINT_CHANCE_MS = 2000

type StallingProxy = { server: Server; port: number; release: () => void }

async function stallingProxy(origin: string, cut: (html: string) => number): Promise<StallingProxy> {
  const held: (() => void)[] = []
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', origin), {
      headers: { accept: req.headers.accept ?? '*/*' },
    })
    const type = upstream.headers.get('content-type') ?? ''
    const body = Buffer.from(await upstream.arrayBuffer())
    res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' })
    if (!type.startsWith('text/html')) return void res.end(body)
    const html = body.toString('utf8')
    const at = cut(html)
    expect(at, 'cut point found in the HTML').toBeGreaterThan(0)
    res.write(html.slice(0, at))
    held.push(() => res.end(html.slice(at)))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const release = () => {
    for (const finish of held.splice(0)) finish()
  }
  return { server, port: (server.address() as AddressInfo).port, release }
}

/** Resolves once the page has painted something: what it had so far is on the screen. */
function painted(page: Page): Promise<unknown> {
  return page.waitForFunction(() => performance.getEntriesByType('paint').length > 0)
}

/** Layout shifts of anything inside `selector` since the page started. */
function shiftInside(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            sources?: { node?: Node | null }[]
          })[]) {
            if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest(sel)))
              total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
    selector,
  )
}

const CUTS: { name: string; selector: string; cut: (html: string) => number }[] = [
  {
    // After the banner's message, before its buttons.
    name: 'cookie banner',
    selector: '#consent-banner',
    cut: (html) => html.indexOf('data-consent-action', html.indexOf('<body')),
  },
  {
    // After the logo and the navigation, before the search, language and menu buttons.
    name: 'header',
    selector: 'header',
    cut: (html) => html.indexOf('data-actions', html.indexOf('<body')),
  },
]

test.describe('progressive paint', () => {
  test('the header and the banner show while the rest of the page is still on its way', async ({
    page,
    baseURL,
  }) => {
    const proxy = await stallingProxy(baseURL ?? '', (html) => html.indexOf('<footer'))
    try {
      await page.goto(`http://127.0.0.1:${proxy.port}/`, { waitUntil: 'commit' })
      // The header shows while the footer is still held back.
      await expect(page.locator('header').first()).toBeVisible()
      await painted(page)
      expect(await page.locator('footer').count(), 'the footer has not arrived yet').toBe(0)
      proxy.release()
      await page.waitForLoadState('load')
      const [firstPaint, responseEnd] = await page.evaluate(() => [
        performance.getEntriesByType('paint')[0]?.startTime ?? -1,
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      ])
      expect(firstPaint).toBeGreaterThan(0)
      expect(firstPaint, 'painted before the held rest of the HTML arrived').toBeLessThan(responseEnd)
    } finally {
      proxy.release()
      proxy.server.close()
    }
  })

  for (const { name, selector, cut } of CUTS) {
    test(`the ${name} never paints half-parsed, so nothing in it moves when the rest arrives`, async ({
      browser,
      baseURL,
    }) => {
      const proxy = await stallingProxy(baseURL ?? '', cut)
      try {
        for (const width of WIDTHS) {
          const context = await browser.newContext({ viewport: { width, height: 900 } })
          const page = await context.newPage()
          await page.goto(`http://127.0.0.1:${proxy.port}/`, { waitUntil: 'commit' })
          // The browser gets time to paint what arrived (it may hold back a half-parsed part, and
          // then paints nothing): a slower machine only paints less of it, which can hide a shift
          // but never invent one.
          await page.waitForTimeout(PAINT_CHANCE_MS)
          proxy.release()
          await page.waitForLoadState('load')
          await expect(page.locator(selector).first()).toBeVisible()
          expect(await shiftInside(page, selector), `${name} at ${width} px`).toBe(0)
          await context.close()
        }
      } finally {
        proxy.release()
        proxy.server.close()
      }
    })
  }
})
