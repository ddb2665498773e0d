// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ContactForms } from '@/cms/collections/ContactForms'
import { FormChallenges } from '@/cms/collections/FormChallenges'
import { FormSubmissions } from '@/cms/collections/FormSubmissions'
import { SendMailTask } from '@/cms/mail/send-mail-task'
import { submissionsCsv } from '@/cms/submissions/csv'
import { toSubmissionRow } from '@/cms/submissions/shared'
import { seedContactForm } from '@/seed/contact-form'
import { botSecret, createChallenge } from './bot/challenge'
import { noscriptQuestion } from './bot/noscript-check'
import { solveChallenge } from './bot/solver'
import { handleFeedback, readPost, withCleanFileNames } from './feedback'
import { type FormConfig, formConfig } from './from-cms'
import type { OutgoingMail } from './mail'
import { requeueStranded } from './outbox'
import { HIDDEN_FIELDS } from './protocol'

/**
 * A contact-form sending end to end below HTTP: the seeded form, a real SQLite database, the bot
 * checks answered as a browser without JavaScript does. Each test posts from an address of its
 * own (X-Forwarded-For with TRUSTED_PROXY=1), so rate limits do not carry over.
 */
// The upload folder is fixed when files.ts loads, so before any import.
const uploads = vi.hoisted(() => {
  process.env.FORM_UPLOADS_DIR = `${process.env.TMPDIR ?? '/tmp'}/form-feedback-uploads-${process.pid}`
  return process.env.FORM_UPLOADS_DIR
})
const dir = mkdtempSync(path.join(tmpdir(), 'form-feedback-'))
let payload: Payload
let config: FormConfig
let addressCount = 0
const env = { ...process.env }

beforeAll(async () => {
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  process.env.PAYLOAD_SECRET = 'feedback-test-secret'
  process.env.TRUSTED_PROXY = '1'
  const built = buildConfig({
    secret: 'feedback-test-secret',
    collections: [ContactForms, FormSubmissions, FormChallenges],
    localization: { locales: ['fi', 'en'], defaultLocale: 'fi' },
    jobs: { tasks: [SendMailTask] },
    // SQLite runs no transactions here (src/db.ts), PostgreSQL does: FEEDBACK_TEST_POSTGRES_URL
    // (an empty database, e.g. from scripts/postgres.sh) runs the same tests on the latter.
    db: process.env.FEEDBACK_TEST_POSTGRES_URL
      ? postgresAdapter({
          pool: { connectionString: process.env.FEEDBACK_TEST_POSTGRES_URL },
          push: true,
          blocksAsJSON: true,
        })
      : sqliteAdapter({
          client: { url: `file:${path.join(dir, 'test.db')}` },
          push: true,
          blocksAsJSON: true,
        }),
    telemetry: false,
    logger: { options: { level: 'error' } },
  })
  payload = await getPayload({ config: built, key: 'feedback' })
  const id = await seedContactForm(payload, { disableRevalidate: true })
  config = formConfig(await payload.findByID({ collection: 'contact-forms', id, locale: 'fi' }), 'fi')
}, 60_000)

afterEach(() => {
  delete process.env.SMTP_URL
})

afterAll(async () => {
  await payload?.destroy()
  process.env = env
  rmSync(dir, { recursive: true, force: true })
  rmSync(uploads, { recursive: true, force: true })
})

/** A valid post to the seeded form, the no-JavaScript sum answered, from a fresh address. */
async function send(
  extra: Record<string, string | File> = {},
  from = `10.9.0.${++addressCount}`,
  solution?: string,
) {
  const body = new FormData()
  const fields: Record<string, string | File> = {
    nimi: 'Testi Henkilö',
    sahkoposti: 'testi@example.fi',
    yhteydenotto: 'sahkoposti',
    palvelu: 'verkkosivut',
    sivut_count: '1',
    sivu__1: 'Etusivu',
    viesti: 'Viesti testistä, tarpeeksi pitkä.',
    hyvaksyn: '1',
    ...extra,
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (solution) body.set(HIDDEN_FIELDS.botResponse, solution)
  else {
    const { token } = noscriptQuestion(botSecret(), 1, 'fi')
    const [, a, b] = token.split('.')
    body.set(HIDDEN_FIELDS.noscriptToken, token)
    body.set(HIDDEN_FIELDS.noscriptAnswer, String(Number(a) + Number(b)))
  }
  body.set(HIDDEN_FIELDS.locale, 'fi')
  const request = new Request('http://localhost/api/contact-forms/1/feedback', {
    method: 'POST',
    body,
    headers: { accept: 'application/json', 'x-forwarded-for': from },
  })
  return handleFeedback(payload, config, await readPost(request), request, '/yhteystiedot')
}

async function latestSubmission() {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) throw new Error('no submission stored')
  return doc
}

describe('the answer to a stored sending', () => {
  it('says the message was received, not sent, while mail is off (no SMTP_URL)', async () => {
    const verdict = await send()
    expect(verdict.status).toBe(200)
    expect(verdict.body.status).toBe('mail_sent')
    expect(verdict.body.message).toBe('Kiitos viestistäsi. Se on vastaanotettu.')
    expect((await latestSubmission()).mailStatus).toBe('off')
  })

  it('says it was sent when mail is on', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'
    const verdict = await send()
    expect(verdict.body.message).toBe('Kiitos viestistäsi. Se on lähetetty.')
    const outbox = (await latestSubmission()).outbox as OutgoingMail[]
    expect(outbox[0]?.to).toBe('hei@kajodigital.example')
  })
})

/** Markup and a right-to-left override that shows "…gpj.pdf" as "…fdp.jpg". */
const HOSTILE_NAME = '../<img src=x onerror=alert(1)>\u202Egpj.pdf'
const CLEAN_NAME = '_img src=x onerror=alert(1)_gpj.pdf'

describe('an attachment with a hostile file name', () => {
  it('is cleaned in the values the answers and the mail are made from', () => {
    const cleaned = withCleanFileNames({
      liite: { name: HOSTILE_NAME, size: 3, type: 'application/pdf' },
      kuvat: [{ name: 'a\u202E.png', size: 1, type: 'image/png' }],
      nimi: 'Ei tiedosto <b>',
      valinnat: ['a', 'b'],
    })
    expect(cleaned).toEqual({
      liite: { name: CLEAN_NAME, size: 3, type: 'application/pdf' },
      kuvat: [{ name: 'a.png', size: 1, type: 'image/png' }],
      nimi: 'Ei tiedosto <b>',
      valinnat: ['a', 'b'],
    })
  })

  it('is stored, exported and mailed only under its cleaned name', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'
    const file = new File(['%PDF-1.4\n%'], HOSTILE_NAME, { type: 'application/pdf' })
    expect((await send({ liite: file })).status).toBe(200)
    const doc = await latestSubmission()
    const everything = JSON.stringify([doc.answers, doc.data, doc.files, doc.outbox, doc.searchText])
    const csv = submissionsCsv([toSubmissionRow(doc)])
    for (const text of [everything, csv]) {
      expect(text).toContain(CLEAN_NAME)
      expect(text).not.toContain('<img')
      expect(text).not.toMatch(/\u202E|\\u202e/i)
    }
    expect(csv).toMatch(/Liite \(valinnainen\);[^\r]*\r\n.*_img src=x onerror=alert\(1\)_gpj\.pdf/s)
    expect((doc.outbox as OutgoingMail[])[0]?.text).toContain(`Liite (valinnainen): ${CLEAN_NAME}`)
  })
})

const count = async (collection: 'form-submissions' | 'form-challenges') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('the proof of work and the rate-limit slot', () => {
  const pdf = () => new File(['%PDF-1.4\n%'], 'tarjous.pdf', { type: 'application/pdf' })

  it('are not spent by a sending whose storing fails; the same solution then goes through', async () => {
    const solution = await solveChallenge(createChallenge({ secret: botSecret(), maxNumber: 1000 }))
    const from = '10.9.1.1'
    const [submissions, challenges] = [await count('form-submissions'), await count('form-challenges')]
    // The attachment cannot be written: a file stands where the upload folder should be.
    rmSync(uploads, { recursive: true, force: true })
    writeFileSync(uploads, '')
    try {
      const failed = await send({ liite: pdf() }, from, solution)
      expect(failed.status).toBe(503)
      expect(failed.body.status).toBe('mail_failed')
    } finally {
      rmSync(uploads, { force: true })
      mkdirSync(uploads, { recursive: true })
    }
    expect(await count('form-challenges')).toBe(challenges)
    expect(await count('form-submissions')).toBe(submissions)
    const retried = await send({ liite: pdf() }, from, solution)
    expect(retried.status).toBe(200)
    expect(await count('form-challenges')).toBe(challenges + 1)
    expect(await count('form-submissions')).toBe(submissions + 1)
  })

  it('are spent once by two posts racing with one solution: one is stored, the other is spam', async () => {
    const solution = await solveChallenge(createChallenge({ secret: botSecret(), maxNumber: 1000 }))
    const submissions = await count('form-submissions')
    const verdicts = await Promise.all([send({}, '10.9.1.2', solution), send({}, '10.9.1.3', solution)])
    expect(verdicts.map((v) => v.status).sort()).toEqual([200, 403])
    expect(await count('form-submissions')).toBe(submissions + 1)
  })
})

describe('the autoresponder (mail on)', () => {
  it("answers one address at most once a day, however it is spelt, and never with the visitor's text", async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'
    const outbox = async () => (await latestSubmission()).outbox as OutgoingMail[]
    const spam = 'Halpoja kelloja http://spam.example'
    expect((await send({ nimi: spam, sahkoposti: 'kohde@example.fi' })).status).toBe(200)
    const [notification, autoresponse] = await outbox()
    expect(notification?.text).toContain(spam)
    expect(autoresponse?.to).toBe('kohde@example.fi')
    expect(JSON.stringify(autoresponse)).not.toContain('spam.example')
    for (const address of ['KOHDE@example.fi', 'kohde+2@example.fi']) {
      expect((await send({ nimi: spam, sahkoposti: address })).status).toBe(200)
      expect((await outbox()).map((m) => m.to)).toEqual(['hei@kajodigital.example'])
    }
    expect((await send({ sahkoposti: 'toinen@example.fi' })).status).toBe(200)
    expect((await outbox()).map((m) => m.to)).toEqual(['hei@kajodigital.example', 'toinen@example.fi'])
  })
})

describe('a submission stored while mail was off', () => {
  it('is not mailed once SMTP_URL is set later: it stays "off", with no mail to queue', async () => {
    expect((await send({ nimi: 'Ennen sähköpostia' })).status).toBe(200)
    const stored = await latestSubmission()
    expect(stored.mailStatus).toBe('off')
    const jobs = async () =>
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs
    const queued = await jobs()
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'
    // The housekeeping's pass over unqueued mail, well after the row was stored.
    expect(await requeueStranded(payload, Date.now() + 10 * 60_000)).toBe(0)
    const after = await payload.findByID({
      collection: 'form-submissions',
      id: stored.id,
      overrideAccess: true,
    })
    expect(after.mailStatus).toBe('off')
    expect(after.outbox).toEqual([])
    expect(await jobs()).toBe(queued)
  })
})
