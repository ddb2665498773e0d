// The backup archive (scripts/backup.mjs, scripts/restore.mjs; docs/backup.md): a gzipped POSIX tar
// that GNU tar lists and extracts too, written and read here in Node so that each file is hashed
// from the very bytes that go into the archive (a file that changes while a backup reads it cannot
// leave a checksum that disagrees with its copy), and so that reading checks every entry's name and
// kind before anything is written. The manifest goes last: it holds every other file's checksum.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

export const FORMAT = 'suomi-site-backup'
export const FORMAT_VERSION = 1
export const MANIFEST = 'manifest.json'
/** Where each part lives inside the archive. */
export const PARTS = { database: 'database', media: 'media', formUploads: 'form-uploads' }

const BLOCK = 512
/** The largest size a ustar header's 11 octal digits hold; bigger files get a pax size record. */
const USTAR_MAX_SIZE = 0o77777777777

/** A refusal with a message for the operator: the archive is not one to restore. */
export class ArchiveError extends Error {
  name = 'ArchiveError'
}

/**
 * The names an archive may hold: the manifest, one database file, and files under the two
 * folders; no empty, `.` or `..` segment, so nothing can land outside the folder it is read into.
 */
export function isAllowedEntry(name) {
  if (name === MANIFEST) return true
  const segments = name.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0'))) return false
  if (segments[0] === PARTS.database) return segments.length === 2
  return (segments[0] === PARTS.media || segments[0] === PARTS.formUploads) && segments.length >= 2
}

/**
 * Every regular file under `dir`, as paths relative to it with `/` separators, sorted; a missing
 * folder has none. Anything else (a link, a socket) is refused: a backup copies what the site wrote.
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir) {
  /** @type {string[]} */
  const found = []
  /** @param {string} relative */
  async function walk(relative) {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch((error) => {
      if (error.code === 'ENOENT' && relative === '') return []
      throw error
    })
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(name)
      else if (entry.isFile()) found.push(name)
      else throw new Error(`${path.join(dir, name)} is not a regular file or folder; not backed up`)
    }
  }
  await walk('')
  return found.sort()
}

/** The names of the migrations the code carries, in order, from the migrations folder's index.ts. */
export async function codeMigrations(indexFile) {
  const text = await readFile(indexFile, 'utf8')
  return [...text.matchAll(/^\s*name:\s*'([^']+)'/gm)].map((m) => m[1] ?? '')
}

/**
 * Is a table one document per row? Payload's collection and global tables have `id` and
 * `created_at`; arrays and blocks point at their parent (`_parent_id`), versions start with `_`,
 * localized fields and relations live in `_locales` / `_rels` tables, and `payload_*` tables are
 * Payload's own bookkeeping (migrations, preferences, locks, the job queue).
 * @param {string} table
 * @param {string[]} columns
 */
export function isDocumentTable(table, columns) {
  if (/^(_|payload_|sqlite_)|_(locales|rels)$/.test(table)) return false
  return columns.includes('id') && columns.includes('created_at') && !columns.includes('_parent_id')
}

/**
 * @typedef {{ path: string, size: number, sha256: string }} FileRecord
 * @typedef {{ name: string, file: string }} Entry a name in the archive and the file it comes from
 */

function octal(value, width) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`
}

/** One 512-byte ustar header. */
function ustarHeader(name, size, mode, mtime, type) {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, 100, 'utf8')
  block.write(octal(mode & 0o7777, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(Math.min(size, USTAR_MAX_SIZE), 12), 124, 'ascii')
  block.write(octal(Math.floor(mtime), 12), 136, 'ascii')
  block.write(type, 156, 'ascii')
  block.write('ustar\x0000', 257, 'ascii')
  block.fill(' ', 148, 156)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return block
}

/** A pax record (`<length> key=value\n`), whose length counts its own digits. */
function paxRecord(key, value) {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body)
  while (String(length + String(length).length).length !== String(length).length) length++
  return `${length + String(length).length}${body}`
}

function padding(size) {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)
}

/** The header blocks of one file: a pax header first when its name or size does not fit ustar's. */
function fileHeader(name, size, mode, mtime) {
  const records = []
  if (Buffer.byteLength(name) > 100 || !/^[\x20-\x7e]*$/.test(name)) records.push(paxRecord('path', name))
  if (size > USTAR_MAX_SIZE) records.push(paxRecord('size', String(size)))
  const plain = ustarHeader(name.slice(0, 100), size, mode, mtime, '0')
  if (records.length === 0) return [plain]
  const pax = Buffer.from(records.join(''))
  return [ustarHeader('PaxHeader', pax.length, 0o644, mtime, 'x'), pax, padding(pax.length), plain]
}

/**
 * Streams one file into the archive, hashing the same bytes: exactly the size its header
 * announced, read from one open handle, so a file cut short meanwhile fails the backup.
 * @param {Entry} entry
 * @param {FileRecord[]} records
 */
async function* fileBlocks(entry, records) {
  const handle = await open(entry.file, 'r')
  try {
    const info = await handle.stat()
    yield* fileHeader(entry.name, info.size, info.mode, info.mtimeMs / 1000)
    const hash = createHash('sha256')
    let left = info.size
    for await (const chunk of handle.createReadStream({ start: 0, autoClose: false })) {
      const part = chunk.length > left ? chunk.subarray(0, left) : chunk
      hash.update(part)
      left -= part.length
      yield part
      if (left === 0) break
    }
    if (left > 0) throw new Error(`${entry.file} shrank while it was being backed up; try again`)
    yield padding(info.size)
    records.push({ path: entry.name, size: info.size, sha256: hash.digest('hex') })
  } finally {
    await handle.close()
  }
}

/**
 * Writes `entries` and then the manifest (`manifest(files)`, given every file's record) to
 * `target` as a .tar.gz, owner-only (it holds personal data). Does not rename or clean up.
 * @param {string} target
 * @param {Entry[]} entries
 * @param {(files: FileRecord[]) => object} manifest
 */
export async function writeArchive(target, entries, manifest) {
  /** @type {FileRecord[]} */
  const records = []
  async function* blocks() {
    for (const entry of entries) yield* fileBlocks(entry, records)
    const text = Buffer.from(`${JSON.stringify(manifest(records), null, 2)}\n`)
    yield* fileHeader(MANIFEST, text.length, 0o600, Date.now() / 1000)
    yield text
    yield padding(text.length)
    yield Buffer.alloc(BLOCK * 2)
  }
  const out = createWriteStream(target, { flags: 'wx', mode: 0o600 })
  await pipeline(Readable.from(blocks()), createGzip(), out)
  const handle = await open(target, 'r')
  await handle.sync().finally(() => handle.close())
  return records
}

/** Reads a stream block by block, with what is buffered but not yet used kept for the next read. */
class Bytes {
  /** @param {AsyncIterable<Buffer>} source */
  constructor(source) {
    this.source = source[Symbol.asyncIterator]()
    /** @type {Buffer} */
    this.buffered = Buffer.alloc(0)
  }

  /** Up to `max` bytes (fewer when that is what the next chunk has); an empty buffer at the end. */
  async next(max) {
    if (this.buffered.length === 0) {
      const { value, done } = await this.source.next().catch((error) => {
        throw new ArchiveError(`The archive is damaged or cut short (${error.message}).`)
      })
      if (done) return Buffer.alloc(0)
      this.buffered = value
    }
    const part = this.buffered.subarray(0, max)
    this.buffered = this.buffered.subarray(part.length)
    return part
  }

  /** Exactly `size` bytes, or fewer when the stream ends first. */
  async exactly(size) {
    const parts = []
    let got = 0
    while (got < size) {
      const part = await this.next(size - got)
      if (part.length === 0) break
      parts.push(part)
      got += part.length
    }
    return Buffer.concat(parts)
  }
}

function field(block, start, length) {
  const raw = block.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

function parseOctal(block, start, length) {
  const text = field(block, start, length).trim()
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError('The archive is damaged: a header has no valid size.')
  return Number.parseInt(text, 8)
}

/** The header's fields, after its checksum proved it whole. */
function parseHeader(block) {
  const stored = parseOctal(block, 148, 8)
  let sum = 0
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0)
  if (sum !== stored) throw new ArchiveError('The archive is damaged: a header checksum does not match.')
  const prefix = field(block, 345, 155)
  const name = field(block, 0, 100)
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: parseOctal(block, 124, 12),
    mode: parseOctal(block, 100, 8),
    type: String.fromCharCode(block[156] ?? 0),
  }
}

function parsePax(text) {
  /** @type {Record<string, string>} */
  const values = {}
  for (const match of text.matchAll(/^\d+ ([^=\n]+)=(.*)$/gm)) values[match[1] ?? ''] = match[2] ?? ''
  return values
}

/**
 * Extracts the archive into `dir` (which must be empty), checking each entry as it comes: only
 * regular files (and folders) under the allowed names, each name once. Returns every file's
 * record, hashed as it was written. A damaged or cut gzip stream ends in an ArchiveError.
 * @returns {Promise<FileRecord[]>}
 */
export async function extractArchive(archive, dir) {
  const gunzip = createGunzip()
  const reading = pipeline(createReadStream(archive), gunzip).catch((error) => {
    throw new ArchiveError(`The archive is damaged or cut short (${error.message}).`)
  })
  // The reading side usually reports a broken stream first; this failure is then awaited below.
  reading.catch(() => undefined)
  const bytes = new Bytes(gunzip)
  /** @type {FileRecord[]} */
  const records = []
  const seen = new Set()
  /** @type {Record<string, string>} */
  let pax = {}
  try {
    for (;;) {
      const block = await bytes.exactly(BLOCK)
      if (block.length < BLOCK)
        throw new ArchiveError('The archive is cut short: it ends inside the file list.')
      if (block.every((byte) => byte === 0)) break
      const header = parseHeader(block)
      const size = pax.size ? Number(pax.size) : header.size
      const name = (pax.path ?? header.name).replace(/\/$/, '')
      pax = {}
      if (header.type === 'x') {
        const text = await bytes.exactly(size)
        if (text.length < size) throw new ArchiveError('The archive is cut short.')
        await bytes.exactly((BLOCK - (size % BLOCK)) % BLOCK)
        pax = parsePax(text.toString('utf8'))
        continue
      }
      const top = name.split('/')[0]
      const folder =
        (top === PARTS.media || top === PARTS.formUploads) && (!name.includes('/') || isAllowedEntry(name))
      if (header.type === '5' && folder) {
        await mkdir(path.join(dir, name), { recursive: true })
        continue
      }
      if (header.type !== '0' && header.type !== '\0')
        throw new ArchiveError(`The archive holds ${JSON.stringify(name)} of a kind a backup never has.`)
      if (!isAllowedEntry(name))
        throw new ArchiveError(`The archive holds ${JSON.stringify(name)}, which a backup never has.`)
      if (seen.has(name)) throw new ArchiveError(`The archive holds ${JSON.stringify(name)} twice.`)
      seen.add(name)
      const file = path.join(dir, ...name.split('/'))
      await mkdir(path.dirname(file), { recursive: true })
      // `wx`: a fresh file, never one written through anything already there.
      const out = await open(file, 'wx', header.mode & 0o777 || 0o600)
      const hash = createHash('sha256')
      let left = size
      try {
        while (left > 0) {
          const part = await bytes.next(left)
          if (part.length === 0) throw new ArchiveError(`The archive is cut short inside ${name}.`)
          hash.update(part)
          await out.write(part)
          left -= part.length
        }
      } finally {
        await out.close()
      }
      await bytes.exactly((BLOCK - (size % BLOCK)) % BLOCK)
      records.push({ path: name, size, sha256: hash.digest('hex') })
    }
    // Reading on to the end lets gunzip check the stream's own length and CRC.
    while ((await bytes.next(1 << 16)).length > 0);
    await reading
  } catch (error) {
    gunzip.destroy()
    await reading.catch(() => undefined)
    throw error
  }
  return records
}

/**
 * Extracts `archive` into the empty folder `dir` and checks it against its manifest: the format,
 * every file's size and SHA-256, nothing missing, nothing extra, a database of this site's kind
 * and a migration level the code knows. Returns the manifest; throws an ArchiveError otherwise.
 * @param {string} archive
 * @param {string} dir
 * @param {{ kind: string, migrations: string[] }} code the database kind in use and the code's migrations
 */
export async function verifyArchive(archive, dir, code) {
  if (!(await stat(archive).catch(() => null))?.isFile()) throw new ArchiveError(`No archive at ${archive}.`)
  const found = await extractArchive(archive, dir)
  const manifestRecord = found.find((r) => r.path === MANIFEST)
  if (!manifestRecord)
    throw new ArchiveError('The archive has no manifest.json: it is not a backup of this site.')
  let manifest
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'))
  } catch {
    throw new ArchiveError('The manifest is not valid JSON.')
  }
  if (manifest?.format !== FORMAT || manifest.version !== FORMAT_VERSION || !Array.isArray(manifest.files))
    throw new ArchiveError(
      `The manifest is not a ${FORMAT} version ${FORMAT_VERSION} manifest (format ${JSON.stringify(manifest?.format)}, version ${JSON.stringify(manifest?.version)}).`,
    )
  const inArchive = new Map(found.filter((r) => r.path !== MANIFEST).map((r) => [r.path, r]))
  const listed = new Set()
  for (const expected of manifest.files) {
    const actual = inArchive.get(expected?.path)
    if (!actual)
      throw new ArchiveError(`${expected?.path} is listed in the manifest but missing from the archive.`)
    if (actual.size !== expected.size)
      throw new ArchiveError(`${actual.path} is ${actual.size} bytes; the manifest says ${expected.size}.`)
    if (actual.sha256 !== expected.sha256)
      throw new ArchiveError(
        `${actual.path} does not match its SHA-256 in the manifest: it was changed or damaged.`,
      )
    listed.add(actual.path)
  }
  const extra = [...inArchive.keys()].filter((name) => !listed.has(name))
  if (extra.length > 0)
    throw new ArchiveError(`The archive holds files its manifest does not list: ${extra.join(', ')}.`)
  if (manifest.database?.kind !== code.kind)
    throw new ArchiveError(
      `The archive holds a ${manifest.database?.kind} database; this site is configured for ${code.kind}.`,
    )
  if (!inArchive.has(manifest.database?.file))
    throw new ArchiveError(`The database file ${manifest.database?.file} is not in the archive.`)
  const applied = manifest.migrations?.applied
  if (applied && !code.migrations.includes(applied))
    throw new ArchiveError(
      `The database is at migration ${applied}, which this code does not have (its last is ${code.migrations.at(-1)}): restore it with the newer code it came from.`,
    )
  return manifest
}
