// The lightbox's cost, for `npm run bench` (scripts/bench.mjs): that a gallery page loads none of it
// before the first open, and what the first open loads. PhotoSwipe's class names (`pswp`) are in
// its code and its stylesheet and nowhere else on the site, which tells its files from the others.
import { gzipSync } from 'node:zlib'
import { kb } from './bench-admin.mjs'

/** How long the network must stay quiet after the dialog appears before the count is taken. */
const QUIET_MS = 750
const PSWP = 'pswp'
const CODE_TYPES = ['script', 'stylesheet']

/** Waits until no request is in flight and none has started or ended for QUIET_MS. */
function networkQuiet(page) {
  let inFlight = 0
  let last = performance.now()
  const change = (delta) => () => {
    inFlight += delta
    last = performance.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async () => {
    while (inFlight > 0 || performance.now() - last < QUIET_MS) await page.waitForTimeout(100)
  }
}

function sizes(files) {
  return {
    files: files.length,
    rawKB: kb(files.reduce((sum, f) => sum + f.body.length, 0)),
    gzipKB: kb(files.reduce((sum, f) => sum + gzipSync(f.body).length, 0)),
  }
}

const byType = (files, type) => files.filter((f) => f.type === type)
const holdsPswp = (f) => f.body.toString('utf8').includes(PSWP)
const pathOf = (url) => new URL(url).pathname

/**
 * Opens `url` (a gallery page) in a fresh context, waits for its gallery island, then clicks the
 * first thumbnail and waits for PhotoSwipe's dialog. Scripts and stylesheets are recorded with their
 * bodies, split at the click. Pictures the open lightbox shows are content, not its code, and are
 * left out.
 */
export async function measureLightbox(browser, url) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const quiet = networkQuiet(page)
    const loaded = { before: [], firstOpen: [] }
    let phase = 'before'
    const reads = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (!CODE_TYPES.includes(type)) return
      const into = loaded[phase]
      reads.push(
        response.body().then(
          (body) => into.push({ type, url: response.url(), body }),
          () => {},
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // The island has attached: until then a click opens the plain picture.
    await page.locator('[data-lightbox-gallery][data-lightbox-ready]').first().waitFor()
    await quiet()
    await Promise.all(reads)

    phase = 'firstOpen'
    const clicked = performance.now()
    await page.locator('[data-lightbox-gallery] a[data-lightbox-item]').first().click()
    await page.locator('.pswp[role="dialog"]').waitFor()
    const dialogMs = Math.round(performance.now() - clicked)
    await quiet()
    await Promise.all(reads)

    const { before, firstOpen } = loaded
    return {
      page: pathOf(url),
      beforeFirstOpen: {
        scripts: byType(before, 'script').length,
        stylesheets: byType(before, 'stylesheet').length,
        // Must stay empty: any file here is lightbox code every gallery visitor pays for.
        filesHoldingPswp: before.filter(holdsPswp).map((f) => pathOf(f.url)),
      },
      firstOpen: {
        scripts: sizes(byType(firstOpen, 'script')),
        stylesheets: sizes(byType(firstOpen, 'stylesheet')),
        total: sizes(firstOpen),
        // False would mean the click loaded something else and the lightbox came from elsewhere.
        loadsPswp: firstOpen.some(holdsPswp),
        clickToDialogMs: dialogMs,
        files: firstOpen.map((f) => `${f.type} ${pathOf(f.url)}`),
      },
    }
  } finally {
    await context.close()
  }
}

/** The console summary of measureLightbox's result. */
export function printLightbox(lightbox, table) {
  const { beforeFirstOpen: before, firstOpen } = lightbox
  table(`Lightbox on ${lightbox.page}: files before and at the first open (gzip of what the open loads)`, {
    'before the first open': {
      scripts: before.scripts,
      stylesheets: before.stylesheets,
      holdingPswp: before.filesHoldingPswp.length,
    },
    'first open: scripts': firstOpen.scripts,
    'first open: stylesheets': firstOpen.stylesheets,
    'first open: total': firstOpen.total,
  })
  console.log(`click → dialog in the document: ${firstOpen.clickToDialogMs} ms (chunks fetched on the way)`)
  for (const file of before.filesHoldingPswp) console.log(`✗ loaded before the first open: ${file}`)
  if (!firstOpen.loadsPswp)
    console.log('✗ the first open loaded no PhotoSwipe file: the figure is not the lightbox')
}
