// The site search's cost, for `npm run bench` (scripts/bench.mjs), or alone with
// `node scripts/bench-search.mjs` (both engines, printed, results.json untouched):
// - at 10 000 posts, on SQLite and on PostgreSQL, each on a server of its own: the time to rebuild
//   the index with `npm run search:reindex`, search latency (sequential) and throughput (autocannon)
//   for results pages and the suggestions endpoint, each set against a cached page of the same run;
// - the JavaScript the suggestions add: none before the header's search opens, what opening loads.
import { execFileSync, spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { BROWSER_ARGS, kb } from './bench-admin.mjs'
import { load, sequential, summary, timedRequest } from './bench-http.mjs'
import { fillPosts, fillPostsPostgres } from './bench-posts.mjs'
import { ensureChromium } from './chromium.mjs'
import { buildIfStale, ensureEnv, ROOT } from './lib.mjs'

export const SEARCH_POSTS = 10_000
const CACHED_PAGE = '/tietoa-meista'
/** Finnish queries of every kind the search handles; the bench posts' titles hold most of them. */
const QUERIES = [
  'verkkosivut',
  'kauppa',
  'saavutettavuudesta',
  'verkkosivt',
  'hakukoneoptimointi käytännössä',
  'kirjoitus',
  'ylläpidon sopimus',
  'tietoturva',
]
/**
 * Queries no one has asked before (each once): the engine's own cost, past the per-process cache of
 * answers (src/data/search/result-cache.ts) that repeated queries meet. Words of the bench posts'
 * titles ("Verkkosivut käytännössä, osa 123") with a number, so each finds something.
 */
const neverSeen = (count, offset = 0) =>
  Array.from({ length: count }, (_, i) => `${QUERIES[i % QUERIES.length]} osa ${offset + i + 1}`)
const resultsPath = (q) => `/haku?q=${encodeURIComponent(q)}`
const suggestPath = (q) => `/next/search?locale=fi&q=${encodeURIComponent(q)}`
/** Where each engine's server listens: next to the main bench server (3200). */
const PORTS = { sqlite: 3210, postgres: 3211 }
/** Connections for the cached page (as bench.mjs) and for search, a render each: more only queue. */
const CACHED_CONNECTIONS = 20
const SEARCH_CONNECTIONS = 4

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`${url} did not answer`)
}

/** A server of the production build on a fresh database of `engine`, seeded as it starts. */
async function startServer(engine) {
  const env = {
    ...process.env,
    MEDIA_DIR: `data/bench-search-${engine}-media`,
    ADMIN_PASSWORD: 'bench-salasana-2026',
    E2E_PORT: String(PORTS[engine]),
  }
  if (engine === 'postgres') {
    env.DATABASE_URL = execFileSync('bash', [path.join(ROOT, 'scripts/postgres.sh')], {
      encoding: 'utf8',
      env: { ...process.env, PG_TEST_DB: 'site_bench' },
    }).trim()
  } else {
    delete env.DATABASE_URL
    env.SQLITE_FILE = 'data/bench-search.db'
  }
  const server = spawn(process.execPath, ['scripts/serve-test.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${PORTS[engine]}`
  await waitFor(`${origin}/robots.txt`)
  return { origin, env, stop: () => server.kill('SIGTERM') }
}

/** Every request of a load run a different query, in turn. */
function rotating(paths) {
  let next = 0
  return [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }]
}

/** One engine's figures at SEARCH_POSTS posts. */
export async function measureSearchEngine(engine, { seconds, samples, onServer }) {
  const server = await startServer(engine)
  try {
    await onServer?.(server.origin)
    const fill =
      engine === 'postgres'
        ? await fillPostsPostgres(server.env.DATABASE_URL, SEARCH_POSTS)
        : await fillPosts(path.join(ROOT, server.env.SQLITE_FILE), SEARCH_POSTS)
    // The one command an existing database's owner runs, here on the running site's database.
    const started = performance.now()
    const out = execFileSync('npm', ['run', '-s', 'search:reindex'], {
      cwd: ROOT,
      env: server.env,
      encoding: 'utf8',
    })
    const reindexMs = Math.round(performance.now() - started)
    const indexed = out.match(/rebuilt: (\d+) documents, (\d+) entries/)
    const { origin } = server
    const count = async (q) => {
      const html = await (await fetch(origin + resultsPath(q))).text()
      return (html.split('<main')[1] ?? '').match(/<h2[^>]*><a href=/g)?.length ?? 0
    }
    const cachedUrl = origin + CACHED_PAGE
    await timedRequest(cachedUrl)
    const perQuery = {}
    for (const q of QUERIES) {
      // The first request searches; the ones after it meet the answer kept for this index version.
      const first = await timedRequest(origin + resultsPath(q))
      perQuery[q] = {
        firstMs: Math.round(first.ms * 10) / 10,
        results: await count(q),
        repeated: await sequential(
          Array.from({ length: samples }, () => () => timedRequest(origin + resultsPath(q))),
        ),
      }
    }
    const suggestLatency = await sequential(
      Array.from(
        { length: samples },
        (_, i) => () => timedRequest(origin + suggestPath(QUERIES[i % QUERIES.length])),
      ),
    )
    const freshLatency = await sequential(
      neverSeen(samples).map((q) => () => timedRequest(origin + resultsPath(q))),
    )
    const cached = summary(await load({ url: cachedUrl, connections: CACHED_CONNECTIONS, duration: seconds }))
    // Throughput for the run's seconds, SEARCH_CONNECTIONS at once, asking for `paths` in turn.
    const throughput = async (paths) =>
      summary(
        await load({
          url: origin,
          connections: SEARCH_CONNECTIONS,
          duration: seconds,
          requests: rotating(paths),
        }),
      )
    const searchLoad = await throughput(QUERIES.map(resultsPath))
    const suggestLoad = await throughput(QUERIES.map(suggestPath))
    // More queries than a run can send, none repeated and none from the latency samples above.
    const freshLoad = await throughput(neverSeen(20_000, samples).map(resultsPath))
    const per = (row) => +(row.requestsPerSecond / cached.requestsPerSecond).toFixed(3)
    return {
      engine,
      posts: SEARCH_POSTS,
      inserted: fill.inserted,
      reindex: { ms: reindexMs, documents: Number(indexed?.[1] ?? 0), entries: Number(indexed?.[2] ?? 0) },
      perQuery,
      suggestLatency,
      neverSeenLatency: freshLatency,
      throughput: {
        cachedPage: { page: CACHED_PAGE, connections: CACHED_CONNECTIONS, ...cached },
        searchResults: { connections: SEARCH_CONNECTIONS, ...searchLoad, perCached: per(searchLoad) },
        neverSeenResults: { connections: SEARCH_CONNECTIONS, ...freshLoad, perCached: per(freshLoad) },
        suggestions: { connections: SEARCH_CONNECTIONS, ...suggestLoad, perCached: per(suggestLoad) },
      },
    }
  } finally {
    server.stop()
    if (engine === 'sqlite')
      for (const suffix of ['', '-wal', '-shm'])
        rmSync(path.join(ROOT, `data/bench-search.db${suffix}`), { force: true })
  }
}

/** The suggestions' own code holds this (src/site/search/suggest/combobox.ts); the page runtime does not. */
const SUGGEST_MARKER = 'aria-autocomplete'
const QUIET_MS = 750

/**
 * Opens `url` (any page: the header is on all), records the scripts and stylesheets until the
 * network is quiet, then opens the header's search by its button, types a query and waits for the
 * suggestions: what loads from the click on is what the suggestions cost.
 */
export async function measureSuggestJs(browser, url) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const loaded = { before: [], opening: [] }
    let phase = 'before'
    let inFlight = 0
    let last = performance.now()
    const reads = []
    page.on('request', () => {
      inFlight++
      last = performance.now()
    })
    const done = () => {
      inFlight--
      last = performance.now()
    }
    page.on('requestfailed', done)
    page.on('requestfinished', done)
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const into = loaded[phase]
      reads.push(
        response.body().then(
          (body) => into.push({ type, url: response.url(), body }),
          () => {},
        ),
      )
    })
    const quiet = async () => {
      while (inFlight > 0 || performance.now() - last < QUIET_MS) await page.waitForTimeout(100)
      await Promise.all(reads)
    }
    await page.goto(url, { waitUntil: 'networkidle' })
    await quiet()
    phase = 'opening'
    const clicked = performance.now()
    await page.locator('[data-search-toggle]').first().click()
    await page.locator('[data-search-panel] input').first().fill('verkkosivut')
    await page.locator('[role="option"]').first().waitFor()
    const suggestionsMs = Math.round(performance.now() - clicked)
    await quiet()
    const holds = (file) => file.body.toString('utf8').includes(SUGGEST_MARKER)
    const size = (files) => ({
      files: files.length,
      rawKB: kb(files.reduce((sum, f) => sum + f.body.length, 0)),
      gzipKB: kb(files.reduce((sum, f) => sum + gzipSync(f.body).length, 0)),
    })
    return {
      page: new URL(url).pathname,
      // Must stay empty: suggestion code every visitor would pay for without opening the search.
      beforeOpening: loaded.before.filter(holds).map((f) => new URL(f.url).pathname),
      opening: {
        ...size(loaded.opening),
        loadsSuggestCode: loaded.opening.some(holds),
        clickToSuggestionsMs: suggestionsMs,
        paths: loaded.opening.map((f) => `${f.type} ${new URL(f.url).pathname}`),
      },
    }
  } finally {
    await context.close()
  }
}

/** The console summary of the search figures. */
export function printSearch(search, table) {
  const rows = {}
  for (const engine of search.engines) {
    const { cachedPage, searchResults, neverSeenResults, suggestions } = engine.throughput
    rows[`${engine.engine}: cached page`] = { 'req/s': cachedPage.requestsPerSecond, perCached: 1 }
    rows[`${engine.engine}: results page`] = {
      'req/s': searchResults.requestsPerSecond,
      'p50 ms': searchResults.latencyP50ms,
      perCached: searchResults.perCached,
    }
    rows[`${engine.engine}: results page, never-seen queries`] = {
      'req/s': neverSeenResults.requestsPerSecond,
      'p50 ms': neverSeenResults.latencyP50ms,
      perCached: neverSeenResults.perCached,
    }
    rows[`${engine.engine}: suggestions`] = {
      'req/s': suggestions.requestsPerSecond,
      'p50 ms': suggestions.latencyP50ms,
      perCached: suggestions.perCached,
    }
  }
  table(
    `Search at ${SEARCH_POSTS} posts: throughput against a cached page of the same run (goal ≥ 0.08)`,
    rows,
  )
  const latency = {}
  for (const engine of search.engines)
    for (const [q, row] of Object.entries(engine.perQuery))
      latency[`${engine.engine}: ${q}`] = {
        results: row.results,
        'first ms': row.firstMs,
        'repeated p50 ms': row.repeated.medianMs,
        'repeated p90 ms': row.repeated.p90Ms,
      }
  table('Search results page latency per query (sequential: the first request, then repeats)', latency)
  for (const engine of search.engines)
    console.log(
      `${engine.engine}: index rebuilt in ${engine.reindex.ms} ms (${engine.reindex.documents} documents, ${engine.reindex.entries} entries); never-seen queries p50 ${engine.neverSeenLatency.medianMs} ms (p90 ${engine.neverSeenLatency.p90Ms}); suggestions p50 ${engine.suggestLatency.medianMs} ms`,
    )
  if (search.js) {
    const { opening, beforeOpening } = search.js
    table('Suggestions: what opening the header search loads', {
      opening: {
        files: opening.files,
        rawKB: opening.rawKB,
        gzipKB: opening.gzipKB,
        ms: opening.clickToSuggestionsMs,
      },
    })
    for (const file of beforeOpening) console.log(`✗ suggestion code loaded before opening: ${file}`)
    if (!opening.loadsSuggestCode)
      console.log('✗ opening loaded no suggestion code: the figure is not the suggestions')
  }
  for (const engine of search.engines)
    for (const [name, row] of Object.entries(engine.throughput))
      if (row.perCached !== undefined && row.perCached < 0.08)
        console.log(`✗ ${engine.engine}: ${name} ${row.perCached}× a cached page (goal ≥ 0.08)`)
}

/** Both engines' figures, one after the other. */
export async function measureSearch({ seconds, samples, onServer }) {
  const engines = []
  for (const engine of ['sqlite', 'postgres'])
    engines.push(
      await measureSearchEngine(engine, {
        seconds,
        samples,
        onServer: engine === 'sqlite' ? onServer : undefined,
      }),
    )
  return { engines }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureEnv()
  buildIfStale()
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  const samples = Number(process.env.BENCH_SAMPLES ?? 20)
  // Alone, the suggestions' JavaScript is measured on the SQLite server before it fills up.
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: BROWSER_ARGS })
  let js = null
  const onServer = async (origin) => {
    js = await measureSuggestJs(browser, `${origin}${CACHED_PAGE}`)
  }
  const search = { ...(await measureSearch({ seconds, samples, onServer })), js }
  await browser.close()
  printSearch(search, (title, rows) => {
    console.log(`\n${title}`)
    console.table(rows)
  })
  writeFileSync(
    path.join(ROOT, 'bench/search-results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), command: 'node scripts/bench-search.mjs', ...search }, null, 2)}\n`,
  )
  console.log('\nWritten to bench/search-results.json')
}
