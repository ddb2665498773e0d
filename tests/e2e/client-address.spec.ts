import { randomBytes } from 'node:crypto'
import { solveChallenge } from '../../src/forms/bot/solver'
import type { FeedbackResponse, RefillResponse } from '../../src/forms/protocol'
import { scaled } from '../support/time-scale'
import { type Cms, expect, test } from './support/cms'
import { multipart, rawRequest, startSecondServer } from './support/raw-http'

/**
 * The forms' rate limit (10 accepted posts per visitor per 10 minutes) is keyed by the visitor's
 * address as the site's own server saw the socket (scripts/server.mjs), never by a header the
 * visitor wrote, unless TRUSTED_PROXY says a proxy in front wrote it. Posts come from chosen
 * loopback addresses (127.0.0.2, …), as other visitors' would.
 */

const SECOND_PORT = Number(process.env.E2E_PORT ?? '3100') + 1
const random = () => `${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

async function formId(cms: Cms): Promise<number> {
  const form = await cms.first('contact-forms', 'sort=id&depth=0')
  return Number(form?.id)
}

/** A valid post of the seeded form, solved as the browser solves it. */
async function post(base: string, id: number, { from, forwarded }: { from?: string; forwarded?: string }) {
  const refill = JSON.parse(
    (await rawRequest(`${base}/api/contact-forms/${id}/refill`)).body,
  ) as RefillResponse
  const { body, type } = await multipart({
    _cf_form: String(id),
    _cf_locale: 'fi',
    _cf_bot: await solveChallenge(refill.captcha),
    nimi: `Osoite ${randomBytes(3).toString('hex')}`,
    sahkoposti: 'osoite@example.fi',
    yhteydenotto: 'sahkoposti',
    palvelu: 'verkkosivut',
    sivut_count: '1',
    sivu__1: 'Etusivu',
    viesti: 'Viesti toisesta osoitteesta.',
    hyvaksyn: '1',
  })
  const answer = await rawRequest(`${base}/api/contact-forms/${id}/feedback`, {
    method: 'POST',
    from,
    body,
    headers: {
      'content-type': type,
      accept: 'application/json',
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    },
  })
  return { status: answer.status, body: JSON.parse(answer.body) as FeedbackResponse }
}

test('without TRUSTED_PROXY two loopback addresses get two buckets, and a forged X-Forwarded-For never moves one @serial', async ({
  baseURL,
  cms,
}) => {
  test.setTimeout(scaled(240_000))
  const second = await startSecondServer(SECOND_PORT, { TRUSTED_PROXY: '' })
  try {
    const id = await formId(cms)
    // Ten accepted from 127.0.0.2, each naming another address in a forged header.
    for (let i = 0; i < 10; i++)
      expect((await post(second.url, id, { from: '127.0.0.2', forwarded: random() })).status).toBe(200)
    const eleventh = await post(second.url, id, { from: '127.0.0.2', forwarded: random() })
    expect(eleventh.status).toBe(429)
    expect(eleventh.body.status).toBe('spam')
    // Another visitor is not shut out by the first one's posts.
    expect((await post(second.url, id, { from: '127.0.0.3' })).status).toBe(200)
    // The bucket is in the database: the other instance (behind its "proxy" setting, but sent no
    // X-Forwarded-For) sees the same socket address and the same full bucket.
    expect((await post(baseURL ?? '', id, { from: '127.0.0.2' })).status).toBe(429)
  } finally {
    await second.stop()
  }
})

test('behind one trusted proxy the right-most X-Forwarded-For entry is the key; entries left of it are ignored @serial', async ({
  baseURL,
  cms,
}) => {
  test.setTimeout(scaled(240_000))
  // scripts/e2e.mjs runs the test server with TRUSTED_PROXY=1.
  const base = baseURL ?? ''
  const id = await formId(cms)
  const visitor = `10.${random()}`
  for (let i = 0; i < 10; i++)
    expect((await post(base, id, { from: '127.0.0.4', forwarded: `${random()}, ${visitor}` })).status).toBe(
      200,
    )
  expect((await post(base, id, { from: '127.0.0.4', forwarded: `${random()}, ${visitor}` })).status).toBe(429)
  // The same proxy passing another visitor's request: a bucket of its own.
  expect((await post(base, id, { from: '127.0.0.4', forwarded: `${visitor}, 10.${random()}` })).status).toBe(
    200,
  )
})
