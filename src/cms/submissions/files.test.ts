// @vitest-environment node
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  attachmentDisposition,
  deleteUploads,
  deleteUploadsOlderThan,
  isStoredName,
  MAX_FILENAME_LENGTH,
  readUpload,
  sanitiseFilename,
  storeUpload,
  UPLOAD_DIR,
  type UploadStore,
} from './files'

describe('UPLOAD_DIR', () => {
  it('is outside public/ (under the git-ignored data/ unless FORM_UPLOADS_DIR says otherwise)', () => {
    const relative = path.relative(process.cwd(), UPLOAD_DIR)
    expect(relative.split(path.sep)[0]).not.toBe('public')
    if (!process.env.FORM_UPLOADS_DIR) expect(relative).toBe(path.join('data', 'form-uploads'))
  })
})

describe('sanitiseFilename', () => {
  it('keeps an ordinary name, accents and all', () => {
    expect(sanitiseFilename('Hakemus – Äijälä.pdf')).toBe('Hakemus – Äijälä.pdf')
  })

  it('keeps only the last path segment, whichever slash', () => {
    expect(sanitiseFilename('../../etc/passwd')).toBe('passwd')
    expect(sanitiseFilename('..\\..\\x')).toBe('x')
    expect(sanitiseFilename('C:\\Users\\matti\\cv.docx')).toBe('cv.docx')
    expect(sanitiseFilename('/')).toBe('liite')
    expect(sanitiseFilename('..')).toBe('liite')
    expect(sanitiseFilename('a/..')).toBe('liite')
  })

  it('drops NUL and other control and format characters', () => {
    expect(sanitiseFilename('kuva\u0000.png')).toBe('kuva.png')
    expect(sanitiseFilename('evil.php\u0000.jpg')).toBe('evil.php.jpg')
    expect(sanitiseFilename('rivi\r\nvaihto.txt')).toBe('rivivaihto.txt')
    // A right-to-left override would show "invoice_fdp.exe" as "invoice_exe.pdf".
    expect(sanitiseFilename('invoice_\u202Efdp.exe')).toBe('invoice_fdp.exe')
    expect(sanitiseFilename('\uD800x.txt')).toBe('x.txt')
  })

  it('replaces characters Windows refuses and trims dots and spaces', () => {
    expect(sanitiseFilename('a<b>c:d"e|f?g*h.txt')).toBe('a_b_c_d_e_f_g_h.txt')
    expect(sanitiseFilename('  .piilo.txt. ')).toBe('piilo.txt')
    expect(sanitiseFilename('\u0000\u0001')).toBe('liite')
  })

  it('cuts long names to 120 characters, keeping the extension', () => {
    const name = sanitiseFilename(`${'a'.repeat(500)}.pdf`)
    expect([...name]).toHaveLength(MAX_FILENAME_LENGTH)
    expect(name.endsWith('aaa.pdf')).toBe(true)
    expect([...sanitiseFilename('ä'.repeat(500))]).toHaveLength(MAX_FILENAME_LENGTH)
    // An "extension" too long to be one is cut like the rest.
    expect([...sanitiseFilename(`x.${'b'.repeat(500)}`)]).toHaveLength(MAX_FILENAME_LENGTH)
  })
})

describe('isStoredName', () => {
  it('accepts only our random names', () => {
    expect(isStoredName('0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f')).toBe(true)
    expect(isStoredName('0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f.pdf')).toBe(true)
    for (const name of [
      '../../etc/passwd',
      '..\\..\\x',
      '0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f/../x',
      '0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f.PDF',
      '0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f\u0000.pdf',
      '0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f.p-f',
      '',
      'x'.repeat(500),
    ]) {
      expect(isStoredName(name), name).toBe(false)
    }
    expect(isStoredName(undefined)).toBe(false)
  })
})

describe('local storage', () => {
  let dir: string
  let store: UploadStore

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'form-uploads-'))
    store = { kind: 'local', dir: path.join(dir, 'uploads') }
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('stores under a random name, reads it back and deletes it', async () => {
    const bytes = new TextEncoder().encode('<svg onload="alert(1)"/>')
    const stored = await storeUpload(bytes, '../../kuva.SVG', store)
    expect(stored.filename).toBe('kuva.SVG')
    expect(stored.size).toBe(bytes.byteLength)
    expect(isStoredName(stored.storedName)).toBe(true)
    expect(stored.storedName.endsWith('.svg')).toBe(true)
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([stored.storedName])

    const read = await readUpload(stored.storedName, store)
    expect(read && new TextDecoder().decode(read)).toBe('<svg onload="alert(1)"/>')

    await deleteUploads([stored.storedName], store)
    expect(await readUpload(stored.storedName, store)).toBeNull()
    // Deleting again (already gone) is fine.
    await deleteUploads([stored.storedName], store)
  })

  it('keeps the files private to the server user', async () => {
    if (process.platform === 'win32') return
    const { storedName } = await storeUpload(new Uint8Array([1, 2, 3]), 'a.bin', store)
    const info = await stat(path.join(dir, 'uploads', storedName))
    expect(info.mode & 0o077).toBe(0)
  })

  it('gives each upload of the same name its own stored name, without an unsafe extension', async () => {
    const a = await storeUpload(new Uint8Array([1]), 'sama.txt', store)
    const b = await storeUpload(new Uint8Array([2]), 'sama.txt', store)
    expect(a.storedName).not.toBe(b.storedName)
    const odd = await storeUpload(new Uint8Array([3]), 'x.ph p', store)
    expect(odd.storedName).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses to read names it could not have made', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'salaisuus')
    await expect(readUpload('../secret.txt', store)).rejects.toThrow(/Refusing/)
    await expect(readUpload('../../etc/passwd', store)).rejects.toThrow(/Refusing/)
    await expect(readUpload('..\\..\\x', store)).rejects.toThrow(/Refusing/)
    await expect(readUpload('a\u0000b', store)).rejects.toThrow(/Refusing/)
  })

  it('reads a missing upload as null', async () => {
    expect(await readUpload('0b7e2b8e-3f4a-4c1d-9e2f-1a2b3c4d5e6f.pdf', store)).toBeNull()
  })

  it('skips names it could not have made when deleting', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'salaisuus')
    await deleteUploads(['../secret.txt', '../../etc/passwd'], store)
    expect(await readdir(dir)).toContain('secret.txt')
  })

  it('sweeps uploads older than a cutoff and nothing else', async () => {
    const old = await storeUpload(new Uint8Array([1]), 'vanha.txt', store)
    const fresh = await storeUpload(new Uint8Array([2]), 'uusi.txt', store)
    const uploads = path.join(dir, 'uploads')
    const longAgo = new Date('2020-01-01T00:00:00Z')
    await utimes(path.join(uploads, old.storedName), longAgo, longAgo)
    // A file that is not ours, however old, stays.
    await writeFile(path.join(uploads, 'muu.txt'), 'x')
    await utimes(path.join(uploads, 'muu.txt'), longAgo, longAgo)

    expect(await deleteUploadsOlderThan(new Date('2021-01-01T00:00:00Z'), store)).toBe(1)
    expect((await readdir(uploads)).sort()).toEqual([fresh.storedName, 'muu.txt'].sort())
  })

  it('sweeps nothing when the folder does not exist yet', async () => {
    expect(await deleteUploadsOlderThan(new Date(), { kind: 'local', dir: path.join(dir, 'ei-ole') })).toBe(0)
  })
})

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Äijälä "cv".pdf')).toBe(
      `attachment; filename="Aijala _cv_.pdf"; filename*=UTF-8''%C3%84ij%C3%A4l%C3%A4%20%22cv%22.pdf`,
    )
  })

  it('never lets a name break out of the header', () => {
    const header = attachmentDisposition("a\\b%20c'(d).txt")
    expect(header).toBe(`attachment; filename="a_b_20c'(d).txt"; filename*=UTF-8''a%5Cb%2520c%27%28d%29.txt`)
    expect(attachmentDisposition('漢字.txt')).toContain('filename="__.txt"')
  })
})

/** s3rver ships no types; this is the part the test uses. */
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverClass = new (options: {
  address: string
  port: number
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}) => S3rverServer

describe('bucket storage (s3rver)', () => {
  let dir: string
  let server: S3rverServer
  let store: UploadStore

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'form-uploads-s3-'))
    // A module name in a variable: s3rver has no type declarations to import.
    const name = 's3rver'
    const S3rver = ((await import(name)) as { default: S3rverClass }).default
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'media' }],
    })
    const { port } = await server.run()
    store = {
      kind: 's3',
      settings: {
        bucket: 'media',
        client: {
          region: 'us-east-1',
          endpoint: `http://127.0.0.1:${port}`,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      },
    }
  })
  afterEach(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('stores under the private prefix, reads back, sweeps and deletes', async () => {
    const stored = await storeUpload(new TextEncoder().encode('hei'), 'viesti.txt', store)
    const read = await readUpload(stored.storedName, store)
    expect(read && new TextDecoder().decode(read)).toBe('hei')
    // s3rver keeps objects as files named after their keys.
    const keys = await readdir(path.join(dir, 'media', 'form-uploads'))
    expect(keys.some((key) => key.startsWith(stored.storedName))).toBe(true)
    // Nothing is older than a moment ago's cutoff, everything is older than tomorrow's.
    expect(await deleteUploadsOlderThan(new Date(Date.now() - 60_000), store)).toBe(0)
    const other = await storeUpload(new Uint8Array([1]), 'toinen.bin', store)
    await deleteUploads([stored.storedName], store)
    expect(await readUpload(stored.storedName, store)).toBeNull()
    expect(await deleteUploadsOlderThan(new Date(Date.now() + 86_400_000), store)).toBe(1)
    expect(await readUpload(other.storedName, store)).toBeNull()
    await expect(readUpload('../x', store)).rejects.toThrow(/Refusing/)
  })
})
