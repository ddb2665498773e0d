// `npm run test:cluster`: the site as it runs past one machine, all on loopback — PostgreSQL,
// Redis (the shared page cache), an S3-compatible server (s3rver, for uploads), two production
// instances (their queued mail goes to the tests' SMTP sink) and nginx as the load balancer in
// front — then the cluster tests (tests/cluster) drive
// Chromium and HTTP through it. Every process started here is stopped at the end, pass or fail.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import S3rver from 's3rver'
import { ensureChromium } from './chromium.mjs'
import { ensureDebianPackages } from './debian.mjs'
import { BIN, buildIfStale, ensureEnv, ROOT } from './lib.mjs'

const PORTS = { balancer: 3200, a: 3201, b: 3202, redis: 26379, s3: 24569, smtp: 25253 }
const WORK = path.join(ROOT, 'data', 'cluster')
const PG_PORT = process.env.PG_TEST_PORT ?? '25432'
const BUCKET = 'site-media'
/** The whole run is bounded: a hung part fails the run instead of eating CI's time. */
const RUN_LIMIT_MS = 15 * 60_000

const children = []
let s3

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

async function waitFor(url, what, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (answer.ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/** nginx in front of both instances: round robin, and a failed attempt goes to the other one. */
export function nginxConfig({ dir, listen, upstreams }) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${listen};
    client_max_body_size 25m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`
}

async function main() {
  ensureEnv()
  process.env.NODE_ENV = 'production'
  process.env.CHROMIUM_PATH = ensureChromium()
  ensureDebianPackages([
    ['/usr/bin/redis-server', 'redis-server'],
    ['/usr/sbin/nginx', 'nginx'],
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
    // The public address, as in production: the admin's session cookie counts only on requests
    // from this origin (or the instance's own), and the browser tests go through the balancer.
    SERVER_URL: `http://127.0.0.1:${PORTS.balancer}`,
    // The tests' in-process SMTP sink (smtp-server) takes the queued mail.
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
  }
  // Both start at once, on an empty database: start-up work must happen once, not twice. Each has
  // its own media folder, so an upload seen on the other instance can only have come from S3.
  const instances = {}
  for (const name of ['a', 'b']) {
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
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    nginxConfig({
      dir: nginxDir,
      listen: `127.0.0.1:${PORTS.balancer}`,
      upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
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
  const balancer = `http://127.0.0.1:${PORTS.balancer}`
  await waitFor(`${balancer}/robots.txt`, 'nginx')

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
        CLUSTER_A: instances.a.url,
        CLUSTER_B: instances.b.url,
        CLUSTER_B_PID: String(instances.b.pid),
        CLUSTER_REDIS_PID: String(redis.pid),
        CLUSTER_SMTP_PORT: String(PORTS.smtp),
        CLUSTER_MEDIA_DIRS: ['a', 'b'].map((n) => path.join(WORK, `media-${n}`)).join(path.delimiter),
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
