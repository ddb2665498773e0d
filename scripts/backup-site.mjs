// What `npm run backup` and `npm run restore` do with the site's data (docs/backup.md): where it
// lives, a consistent copy of the database while the site runs, and the swap that puts an archive's
// data in place, only once the whole archive has been checked and nothing has the data open.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { chmod, chown, cp, lstat, mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@libsql/client'
import {
  codeMigrations,
  FORMAT,
  FORMAT_VERSION,
  isDocumentTable,
  listFiles,
  PARTS,
  verifyArchive,
  writeArchive,
} from './backup-archive.mjs'
import { ensureDebianPackages } from './debian.mjs'
import { ROOT } from './lib.mjs'

/** A refusal that leaves everything as it was: the site is running, or a tool is missing. */
export class RestoreRefused extends Error {
  name = 'RestoreRefused'
}

/**
 * @typedef {{
 *   kind: 'sqlite' | 'postgres',
 *   databaseUrl: string | undefined,
 *   sqliteFile: string,
 *   mediaDir: string,
 *   formUploadsDir: string,
 *   bucket: string | null,
 *   root: string,
 * }} Site
 */

/**
 * Where the site keeps its data, from the same variables (and defaults) the server reads
 * (src/db.ts, src/lib/media-files.ts, src/cms/submissions/files.ts, src/lib/s3-settings.ts).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Site}
 */
export function siteData(env = process.env, root = ROOT) {
  const url = env.DATABASE_URL
  const kind = url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
  return {
    kind,
    databaseUrl: kind === 'postgres' ? url : undefined,
    sqliteFile: path.resolve(root, env.SQLITE_FILE ?? 'data/site.db'),
    mediaDir: path.resolve(root, env.MEDIA_DIR ?? 'media'),
    formUploadsDir: path.resolve(root, env.FORM_UPLOADS_DIR ?? 'data/form-uploads'),
    bucket: env.S3_BUCKET?.trim() || null,
    root,
  }
}

/** The code's own migrations for the site's database kind, in order. */
export function siteMigrations(site) {
  return codeMigrations(path.join(site.root, 'src', 'migrations', site.kind, 'index.ts'))
}

/** What the manifest says about uploads kept in the bucket, which a backup does not copy. */
function bucketNote(bucket) {
  return {
    kind: 's3',
    bucket,
    notInArchive: [
      'media: every object at the bucket root (each upload and its resized sizes; the media collection, @payloadcms/storage-s3)',
      'form uploads: every object under form-uploads/ (src/cms/submissions/files.ts)',
    ],
    advice:
      "Keep the bucket's own versioning on, with a lifecycle rule that keeps noncurrent versions at least as long as these archives, so that the objects a restored database refers to still exist.",
  }
}

/** The commit the code is at, when this is a git checkout. */
function gitCommit(root) {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' })
  return git.status === 0 ? git.stdout.trim() : null
}

/** Newest PostgreSQL tool of that name from Debian's packages, installing the client when missing. */
export function postgresTool(name) {
  const find = () => {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []
    const found = versions
      .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/${name}`))
      .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b))
      .at(-1)
    return found ? `/usr/lib/postgresql/${found}/bin/${name}` : null
  }
  if (!find()) ensureDebianPackages([[`/usr/bin/${name}`, 'postgresql-client']])
  const tool = find()
  if (!tool) throw new RestoreRefused(`${name} not found under /usr/lib/postgresql/*/bin.`)
  return tool
}

/** Runs a tool to its end; its error output becomes the error's message. */
function runTool(file, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${path.basename(file)} failed (${code ?? signal}): ${errors.trim()}`)),
    )
  })
}

/**
 * The last migration the database has applied (Payload's `dev` row, from a pushed schema, is none)
 * and the rows of each document table (isDocumentTable), through `query(sql) → rows`.
 * @param {(sql: string) => Promise<Record<string, unknown>[]>} query
 * @param {{ tables: string, columns: (table: string) => string, quote: (name: string) => string }} dialect
 */
async function databaseFacts(query, dialect) {
  const tables = (await query(dialect.tables)).map((row) => String(row.name)).sort()
  const applied = tables.includes('payload_migrations')
    ? ((await query("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id DESC LIMIT 1"))[0]
        ?.name ?? null)
    : null
  /** @type {Record<string, number>} */
  const counts = {}
  for (const table of tables) {
    const columns = (await query(dialect.columns(table))).map((row) => String(row.name))
    if (!isDocumentTable(table, columns)) continue
    const [row] = await query(`SELECT count(*) AS n FROM ${dialect.quote(table)}`)
    counts[table] = Number(row?.n)
  }
  return { applied: applied === null ? null : String(applied), counts }
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`

/** A consistent copy of the live SQLite database (VACUUM INTO reads one snapshot), and its facts. */
async function copySqlite(site, into) {
  if (!existsSync(site.sqliteFile)) throw new Error(`No database at ${site.sqliteFile}.`)
  const live = createClient({ url: `file:${site.sqliteFile}` })
  try {
    // The site may be writing: wait for its lock like the site does (src/db.ts busyTimeout).
    await live.execute('PRAGMA busy_timeout = 5000')
    await live.execute({ sql: 'VACUUM INTO ?', args: [into] })
  } finally {
    live.close()
  }
  const copy = createClient({ url: `file:${into}` })
  try {
    return await databaseFacts(async (sql) => (await copy.execute(sql)).rows, {
      tables: "SELECT name FROM sqlite_master WHERE type = 'table'",
      columns: (table) => `SELECT name FROM pragma_table_info('${table.replaceAll("'", "''")}')`,
      quote,
    })
  } finally {
    copy.close()
  }
}

/**
 * `pg_dump -Fc` of the live database, and its facts read in the very snapshot the dump reads
 * (exported from a repeatable-read transaction), so the counts describe the dump.
 */
async function dumpPostgres(site, into) {
  const pgDump = postgresTool('pg_dump')
  const { Client } = (await import('pg')).default
  const client = new Client({ connectionString: site.databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id')
    const facts = await databaseFacts(async (sql) => (await client.query(sql)).rows, {
      tables:
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      columns: (table) =>
        `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table.replaceAll("'", "''")}'`,
      quote,
    })
    await runTool(pgDump, ['-Fc', `--snapshot=${rows[0].id}`, '-f', into, `--dbname=${site.databaseUrl}`])
    await client.query('COMMIT')
    return facts
  } finally {
    await client.end()
  }
}

/**
 * Writes the site's backup to `target`: the database copy, the media and form-upload folders
 * (unless they live in the bucket) and the manifest, under a temporary name renamed at the end.
 * @param {string} target
 * @param {Site} site
 */
export async function createBackup(target, site) {
  const file = path.resolve(target)
  await mkdir(path.dirname(file), { recursive: true })
  const work = await mkdtemp(path.join(path.dirname(file), '.backup-'))
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`)
  try {
    const databaseName = site.kind === 'sqlite' ? 'site.db' : 'site.dump'
    const copy = path.join(work, databaseName)
    const facts = site.kind === 'sqlite' ? await copySqlite(site, copy) : await dumpPostgres(site, copy)
    const entries = [{ name: `${PARTS.database}/${databaseName}`, file: copy }]
    /** @type {Record<string, { archived: boolean, present: boolean, files: number }>} */
    const folders = {}
    for (const [key, dir] of [
      ['media', site.mediaDir],
      ['formUploads', site.formUploadsDir],
    ]) {
      const present = existsSync(dir)
      const names = site.bucket || !present ? [] : await listFiles(dir)
      folders[key] = { archived: !site.bucket, present, files: names.length }
      const prefix = PARTS[/** @type {'media' | 'formUploads'} */ (key)]
      for (const name of names) entries.push({ name: `${prefix}/${name}`, file: path.join(dir, name) })
    }
    const code = await siteMigrations(site)
    const manifest = (files) => ({
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      commit: gitCommit(site.root),
      database: { kind: site.kind, file: entries[0]?.name },
      migrations: { applied: facts.applied, code: code.at(-1) ?? null },
      counts: facts.counts,
      folders,
      storage: site.bucket ? bucketNote(site.bucket) : { kind: 'local' },
      files,
    })
    const files = await writeArchive(partial, entries, manifest)
    await rename(partial, file)
    await syncFolder(path.dirname(file))
    return { file, size: (await stat(file)).size, manifest: manifest(files) }
  } finally {
    await rm(partial, { force: true })
    await rm(work, { recursive: true, force: true })
  }
}

/** Makes a rename in `dir` survive a crash. */
async function syncFolder(dir) {
  const handle = await open(dir, 'r')
  await handle.sync().finally(() => handle.close())
}

/**
 * The processes that have any of `files` open, from /proc/<pid>/fd, and how many processes
 * could not be looked into (other users' ones, unless we are root).
 * @param {string[]} files
 */
export function processesHolding(files) {
  const wanted = new Set(files.map((f) => path.resolve(f)))
  /** @type {{ pid: number, command: string, file: string }[]} */
  const holders = []
  let hidden = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EACCES') hidden++
      continue
    }
    for (const fd of fds) {
      let target
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      if (!wanted.has(target)) continue
      let command = ''
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 120)
      } catch {}
      holders.push({ pid: Number(pid), command, file: target })
      break
    }
  }
  return { holders, hidden }
}

/**
 * Refuses while the site (or anything else) uses the database: a process with the SQLite file or
 * its -wal/-shm open, or another session on the PostgreSQL database. Returns a warning to show
 * when some processes could not be looked into.
 * @param {Site} site
 */
export async function refuseWhileInUse(site) {
  if (site.kind === 'sqlite') {
    const files = ['', '-wal', '-shm'].map((suffix) => `${site.sqliteFile}${suffix}`)
    const { holders, hidden } = processesHolding(files)
    if (holders.length > 0)
      throw new RestoreRefused(
        `The database is in use; stop the site first. ${holders
          .map((h) => `Process ${h.pid} (${h.command || '?'}) has ${h.file} open.`)
          .join(' ')}`,
      )
    return hidden > 0
      ? `${hidden} processes of other users could not be checked for the database; run as root or as the site's user to be sure.`
      : null
  }
  const { Client } = (await import('pg')).default
  const client = new Client({ connectionString: site.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'SELECT pid, usename, application_name, client_addr::text AS address FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    if (rows.length > 0)
      throw new RestoreRefused(
        `The database has other connections; stop the site first. ${rows
          .map(
            (r) =>
              `Backend ${r.pid} (${r.usename}, ${r.application_name || 'no name'}, ${r.address ?? 'socket'}).`,
          )
          .join(' ')}`,
      )
    return null
  } finally {
    await client.end()
  }
}

/** Moves a file or folder; across file systems, by a copy under a temporary name and a rename. */
async function move(from, to) {
  try {
    await rename(from, to)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error
    const temporary = `${to}.restoring`
    await cp(from, temporary, { recursive: true, preserveTimestamps: true })
    await rename(temporary, to)
  }
}

/** Gives `target` (recursively) the owner of what it replaces, when we are root and may. */
async function takeOwner(target, owner) {
  if (!owner || process.getuid?.() !== 0) return
  await chown(target, owner.uid, owner.gid)
  if ((await lstat(target)).isDirectory())
    for (const name of await readdir(target)) await takeOwner(path.join(target, name), owner)
}

/**
 * Restores `archive` over the site's data. Refuses (RestoreRefused, ArchiveError) with nothing
 * changed while the database is in use or when the archive does not verify in full; then moves the
 * current data aside, moves the archive's in, and deletes what was set aside only once all of it
 * is in place (a failure on the way puts the old data back).
 * @param {string} archive
 * @param {Site} site
 * @param {(line: string) => void} say
 */
export async function restoreBackup(archive, site, say = () => {}) {
  const warning = await refuseWhileInUse(site)
  if (warning) say(`! ${warning}`)
  const anchor = site.kind === 'sqlite' ? path.dirname(site.sqliteFile) : path.dirname(site.mediaDir)
  await mkdir(anchor, { recursive: true })
  const work = await mkdtemp(path.join(anchor, '.restore-'))
  try {
    const extracted = path.join(work, 'archive')
    await mkdir(extracted)
    say(`Checking ${archive}…`)
    const manifest = await verifyArchive(path.resolve(archive), extracted, {
      kind: site.kind,
      migrations: await siteMigrations(site),
    })
    say(
      `Archive OK: ${manifest.files.length} files, made ${manifest.createdAt}${manifest.commit ? ` at commit ${manifest.commit.slice(0, 12)}` : ''}, database at migration ${manifest.migrations.applied}.`,
    )
    if (manifest.storage?.kind === 's3' && !site.bucket)
      say('! The archive was made with media in a bucket (S3_BUCKET); this site keeps them locally.')
    if (manifest.storage?.kind !== 's3' && site.bucket)
      say(
        '! The archive holds local media and form uploads; this site reads them from its bucket (S3_BUCKET).',
      )
    // The archive took a while to check; the site may have been started meanwhile.
    await refuseWhileInUse(site)
    await swapIn(extracted, manifest, site, say)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  say('Restore complete. Start the site again; `npm start` also clears the page cache of the old data.')
}

/**
 * The swap itself: each target aside (keeping its owner for the new copy), the new ones in, and
 * for PostgreSQL the dump restored in one transaction; on failure, everything back as it was.
 */
async function swapIn(extracted, manifest, site, say) {
  const pgRestore = site.kind === 'postgres' ? postgresTool('pg_restore') : null
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  /** @type {{ from: string, to: string, mode?: number }[]} */
  const moves = []
  if (site.kind === 'sqlite')
    moves.push({ from: path.join(extracted, ...manifest.database.file.split('/')), to: site.sqliteFile })
  if (manifest.folders?.media?.archived)
    moves.push({ from: path.join(extracted, PARTS.media), to: site.mediaDir, mode: 0o755 })
  if (manifest.folders?.formUploads?.archived)
    moves.push({ from: path.join(extracted, PARTS.formUploads), to: site.formUploadsDir, mode: 0o700 })
  // The old database's -wal and -shm belong to it, not to the restored file: aside with it.
  const stale = site.kind === 'sqlite' ? ['-wal', '-shm'].map((suffix) => `${site.sqliteFile}${suffix}`) : []
  /** @type {(() => Promise<void>)[]} */
  const undo = []
  /** @type {string[]} */
  const aside = []
  try {
    for (const target of [...moves.map((m) => m.to), ...stale]) {
      if (!existsSync(target)) continue
      const away = `${target}.before-restore-${stamp}`
      await rename(target, away)
      aside.push(away)
      undo.push(() => rename(away, target))
    }
    for (const { from, to, mode } of moves) {
      // A folder the archive had no files in is restored empty; form uploads stay owner-only.
      if (mode !== undefined) {
        await mkdir(from, { recursive: true })
        await chmod(from, mode)
      }
      const before = aside.find((a) => a.startsWith(`${to}.before-restore-`))
      await takeOwner(from, before ? await stat(before) : null)
      await mkdir(path.dirname(to), { recursive: true })
      await move(from, to)
      undo.push(() => rm(to, { recursive: true, force: true }))
    }
    if (pgRestore) {
      say('Restoring the PostgreSQL database (pg_restore, one transaction)…')
      await runTool(pgRestore, [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${site.databaseUrl}`,
        path.join(extracted, ...manifest.database.file.split('/')),
      ])
    }
  } catch (error) {
    say('✗ The restore failed on the way; putting the previous data back.')
    for (const step of undo.reverse()) await step()
    throw error
  }
  for (const away of aside) await rm(away, { recursive: true, force: true })
}
