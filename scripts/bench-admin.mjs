// The admin's cost, for `npm run bench` (scripts/bench.mjs): first-load JavaScript of the dashboard
// and of a page's editor, how long the editor takes to accept typing, and whether public pages load
// any of the admin's code. Also the browser helpers bench.mjs shares with it.
import { gzipSync } from 'node:zlib'

/** The browser tests' Chromium flags (playwright.config.ts), so the bench's browser runs like theirs. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const ADMIN_EMAIL = 'admin@kajodigital.example'
/** Timed loads of the page editor; each in a fresh context, so every one starts with a cold HTTP cache. */
const EDITOR_RUNS = 5
/** How long a typed character must stay in the field to count (a re-render of the form could replace it). */
const SETTLE_MS = 500
/** The public pages checked for admin code: the home page (first: it defines "shared") and a content page. */
const PUBLIC_PAGES = ['/', '/tietoa-meista']
/**
 * Strings only Payload's admin client holds (its preferences and document-lock API calls, its toasts):
 * a public script holding one ships admin code, whichever chunk it came in, even a shared one.
 */
const ADMIN_CODE = {
  preferences: '/payload-preferences',
  documentLocks: '/payload-locked-documents',
  toasts: 'payload-toast-item',
}

export const kb = (bytes) => +(bytes / 1024).toFixed(2)

/** Middle value (mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** How long no new script may arrive before a page counts as loaded (islands come after hydration). */
const QUIET_MS = 2000

/**
 * Every script the page loads until the network is idle and then no new script has come for
 * QUIET_MS: address → body. Islands are fetched once React has hydrated, which on a busy machine
 * can come after the network first went idle.
 */
export async function scriptsLoadedBy(page, url, after = async () => {}) {
  const scripts = new Map()
  // Bodies are read as responses arrive; waiting for the reads keeps a late one from being missed.
  const reads = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    reads.push(
      response.body().then(
        (body) => scripts.set(response.url(), body),
        () => {},
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await after(page)
  let seen = -1
  while (seen !== reads.length) {
    seen = reads.length
    await page.waitForTimeout(QUIET_MS)
  }
  await Promise.all(reads)
  return scripts
}

/** Signs the demo admin in through the login page; returns the session (cookies) for new contexts. */
export async function adminSession(browser, origin, password) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-email').fill(ADMIN_EMAIL)
  await page.locator('#field-password').fill(password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  const session = await context.storageState()
  await context.close()
  return session
}

/**
 * The signed-in admin's token for REST calls. It goes in a header (`Authorization: JWT …`): Payload
 * takes a cookie from a client that sends neither Origin nor Sec-Fetch-Site only when no CSRF list is set.
 */
export function apiToken(session) {
  const token = session.cookies.find((cookie) => cookie.name.endsWith('-token'))?.value
  if (!token) throw new Error('the admin login left no session cookie')
  return token
}

/** GETs from the REST API as the signed-in admin (the token as apiToken explains). */
function apiReader(origin, session) {
  const token = apiToken(session)
  return async (p) => {
    const response = await fetch(origin + p, { headers: { authorization: `JWT ${token}` } })
    if (!response.ok) throw new Error(`GET ${p} → ${response.status}`)
    return response.json()
  }
}

/** The site's home page (site settings), else the first page: the document the editor is timed on. */
async function editorPageId(getJson) {
  const home = (await getJson('/api/globals/site-settings?depth=0')).homePage
  if (home) return typeof home === 'object' ? home.id : home
  const { docs } = await getJson('/api/pages?limit=1&depth=0&sort=id')
  if (!docs?.[0]) throw new Error('no page to open in the editor')
  return docs[0].id
}

/** The page's latest title, draft or published: it must not change while the editor is timed. */
const latestTitle = async (getJson, id) =>
  (await getJson(`/api/pages/${id}?draft=true&depth=0&locale=fi`)).title

/**
 * Refuses the editor's writes to the REST API (its autosave and save), letting reads through. Set
 * once a timed run has its figure: registered before, the interception would slow every request.
 */
const refuseWrites = (route) => (route.request().method() === 'GET' ? route.continue() : route.abort())

/** Scripts of one page load in a fresh context (signed in when `session` is given). */
async function scriptsInFreshContext(browser, url, session, after) {
  const context = await browser.newContext(session ? { storageState: session } : {})
  try {
    const page = await context.newPage()
    const scripts = await scriptsLoadedBy(page, url, after)
    // A lost session would measure the login page instead of the admin view.
    if (session && new URL(page.url()).pathname.endsWith('/login'))
      throw new Error(`${url} sent the signed-in admin to the login page`)
    return scripts
  } finally {
    await context.close()
  }
}

const gzipKB = (bodies) => +(bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024).toFixed(1)

function sizes(scripts) {
  const bodies = [...scripts.values()]
  const raw = bodies.reduce((sum, body) => sum + body.length, 0)
  return { scripts: scripts.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: gzipKB(bodies) }
}
/** Only the visual editing bridge's chunks hold its message channel's name (src/lib/edit-bridge.ts). */
const BRIDGE_MARKER = 'kajo-edit'
const bridgeChunks = (scripts) =>
  new Map([...scripts].filter(([, body]) => body.toString('utf8').includes(BRIDGE_MARKER)))
/** The draft preview the bench opens, in a frame as the admin's live preview shows it, and alone. */
const PREVIEW = '/next/preview?path=%2Ftietoa-meista'
const inFrame = (src) => async (page) => {
  await page.evaluate((address) => {
    const frame = document.createElement('iframe')
    frame.src = address
    document.body.append(frame)
  }, src)
  await page.waitForLoadState('networkidle')
}

const markersIn = (body) => {
  const text = body.toString('utf8')
  return Object.entries(ADMIN_CODE)
    .filter(([, marker]) => text.includes(marker))
    .map(([name]) => name)
}

/**
 * The title field is there and takes input: Payload renders fields disabled until its form has
 * mounted in the browser and initialised, so this is the form going live, not the server's HTML.
 */
function titleEditable() {
  const input = document.querySelector('#field-title')
  return input instanceof HTMLInputElement && !input.disabled && !input.readOnly
}

/**
 * Milliseconds from the start of navigation to the editor's title field holding a typed character,
 * in a fresh context (cold HTTP cache). Timed in this process, so it includes a few round trips to
 * the browser. The change is never saved: Payload autosaves pages a second after typing stops, so
 * writes are refused as soon as the figure is taken, and the context closes with the change.
 */
async function editorReadyMs(browser, url, session) {
  const context = await browser.newContext({ storageState: session })
  try {
    const page = await context.newPage()
    const title = page.locator('#field-title')
    let guarded = false
    const start = performance.now()
    await page.goto(url, { waitUntil: 'commit' })
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.waitForFunction(titleEditable, null, { timeout: 120_000 })
      const before = await title.inputValue()
      await title.press('End')
      await page.keyboard.type('x')
      const changed = await page
        .waitForFunction(
          (was) => {
            const value = document.querySelector('#field-title')?.value
            return value !== was && value
          },
          before,
          { timeout: 5_000 },
        )
        .then(
          async (handle) => ({ ms: performance.now() - start, value: await handle.jsonValue() }),
          () => null,
        )
      if (changed === null) continue
      if (!guarded) {
        await context.route(/\/api\//, refuseWrites)
        guarded = true
      }
      // The character must still be there a moment later (a re-render could replace it); else type again.
      await page.waitForTimeout(SETTLE_MS)
      if (changed.value === `${before}x` && (await title.inputValue()) === `${before}x`) return changed.ms
    }
    throw new Error(`the title field at ${url} did not keep a typed character`)
  } finally {
    await context.close()
  }
}

/**
 * The admin part of the bench. Runs after the login (`session` from adminSession). The first loads
 * of the dashboard and the editor also bring the server's admin code in, so the timed runs after
 * them meet a warm server and a cold browser.
 */
export async function measureAdmin(browser, { origin, session }) {
  const getJson = apiReader(origin, session)
  const id = await editorPageId(getJson)
  const editorPath = `/admin/collections/pages/${id}`
  const dashboard = await scriptsInFreshContext(browser, `${origin}/admin`, session)
  const editor = await scriptsInFreshContext(browser, origin + editorPath, session)

  const titleBefore = await latestTitle(getJson, id)
  const times = []
  for (let i = 0; i < EDITOR_RUNS; i++) times.push(await editorReadyMs(browser, origin + editorPath, session))
  const titleAfter = await latestTitle(getJson, id)

  // Next shares its framework chunks (React, the app router) between all routes: chunks the public
  // home page loads too are shared, the rest are the admin's own and no public page may load them.
  const loads = []
  for (const p of PUBLIC_PAGES) loads.push(await scriptsInFreshContext(browser, origin + p))
  const [home] = loads
  const publicScripts = new Map(loads.flatMap((scripts) => [...scripts]))
  const admin = new Map([...dashboard, ...editor])
  const shared = [...admin].filter(([url]) => home.has(url))
  const adminOnly = [...admin].filter(([url]) => !home.has(url))
  const leaked = adminOnly.filter(([url]) => publicScripts.has(url)).map(([url]) => url)
  const marked = [...publicScripts].filter(([, body]) => markersIn(body).length > 0).map(([url]) => url)
  const seen = new Set(adminOnly.flatMap(([, body]) => markersIn(body)))
  // Visual editing: its own chunks beside the form and in the preview's frame; none elsewhere.
  const framed = await scriptsInFreshContext(browser, `${origin}/robots.txt`, session, inFrame(PREVIEW))
  const alone = await scriptsInFreshContext(browser, origin + PREVIEW, session)

  const ms = (v) => Math.round(v)
  return {
    measuredAt: new Date().toISOString(),
    editor: editorPath,
    adminFirstLoadJs: {
      dashboard: { path: '/admin', ...sizes(dashboard) },
      pageEditor: { path: editorPath, ...sizes(editor) },
    },
    editorAcceptsInput: {
      runs: times.length,
      medianMs: ms(median(times)),
      minMs: ms(Math.min(...times)),
      maxMs: ms(Math.max(...times)),
      httpCache: 'cold (fresh browser context per run; server warm)',
      // False would mean a typed character reached the database (a write the bench failed to refuse).
      documentUnchanged: titleAfter === titleBefore,
    },
    publicPages: PUBLIC_PAGES,
    sharedWithPublic: { chunks: shared.length, gzipKB: gzipKB(shared.map(([, body]) => body)) },
    adminOnly: { chunks: adminOnly.length, gzipKB: gzipKB(adminOnly.map(([, body]) => body)) },
    adminOnlyLoadedByPublic: leaked.length,
    publicScriptsWithAdminMarkers: marked.length,
    // Which markers the admin's own chunks hold: a marker none of them holds proves nothing here.
    adminMarkersFoundInAdmin: Object.keys(ADMIN_CODE).filter((name) => seen.has(name)),
    offendingPublicScripts: [...new Set([...leaked, ...marked])],
    visualEditing: {
      inPageEditor: sizes(bridgeChunks(editor)),
      inPreviewFrame: sizes(bridgeChunks(framed)),
      previewAloneChunks: bridgeChunks(alone).size,
      dashboardChunks: bridgeChunks(dashboard).size,
      publicPagesChunks: bridgeChunks(publicScripts).size,
    },
  }
}

/** The console summary of measureAdmin's result. */
export function printAdmin(admin, table) {
  table(
    'Admin first-load JavaScript (signed in, fresh context, until the network is idle)',
    admin.adminFirstLoadJs,
  )
  table(
    `Page editor until its title field takes typing, ${admin.editorAcceptsInput.runs} runs (cold HTTP cache)`,
    { [admin.editor]: admin.editorAcceptsInput },
  )
  table(`Admin code on public pages (${admin.publicPages.join(', ')}); the last two must be 0`, {
    'shared with the public home page (framework)': admin.sharedWithPublic,
    'admin only': admin.adminOnly,
    'admin-only chunks public pages load': { chunks: admin.adminOnlyLoadedByPublic },
    'public scripts holding admin markers': { chunks: admin.publicScriptsWithAdminMarkers },
  })
  if (!admin.editorAcceptsInput.documentUnchanged)
    console.log(`✗ the timed runs saved a change to ${admin.editor}: its title is no longer what it was`)
  const missing = Object.keys(ADMIN_CODE).filter((name) => !admin.adminMarkersFoundInAdmin.includes(name))
  if (missing.length > 0)
    console.log(
      `⚠ admin markers not found in the admin's own chunks (update ADMIN_CODE): ${missing.join(', ')}`,
    )
  for (const url of admin.offendingPublicScripts) console.log(`✗ public page loads admin code: ${url}`)
  const bridge = admin.visualEditing
  if (bridge) {
    table('Visual editing bridge: its own chunks (the last three must be 0)', {
      'page editor (admin side)': bridge.inPageEditor,
      'live preview in the admin’s frame': bridge.inPreviewFrame,
      'draft preview opened alone': { scripts: bridge.previewAloneChunks },
      dashboard: { scripts: bridge.dashboardChunks },
      'public pages': { scripts: bridge.publicPagesChunks },
    })
  }
}
