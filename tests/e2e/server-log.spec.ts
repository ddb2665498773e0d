import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SERVER_LOG } from '../../scripts/lib.mjs'
import { expect, test } from './support/cms'

/** Appended to by the test server (scripts/serve-test.mjs); emptied by scripts/e2e.mjs before a run. */
const LOG = process.env.E2E_SERVER_LOG ?? path.resolve(SERVER_LOG)

const LIST_STATES = [
  '/blogi?page=2',
  '/blogi?sort=title&order=asc',
  '/referenssit?page=2',
  '/referenssit?sort=date&order=asc',
  '/galleriat?sort=title&order=asc',
  '/en/blog?page=2',
]

test('a list state in the query string is routed to its cached route by the server itself, not by the proxy', async ({
  request,
}) => {
  // The server rewrites the address before Next.js sees it (scripts/server.mjs, listStateRouter):
  // the proxy, whose rewrite Next.js would answer with an x-middleware-rewrite header (and once
  // proxied over HTTP to itself, which under load failed with "Failed to proxy … socket hang up"),
  // never runs for it.
  const answers = await Promise.all(
    [...LIST_STATES, ...LIST_STATES, ...LIST_STATES].map((address) => request.get(address)),
  )
  for (const [i, answer] of answers.entries()) {
    const address = LIST_STATES[i % LIST_STATES.length] ?? ''
    expect(answer.status(), address).toBe(200)
    expect(answer.headers()['x-middleware-rewrite'], address).toBeUndefined()
    // The page speaks of the address the visitor asked for, never of the state's route.
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(await answer.text())?.[1] ?? ''
    expect(new URL(canonical).pathname, address).toBe(address.split('?')[0])
    expect(canonical, address).not.toContain('~')
  }
})

test('the server logged no request it proxied to itself @serial', async () => {
  // Runs after every other test of the run (serial project), over the log of both servers.
  expect(existsSync(LOG), `server log ${LOG}: run the browser tests with npm run test:e2e`).toBe(true)
  const proxied = readFileSync(LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes('Failed to proxy'))
  expect(proxied).toEqual([])
})
