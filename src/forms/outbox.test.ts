// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContactForms } from '@/cms/collections/ContactForms'
import { FormSubmissions } from '@/cms/collections/FormSubmissions'
import { SendMailTask } from '@/cms/mail/send-mail-task'
import { type SmtpSink, startSmtpSink } from '../../tests/e2e/support/smtp-sink'
import type { OutgoingMail } from './mail'
import { requeueStranded } from './outbox'

/**
 * A process that stops between storing a submission and queueing its mail (killed, crashed, the
 * machine gone): the stored row is whole (one insert), and the housekeeping queues its mail, once,
 * with the Message-ID it was given; the job then sends it. Real SQLite, real SMTP server.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'form-outbox-'))
// Below Linux's ephemeral range (32768–60999), where a client socket could hold it.
const SMTP_PORT = 25254
let smtp: SmtpSink
let payload: Payload

beforeAll(async () => {
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
  process.env.FORM_UPLOADS_DIR = path.join(dir, 'uploads')
  smtp = await startSmtpSink(SMTP_PORT)
  const config = buildConfig({
    secret: 'test-payload-secret',
    collections: [ContactForms, FormSubmissions],
    localization: { locales: ['fi', 'en'], defaultLocale: 'fi' },
    jobs: { tasks: [SendMailTask], deleteJobOnComplete: true },
    db: sqliteAdapter({
      client: { url: `file:${path.join(dir, 'test.db')}` },
      push: true,
      blocksAsJSON: true,
    }),
    telemetry: false,
    logger: { options: { level: 'error' } },
  })
  payload = await getPayload({ config, key: 'outbox' })
}, 60_000)

afterAll(async () => {
  await payload?.destroy()
  await smtp?.close()
  delete process.env.SMTP_URL
  rmSync(dir, { recursive: true, force: true })
})

describe('mail of a submission whose queueing was cut off', () => {
  it('is queued once by the housekeeping and sent with its own Message-ID', async () => {
    const messageId = '<lomake-testi-1@kajodigital.example>'
    const outbox: OutgoingMail[] = [
      { to: 'hei@kajodigital.example', subject: 'Yhteydenotto', text: 'Nimi: Katkennut', messageId },
    ]
    // What a process leaves behind when it stops right after the insert: the row, nothing queued.
    const stranded = await payload.create({
      collection: 'form-submissions',
      overrideAccess: true,
      data: {
        formTitle: 'Yhteydenotto',
        locale: 'fi',
        answers: [{ label: 'Nimi', value: 'Katkennut', step: 1 }],
        data: { nimi: ['Katkennut'] },
        files: [],
        outbox,
        mailStatus: 'queued',
        mailQueued: false,
      },
    })
    const queuedJobs = async () =>
      (await payload.find({ collection: 'payload-jobs', overrideAccess: true, limit: 10 })).docs
    // Too fresh: its own request may still be queueing it.
    expect(await requeueStranded(payload)).toBe(0)
    // A minute later it is taken up: one job, marked so the next round leaves it.
    expect(await requeueStranded(payload, Date.now() + 61_000)).toBe(1)
    expect(await requeueStranded(payload, Date.now() + 61_000)).toBe(0)
    const jobs = await queuedJobs()
    expect(jobs).toHaveLength(1)
    expect(jobs[0]?.input).toMatchObject({ submission: stranded.id, messageId })

    await payload.jobs.run({ limit: 10 })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toContain(`Message-ID: ${messageId}`)
    const after = await payload.findByID({
      collection: 'form-submissions',
      id: stranded.id,
      overrideAccess: true,
    })
    expect(after.mailStatus).toBe('sent')
    expect(after.mailQueued).toBe(true)
  }, 30_000)
})
