// `npm run test:cluster`: the site as it runs past one machine, all on loopback — PostgreSQL,
// Redis (the shared page cache), an S3-compatible server (s3rver, for uploads), three production
// instances (their queued mail goes to the tests' SMTP sink) and nginx in front with https, run
// from the production guide's own configuration file (deploy/nginx/site.conf) — then the cluster
// tests (tests/cluster) drive Chromium and HTTP through it. Every process started here is stopped
// at the end, pass or fail.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpsGet } from 'node:https'
import path from 'node:path'
import S3rver from 's3rver'
import { ensureChromium } from './chromium.mjs'
import { ensureDebianPackages } from './debian.mjs'
import { BIN, buildIfStale, ensureEnv, ROOT } from './lib.mjs'
import { NGINX_SITE_CONF, nginxConfig, selfSignedCertificate } from './nginx-site.mjs'

const PORTS = {
  balancer: 3200,
  redirect: 3280,
  a: 3201,
  b: 3202,
  c: 3203,
  redis: 26379,
  s3: 24569,
  smtp: 25253,
}
const INSTANCES = ['a', 'b', 'c']
const WORK = path.join(ROOT, 'data', 'cluster')
const PG_PORT = process.env.PG_TEST_PORT ?? '25432'
const BUCKET = 'site-media'
/** The whole run is bounded: a hung part fails the run instead of eating CI's time. */
const RUN_LIMIT_MS = 15 * 60_000

const children = []
let s3
/** How each process ended (name → exit code or signal), for the tests: a graceful stop exits 0. */
const EXITS = path.join(WORK, 'exits.json')
const exits = {}

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // Its own process group, so stopping it stops whatever it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
    })
  }
  children.push({ name, child })
  child.on('exit', (code, signal) => {
    exits[name] = { code, signal }
    writeFileSync(EXITS, `${JSON.stringify(exits)}\n`)
  })
  return child
}

let postgresWasUp = true

/** Whether the throw-away PostgreSQL server (scripts/postgres.sh) is already running. */
function postgresAnswers() {
  try {
    execFileSync(
      'bash',
      [
        '-c',
        `"$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_isready" -q -h 127.0.0.1 -p ${PG_PORT}`,
      ],
      { stdio: 'ignore' },
    )
    return true
  } catch {
    return false
  }
}

async function stopAll() {
  for (const { child } of children.reverse()) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone (the tests kill one instance on purpose).
    }
  }
  await s3?.close().catch(() => undefined)
  // A PostgreSQL server this run started is stopped too; one that was running stays.
  if (!postgresWasUp)
    execFileSync('bash', [path.join(ROOT, 'scripts/postgres.sh'), 'stop'], { stdio: 'inherit' })
}

/** One GET's status, trusting the cluster's own certificate for https. */
function statusOf(url, ca) {
  if (url.startsWith('https:'))
    return new Promise((resolve, reject) => {
      const req = httpsGet(url, { ca, timeout: 5000 }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', reject)
    })
  return fetch(url, { signal: AbortSignal.timeout(5000) }).then((answer) => answer.status)
}

async function waitFor(url, what, { timeoutMs = 240_000, ca } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await statusOf(url, ca)) === 200) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`)
}

async function main() {
  ensureEnv()
  process.env.NODE_ENV = 'production'
  process.env.CHROMIUM_PATH = ensureChromium()
  ensureDebianPackages([
    ['/usr/bin/redis-server', 'redis-server'],
    ['/usr/sbin/nginx', 'nginx'],
    ['/usr/bin/openssl', 'openssl'],
  ])
  buildIfStale()
  rmSync(WORK, { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })

  postgresWasUp = postgresAnswers()
  const database = execFileSync('bash', [path.join(ROOT, 'scripts/postgres.sh')], {
    encoding: 'utf8',
    env: { ...process.env, PG_TEST_DB: 'site_cluster' },
  }).trim()
  console.log(`PostgreSQL: ${database}`)

  const redis = start('redis', '/usr/bin/redis-server', [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    WORK,
  ])

  s3 = new S3rver({
    address: '127.0.0.1',
    port: PORTS.s3,
    silent: true,
    directory: path.join(WORK, 's3'),
    configureBuckets: [{ name: BUCKET }],
  })
  await s3.run()

  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: database,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    // s3rver's fixed development credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'klusteri-salasana-2026',
    SEED_DEMO_CONTENT: '1',
    // nginx is the one proxy in front: the visitor's address is the last X-Forwarded-For entry.
    TRUSTED_PROXY: '1',
    // The public address, as in production (https, so the session cookie is Secure): the admin's
    // session counts only on requests from this origin (or the instance's own), and the browser
    // tests go through the balancer.
    SERVER_URL: `https://127.0.0.1:${PORTS.balancer}`,
    // Metrics and the readiness checks' details (tests/cluster) open with this token.
    METRICS_TOKEN: 'klusteri-mittari-2026',
    // The tests' in-process SMTP sink (smtp-server) takes the queued mail.
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  }
  // All start at once, on an empty database: start-up work must happen once, not three times. Each
  // has its own media folder, so an upload seen on another instance can only have come from S3.
  const instances = {}
  for (const name of INSTANCES) {
    const port = PORTS[name]
    const child = start(
      name,
      process.execPath,
      ['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'],
      {
        ...shared,
        PORT: String(port),
        INTERNAL_URL: `http://127.0.0.1:${port}`,
        MEDIA_DIR: path.join(WORK, `media-${name}`),
      },
    )
    instances[name] = { url: `http://127.0.0.1:${port}`, pid: child.pid }
  }
  await Promise.all(
    Object.entries(instances).map(([name, i]) => waitFor(`${i.url}/robots.txt`, `instance ${name}`)),
  )

  const nginxDir = path.join(WORK, 'nginx')
  mkdirSync(nginxDir, { recursive: true })
  // nginx's workers drop root; they write request bodies to these folders.
  chmodSync(nginxDir, 0o777)
  const { cert, key } = selfSignedCertificate(nginxDir)
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    nginxConfig({
      dir: nginxDir,
      site: readFileSync(NGINX_SITE_CONF, 'utf8'),
      https: `127.0.0.1:${PORTS.balancer}`,
      redirect: `127.0.0.1:${PORTS.redirect}`,
      upstreams: INSTANCES.map((name) => `127.0.0.1:${PORTS[name]}`),
      cert,
      key,
    }),
  )
  start('nginx', '/usr/sbin/nginx', [
    '-p',
    nginxDir,
    '-c',
    path.join(nginxDir, 'nginx.conf'),
    '-e',
    path.join(nginxDir, 'error.log'),
    '-g',
    'daemon off;',
  ])
  const balancer = `https://127.0.0.1:${PORTS.balancer}`
  await waitFor(`${balancer}/robots.txt`, 'nginx', { ca: readFileSync(cert) })

  const tests = spawn(
    path.join(BIN, 'playwright'),
    ['test', '-c', 'tests/cluster/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...shared,
        CLUSTER_BALANCER: balancer,
        CLUSTER_REDIRECT: `http://127.0.0.1:${PORTS.redirect}`,
        // The tests' Node clients (HTTP, autocannon) trust the balancer's certificate.
        NODE_EXTRA_CA_CERTS: cert,
        CLUSTER_A: instances.a.url,
        CLUSTER_B: instances.b.url,
        CLUSTER_C: instances.c.url,
        CLUSTER_A_PID: String(instances.a.pid),
        CLUSTER_B_PID: String(instances.b.pid),
        CLUSTER_C_PID: String(instances.c.pid),
        CLUSTER_EXITS: EXITS,
        CLUSTER_PG_PORT: PG_PORT,
        CLUSTER_REDIS_PID: String(redis.pid),
        CLUSTER_SMTP_PORT: String(PORTS.smtp),
        CLUSTER_MEDIA_DIRS: INSTANCES.map((n) => path.join(WORK, `media-${n}`)).join(path.delimiter),
      },
    },
  )
  return new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)))
}

const limit = setTimeout(() => {
  console.error(`✗ The cluster run took longer than ${RUN_LIMIT_MS / 60_000} minutes; stopping it.`)
  stopAll().finally(() => process.exit(1))
}, RUN_LIMIT_MS)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stopAll().finally(() => process.exit(130)))

let code = 1
try {
  code = await main()
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : error}`)
} finally {
  clearTimeout(limit)
  await stopAll()
}
process.exit(code)
