// Shared helpers for the project's scripts: environment file, child processes, build freshness.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  appendFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isRequestLine } from './request-log.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BIN = path.join(ROOT, 'node_modules', '.bin')
/** Where the browser tests' server also writes its output (relative to ROOT). */
export const SERVER_LOG = 'test-results/server.log'

/** Loads `.env` into process.env (without overriding), creating PAYLOAD_SECRET there on first run. */
export function ensureEnv() {
  // Kinder to privacy, and the network here is closed anyway.
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  const file = path.join(ROOT, '.env')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/)
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  if (!process.env.PAYLOAD_SECRET) {
    const secret = randomBytes(32).toString('hex')
    appendFileSync(file, `${text && !text.endsWith('\n') ? '\n' : ''}PAYLOAD_SECRET=${secret}\n`)
    process.env.PAYLOAD_SECRET = secret
    console.log('Created PAYLOAD_SECRET in .env (git-ignored).')
  }
}

/** Runs a project binary (from node_modules/.bin) and stops the script if it fails. */
export function run(bin, args, env = {}) {
  const command = bin === 'node' ? process.execPath : path.join(BIN, bin)
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${bin} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

/** Starts a project binary in the foreground of this process, forwarding signals. */
export function exec(bin, args, env = {}) {
  return execFile(path.join(BIN, bin), args, env)
}

/**
 * Runs the site's production server (scripts/server.mjs) in the foreground, as `exec` does; with
 * `log`, its output is also appended to that file.
 */
export function serve(args, env = {}, { log } = {}) {
  return execFile(process.execPath, [path.join(ROOT, 'scripts', 'server.mjs'), ...args], env, log)
}

function execFile(file, args, env, log) {
  const child = spawn(file, args, {
    cwd: ROOT,
    stdio: log ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  })
  if (log) {
    mkdirSync(path.dirname(log), { recursive: true })
    const file = createWriteStream(log, { flags: 'a' })
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      // The request lines (thousands in a test run) go to the file only; the rest shows on screen too.
      let partial = ''
      from.on('data', (chunk) => {
        file.write(chunk)
        const lines = (partial + chunk).split('\n')
        partial = lines.pop() ?? ''
        const shown = lines.filter((line) => !isRequestLine(line))
        if (shown.length > 0) to.write(`${shown.join('\n')}\n`)
      })
      from.on('end', () => {
        if (partial && !isRequestLine(partial)) to.write(`${partial}\n`)
      })
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  return child
}

const SOURCES = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/patch-payload.mjs',
]
/** Read by `next build` and fixed in its output (security headers, prerendered pages' addresses). */
export const BUILD_ENV = ['SERVER_URL', 'ANALYTICS_ORIGINS', 'CONSENT_LOOKUP_ORIGINS']

function hashTree(hash, target) {
  const stat = statSync(target)
  if (stat.isDirectory()) {
    for (const name of readdirSync(target).sort()) hashTree(hash, path.join(target, name))
  } else {
    hash.update(path.relative(ROOT, target))
    hash.update(readFileSync(target))
  }
}

function sourceHash() {
  const hash = createHash('sha256')
  for (const item of SOURCES) {
    const target = path.join(ROOT, item)
    if (existsSync(target)) hashTree(hash, target)
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`)
  return hash.digest('hex')
}

/** Builds the app unless `.next` was built from exactly these sources and build variables. */
export function buildIfStale() {
  const marker = path.join(ROOT, '.next', 'source-hash')
  const hash = sourceHash()
  if (
    existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === hash
  ) {
    console.log('Build is up to date.')
    return
  }
  run('next', ['build'], { NODE_OPTIONS: '--no-deprecation' })
  writeFileSync(marker, hash)
}

/** Drops pages and data cached by earlier runs (they may come from another database). */
export function clearPageCache() {
  for (const dir of [
    ['server', 'route-cache'],
    ['cache', 'fetch-cache'],
  ]) {
    rmSync(path.join(ROOT, '.next', ...dir), { recursive: true, force: true })
  }
}
