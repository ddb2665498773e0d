// The lists' cost, for `npm run bench` (scripts/bench.mjs): the JavaScript a list page adds, and the
// list endpoint and list pages at 100 and at 10 000 posts, each beside the cached page measured in
// the same stage. Posts are added straight into the bench's database (scripts/bench-posts.mjs).
import { apiToken } from './bench-admin.mjs'
import { load, sequential, summary, timedRequest } from './bench-http.mjs'
import { fillPosts } from './bench-posts.mjs'

/** The blog: numbered pages, filter and sort (src/seed/lists.ts). */
export const LIST_PAGE = '/blogi'
/** A page without lists: bench.mjs's cached page and its "content page" type. */
const CACHED_PAGE = '/tietoa-meista'
const ENDPOINT = '/next/list'
/** Post counts the figures are taken at; the last over the first is the scaling the goal is about. */
const STAGES = [100, 10_000]
/** Highest acceptable p50 latency at 10 000 posts over the same figure at 100. */
const SCALE_GOAL = 1.3
/** One state a visitor reaches by filtering, sorting and paging: rendered once, then cached. */
const FIXED_STATE = { category: 'verkkosivut', sort: 'name', order: 'asc', page: 2 }
/** Connections for renders (as bench.mjs's uncached figures): more would only queue on two cores. */
const RENDER_CONNECTIONS = 4
/** Never-seen states left for the load run after the sequential samples; fewer make no figure. */
const MIN_LOAD_STATES = 40
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const ORDERS = [
  ['date', 'desc'],
  ['date', 'asc'],
  ['name', 'asc'],
  ['name', 'desc'],
]

/** Every page under `page` that `page` links to, once each, with its link's text as title. */
export async function linksOn(origin, page) {
  const html = await (await fetch(origin + page)).text()
  const links = new Map()
  for (const [, href, inner] of html.matchAll(
    new RegExp(`<a[^>]*href="(${page}/[a-z0-9-]+)"[^>]*>(.*?)</a>`, 'gs'),
  )) {
    const title = inner
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    if (title && !links.has(href)) links.set(href, title)
  }
  if (links.size === 0) throw new Error(`${page} links to no page under ${page}/`)
  return [...links].map(([path, title]) => ({ path, title }))
}

/** The first link on `page` under `page/` (a post on the blog list, an item on the portfolio). */
export async function firstLinkOn(origin, page) {
  const html = await (await fetch(origin + page)).text()
  const match = new RegExp(`href="(${page}/[a-z0-9-]+)"`).exec(html)
  if (!match) throw new Error(`${page} links to no page under ${page}/`)
  return match[1]
}

/**
 * JavaScript the lists add: the blog list page against the content page, which has no list. The
 * chunks only the list page loads are the list's island (bench.mjs counts them per page type).
 */
export function listsJs(js, { listType, baseType }) {
  const list = js[listType]
  const base = js[baseType]
  return {
    page: LIST_PAGE,
    comparedWith: CACHED_PAGE,
    firstLoadGzipKB: list.gzipKB,
    withoutListGzipKB: base.gzipKB,
    differenceGzipKB: +(list.gzipKB - base.gzipKB).toFixed(2),
    islandChunks: list.beyondContentPageChunks,
    islandGzipKB: list.beyondContentPageGzipKB,
  }
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** The blog list's ids for the endpoint's form and the items its first page shows. */
async function blogList(origin) {
  const html = await (await fetch(origin + LIST_PAGE)).text()
  const tag = /<div\s[^>]*\bdata-list=""[^>]*>/.exec(html)?.[0]
  const pageId = tag && attribute(tag, 'data-page-id')
  const listId = tag && attribute(tag, 'data-list-id')
  if (!pageId || !listId) throw new Error(`no list with data-page-id and data-list-id on ${LIST_PAGE}`)
  return {
    pageId,
    listId,
    perPage: Number(attribute(tag, 'data-posts-per-page')),
    pages: Number(attribute(tag, 'data-pages')),
    visible: [...html.matchAll(/\sdata-post-id="(\d+)"/g)].map((m) => m[1]),
  }
}

/** A state's address as visitors share it (the proxy routes it to the state's cached page). */
function stateAddress({ category, sort, order, page }) {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  params.set('sort', sort)
  params.set('order', order)
  params.set('page', String(page))
  return `${LIST_PAGE}?${params}`
}

/** The endpoint's form as the list's island sends it (src/lists/behaviour.ts). */
function formFor(list, state) {
  const form = new URLSearchParams({
    action: 'list',
    postID: list.pageId,
    listId: list.listId,
    paged: '1',
    targetPage: String(state.page),
    term: state.category ?? '0',
    orderby: state.sort,
    order: state.order,
    nonce: '',
    contentType: 'posts',
    pageData: 'fi',
    sender: state.page > 1 ? 'paginator' : 'filter',
  })
  // The items the visitor sees before the change; the endpoint answers which of them to remove.
  for (const id of list.visible) form.append('visibleItems[]', id)
  return form.toString()
}

const sameState = (a, b) =>
  a.category === b.category && a.sort === b.sort && a.order === b.order && a.page === b.page

/** A fixed shuffle (the same every run), so each share of the states mixes categories, orders and pages. */
function shuffled(items) {
  const out = [...items]
  let seed = 2026
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    const j = seed % (i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const restJson = async (origin, p) => {
  const response = await fetch(origin + p)
  if (!response.ok) throw new Error(`GET ${p} → ${response.status}`)
  return response.json()
}
const publishedPosts = async (origin, where = '') =>
  (await restJson(origin, `/api/posts?limit=1&depth=0${where}`)).totalDocs

/**
 * Every state of the blog list that exists at the current post count (each category and all, each
 * sort and order, each page), except the unfiltered first page and FIXED_STATE, which are measured
 * as cached pages.
 */
async function listStates(origin, perPage) {
  const { docs } = await restJson(origin, '/api/categories?locale=fi&limit=100&depth=0')
  const groups = [{ slug: null, posts: await publishedPosts(origin) }]
  for (const { id, slug } of docs)
    groups.push({ slug, posts: await publishedPosts(origin, `&where[categories][in]=${id}`) })
  const states = []
  for (const { slug, posts } of groups)
    for (const [sort, order] of ORDERS)
      for (let page = 1; page <= Math.ceil(posts / perPage); page++)
        states.push({ category: slug, sort, order, page })
  const unfiltered = { category: null, sort: 'date', order: 'desc', page: 1 }
  return shuffled(states.filter((s) => !sameState(s, unfiltered) && !sameState(s, FIXED_STATE)))
}

/**
 * The inserted posts bypass Payload's hooks, so nothing expired the cached list pages. Saving one
 * post through the REST API runs the hook an editor's publish runs, which expires every list of
 * posts at once (`list:posts`, src/cms/hooks/revalidate.ts): the same addresses, the fixed state and
 * the never-seen states alike, then render afresh at the new count. That keeps the addresses of the
 * two stages the same, which a server restart would too but at the cost of its start-up time.
 */
async function publishOne(origin, token) {
  const { docs } = await restJson(origin, '/api/posts?limit=1&depth=0&sort=id')
  const response = await fetch(`${origin}/api/posts/${docs[0].id}?locale=fi`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ _status: 'published' }),
  })
  if (!response.ok) throw new Error(`saving post ${docs[0].id} → ${response.status}`)
}

/** The counts the figures claim: published posts through Payload, and the list page's page count. */
async function checkCounts(origin, posts) {
  const total = await publishedPosts(origin)
  if (total !== posts) throw new Error(`the bench database holds ${total} published posts, not ${posts}`)
  const list = await blogList(origin)
  if (list.pages !== Math.ceil(posts / list.perPage))
    throw new Error(
      `${LIST_PAGE} shows ${list.pages} pages for ${posts} posts: its cached page was not expired`,
    )
  return list
}

const times = (n, send) => Array.from({ length: n }, () => send)
/**
 * Next's cache answers in a figure meant to be of first renders ("MISS,HIT" from the sequential
 * samples, "MISS×76" from a load run): a HIT or STALE there was no render, and voids the figure.
 */
const cacheAnswersIn = (cache = '') => cache.split(',').filter((answer) => /^(HIT|STALE)\b/.test(answer))

/** Every figure of one stage. `states` are never-seen list states (split between three uses). */
async function measureStage({ origin, list, states, seconds, samples, connections }) {
  const cachedUrl = origin + CACHED_PAGE
  const fixedUrl = origin + stateAddress(FIXED_STATE)
  const endpointUrl = origin + ENDPOINT
  const fixedForm = formFor(list, FIXED_STATE)
  const post = (body) => () => timedRequest(endpointUrl, { method: 'POST', headers: FORM, body })
  const get = (url) => () => timedRequest(url)
  const loadFor = async (options) => summary(await load({ duration: seconds, connections, ...options }))

  // The fixed state's first render (after the stage's publish) stays out of its samples.
  await get(fixedUrl)()
  await post(fixedForm)()
  const rows = {
    'cached page': {
      address: CACHED_PAGE,
      latency: await sequential(times(samples, get(cachedUrl))),
      throughput: { connections, ...(await loadFor({ url: cachedUrl })) },
    },
    // The same list page unfiltered: what a filtered state's cost compares with, page for page.
    'list page, cached': {
      address: LIST_PAGE,
      latency: await sequential(times(samples, get(origin + LIST_PAGE))),
      throughput: { connections, ...(await loadFor({ url: origin + LIST_PAGE })) },
    },
    'filtered page, cached state': {
      address: stateAddress(FIXED_STATE),
      latency: await sequential(times(samples, get(fixedUrl))),
      throughput: { connections, ...(await loadFor({ url: fixedUrl })) },
    },
    'list endpoint, cached state': {
      address: `POST ${ENDPOINT}`,
      latency: await sequential(times(samples, post(fixedForm))),
      throughput: {
        connections,
        ...(await loadFor({ url: endpointUrl, method: 'POST', headers: FORM, body: fixedForm })),
      },
    },
  }

  const forPages = states.slice(0, samples)
  const forEndpoint = states.slice(samples, 2 * samples)
  const forLoad = states.slice(2 * samples)
  rows['filtered page, never-seen state'] = {
    address: `${LIST_PAGE}?… (a new state each request)`,
    latency: await sequential(forPages.map((s) => get(origin + stateAddress(s)))),
    throughput: await loadNeverSeen(origin, forLoad),
  }
  rows['list endpoint, never-seen state'] = {
    address: `POST ${ENDPOINT} (a new state each request)`,
    latency: await sequential(forEndpoint.map((s) => post(formFor(list, s)))),
  }
  const cachedRps = rows['cached page'].throughput.requestsPerSecond
  for (const row of Object.values(rows))
    if (row.throughput) row.throughput.perCached = +(row.throughput.requestsPerSecond / cachedRps).toFixed(3)
  return rows
}

/**
 * Throughput of first renders: each request a state no one has asked for since the last publish,
 * until the states run out (so the run is a number of requests, not a duration, and requests/s is
 * their count over the run's time). Cache answers are counted to show none was served from the cache.
 */
async function loadNeverSeen(origin, states) {
  let next = 0
  const answers = {}
  const result = await load({
    url: origin,
    connections: RENDER_CONNECTIONS,
    amount: states.length,
    requests: [
      {
        // Called once per request; the modulo only guards against autocannon asking once too often.
        setupRequest: (request) => ({ ...request, path: stateAddress(states[next++ % states.length]) }),
        onResponse: (_status, _body, _context, headers) => {
          const cache = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-nextjs-cache')
          const key = cache?.[1] ?? '-'
          answers[key] = (answers[key] ?? 0) + 1
        },
      },
    ],
  })
  return {
    connections: RENDER_CONNECTIONS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    non2xx: result.non2xx,
    cache: Object.entries(answers)
      .map(([name, count]) => `${name}×${count}`)
      .join(','),
  }
}

/**
 * The lists at scale: for each of STAGES, fills the bench database up to that many published posts,
 * expires the lists through one publish, checks the counts, and measures. Runs last in the bench:
 * the posts it adds stay in the database until the next run starts a fresh one.
 */
export async function measureListsAtScale({ origin, session, dbFile, seconds, samples, connections }) {
  const token = apiToken(session)
  const stages = {}
  let states = null
  for (const posts of STAGES) {
    const insert = await fillPosts(dbFile, posts)
    await publishOne(origin, token)
    const list = await checkCounts(origin, posts)
    // The states are those of the first stage, all of which exist at the later one too: every
    // stage renders the same addresses, so the figures differ by the post count alone.
    states ??= await listStates(origin, list.perPage)
    if (states.length - 2 * samples < MIN_LOAD_STATES)
      throw new Error(
        `${states.length} never-seen list states at ${posts} posts: too few for BENCH_SAMPLES=${samples}`,
      )
    stages[posts] = {
      posts,
      inserted: insert.inserted,
      insertMs: insert.ms,
      rows: await measureStage({ origin, list, states, seconds, samples, connections }),
    }
  }
  const [first, last] = STAGES.map((posts) => stages[posts].rows)
  const ratios = {}
  for (const name of Object.keys(first))
    ratios[name] = +(last[name].latency.medianMs / first[name].latency.medianMs).toFixed(2)
  return {
    page: LIST_PAGE,
    fixedState: stateAddress(FIXED_STATE),
    neverSeenStates: states.length,
    stages,
    p50Ratio: { of: `${STAGES.at(-1)} / ${STAGES[0]} posts`, goal: SCALE_GOAL, rows: ratios },
  }
}

/** The console summary of the lists' figures. */
export function printLists(lists, table) {
  if (lists.js)
    table(`Lists: JavaScript on ${lists.js.page} beyond ${lists.js.comparedWith} (gzip KB)`, {
      [lists.js.page]: lists.js,
    })
  const { stages, p50Ratio } = lists.scale
  const [small, large] = Object.values(stages)
  const rows = {}
  const voids = []
  for (const [name, ratio] of Object.entries(p50Ratio.rows)) {
    const at = (stage) => stage.rows[name]
    rows[name] = {
      [`p50 ms @${small.posts}`]: at(small).latency.medianMs,
      [`p90 ms @${small.posts}`]: at(small).latency.p90Ms,
      [`perCached @${small.posts}`]: at(small).throughput?.perCached ?? '',
      [`p50 ms @${large.posts}`]: at(large).latency.medianMs,
      [`p90 ms @${large.posts}`]: at(large).latency.p90Ms,
      [`perCached @${large.posts}`]: at(large).throughput?.perCached ?? '',
      'p50 ratio': ratio,
    }
    for (const stage of [small, large]) {
      const { latency, throughput } = at(stage)
      const cached = name.includes('never-seen')
        ? [...cacheAnswersIn(latency.cache), ...cacheAnswersIn(throughput?.cache)]
        : []
      if (cached.length) voids.push(`${name} @${stage.posts}: answered ${cached.join(',')}`)
    }
  }
  table(
    `Lists at ${small.posts} and ${large.posts} posts (sequential latency; perCached = requests/s ÷ the cached page's of the same stage)`,
    rows,
  )
  for (const stage of [small, large])
    console.log(
      `${stage.posts} posts: ${stage.inserted} inserted in ${stage.insertMs} ms; cached page ${stage.rows['cached page'].throughput.requestsPerSecond} req/s`,
    )
  for (const [name, ratio] of Object.entries(p50Ratio.rows))
    if (name !== 'cached page' && ratio > p50Ratio.goal)
      console.log(`✗ ${name}: p50 at ${p50Ratio.of} is ${ratio}× (goal ≤ ${p50Ratio.goal})`)
  for (const line of voids) console.log(`✗ not a render, ${line}`)
}
