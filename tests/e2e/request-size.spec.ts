import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { solveChallenge } from '../../src/forms/bot/solver'
import type { RefillResponse } from '../../src/forms/protocol'
import { MAX_REQUEST_BYTES } from '../../src/lib/request-limits'
import { ATTACHMENT_CSP } from '../../src/lib/security-headers'
import type { ContactForm, FormSubmission, Media } from '../../src/payload-types'
import { kernelBufferBytes } from '../support/kernel-buffers'
import { scaled } from '../support/time-scale'
import { ADMIN, expect, test } from './support/cms'
import { multipart, rawRequest } from './support/raw-http'

/**
 * Request bodies up to the site's limit (25 MB: a contact form's files, an upload in the admin)
 * arrive whole, whichever way they go through the app; larger ones are refused with 413 as they
 * arrive (scripts/server.mjs), never read into memory first.
 */

const MB = 1024 * 1024
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

/** A copy of `value` without Payload's row ids and timestamps, to create a new document from. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'blockName'].includes(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

/** Sets the `liite` field's size limit wherever it sits in the form's steps. */
function allowFileKb(value: unknown, kb: number): void {
  if (Array.isArray(value)) for (const item of value) allowFileKb(item, kb)
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record.name === 'liite' && record.rules && typeof record.rules === 'object')
      (record.rules as Record<string, unknown>).maxFileSizeKb = kb
    for (const inner of Object.values(record)) allowFileKb(inner, kb)
  }
}

// Tens of megabytes generated, sent and resized: run apart from the others (@serial), which they would slow.
test('a 20 MB attachment is stored whole where the form allows files that large, and downloads whole under the sandboxing policy', {
  tag: '@serial',
}, async ({ cms, request, baseURL }) => {
  test.setTimeout(scaled(180_000))
  const seeded = await cms.first('contact-forms', 'sort=id&depth=0')
  const data = withoutIds(seeded) as Record<string, unknown>
  allowFileKb(data, 25_000)
  const form: ContactForm = await cms.create({
    collection: 'contact-forms',
    data: { ...data, title: `Suuret liitteet ${randomBytes(3).toString('hex')}` },
  })
  try {
    const refill = (await (
      await fetch(`${baseURL}/api/contact-forms/${form.id}/refill`)
    ).json()) as RefillResponse
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(20 * MB)])
    const marker = `Iso liite ${randomBytes(3).toString('hex')}`
    const { body, type } = await multipart({
      _cf_form: String(form.id),
      _cf_locale: 'fi',
      _cf_bot: await solveChallenge(refill.captcha),
      nimi: marker,
      sahkoposti: 'iso@example.fi',
      yhteydenotto: 'sahkoposti',
      palvelu: 'verkkosivut',
      sivut_count: '1',
      sivu__1: 'Etusivu',
      viesti: 'Liitteenä iso tiedosto.',
      hyvaksyn: '1',
      liite: new File([new Uint8Array(file)], 'iso.pdf', { type: 'application/pdf' }),
    })
    expect(body.length).toBeGreaterThan(20 * MB)
    const answer = await rawRequest(`${baseURL}/api/contact-forms/${form.id}/feedback`, {
      method: 'POST',
      body,
      headers: { 'content-type': type, accept: 'application/json', 'x-forwarded-for': address() },
    })
    expect(answer.status, answer.body).toBe(200)
    const stored = await cms.get<{ docs: FormSubmission[] }>(
      `/api/form-submissions?where[searchText][like]=${encodeURIComponent(marker)}&limit=1`,
    )
    const files = stored.docs[0]?.files as { size?: number }[] | undefined
    expect(files?.[0]?.size).toBe(file.length)
    // Staff get it back whole, as opaque bytes under the sandboxing policy (not the API's own).
    const download = await fetch(`${baseURL}/api/form-submissions/${stored.docs[0]?.id}/files/0`, {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-security-policy')).toBe(ATTACHMENT_CSP)
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true)
  } finally {
    await cms.delete('contact-forms', form.id)
  }
})

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN })
  return ((await login.json()) as { token: string }).token
}

test('a 20 MB image uploads in the admin', { tag: '@serial' }, async ({ request, baseURL }) => {
  test.setTimeout(scaled(180_000))
  // Noise does not compress: a PNG without compression of 3 000 × 2 400 pixels is about 21 MB.
  const png = await sharp(randomBytes(3000 * 2400 * 3), { raw: { width: 3000, height: 2400, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  expect(png.length).toBeGreaterThan(20 * MB)
  const token = await adminToken(request)
  const { body, type } = await multipart({
    file: new File([new Uint8Array(png)], `iso-${randomBytes(3).toString('hex')}.png`, { type: 'image/png' }),
    _payload: JSON.stringify({ alt: 'Iso kuva' }),
  })
  const answer = await rawRequest(`${baseURL}/api/media`, {
    method: 'POST',
    body,
    headers: { 'content-type': type, authorization: `JWT ${token}`, origin: baseURL ?? '' },
  })
  expect(answer.status, answer.body).toBe(201)
  const { doc } = JSON.parse(answer.body) as { doc: Media }
  expect(doc.filesize).toBe(png.length)
  await request.delete(`/api/media/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })
})

test('a chunked post past the limit is refused with 413 before it is all sent; a declared one before any of it', {
  tag: '@serial',
}, async ({ baseURL }) => {
  test.setTimeout(scaled(120_000))
  const url = new URL(`${baseURL}/api/contact-forms/1/feedback`)
  // What the client may have handed over when the answer comes: what the server read (the limit,
  // counted exactly by tests/unit/site-server.test.ts) plus what the kernels buffer, which on a busy
  // machine fills before the answer is read. The post is 64 MB longer than that, so a server that
  // read it all could not pass.
  const inFlight = MAX_REQUEST_BYTES + kernelBufferBytes() + 2 * MB
  const total = inFlight + 64 * MB
  // Chunked: the server cannot know the size until it has counted past its limit.
  const chunked = await new Promise<{ status: number; sentWhenAnswered: number; body: string }>(
    (resolve, reject) => {
      let sent = 0
      let answered = false
      const chunk = Buffer.alloc(MB, 0x61)
      const req = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      })
      req.on('response', (res) => {
        answered = true
        const answeredAt = sent
        let body = ''
        res.on('data', (part) => (body += String(part)))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, sentWhenAnswered: answeredAt, body }))
      })
      // The answer must arrive whole: a connection reset under it is a failure, not a refusal.
      req.on('error', (error) => (answered ? undefined : reject(error)))
      const write = () => {
        while (sent < total && !answered && !req.destroyed) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', write)
        }
        if (!req.destroyed && !answered) req.end()
      }
      write()
    },
  )
  expect(chunked.status).toBe(413)
  expect(JSON.parse(chunked.body).message).toContain('liian suuri')
  expect(chunked.sentWhenAnswered).toBeLessThanOrEqual(inFlight)

  // Declared: refused on the headers alone, before a `100 Continue` invites the body.
  const declared = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(60 * MB),
        expect: '100-continue',
      },
    })
    req.on('continue', () => reject(new Error('the server asked for the body')))
    req.on('response', (res) => {
      let body = ''
      res.on('data', (part) => (body += String(part)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.flushHeaders()
  })
  expect(declared.status).toBe(413)
  expect(JSON.parse(declared.body).message).toContain('liian suuri')
})
