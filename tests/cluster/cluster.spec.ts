import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { ADMIN, Cms, createTestPage, login } from '../e2e/support/cms'
import { startSmtpSink } from '../e2e/support/smtp-sink'
import { scaled } from '../support/time-scale'

// Started by scripts/cluster.mjs: nginx (https, deploy/nginx/site.conf) in front of instances A, B
// and C, which share PostgreSQL, Redis and the S3 bucket.
const BALANCER = need('CLUSTER_BALANCER')
const A = need('CLUSTER_A')
const B = need('CLUSTER_B')
const C = need('CLUSTER_C')
const METRICS = { Authorization: `Bearer ${need('METRICS_TOKEN')}` }
/** The instances still running, by name: the last tests stop two of them. */
const alive: Record<string, string> = { a: A, b: B, c: C }
const FIGURES = path.resolve('test-results/cluster/figures.json')
const figures: Record<string, unknown> = {}

function need(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the cluster tests with npm run test:cluster`)
  return value
}

test.describe.configure({ mode: 'serial' })

const contexts: APIRequestContext[] = []
async function client(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, ignoreHTTPSErrors: true })
  contexts.push(context)
  return context
}

async function signIn(baseURL: string): Promise<{ cms: Cms; token: string; http: APIRequestContext }> {
  const http = await client(baseURL)
  const answer = await http.post('/api/users/login', { data: ADMIN })
  expect(answer.status(), `admin login on ${baseURL}`).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  return { cms: new Cms(http, token), token, http }
}

test.afterAll(async () => {
  for (const context of contexts) await context.dispose()
  mkdirSync(path.dirname(FIGURES), { recursive: true })
  writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`Cluster figures (${FIGURES}):\n${JSON.stringify(figures, null, 2)}`)
})

test('start-up work ran once although all instances started together on an empty database', async () => {
  for (const base of [A, B, C]) {
    const http = await client(base)
    const { cms } = await signIn(base)
    expect(cms).toBeTruthy()
    // One demo admin, not two: the second instance waited and found the seed done.
    const users = await (await http.get('/api/users?limit=0', { headers: await auth(base) })).json()
    expect(users.totalDocs).toBe(1)
  }
  const [pagesA, pagesB, pagesC] = await Promise.all(
    [A, B, C].map(async (base) => (await (await client(base)).get('/api/pages?limit=0&locale=fi')).json()),
  )
  expect(pagesA.totalDocs).toBeGreaterThan(0)
  expect(pagesB.totalDocs).toBe(pagesA.totalDocs)
  expect(pagesC.totalDocs).toBe(pagesA.totalDocs)
})

test('nginx as the production guide ships it: http goes to https, answers carry HSTS and a request id', async () => {
  const plain = await (await client(need('CLUSTER_REDIRECT'))).get('/blogi?page=2', { maxRedirects: 0 })
  expect(plain.status()).toBe(301)
  expect(plain.headers().location).toBe('https://127.0.0.1/blogi?page=2')
  const secure = await (await client(BALANCER)).get('/')
  expect(secure.status()).toBe(200)
  expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000')
  // nginx's $request_id (32 hex digits) is the id the instance logs and answers with.
  expect(secure.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
  // Each instance is ready, with the shared cache and the bucket answering.
  for (const base of [A, B, C]) {
    const ready = await (await client(base)).get('/api/health/ready', { headers: METRICS })
    expect(await ready.json(), base).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', cache: 'ok', storage: 'ok', shutdown: 'no' },
    })
  }
})

async function auth(base: string): Promise<Record<string, string>> {
  return { Authorization: `JWT ${(await signIn(base)).token}` }
}

test('a page rendered on one instance is served from the shared cache by the other', async () => {
  const { cms } = await signIn(A)
  const page = await createTestPage(cms, [], { title: `Jaettu välimuisti ${randomBytes(3).toString('hex')}` })
  const [a, b] = [await client(A), await client(B)]
  const first = await a.get(page.url)
  expect(first.status()).toBe(200)
  // A rendered and stored it; B's first request is already a hit.
  const onB = await b.get(page.url)
  expect(onB.status()).toBe(200)
  expect(onB.headers()['x-nextjs-cache']).toBe('HIT')
})

test('a publish on instance A shows on instance B at once', async ({ page: browser }) => {
  const { cms } = await signIn(A)
  const before = `Ennen julkaisua ${randomBytes(3).toString('hex')}`
  const after = `Julkaisun jälkeen ${randomBytes(3).toString('hex')}`
  const page = await createTestPage(cms, [], { title: before })
  const b = await client(B)
  await b.get(page.url)
  const cached = await b.get(page.url)
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  expect((await cached.text()).includes(before), 'B has the page before the change').toBe(true)

  await cms.update({ collection: 'pages', id: page.id, data: { title: after } })
  const published = Date.now()
  // The very first request to B after the publish answers already has the change.
  const firstAnswer = await b.get(page.url)
  expect((await firstAnswer.text()).includes(after), 'B shows the change on its first answer').toBe(true)
  figures.publishToOtherInstanceMs = Date.now() - published

  for (const width of [390, 1440]) {
    await browser.setViewportSize({ width, height: 900 })
    await browser.goto(page.url)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(after)
    await browser.screenshot({ path: `test-results/cluster/publish-through-balancer-${width}.png` })
  }
})

test('a session made on one instance holds on the other, and in the admin behind the balancer', async ({
  page,
}) => {
  const { token } = await signIn(A)
  const me = await (await client(B)).get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  expect((await me.json()).user?.email).toBe(ADMIN.email)

  // Round robin sends the admin's requests to both instances in turn.
  await login(page)
  for (const address of [
    '/admin/collections/pages',
    '/admin/collections/posts',
    '/admin/globals/header',
    '/admin',
  ]) {
    await page.goto(address)
    await expect(page).not.toHaveURL(/\/admin\/login/)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
})

test('failed logins count on every instance: the fifth locks the address everywhere, not the account', async () => {
  const { cms } = await signIn(A)
  const user = {
    email: `lukitus-${randomBytes(3).toString('hex')}@kajodigital.example`,
    password: 'oikea-salasana-2026',
  }
  const created = await cms.create({
    collection: 'users',
    data: { ...user, name: 'Lukitus', role: 'editor' },
  })
  // Each instance trusts one proxy (nginx): the test chooses its address with X-Forwarded-For.
  const from = (address: string) => ({ 'X-Forwarded-For': address })
  const [attacker, owner] = ['10.77.0.1', '10.77.0.2']
  try {
    const [a, b] = [await client(A), await client(B)]
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await (attempt % 2 === 0 ? a : b).post('/api/users/login', {
        headers: from(attacker),
        data: { email: user.email, password: 'väärä-salasana' },
      })
      expect(answer.status()).toBe(401)
    }
    // The attacking address is refused with the right password, on either instance; the owner,
    // from another address, still gets in on both.
    for (const http of [a, b]) {
      expect((await http.post('/api/users/login', { headers: from(attacker), data: user })).status()).toBe(
        401,
      )
      expect((await http.post('/api/users/login', { headers: from(owner), data: user })).status()).toBe(200)
    }
  } finally {
    await cms.delete('users', created.id)
  }
})

test('an upload through instance A is served by instance B, sizes and all', async ({ page }) => {
  const { token } = await signIn(A)
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f7d5b' } })
    .png()
    .toBuffer()
  const name = `klusteri-${randomBytes(3).toString('hex')}.png`
  const upload = await (await client(A)).post('/api/media', {
    headers: { Authorization: `JWT ${token}` },
    multipart: {
      file: { name, mimeType: 'image/png', buffer: image },
      _payload: JSON.stringify({ alt: 'Vihreä testikuva' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc } = (await upload.json()) as {
    doc: { filename: string; url: string; sizes: Record<string, { url: string | null }> }
  }

  const b = await client(B)
  const original = await b.get(doc.url)
  expect(original.status()).toBe(200)
  expect(Buffer.compare(await original.body(), image)).toBe(0)
  expect(original.headers()['cache-control']).toMatch(/max-age=\d{5,}/)
  const small = doc.sizes.small?.url
  expect(small).toBeTruthy()
  const resized = await b.get(String(small))
  expect(resized.status()).toBe(200)
  expect(resized.headers()['content-type']).toBe('image/webp')

  // Neither instance kept the file in its own folder: both read it from the bucket.
  for (const dir of String(process.env.CLUSTER_MEDIA_DIRS).split(path.delimiter)) {
    expect(
      existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(name.replace('.png', ''))) : [],
    ).toEqual([])
  }

  // And a browser gets it through the balancer.
  await page.goto('/')
  const width = await page.evaluate(
    (src) =>
      new Promise<number>((resolve, reject) => {
        const img = new Image()
        img.onload = () => resolve(img.naturalWidth)
        img.onerror = () => reject(new Error(`image failed: ${src}`))
        img.src = src
      }),
    String(small),
  )
  expect(width).toBe(480)

  // The front page's seeded pictures came from the bucket too (the seed ran with S3 on).
  for (const viewport of [390, 1440]) {
    await page.setViewportSize({ width: viewport, height: 900 })
    await page.goto('/')
    const hero = page.locator('main img').first()
    await hero.scrollIntoViewIfNeeded()
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await page.screenshot({ path: `test-results/cluster/front-page-through-balancer-${viewport}.png` })
  }
})

function signal(pidVariable: string, name: NodeJS.Signals) {
  // Each server runs in its own process group (scripts/cluster.mjs): the signal reaches all of it.
  process.kill(-Number(need(pidVariable)), name)
}

test('with Redis not answering, pages still render (uncached), and a publish meanwhile is not lost', async () => {
  const { cms } = await signIn(A)
  const page = await createTestPage(cms, [], { title: `Ennen katkoa ${randomBytes(3).toString('hex')}` })
  const [a, b] = [await client(A), await client(B)]
  await a.get(page.url)
  expect((await b.get(page.url)).headers()['x-nextjs-cache']).toBe('HIT')

  signal('CLUSTER_REDIS_PID', 'SIGSTOP')
  const during = `Katkon aikana ${randomBytes(3).toString('hex')}`
  try {
    for (const http of [a, b]) expect((await http.get('/')).status()).toBe(200)
    await cms.update({ collection: 'pages', id: page.id, data: { title: during } })
    for (const http of [a, b])
      expect(
        (await (await http.get(page.url)).text()).includes(during),
        'the change shows during the outage',
      ).toBe(true)
  } finally {
    signal('CLUSTER_REDIS_PID', 'SIGCONT')
  }
  // Back: A writes the expiry it could not write during the outage (within a second), so B does not
  // go on serving the page cached before it, and caching resumes.
  await expect
    .poll(async () => {
      const answer = await b.get(page.url)
      return `${(await answer.text()).includes(during)} ${answer.headers()['x-nextjs-cache']}`
    })
    .toBe('true HIT')
})

test('mail queued on both instances is sent once each, by whichever instance runs the queue', async () => {
  const sink = await startSmtpSink(Number(need('CLUSTER_SMTP_PORT')))
  const { received } = sink
  const { cms } = await signIn(A)
  const run = randomBytes(3).toString('hex')
  const users = []
  for (let i = 0; i < 6; i++) {
    const email = `posti-${run}-${i}@kajodigital.example`
    users.push(
      await cms.create({
        collection: 'users',
        data: { email, password: 'posti-salasana-2026', name: 'Posti', role: 'editor' },
      }),
    )
  }
  try {
    const [a, b] = [await client(A), await client(B)]
    // Six password resets asked for through both instances: six messages queued in the database.
    for (const [i, user] of users.entries()) {
      const answer = await (i % 2 === 0 ? a : b).post('/api/users/forgot-password', {
        data: { email: user.email },
      })
      expect(answer.status()).toBe(200)
    }
    // Asking again at once through the other instance is held back (Payload keeps the time of the
    // last request in the database, so the limit holds across instances): no seventh message.
    expect((await b.post('/api/users/forgot-password', { data: { email: users[0]?.email } })).status()).toBe(
      200,
    )

    const ours = () => received.filter((m) => m.includes(`posti-${run}-`))
    await expect.poll(() => ours().length, { timeout: scaled(30_000) }).toBe(6)
    // Both runners keep looking (every 3 s): a message taken twice would arrive again by now.
    await new Promise((resolve) => setTimeout(resolve, 8000))
    expect(ours()).toHaveLength(6)
    for (const user of users) expect(ours().filter((m) => m.includes(user.email))).toHaveLength(1)
    const tokens = ours().map((m) => m.match(/reset\/([0-9a-f]{20,})/)?.[1])
    expect(new Set(tokens).size, 'each message carries its own reset link').toBe(6)
  } finally {
    for (const user of users) await cms.delete('users', user.id)
    await sink.close()
  }
})

type Load = { requests: number; perSecond: number; non2xx: number; errors: number; timeouts: number }

async function load(url: string, seconds: number, during?: () => void): Promise<Load> {
  const run = autocannon({ url, connections: 10, duration: seconds, pipelining: 1 })
  if (during) setTimeout(during, 2000)
  const result = await run
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

test('throughput through the balancer against one instance alone (cached home page)', async () => {
  for (const base of [BALANCER, A, B]) await (await client(base)).get('/')
  const alone = await load(`${A}/`, 5)
  const balanced = await load(`${BALANCER}/`, 5)
  figures.throughput = { alone, balanced, ratio: Number((balanced.perSecond / alone.perSecond).toFixed(2)) }
  expect(alone.non2xx + alone.errors).toBe(0)
  expect(balanced.non2xx + balanced.errors).toBe(0)
})

/** How many queued messages an instance has handed to the SMTP server (its own metrics). */
async function mailSent(base: string): Promise<number> {
  const text = await (await (await client(base)).get('/api/metrics', { headers: METRICS })).text()
  return Number(/^site_mail_sent_total (\d+)$/m.exec(text)?.[1] ?? 0)
}

test('SIGTERM to the instance sending mail, mid-load: no failed request, every message sent once, exit 0', async () => {
  // A slow mail server (0.7 s a message), so the signal comes while a message is being sent.
  const sink = await startSmtpSink(Number(need('CLUSTER_SMTP_PORT')), { delayMs: 700 })
  // Through the balancer: the instance this test stops may be A.
  const { cms } = await signIn(BALANCER)
  const run = randomBytes(3).toString('hex')
  const users = []
  for (let i = 0; i < 9; i++)
    users.push(
      await cms.create({
        collection: 'users',
        data: {
          email: `sammutus-${run}-${i}@kajodigital.example`,
          password: 'sammutus-salasana-2026',
          role: 'editor',
        },
      }),
    )
  try {
    const before = Object.fromEntries(
      await Promise.all(Object.entries(alive).map(async ([n, u]) => [n, await mailSent(u)])),
    )
    const instances = [await client(A), await client(B), await client(C)]
    for (const [i, user] of users.entries())
      expect(
        (
          await instances[i % 3]?.post('/api/users/forgot-password', { data: { email: user.email } })
        )?.status(),
      ).toBe(200)
    const ours = () => sink.received.filter((m) => m.includes(`sammutus-${run}-`))
    // The instance running the queue is the one whose count moved: it has sent one message and
    // is sending the next (one job at a time) when it gets the signal.
    let sender = ''
    let sentBeforeSignal = 0
    const result = await load(`${BALANCER}/`, 10, () => {
      void expect
        .poll(
          async () => {
            for (const [name, url] of Object.entries(alive))
              if ((await mailSent(url)) > (before[name] ?? 0)) sender = name
            return sender
          },
          { timeout: scaled(30_000), intervals: [100] },
        )
        .not.toBe('')
        .then(() => {
          sentBeforeSignal = ours().length
          signal(`CLUSTER_${sender.toUpperCase()}_PID`, 'SIGTERM')
        })
    })
    figures.instanceStopped = { ...result, sender, sentBeforeSignal }
    expect(sender, 'an instance sent mail').not.toBe('')
    delete alive[sender]
    expect(result.requests).toBeGreaterThan(0)
    expect(result.non2xx + result.errors + result.timeouts).toBe(0)
    const exits = () =>
      JSON.parse(readFileSync(need('CLUSTER_EXITS'), 'utf8')) as Record<string, { code: number | null }>
    await expect.poll(() => exits()[sender]?.code, { timeout: scaled(20_000) }).toBe(0)
    await expect.poll(() => ours().length, { timeout: scaled(60_000) }).toBe(9)
    // The others keep running the queue every 3 s: a message taken twice would arrive by now.
    await new Promise((resolve) => setTimeout(resolve, 8000))
    for (const user of users)
      expect(
        ours().filter((m) => m.includes(user.email)),
        user.email,
      ).toHaveLength(1)
  } finally {
    for (const user of users) await cms.delete('users', user.id)
    await sink.close()
  }
})

test('killing one instance mid-load: the balancer keeps answering, no failed request', async () => {
  const victim = Object.keys(alive).at(-1) ?? ''
  const result = await load(`${BALANCER}/`, 8, () => signal(`CLUSTER_${victim.toUpperCase()}_PID`, 'SIGKILL'))
  delete alive[victim]
  figures.instanceKilled = result
  expect(result.requests).toBeGreaterThan(0)
  expect(result.non2xx + result.errors + result.timeouts).toBe(0)
})

test('readiness fails while PostgreSQL is away and recovers when it is back', async () => {
  const a = await client(Object.values(alive)[0] ?? A)
  const ready = async () => {
    const answer = await a.get('/api/health/ready', { headers: METRICS })
    return { status: answer.status(), body: (await answer.json()) as { checks?: { database?: string } } }
  }
  expect((await ready()).status).toBe(200)
  const postgres = (verb: string) =>
    execFileSync('bash', [path.resolve('scripts/postgres.sh'), verb], {
      env: { ...process.env, PG_TEST_PORT: need('CLUSTER_PG_PORT') },
      stdio: 'inherit',
    })
  postgres('stop')
  try {
    await expect.poll(async () => (await ready()).status, { timeout: scaled(20_000) }).toBe(503)
    expect((await ready()).body.checks?.database).toBe('fail')
    // Liveness is the process alone: it still answers.
    expect((await a.get('/api/health')).status()).toBe(200)
  } finally {
    postgres('resume')
  }
  await expect.poll(async () => (await ready()).status, { timeout: scaled(30_000) }).toBe(200)
  expect((await a.get('/')).status()).toBe(200)
})
