// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createRegistry, METRICS_KEY } from '../../scripts/metrics.mjs'
import {
  formatLine,
  isRequestLine,
  loggedPath,
  logRequest,
  REQUEST_ID_HEADER,
  routeClass,
} from '../../scripts/request-log.mjs'
import { createSiteServer, DRAINING_KEY, gracefulShutdown, SHUTDOWN_KEY } from '../../scripts/server.mjs'
import { hasMetricsToken } from '../../src/cms/health/metrics-token'
import { jobLogLine } from '../../src/lib/job-log'
import { emailHash, scrubLogValue } from '../../src/lib/log-scrub'
import { countMetric, metricsRegistry } from '../../src/lib/metrics'
import { isDraining, onShutdown } from '../../src/lib/shutdown'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function listening(handler: (req: IncomingMessage, res: ServerResponse) => void, lines: string[]) {
  const server = createSiteServer('t'.repeat(48), handler, {
    log: (req: IncomingMessage, res: ServerResponse) =>
      logRequest(req, res, { format: 'json', write: (line: string) => void lines.push(line) }),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

describe('request log', () => {
  it('writes one line per request with its id, path without the query, status and route; the id is on the answer', async () => {
    const lines: string[] = []
    const { server, port } = await listening((_req, res) => {
      res.statusCode = 201
      res.end('ok')
    }, lines)
    const answer = await get(port, '/blogi?email=maija%40example.fi&q=salainen')
    const given = await get(port, '/api/health', { [REQUEST_ID_HEADER]: 'nginx-0123456789abcdef' })
    const forged = await get(port, '/', { [REQUEST_ID_HEADER]: 'bad id with spaces; and "quotes"' })
    server.close()
    await expect.poll(() => lines.length).toBe(3)
    const [first, second, third] = lines.map((line) => JSON.parse(line))
    expect(first).toMatchObject({ msg: 'request', method: 'GET', path: '/blogi', status: 201, route: 'page' })
    expect(first.id).toBe(answer.headers[REQUEST_ID_HEADER])
    expect(first.id).toMatch(/^[0-9a-f]{16}$/)
    expect(lines[0]).not.toContain('example.fi')
    expect(lines[0]).not.toContain('salainen')
    expect(lines[0]).not.toContain('127.0.0.1')
    expect(second).toMatchObject({ id: 'nginx-0123456789abcdef', route: 'health' })
    expect(given.headers[REQUEST_ID_HEADER]).toBe('nginx-0123456789abcdef')
    expect(third.id).not.toContain('bad')
    expect(forged.headers[REQUEST_ID_HEADER]).toBe(third.id)
    for (const line of lines) expect(isRequestLine(line)).toBe(true)
  })

  it('text lines by default, recognised as request lines; other output is not', () => {
    const line = formatLine(undefined, {
      time: '2026-12-07T08:00:00.000Z',
      id: 'abc123def4567890',
      method: 'GET',
      path: '/blogi',
      status: 200,
      ms: 3.2,
      route: 'page',
      cache: 'hit',
    })
    expect(line).toBe('2026-12-07T08:00:00.000Z request abc123def4567890 GET /blogi 200 3.2 ms page hit')
    expect(isRequestLine(line)).toBe(true)
    expect(isRequestLine('[08:02:35] INFO (payload): seed: pages')).toBe(false)
    expect(isRequestLine('{"level":"info","msg":"Työjonon ajo epäonnistui"}')).toBe(false)
  })

  it('classes routes from a short fixed list and keeps long paths short', () => {
    expect(
      [
        '/',
        '/_next/static/a.js',
        '/api/health/ready',
        '/api/metrics',
        '/api/pages',
        '/admin/x',
        '/media/a.webp',
      ].map(routeClass),
    ).toEqual(['page', 'static', 'health', 'metrics', 'api', 'admin', 'file'])
    expect(loggedPath(`/${'a'.repeat(500)}?x=1`)).toHaveLength(201)
    expect(loggedPath('/a#b')).toBe('/a')
  })
})

describe('metrics', () => {
  it('renders counters, histograms and gauges in the Prometheus text format', () => {
    const registry = createRegistry()
    registry.count('site_http_requests_total', { route: 'page', method: 'GET', status: '200' })
    registry.count('site_http_requests_total', { route: 'page', method: 'GET', status: '200' })
    registry.count('site_rate_limit_refusals_total', { limit: 'say "hi"\n' })
    registry.observe('site_http_request_duration_seconds', { route: 'page' }, 0.03)
    registry.observe('site_http_request_duration_seconds', { route: 'page' }, 20)
    const text = registry.render([['site_mail_queue_depth', 'Queued.', 4]])
    expect(text).toContain('# TYPE site_http_requests_total counter\n')
    expect(text).toContain('site_http_requests_total{route="page",method="GET",status="200"} 2\n')
    expect(text).toContain('site_rate_limit_refusals_total{limit="say \\"hi\\"\\n"} 1\n')
    expect(text).toContain('site_http_request_duration_seconds_bucket{route="page",le="0.025"} 0\n')
    expect(text).toContain('site_http_request_duration_seconds_bucket{route="page",le="0.05"} 1\n')
    expect(text).toContain('site_http_request_duration_seconds_bucket{route="page",le="10"} 1\n')
    expect(text).toContain('site_http_request_duration_seconds_bucket{route="page",le="+Inf"} 2\n')
    expect(text).toContain('site_http_request_duration_seconds_count{route="page"} 2\n')
    expect(text).toContain('# TYPE site_mail_queue_depth gauge\nsite_mail_queue_depth 4\n')
    for (const line of text.trim().split('\n'))
      expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? -?[\d.e+]+)$/)
  })

  it("the site's counters reach the server's registry through the shared key", () => {
    const registry = createRegistry()
    Reflect.set(globalThis, METRICS_KEY, registry)
    try {
      expect(metricsRegistry()).toBe(registry)
      countMetric('site_form_submissions_stored_total')
      expect(registry.render([])).toContain('site_form_submissions_stored_total 1\n')
    } finally {
      Reflect.deleteProperty(globalThis, METRICS_KEY)
    }
  })

  it('the token opens the metrics only when it is set and matches', () => {
    const asking = (value?: string) =>
      new Request('http://site.test/api/metrics', { headers: value ? { authorization: value } : {} })
    expect(hasMetricsToken(asking('Bearer s3cret'), 's3cret')).toBe(true)
    expect(hasMetricsToken(asking('bearer s3cret'), 's3cret')).toBe(true)
    expect(hasMetricsToken(asking('Bearer s3cre'), 's3cret')).toBe(false)
    expect(hasMetricsToken(asking(), 's3cret')).toBe(false)
    expect(hasMetricsToken(asking('Bearer '), '')).toBe(false)
    expect(hasMetricsToken(asking('Bearer x'), undefined)).toBe(false)
  })
})

describe('graceful shutdown', () => {
  it('finishes the request in flight and the registered work, refuses new connections, exits 0', async () => {
    const lines: string[] = []
    let release: (() => void) | undefined
    const { server, port } = await listening((_req, res) => {
      new Promise<void>((resolve) => {
        release = resolve
      }).then(() => res.end('valmis'))
    }, lines)
    let workDone = false
    onShutdown(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      workDone = true
    })
    const slow = get(port, '/hidas')
    await expect.poll(() => release !== undefined).toBe(true)
    let exitCode: number | undefined
    const stopping = gracefulShutdown(server, async () => undefined, {
      graceMs: 5000,
      exit: (code: number) => {
        exitCode = code
      },
    })('SIGTERM')
    expect(isDraining()).toBe(true)
    await expect(get(port, '/uusi')).rejects.toThrow(/ECONNREFUSED/)
    expect(exitCode).toBeUndefined()
    release?.()
    const answer = await slow
    expect(answer.body).toBe('valmis')
    expect(answer.headers.connection).toBe('close')
    await stopping
    expect(workDone).toBe(true)
    expect(exitCode).toBe(0)
    Reflect.deleteProperty(globalThis, SHUTDOWN_KEY)
    Reflect.deleteProperty(globalThis, DRAINING_KEY)
  })

  it('exits within its grace time when a request never ends', async () => {
    const { server, port } = await listening(() => undefined, [])
    const hung = get(port, '/jumissa').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    let exitCode: number | undefined
    const started = Date.now()
    await gracefulShutdown(server, async () => undefined, {
      graceMs: 200,
      exit: (code: number) => {
        exitCode = code
      },
    })('SIGTERM')
    expect(exitCode).toBe(0)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await hung).toBeInstanceOf(Error)
    Reflect.deleteProperty(globalThis, DRAINING_KEY)
  })
})

describe('logs without personal data', () => {
  it('hashes email addresses and leaves out contents, secrets and addresses, errors included', () => {
    const error = Object.assign(new Error('Vastaanottaja maija@example.fi hylkäsi'), {
      input: { text: 'viesti' },
    })
    const scrubbed = scrubLogValue({
      msg: 'Lähetys maija@example.fi',
      job: { id: 7, input: { to: 'maija@example.fi', text: 'Hei, soittakaa' }, taskSlug: 'send-mail' },
      ip: '203.0.113.9',
      err: error,
    }) as Record<string, unknown>
    const text = JSON.stringify(scrubbed)
    expect(text).not.toContain('maija@example.fi')
    expect(text).not.toContain('soittakaa')
    expect(text).not.toContain('203.0.113.9')
    expect(scrubbed.msg).toBe(`Lähetys ${emailHash('maija@example.fi')}`)
    expect(emailHash('Maija@Example.fi')).toBe(emailHash('maija@example.fi'))
    expect(scrubbed.job).toMatchObject({ id: 7, taskSlug: 'send-mail', input: '[piilotettu]' })
    const err = scrubbed.err as Error
    expect(err).toBeInstanceOf(Error)
    expect(err.message).toBe(`Vastaanottaja ${emailHash('maija@example.fi')} hylkäsi`)
    expect(err.stack).not.toContain('maija@')
    expect(Reflect.get(err, 'input')).toBe('[piilotettu]')
    const circular: Record<string, unknown> = { name: 'a' }
    circular.self = circular
    expect(scrubLogValue(circular)).toEqual({ name: 'a', self: '[…]' })
  })

  it('a job line names the task, id and outcome only', () => {
    const time = new Date('2026-12-07T08:00:00.000Z')
    const job = { task: 'send-mail', id: 12, outcome: 'failed' as const, ms: 41.26, attempt: 2 }
    expect(jobLogLine(job, undefined, time)).toBe(
      '2026-12-07T08:00:00.000Z job send-mail 12 failed 41.3 ms attempt 2',
    )
    expect(JSON.parse(jobLogLine(job, 'json', time))).toEqual({
      time: '2026-12-07T08:00:00.000Z',
      level: 'warn',
      msg: 'job',
      task: 'send-mail',
      id: 12,
      outcome: 'failed',
      ms: 41.3,
      attempt: 2,
    })
  })
})
