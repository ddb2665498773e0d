import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { cp, mkdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { scaled } from '../../support/time-scale'
import { expect } from './cms'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * A site of a test's own, beside the suite's (port 3100): its own port, database, media and form
 * uploads (under data/<name>), demo content seeded on its first start, no mail, S3 or Redis.
 *
 * Its server runs in a folder of its own (in the system's temporary folder, where no type check or
 * test run of the project looks): links to the project and a copy of the build, with a page cache
 * of its own (.next/server/route-cache, .next/cache). Next's file page cache is keyed by address
 * only, so on the shared .next this server and the suite's would serve each other's pages. A copy,
 * not links: the build may be replaced while the test runs (another `next build`), and each of the
 * test's starts must run the same one.
 */
export class OwnSite {
  readonly base: string
  readonly data: string
  readonly app: string
  readonly log: string
  readonly password = process.env.ADMIN_PASSWORD || 'oma-salasana-2026'
  private readonly secret = process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex')
  private server: ChildProcess | null = null

  constructor(
    readonly name: string,
    readonly port: number,
  ) {
    this.base = `http://127.0.0.1:${port}`
    this.data = path.join(ROOT, 'data', name)
    this.app = path.join(tmpdir(), `site-${name}`)
    this.log = path.join(ROOT, `test-results/${name}-server.log`)
  }

  /** The running server's process id. */
  get pid(): number | undefined {
    return this.server?.pid
  }

  /** The site's data files, as the environment names them. */
  get files() {
    return {
      SQLITE_FILE: path.join(this.data, 'site.db'),
      MEDIA_DIR: path.join(this.data, 'media'),
      FORM_UPLOADS_DIR: path.join(this.data, 'form-uploads'),
      WORDPRESS_IMPORT_DIR: path.join(this.data, 'wordpress-imports'),
    }
  }

  /** The environment of the site's server and of the commands run on its data. */
  env(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...this.files,
      NODE_ENV: 'production',
      SEED_DEMO_CONTENT: '1',
      ADMIN_PASSWORD: this.password,
      PAYLOAD_SECRET: this.secret,
      INTERNAL_URL: this.base,
    }
    for (const name of ['SMTP_URL', 'DATABASE_URL', 'S3_BUCKET', 'REDIS_URL', 'TRUSTED_PROXY'])
      delete env[name]
    return env
  }

  /** A fresh folder for the server (a copy of the build, waiting for one in progress) and no data. */
  async prepare(): Promise<void> {
    await this.stop()
    await rm(this.data, { recursive: true, force: true })
    await rm(this.app, { recursive: true, force: true })
    const build = path.join(ROOT, '.next')
    await expect
      .poll(() => existsSync(path.join(build, 'BUILD_ID')) && !existsSync(path.join(build, 'lock')), {
        message: 'a complete build in .next',
        timeout: scaled(300_000),
        intervals: [2000],
      })
      .toBe(true)
    const skipped = ['cache', 'lock', path.join('server', 'route-cache')].map((name) =>
      path.join(build, name),
    )
    await cp(build, path.join(this.app, '.next'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !skipped.includes(source),
    })
    await mkdir(path.join(this.app, '.next', 'cache'))
    for (const name of ['node_modules', 'package.json', 'next.config.ts', 'tsconfig.json', 'public', 'src'])
      await symlink(path.join(ROOT, name), path.join(this.app, name))
  }

  async clearPageCache(): Promise<void> {
    await rm(path.join(this.app, '.next', 'server', 'route-cache'), { recursive: true, force: true })
    await rm(path.join(this.app, '.next', 'cache'), { recursive: true, force: true })
    await mkdir(path.join(this.app, '.next', 'cache'))
  }

  /** Starts the server and waits until it answers. */
  async start(): Promise<void> {
    await mkdir(path.dirname(this.log), { recursive: true })
    const log = createWriteStream(this.log, { flags: 'a' })
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/server.mjs'), '-p', String(this.port), '-H', '127.0.0.1'],
      { cwd: this.app, env: this.env(), stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout?.pipe(log)
    child.stderr?.pipe(log)
    this.server = child
    const deadline = Date.now() + scaled(240_000)
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the ${this.name} server ended (${child.exitCode}); see ${this.log}`)
      const up = await fetch(`${this.base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) return
      if (Date.now() > deadline) throw new Error(`the ${this.name} server did not start; see ${this.log}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }

  async stop(): Promise<void> {
    const child = this.server
    this.server = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }

  /** Stops the server and removes its folder (the data stays for a look after a failure). */
  async dispose(): Promise<void> {
    await this.stop()
    await rm(this.app, { recursive: true, force: true })
  }
}
