// @vitest-environment node
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ArchiveError,
  extractArchive,
  isAllowedEntry,
  isDocumentTable,
  verifyArchive,
  writeArchive,
} from '../../scripts/backup-archive.mjs'
import {
  createBackup,
  RestoreRefused,
  restoreBackup,
  siteData,
  siteMigrations,
} from '../../scripts/backup-site.mjs'

let dir: string
let site: ReturnType<typeof siteData>
let migrations: string[]
/** The good archive every case below starts from. */
let archive: string

const ROOT = path.resolve(__dirname, '../..')
/** The site's variables for a test site, the rest of the environment kept from what it would read. */
const siteEnv = (data: typeof site) => ({
  ...process.env,
  DATABASE_URL: '',
  S3_BUCKET: '',
  SQLITE_FILE: data.sqliteFile,
  MEDIA_DIR: data.mediaDir,
  FORM_UPLOADS_DIR: data.formUploadsDir,
})

/**
 * Runs statements in a process of their own: libsql keeps a file open until its statements are
 * garbage-collected, and the restores below must not find this process holding the database.
 */
function sqlite(file: string, statements: string[]) {
  const script = `import { createClient } from '@libsql/client'
    const client = createClient({ url: process.argv[1] })
    for (const sql of JSON.parse(process.argv[2])) await client.execute(sql)`
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, `file:${file}`, JSON.stringify(statements)],
    {
      cwd: ROOT,
    },
  )
}

/** `npm run backup` for a test site (in a process of its own, like sqlite()). */
function backup(data: typeof site, target: string): string {
  execFileSync(process.execPath, ['scripts/backup.mjs', target], { cwd: ROOT, env: siteEnv(data) })
  return target
}

/** A small site: a WAL database with Payload's migration table and a document table, two folders. */
async function makeSite(root: string, applied: string) {
  const data = siteData(
    {
      SQLITE_FILE: path.join(root, 'site.db'),
      MEDIA_DIR: path.join(root, 'media'),
      FORM_UPLOADS_DIR: path.join(root, 'form-uploads'),
    },
    ROOT,
  )
  await mkdir(root, { recursive: true })
  sqlite(data.sqliteFile, [
    'PRAGMA journal_mode = WAL',
    'CREATE TABLE payload_migrations (id integer PRIMARY KEY, name text, batch integer, created_at text)',
    `INSERT INTO payload_migrations (name, batch, created_at) VALUES ('${applied}', 1, 'now')`,
    'CREATE TABLE posts (id integer PRIMARY KEY, title text, created_at text)',
    "INSERT INTO posts (title, created_at) VALUES ('Eka', 'now'), ('Toka', 'now')",
    'CREATE TABLE posts_locales (id integer PRIMARY KEY, _parent_id integer, title text)',
    'CREATE TABLE _posts_v (id integer PRIMARY KEY, created_at text)',
  ])
  await mkdir(path.join(data.mediaDir, 'sub'), { recursive: true })
  await writeFile(path.join(data.mediaDir, 'kuva.webp'), 'kuvan tavut')
  await writeFile(path.join(data.mediaDir, 'sub', 'pitkä-nimi-'.repeat(12).concat('.jpg')), 'pitkä')
  await mkdir(data.formUploadsDir, { mode: 0o700 })
  await writeFile(path.join(data.formUploadsDir, 'liite.pdf'), '%PDF-1.4 liite', { mode: 0o600 })
  return data
}

/** Every file of the site's data with its SHA-256, to see that a refused restore changed nothing. */
async function snapshot(data: typeof site): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const root of [path.dirname(data.sqliteFile), data.mediaDir, data.formUploadsDir]) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      files[file] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex')
    }
  }
  return files
}

/** The good archive's files, extracted, to write altered copies from. */
async function goodParts() {
  const out = await mkdtemp(path.join(dir, 'parts-'))
  const records = await extractArchive(archive, out)
  const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'))
  const entries = records
    .filter((r) => r.path !== 'manifest.json')
    .map((r) => ({ name: r.path, file: path.join(out, ...r.path.split('/')) }))
  return { out, entries, manifest }
}

async function refusal(file: string, kind = 'sqlite'): Promise<string> {
  const out = await mkdtemp(path.join(dir, 'check-'))
  const error = await verifyArchive(file, out, { kind, migrations }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ArchiveError)
  return (error as Error).message
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-test-'))
  // The site is at the code's own migration level (the last migration the code carries).
  migrations = await siteMigrations(siteData({ SQLITE_FILE: path.join(dir, 'unused.db') }, ROOT))
  site = await makeSite(path.join(dir, 'site'), migrations.at(-1) ?? '')
  archive = backup(site, path.join(dir, 'good.tar.gz'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the backup archive', () => {
  it('holds the database copy, both folders and a manifest that verifies', async () => {
    const manifest = await verifyArchive(archive, await mkdtemp(path.join(dir, 'check-')), {
      kind: 'sqlite',
      migrations,
    })
    expect(manifest.migrations).toEqual({ applied: migrations.at(-1), code: migrations.at(-1) })
    expect(manifest.counts).toEqual({ posts: 2 })
    expect(manifest.database).toEqual({ kind: 'sqlite', file: 'database/site.db' })
    expect(manifest.storage).toEqual({ kind: 'local' })
    expect(manifest.files.map((f: { path: string }) => f.path)).toEqual([
      'database/site.db',
      'media/kuva.webp',
      `media/sub/${'pitkä-nimi-'.repeat(12)}.jpg`,
      'form-uploads/liite.pdf',
    ])
    // GNU tar reads it too, the long non-ASCII name included.
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n')
    expect(listed).toContain(`media/sub/${'pitkä-nimi-'.repeat(12)}.jpg`)
    expect(listed.at(-1)).toBe('manifest.json')
  })

  it('leaves no partial file behind when the backup fails', async () => {
    const broken = { ...site, sqliteFile: path.join(dir, 'no-such.db') }
    const target = path.join(dir, 'failed', 'x.tar.gz')
    await expect(createBackup(target, broken)).rejects.toThrow('No database at')
    expect(await readdir(path.dirname(target))).toEqual([])
  })

  it('refuses a flipped byte', async () => {
    const bytes = await readFile(archive)
    const middle = Math.floor(bytes.length / 2)
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle)
    const file = path.join(dir, 'flipped.tar.gz')
    await writeFile(file, bytes)
    expect(await refusal(file)).toMatch(/damaged|does not match/)
  })

  it('refuses a truncated archive', async () => {
    const bytes = await readFile(archive)
    const file = path.join(dir, 'truncated.tar.gz')
    await writeFile(file, bytes.subarray(0, bytes.length - 100))
    expect(await refusal(file)).toMatch(/damaged or cut short/)
  })

  it('refuses a file changed after the manifest was written', async () => {
    const { out, entries, manifest } = await goodParts()
    await writeFile(path.join(out, 'media', 'kuva.webp'), 'toiset tavut')
    const file = path.join(dir, 'tampered.tar.gz')
    await writeArchive(file, entries, () => manifest)
    expect(await refusal(file)).toMatch(/media\/kuva.webp (is \d+ bytes|does not match its SHA-256)/)
  })

  it('refuses a missing file and an extra file', async () => {
    const { out, entries, manifest } = await goodParts()
    const missing = path.join(dir, 'missing.tar.gz')
    await writeArchive(
      missing,
      entries.filter((e) => e.name !== 'form-uploads/liite.pdf'),
      () => manifest,
    )
    expect(await refusal(missing)).toBe(
      'form-uploads/liite.pdf is listed in the manifest but missing from the archive.',
    )
    await writeFile(path.join(out, 'extra.txt'), 'ylimääräinen')
    const extra = path.join(dir, 'extra.tar.gz')
    await writeArchive(
      extra,
      [...entries, { name: 'media/extra.txt', file: path.join(out, 'extra.txt') }],
      () => manifest,
    )
    expect(await refusal(extra)).toBe('The archive holds files its manifest does not list: media/extra.txt.')
  })

  it('refuses a manifest of another format and names outside the folders', async () => {
    const { entries, manifest } = await goodParts()
    const other = path.join(dir, 'other.tar.gz')
    await writeArchive(other, entries, () => ({ ...manifest, version: 2 }))
    expect(await refusal(other)).toMatch(/not a suomi-site-backup version 1 manifest/)
    expect(await refusal(archive, 'postgres')).toMatch(
      /holds a sqlite database; this site is configured for postgres/,
    )
    for (const name of ['../x', 'media/../../x', '/etc/passwd', 'database/a/b', 'elsewhere/x', 'media/'])
      expect(isAllowedEntry(name), name).toBe(false)
    const outside = path.join(dir, 'outside.tar.gz')
    await writeArchive(outside, [{ name: 'media/../../x', file: entries[0]?.file ?? '' }], () => manifest)
    expect(await refusal(outside)).toBe('The archive holds "media/../../x", which a backup never has.')
  })

  it('counts document tables only', () => {
    expect(isDocumentTable('posts', ['id', 'created_at', 'title'])).toBe(true)
    expect(isDocumentTable('posts_locales', ['id', '_parent_id'])).toBe(false)
    expect(isDocumentTable('users_sessions', ['id', 'created_at', '_parent_id'])).toBe(false)
    expect(isDocumentTable('_posts_v', ['id', 'created_at'])).toBe(false)
    expect(isDocumentTable('payload_jobs', ['id', 'created_at'])).toBe(false)
    expect(isDocumentTable('search_docs', ['id'])).toBe(false)
  })
})

describe('restore', () => {
  it('refuses an archive from newer code, and every bad archive, leaving the data as it was', async () => {
    const newer = await makeSite(path.join(dir, 'newer'), '20991231_000000_future')
    const future = backup(newer, path.join(dir, 'future.tar.gz'))
    // The current data differs from the archive, so an overwrite would show.
    sqlite(site.sqliteFile, ["INSERT INTO posts (title, created_at) VALUES ('Kolmas', 'now')"])
    await writeFile(path.join(site.mediaDir, 'uusi.webp'), 'uusi')
    const before = await snapshot(site)
    await expect(restoreBackup(future, site)).rejects.toThrow(
      /at migration 20991231_000000_future, which this code does not have/,
    )
    for (const bad of ['flipped', 'truncated', 'tampered', 'missing', 'extra', 'outside']) {
      await expect(restoreBackup(path.join(dir, `${bad}.tar.gz`), site)).rejects.toBeInstanceOf(ArchiveError)
    }
    await expect(restoreBackup(path.join(dir, 'nothing-here.tar.gz'), site)).rejects.toThrow('No archive at')
    expect(await snapshot(site)).toEqual(before)
    expect((await readdir(path.dirname(site.sqliteFile))).filter((n) => n.startsWith('.restore-'))).toEqual(
      [],
    )
  })

  it('refuses while another process has the database open, naming it', async () => {
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client'
        await createClient({ url: process.argv[1] }).execute('SELECT count(*) FROM posts')
        console.log('open')
        setInterval(() => {}, 1000)`,
        `file:${site.sqliteFile}`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await once(holder.stdout, 'data')
      const error = await restoreBackup(archive, site).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RestoreRefused)
      expect((error as Error).message).toContain(`Process ${holder.pid} `)
    } finally {
      holder.kill()
      await once(holder, 'exit')
    }
  })

  it('puts the archived data back and removes what it set aside', async () => {
    await restoreBackup(archive, site)
    expect(existsSync(path.join(site.mediaDir, 'uusi.webp'))).toBe(false)
    expect(await readFile(path.join(site.formUploadsDir, 'liite.pdf'), 'utf8')).toBe('%PDF-1.4 liite')
    const client = createClient({ url: `file:${site.sqliteFile}` })
    const { rows } = await client.execute('SELECT title FROM posts ORDER BY id')
    client.close()
    expect(rows.map((r) => r.title)).toEqual(['Eka', 'Toka'])
    const left = await readdir(path.dirname(site.sqliteFile))
    expect(left.filter((n) => /before-restore|\.restore-|-wal|-shm/.test(n))).toEqual([])
    expect(
      await verifyArchive(archive, await mkdtemp(path.join(dir, 'check-')), { kind: 'sqlite', migrations }),
    ).toBeTruthy()
  })
})
