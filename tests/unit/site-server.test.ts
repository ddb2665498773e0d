// @vitest-environment node
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSiteServer,
  listStateRouter,
  nextHostname,
  OWN_PAGE_KEY,
  offeredStateRoute,
  ownPageRenderer,
  REQUEST_BODY_LIMIT,
  SOCKET_ADDRESS_HEADER,
  SOCKET_TOKEN_ENV,
  STATE_ROUTE_KEY,
} from '../../scripts/server.mjs'
import * as clientAddress from '../../src/lib/client-address'
import { MAX_REQUEST_BYTES } from '../../src/lib/request-limits'
import { STATE_ROUTE_KEY as OFFERED_KEY, offerStateRoute } from '../../src/lib/state-route-offer'
import { kernelBufferBytes } from '../support/kernel-buffers'

const TOKEN = 'c'.repeat(48)
const LIMIT = 64 * 1024

/** The most body any request handed to the handler had delivered. */
let mostRead = 0

/** Stands in for Next.js: answers with the stamp it was given and the body's length as read. */
function echo(req: IncomingMessage, res: ServerResponse) {
  let length = 0
  req.on('data', (chunk: Buffer) => {
    length += chunk.length
    mostRead = Math.max(mostRead, length)
  })
  req.on('end', () => res.end(JSON.stringify({ stamp: req.headers[SOCKET_ADDRESS_HEADER], length })))
  req.on('error', () => undefined)
}

let server: Server
let port: number

beforeAll(async () => {
  server = createSiteServer(TOKEN, echo, { limit: LIMIT, log: () => undefined })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // Refused connections linger for their clients (LINGER_MS); the tests are done with them.
      server.closeAllConnections()
    }),
)

type Sent = { headers?: Record<string, string>; from?: string; chunks?: Buffer[] }

function send({
  headers = {},
  from,
  chunks = [],
}: Sent): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    const req = request({ host: '127.0.0.1', port, method: 'POST', headers, localAddress: from })
    let answered = false
    req.on('response', (res) => {
      answered = true
      const at = sent
      let body = ''
      res.on('data', (part) => (body += String(part)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent: at }))
    })
    // The answer must arrive whole: a connection reset under it is a failure, not a refusal.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const write = (index: number) => {
      for (let i = index; i < chunks.length; i++) {
        if (req.destroyed || answered) return
        sent += chunks[i]?.length ?? 0
        if (!req.write(chunks[i])) return void req.once('drain', () => write(i + 1))
      }
      req.end()
    }
    write(0)
  })
}

describe("the site's server (scripts/server.mjs)", () => {
  it('names its stamp as src/lib/client-address.ts reads it', () => {
    expect(SOCKET_ADDRESS_HEADER).toBe(clientAddress.SOCKET_ADDRESS_HEADER)
    expect(SOCKET_TOKEN_ENV).toBe(clientAddress.SOCKET_TOKEN_ENV)
    expect(REQUEST_BODY_LIMIT).toBe(MAX_REQUEST_BYTES)
  })

  it("stamps the socket's address over whatever the client sent under that name", async () => {
    const answer = await send({
      from: '127.0.0.2',
      headers: { [SOCKET_ADDRESS_HEADER]: `${TOKEN} 6.6.6.6`, 'x-forwarded-for': '6.6.6.6' },
    })
    const { stamp } = JSON.parse(answer.body) as { stamp: string }
    expect(stamp).toBe(`${TOKEN} 127.0.0.2`)
    expect(clientAddress.clientIp(new Headers({ [SOCKET_ADDRESS_HEADER]: stamp }), undefined, 0)).toBe(
      'unknown',
    )
    expect(clientAddress.socketAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: stamp }), TOKEN)).toBe(
      '127.0.0.2',
    )
  })

  it('passes a body up to the limit whole', async () => {
    const answer = await send({ chunks: [Buffer.alloc(LIMIT)], headers: { 'content-length': String(LIMIT) } })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).length).toBe(LIMIT)
  })

  it('refuses a declared body over the limit with 413 before reading it', async () => {
    const answer = await send({ headers: { 'content-length': String(LIMIT + 1) } })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).message).toContain('liian suuri')
  })

  it('refuses a chunked body with 413 once it passes the limit, not after it has all arrived', async () => {
    mostRead = 0
    // Offered: 64 MB more than the kernels' socket buffers can hold before the answer is read.
    const inFlight = LIMIT + kernelBufferBytes() + 1024 * 1024
    const chunk = Buffer.alloc(256 * 1024, 0x61)
    const chunks = Array.from(
      { length: Math.ceil((inFlight + 64 * 1024 * 1024) / chunk.length) },
      () => chunk,
    )
    const answer = await send({ chunks, headers: { 'transfer-encoding': 'chunked' } })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).message).toContain('liian suuri')
    expect(answer.sent).toBeLessThanOrEqual(inFlight)
    // The handler (Next.js) never saw more than the limit.
    expect(mostRead).toBeLessThanOrEqual(LIMIT)
  })
  it('keeps the refused connection open until a client that reads late has its answer', async () => {
    // A client busy sending reads the answer half a second later. Closing the connection under it
    // would reset it and throw away the unread answer (what a browser shows as a broken connection).
    const socket = connect(port, '127.0.0.1')
    socket.pause()
    const answer = await new Promise<string>((resolve, reject) => {
      let received = ''
      let done = false
      socket.write('POST / HTTP/1.1\r\nhost: site\r\ntransfer-encoding: chunked\r\n\r\n')
      const chunk = Buffer.concat([
        Buffer.from('40000\r\n'),
        Buffer.alloc(0x40000, 0x61),
        Buffer.from('\r\n'),
      ])
      const pump = () => {
        while (!done) if (!socket.write(chunk)) return void socket.once('drain', pump)
      }
      pump()
      socket.on('data', (part) => (received += String(part)))
      socket.on('end', () => {
        done = true
        resolve(received)
      })
      socket.on('error', (error) => {
        done = true
        reject(error)
      })
      setTimeout(() => socket.resume(), 500)
    }).finally(() => socket.destroy())
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('liian suuri')
  })
})

describe("the site's own pages, in-process", () => {
  it('tells Next.js `localhost` for a loopback address, which it would rewrite to that anyway', () => {
    expect(nextHostname('127.0.0.1')).toBe('localhost')
    expect(nextHostname('::1')).toBe('localhost')
    expect(nextHostname(undefined)).toBeUndefined()
    expect(nextHostname('0.0.0.0')).toBe('0.0.0.0')
    expect(nextHostname('10.0.0.5')).toBe('10.0.0.5')
  })

  it('answers a GET through the handler without a socket, and src/lib/own-page.ts reads it', async () => {
    let sockets = 0
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      if (req.socket.remotePort !== undefined) sockets += 1
      res.setHeader('set-cookie', ['a=1', 'b=2'])
      res.writeHead(req.url === '/puuttuu' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<p>${req.method} ${req.url} ${req.headers.accept}</p>`)
    }
    Reflect.set(globalThis, OWN_PAGE_KEY, ownPageRenderer(handle))
    try {
      const { ownPage } = await import('../../src/lib/own-page')
      const page = await ownPage('/blogi?page=2', { accept: 'text/html' }, 1000)
      expect(page.status).toBe(200)
      expect(await page.text()).toBe('<p>GET /blogi?page=2 text/html</p>')
      expect(page.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
      expect((await ownPage('/puuttuu', {}, 1000)).status).toBe(404)
      expect(sockets).toBe(0)
    } finally {
      Reflect.deleteProperty(globalThis, OWN_PAGE_KEY)
    }
  })

  it('gives up on a page that takes longer than its time', async () => {
    Reflect.set(
      globalThis,
      OWN_PAGE_KEY,
      ownPageRenderer(() => undefined),
    )
    try {
      const { ownPage, OwnPageTimeout } = await import('../../src/lib/own-page')
      await expect(ownPage('/hidas', {}, 50)).rejects.toBeInstanceOf(OwnPageTimeout)
    } finally {
      Reflect.deleteProperty(globalThis, OWN_PAGE_KEY)
    }
  })
})

describe("the site's server: list states", () => {
  it("routes with the site's own stateRoute once the site has offered it", () => {
    expect(STATE_ROUTE_KEY).toBe(OFFERED_KEY)
    const search = new URLSearchParams('page=2')
    expect(offeredStateRoute('/blogi', search)).toBeNull()
    offerStateRoute()
    try {
      expect(offeredStateRoute('/blogi', search)).toBe('/blogi/~0~date~desc~2')
    } finally {
      Reflect.deleteProperty(globalThis, STATE_ROUTE_KEY)
    }
  })

  it("rewrites a page GET with list state to the state's route before the handler sees it", async () => {
    offerStateRoute()
    const seen: string[] = []
    const routed = createSiteServer(
      TOKEN,
      (req: IncomingMessage, res: ServerResponse) => {
        seen.push(`${req.method} ${req.url}`)
        res.end()
      },
      { route: listStateRouter(offeredStateRoute), log: () => undefined },
    )
    await new Promise<void>((resolve) => routed.listen(0, '127.0.0.1', resolve))
    const at = (routed.address() as AddressInfo).port
    const ask = (method: string, path: string) =>
      new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: at, method, path }, (res) => {
          res.resume()
          res.on('end', resolve)
        })
        req.on('error', reject)
        req.end()
      })
    try {
      await ask('GET', '/blogi?category=seo&sort=name&page=3')
      await ask('HEAD', '/referenssit/?page=2&x=1')
      await ask('GET', '/blogi?page=1')
      await ask('GET', '/blogi')
      await ask('GET', '/api/posts?page=2')
      await ask('POST', '/blogi?page=2')
    } finally {
      await new Promise<void>((resolve) => routed.close(() => resolve()))
      Reflect.deleteProperty(globalThis, STATE_ROUTE_KEY)
    }
    expect(seen).toEqual([
      'GET /blogi/~seo~name~asc~3',
      'HEAD /referenssit/~0~date~desc~2',
      'GET /blogi?page=1',
      'GET /blogi',
      'GET /api/posts?page=2',
      'POST /blogi?page=2',
    ])
  })
})
