// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, type DatabaseAdapterObj, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FormChallenges } from '@/cms/collections/FormChallenges'
import { clientKey } from '@/lib/client-address'
import { HIDDEN_FIELDS } from '../protocol'
import { botSecret, createChallenge } from './challenge'
import { checkBot } from './guard'
import { HONEYPOT_FIELD } from './honeypot'
import { noscriptQuestion } from './noscript-check'
import { FORM_RATE_LIMIT } from './rate-limit'
import { solveChallenge } from './solver'
import {
  consumeChallenge,
  FORM_CHALLENGES_SLUG,
  isUniqueViolation,
  purgeExpired,
  recentSubmissions,
  recordSubmission,
} from './store'

/**
 * Against real, throw-away databases holding only this collection (schema by `push`), so the unique
 * index and Payload's handling of its error are what production meets: always SQLite (a temp file);
 * PostgreSQL too when BOT_TEST_POSTGRES_URL names an empty database (e.g. from scripts/postgres.sh).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'form-challenges-'))
const postgresUrl = process.env.BOT_TEST_POSTGRES_URL
const DATABASES: { name: string; adapter: () => DatabaseAdapterObj }[] = [
  {
    name: 'SQLite',
    adapter: () => sqliteAdapter({ client: { url: `file:${path.join(dir, 'test.db')}` }, push: true }),
  },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          adapter: () => postgresAdapter({ pool: { connectionString: postgresUrl }, push: true }),
        },
      ]
    : []),
]

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const secret = botSecret('test-payload-secret')
const HOUR = 60 * 60_000

describe.each(DATABASES)('on $name', ({ name, adapter }) => {
  let payload: Payload

  beforeAll(async () => {
    // The project pins the S3 storage plugin a patch behind Payload; its version check is not this test's business.
    process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
    const config = buildConfig({
      secret: 'test-payload-secret',
      collections: [FormChallenges],
      db: adapter(),
      telemetry: false,
      logger: { options: { level: 'error' } },
    })
    payload = await getPayload({ config, key: name })
  }, 60_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('consumeChallenge', () => {
    it("answers 'ok' once, then 'used'", async () => {
      const args = {
        signature: 'a'.repeat(64),
        clientKey: 'client-a',
        expiresAt: new Date(Date.now() + HOUR),
      }
      expect(await consumeChallenge(payload, args)).toBe('ok')
      expect(await consumeChallenge(payload, args)).toBe('used')
      expect(await consumeChallenge(payload, { ...args, clientKey: 'client-b' })).toBe('used')
    })

    it('lets exactly one of several simultaneous posts of one solution through', async () => {
      const args = {
        signature: 'b'.repeat(64),
        clientKey: 'client-race',
        expiresAt: new Date(Date.now() + HOUR),
      }
      const results = await Promise.all(Array.from({ length: 5 }, () => consumeChallenge(payload, args)))
      expect(results.filter((r) => r === 'ok')).toHaveLength(1)
      expect(results.filter((r) => r === 'used')).toHaveLength(4)
    })

    it('relies on the unique index: Payload reports its violation as a ValidationError on the field', async () => {
      const data = { signature: 'c'.repeat(64), clientKey: 'client-c', expiresAt: new Date().toISOString() }
      // Straight to Payload, past consumeChallenge's lookup, to see what the index itself does.
      const local = payload as unknown as { create(args: object): Promise<unknown> }
      const create = () => local.create({ collection: FORM_CHALLENGES_SLUG, data, overrideAccess: true })
      await create()
      const error: unknown = await create().then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toMatchObject({
        name: 'ValidationError',
        status: 400,
        data: { errors: [{ path: 'signature' }] },
      })
      expect(isUniqueViolation(error)).toBe(true)
      expect(isUniqueViolation(new Error('disk full'))).toBe(false)
    })
  })

  describe('recentSubmissions and purgeExpired', () => {
    it('counts one sender’s rows in the window', async () => {
      const now = Date.now()
      for (let i = 0; i < 3; i++) await recordSubmission(payload, { clientKey: 'client-count', now })
      await recordSubmission(payload, { clientKey: 'someone-else', now })
      expect(await recentSubmissions(payload, 'client-count', now - FORM_RATE_LIMIT.windowMs)).toBe(3)
      expect(await recentSubmissions(payload, 'client-count', now + 60_000)).toBe(0)
    })

    it('deletes rows only once expired and out of the rate-limit window', async () => {
      const now = Date.now()
      await consumeChallenge(payload, {
        signature: 'd'.repeat(64),
        clientKey: 'client-purge',
        expiresAt: new Date(now + HOUR),
      })
      await recordSubmission(payload, { clientKey: 'client-purge', now })
      // Expired (the noscript row) but still inside the window: kept for the rate limit.
      await purgeExpired(payload, now + 1000)
      expect(await recentSubmissions(payload, 'client-purge', 0)).toBe(2)
      await purgeExpired(payload, now + FORM_RATE_LIMIT.windowMs + 1000)
      expect(await recentSubmissions(payload, 'client-purge', 0)).toBe(1)
      await purgeExpired(payload, now + 2 * HOUR)
      expect(await recentSubmissions(payload, 'client-purge', 0)).toBe(0)
    })
  })

  describe('checkBot', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6' })
    const nothing = async () => undefined

    async function solvedValues(extra: Record<string, string> = {}): Promise<Record<string, string>> {
      const pow = await solveChallenge(createChallenge({ secret, maxNumber: 1000 }))
      return { name: 'Maija', [HONEYPOT_FIELD]: '', [HIDDEN_FIELDS.botResponse]: pow, ...extra }
    }

    it('accepts a solved challenge once; the replay is spam', async () => {
      const values = await solvedValues()
      expect(
        await checkBot(payload, { store: nothing, values, headers, remote: '198.51.100.1', secret }),
      ).toEqual({
        ok: true,
      })
      expect(
        await checkBot(payload, { store: nothing, values, headers, remote: '198.51.100.1', secret }),
      ).toEqual({
        ok: false,
        status: 'spam',
        reason: 'used',
        // For the log: the sender's keyed hash, not the address.
        client: clientKey('198.51.100.1', secret),
      })
    })

    it('turns away a filled honeypot, a missing or broken proof, and a wrong sum without a database write', async () => {
      const remote = '198.51.100.2'
      const spam = (reason: string) => ({ ok: false, status: 'spam', reason })
      const values = await solvedValues({ [HONEYPOT_FIELD]: 'http://spam.example' })
      expect(await checkBot(payload, { store: nothing, values, headers, remote, secret })).toEqual(
        spam('honeypot'),
      )
      expect(
        await checkBot(payload, { store: nothing, values: { name: 'x' }, headers, remote, secret }),
      ).toEqual(spam('missing'))
      const broken = { [HIDDEN_FIELDS.botResponse]: 'garbage' }
      expect(await checkBot(payload, { store: nothing, values: broken, headers, remote, secret })).toEqual(
        spam('malformed'),
      )
      const { token } = noscriptQuestion(secret, 1)
      const wrong = { [HIDDEN_FIELDS.noscriptToken]: token, [HIDDEN_FIELDS.noscriptAnswer]: '99' }
      expect(await checkBot(payload, { store: nothing, values: wrong, headers, remote, secret })).toEqual(
        spam('noscript'),
      )
      expect(await recentSubmissions(payload, clientKey(remote, secret), 0)).toBe(0)
    })

    it(`lets ${FORM_RATE_LIMIT.submissions} posts per sender through in the window, then says spam`, async () => {
      const remote = '198.51.100.3'
      const { question, token } = noscriptQuestion(secret, 1)
      const [, a, b] = /(\d) \+ (\d)/.exec(question) ?? []
      const values = {
        [HIDDEN_FIELDS.noscriptToken]: token,
        [HIDDEN_FIELDS.noscriptAnswer]: String(Number(a) + Number(b)),
      }
      for (let i = 0; i < FORM_RATE_LIMIT.submissions; i++) {
        expect(await checkBot(payload, { store: nothing, values, headers, remote, secret })).toEqual({
          ok: true,
        })
      }
      expect(await checkBot(payload, { store: nothing, values, headers, remote, secret })).toMatchObject({
        reason: 'rate-limit',
      })
      // A solved challenge does not get round it either, and another sender is unaffected.
      const pow = await solvedValues()
      expect(await checkBot(payload, { store: nothing, values: pow, headers, remote, secret })).toMatchObject(
        {
          reason: 'rate-limit',
        },
      )
      expect(
        await checkBot(payload, { store: nothing, values: pow, headers, remote: '198.51.100.4', secret }),
      ).toEqual({
        ok: true,
      })
    })
  })
})
