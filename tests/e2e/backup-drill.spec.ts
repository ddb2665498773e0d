import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import { solveChallenge } from '../../src/forms/bot/solver'
import type { RefillResponse } from '../../src/forms/protocol'
import { scaled } from '../support/time-scale'
import { ADMIN, expect, test } from './support/cms'
import { OwnSite, ROOT } from './support/own-site'

/**
 * The backup drill (docs/backup.md): a site of its own on port 3150 is seeded, given a post, a
 * media upload and a form answer with an attachment, backed up while visitors keep asking for
 * pages, wiped, restored from the archive and started again, and then must serve the same.
 *
 * Its server has a page cache of its own (support/own-site.ts): on the suite's, the comparison
 * would prove nothing. Emptied with the data, the pages after the restore are rendered from the
 * restored database, and the pages before it were rendered after the drill's publishes (each is
 * read until it shows the new post and two reads agree).
 *
 * There are no nonces (the CSP has none, src/lib/security-headers.ts) nor render times in the
 * pages; the markup is compared byte for byte. Only the React Server Components payload (the
 * `self.__next_f.push` scripts) is normalised: how it is cut into scripts, and the numbering and
 * order of its rows, follow the order in which a render's async parts happen to finish. Its rows
 * are compared as a sorted list with the row numbers (and references to them) written out.
 */
const drill = new OwnSite('drill', 3150)
const BASE = drill.base
const DRILL = drill.data
const DATA = drill.files
const PASSWORD = drill.password
const LOG = drill.log
const ARCHIVE = path.join(ROOT, 'data/drill-archive/site.tar.gz')

const exec = promisify(execFile)

/** `npm run <backup|restore> -- <file>` on the drill's data; its exit code and output. */
async function npmRun(script: 'backup' | 'restore', file: string) {
  return exec(process.execPath, [`scripts/${script}.mjs`, file], { cwd: ROOT, env: drill.env() }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  )
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Every file of the drill's data with its SHA-256. */
async function dataFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  if (!existsSync(DRILL)) return files
  for (const entry of await readdir(DRILL, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (entry.isFile()) files[file] = sha256(await readFile(file))
  }
  return files
}

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g

/**
 * The RSC payload's rows, each without its number. A row is `<hex id>:<json>\n`, except a text
 * row, `<hex id>:T<hex byte length>,<text>`, which has no line end: the next row follows its last
 * byte at once, so the payload cannot simply be split at line ends.
 */
function flightRows(payload: string): string[] {
  const rows: string[] = []
  let at = 0
  while (at < payload.length) {
    const colon = payload.indexOf(':', at)
    if (colon < 0) {
      rows.push(payload.slice(at))
      break
    }
    const comma = payload.indexOf(',', colon)
    const length = /^T[0-9a-f]+$/.test(payload.slice(colon + 1, comma))
      ? Number.parseInt(payload.slice(colon + 2, comma), 16)
      : -1
    if (length >= 0) {
      const text = Buffer.from(payload.slice(comma + 1), 'utf8')
        .subarray(0, length)
        .toString('utf8')
      rows.push(`#:T${text}`)
      at = comma + 1 + text.length
    } else {
      const end = payload.indexOf('\n', colon)
      const stop = end < 0 ? payload.length : end
      rows.push(`#:${payload.slice(colon + 1, stop)}`)
      at = stop + 1
    }
  }
  return rows
}

/** A page as compared: its markup as sent, then its RSC payload's rows, numbers written out, sorted. */
function normalise(html: string): string {
  let payload = ''
  const markup = html.replace(FLIGHT_SCRIPT, (_, literal: string) => {
    payload += JSON.parse(literal)
    return ''
  })
  const rows = flightRows(payload)
    .map((row) => row.replace(/"\$([L@F]?)[0-9a-f]+(?=[":])/g, '"$$$1#'))
    .sort()
  return `${markup}\n${rows.join('\n')}`
}

/** The page once it is rendered from the current data: it shows `text` and two reads agree. */
async function settledPage(request: APIRequestContext, url: string, text: string): Promise<string> {
  let last = ''
  for (let i = 0; i < 30; i++) {
    const answer = await request.get(url)
    expect(answer.status(), url).toBe(200)
    const html = normalise(await answer.text())
    if (html.includes(text) && html === last) return html
    last = html
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} never settled showing ${text}`)
}

async function signIn(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: { email: ADMIN.email, password: PASSWORD } })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test.afterAll(async () => {
  await drill.dispose()
})

test('backup while the site serves, wipe, restore: the same pages, answer, attachment and upload @serial', async () => {
  test.setTimeout(scaled(600_000))
  await drill.prepare()
  await rm(path.dirname(ARCHIVE), { recursive: true, force: true })
  await drill.start()
  const request = await playwrightRequest.newContext({ baseURL: BASE })
  const auth = await signIn(request)
  const suffix = randomBytes(3).toString('hex')

  // A published post, an upload and a form answer with an attachment.
  const title = `Varmuuskopioharjoitus ${suffix}`
  const created = await request.post('/api/posts?locale=fi', {
    headers: auth,
    data: { title, slug: `harjoitus-${suffix}`, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33b20' } })
    .png()
    .toBuffer()
  const upload = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: { name: `harjoitus-${suffix}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: `Harjoituskuva ${suffix}` }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const media = ((await upload.json()) as { doc: { url: string } }).doc
  const form = (
    (await (await request.get('/api/contact-forms?sort=id&limit=1', { headers: auth })).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]
  const refill = (await (await request.get(`/api/contact-forms/${form?.id}/refill`)).json()) as RefillResponse
  const attachment = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2048)])
  const sent = await request.post(`/api/contact-forms/${form?.id}/feedback`, {
    headers: { Accept: 'application/json' },
    multipart: {
      _cf_form: String(form?.id),
      _cf_locale: 'fi',
      _cf_bot: await solveChallenge(refill.captcha),
      nimi: `Harjoittelija ${suffix}`,
      sahkoposti: 'harjoitus@example.fi',
      yhteydenotto: 'sahkoposti',
      palvelu: 'verkkosivut',
      sivut_count: '1',
      sivu__1: 'Etusivu',
      viesti: 'Varmuuskopion harjoitus.',
      hyvaksyn: '1',
      liite: { name: 'harjoitus.pdf', mimeType: 'application/pdf', buffer: attachment },
    },
  })
  expect(sent.status(), await sent.text()).toBe(200)

  const pages = ['/', '/blogi', `/blogi/harjoitus-${suffix}`]
  /** What must survive: the pages as rendered, the answer and its attachment, the upload. */
  const read = async (ctx: APIRequestContext) => {
    const rendered = await Promise.all(pages.map((url) => settledPage(ctx, url, title)))
    const headers = await signIn(ctx)
    const found = (await (
      await ctx.get(`/api/form-submissions?where[searchText][like]=${encodeURIComponent(suffix)}&depth=0`, {
        headers,
      })
    ).json()) as { docs: { id: number }[] }
    expect(found.docs).toHaveLength(1)
    const file = await ctx.get(`/api/form-submissions/${found.docs[0]?.id}/files/0`, { headers })
    expect(file.status()).toBe(200)
    return {
      pages: rendered,
      submission: found.docs[0],
      attachment: sha256(await file.body()),
      media: sha256(await (await ctx.get(media.url)).body()),
    }
  }
  const before = await read(request)
  expect(before.attachment).toBe(sha256(attachment))
  expect(before.media).toBe(sha256(png))

  // The backup, while visitors keep asking: every answer must be whole.
  let visiting = true
  const statuses: number[] = []
  const visitor = async () => {
    for (let i = 0; visiting; i++) {
      const answer = await request.get([...pages, media.url][i % 4] ?? '/')
      await answer.body()
      statuses.push(answer.status())
    }
  }
  const visitors = [visitor(), visitor()]
  const started = Date.now()
  const backup = await npmRun('backup', ARCHIVE)
  const seconds = (Date.now() - started) / 1000
  visiting = false
  await Promise.all(visitors)
  expect(backup.code, backup.output).toBe(0)
  expect(statuses.length).toBeGreaterThan(0)
  expect(statuses.filter((s) => s !== 200)).toEqual([])
  test.info().annotations.push({
    type: 'backup',
    description: `${seconds.toFixed(1)} s with ${statuses.length} requests answered meanwhile`,
  })

  // Not while the site runs: the server's own process is named.
  const refused = await npmRun('restore', ARCHIVE)
  expect(refused.code).not.toBe(0)
  expect(refused.output).toContain(`Process ${drill.pid} `)
  await request.dispose()
  await drill.stop()

  // A damaged copy is refused, and nothing is touched.
  const data = await dataFiles()
  const damaged = path.join(path.dirname(ARCHIVE), 'damaged.tar.gz')
  await copyFile(ARCHIVE, damaged)
  const bytes = await readFile(damaged)
  const third = Math.floor(bytes.length / 3)
  bytes.writeUInt8(bytes.readUInt8(third) ^ 0x55, third)
  await writeFile(damaged, bytes)
  const damagedRun = await npmRun('restore', damaged)
  expect(damagedRun.code).not.toBe(0)
  expect(damagedRun.output).toMatch(/Restore refused, nothing changed: .*(damaged|does not match)/)
  expect(await dataFiles()).toEqual(data)

  // Everything gone, then back from the archive: each file as its checksum in the manifest says.
  await rm(DRILL, { recursive: true, force: true })
  await drill.clearPageCache()
  const restored = await npmRun('restore', ARCHIVE)
  expect(restored.code, restored.output).toBe(0)
  const manifest = JSON.parse(
    (await exec('tar', ['-xzOf', ARCHIVE, 'manifest.json'], { maxBuffer: 1 << 24 })).stdout,
  ) as { files: { path: string; sha256: string; size: number }[]; counts: Record<string, number> }
  const onDisk = await dataFiles()
  const where = (name: string) =>
    name === 'database/site.db'
      ? DATA.SQLITE_FILE
      : name.startsWith('media/')
        ? path.join(DATA.MEDIA_DIR, name.slice('media/'.length))
        : path.join(DATA.FORM_UPLOADS_DIR, name.slice('form-uploads/'.length))
  for (const file of manifest.files) expect(onDisk[where(file.path)], file.path).toBe(file.sha256)
  expect(Object.keys(onDisk).sort()).toEqual(manifest.files.map((f) => where(f.path)).sort())
  expect(manifest.counts.posts).toBeGreaterThan(0)
  expect(manifest.counts.form_submissions).toBe(1)

  // The same site again, without seeding a second time.
  const logBefore = existsSync(LOG) ? (await readFile(LOG, 'utf8')).length : 0
  await drill.start()
  const again = await playwrightRequest.newContext({ baseURL: BASE })
  const after = await read(again)
  expect(after.submission).toEqual(before.submission)
  expect(after.attachment).toBe(before.attachment)
  expect(after.media).toBe(before.media)
  // Both pages, as compared, are kept for a look at any difference (`diff` is kinder than the report).
  const kept = path.join(ROOT, 'test-results/backup-drill')
  await mkdir(kept, { recursive: true })
  for (const [i, url] of pages.entries()) {
    const name = url.replaceAll('/', '_') || '_'
    await writeFile(path.join(kept, `${name}.before.html`), before.pages[i] ?? '')
    await writeFile(path.join(kept, `${name}.after.html`), after.pages[i] ?? '')
  }
  for (const [i, url] of pages.entries()) expect(after.pages[i], url).toBe(before.pages[i])
  expect((await readFile(LOG, 'utf8')).slice(logBefore)).not.toContain('Demo-sisältö luotu')
  await again.dispose()
})
