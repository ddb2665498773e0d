import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SERVER_LOG } from '../../scripts/lib.mjs'
import { expect, test } from './support/cms'

/** The test server's log (scripts/serve-test.mjs appends to it, request lines included). */
const LOG = process.env.E2E_SERVER_LOG ?? path.resolve(SERVER_LOG)
const TOKEN = process.env.METRICS_TOKEN ?? ''
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A counter's value in Prometheus text, 0 when the series is not there yet. */
function counter(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

test.describe('running it: health, readiness, metrics and the request log', () => {
  test('liveness and readiness say ok to anyone, the checks only to the token’s holder; never cached', async ({
    request,
  }) => {
    expect(TOKEN, 'scripts/e2e.mjs sets METRICS_TOKEN').not.toBe('')
    const live = await request.get('/api/health')
    expect(live.status()).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
    expect(live.headers()['cache-control']).toBe('no-store')
    const ready = await request.get('/api/health/ready')
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok' })
    expect(ready.headers()['cache-control']).toBe('no-store')
    const detailed = await request.get('/api/health/ready', { headers: bearer(TOKEN) })
    expect(await detailed.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', cache: 'off', storage: 'off', shutdown: 'no' },
    })
    const wrong = await request.get('/api/health/ready', { headers: bearer(`${TOKEN}x`) })
    expect(await wrong.json()).toEqual({ status: 'ok' })
  })

  test('metrics: refused without the token, Prometheus text with it, counting what was asked', async ({
    request,
  }) => {
    for (const headers of [{}, bearer('arvaus'), { authorization: TOKEN }]) {
      const refused = await request.get('/api/metrics', { headers })
      expect(refused.status()).toBe(401)
      expect(refused.headers()['www-authenticate']).toContain('Bearer')
      expect(await refused.text()).not.toContain('site_http_requests_total')
    }
    const scrape = async () => {
      const answer = await request.get('/api/metrics', { headers: bearer(TOKEN) })
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toContain('text/plain; version=0.0.4')
      expect(answer.headers()['cache-control']).toBe('no-store')
      return answer.text()
    }
    const series = 'site_http_requests_total{route="health",method="GET",status="200"}'
    const before = counter(await scrape(), series)
    for (let i = 0; i < 3; i++) await request.get('/api/health')
    const text = await scrape()
    expect(counter(text, series)).toBeGreaterThanOrEqual(before + 3)
    for (const name of [
      'site_http_request_duration_seconds_bucket{route="health",le="+Inf"}',
      'site_mail_queue_depth',
      'site_mail_queue_failed',
      'process_resident_memory_bytes',
    ])
      expect(text, name).toContain(`${name} `)
    expect(text).toMatch(/^# TYPE site_http_requests_total counter$/m)
    expect(text).toMatch(/^# TYPE site_http_request_duration_seconds histogram$/m)
  })

  test('a refusal by a rate limit is counted under its limit', async ({ request }) => {
    const scrape = async () =>
      (await (await request.get('/api/metrics', { headers: bearer(TOKEN) })).text()) as string
    const series = 'site_rate_limit_refusals_total{limit="login"}'
    const before = counter(await scrape(), series)
    // Six wrong passwords from an address of this test's own (the server trusts one proxy): the
    // sixth is refused by the per-address limit (five), whatever the password.
    const from = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
    const tried = {
      email: `mittari-${randomBytes(3).toString('hex')}@kajodigital.example`,
      password: 'väärä',
    }
    for (let i = 0; i < 6; i++)
      expect(
        (
          await request.post('/api/users/login', { headers: { 'X-Forwarded-For': from }, data: tried })
        ).status(),
      ).toBe(401)
    expect(counter(await scrape(), series)).toBeGreaterThanOrEqual(before + 1)
  })

  test('every request gets an id, on its answer and on its one log line, without its query', async ({
    request,
  }) => {
    const id = `ops-${randomBytes(8).toString('hex')}`
    const answer = await request.get('/blogi?sort=title&order=asc&hakusana=maija%40example.fi', {
      headers: { 'x-request-id': id },
    })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['x-request-id']).toBe(id)
    const own = await request.get('/')
    expect(own.headers()['x-request-id']).toMatch(/^[0-9a-f]{16}$/)
    await expect
      .poll(() =>
        readFileSync(LOG, 'utf8')
          .split('\n')
          .filter((line) => line.includes(id)),
      )
      .toEqual([expect.stringMatching(new RegExp(`^\\S+Z request ${id} GET /blogi 200 [\\d.]+ ms page`))])
  })
})
