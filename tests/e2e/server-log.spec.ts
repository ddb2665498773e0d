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

test('a list state in the query string is served by a rewrite inside the server, not proxied to itself', async ({
  request,
}) => {
  // Next.js relativises a rewrite it handles itself and keeps an outside one absolute (and proxies
  // it over HTTP, which under load failed with "Failed to proxy … socket hang up").
  const answers = await Promise.all(
    [...LIST_STATES, ...LIST_STATES, ...LIST_STATES].map((address) => request.get(address)),
  )
  for (const [i, answer] of answers.entries()) {
    expect(answer.status(), LIST_STATES[i % LIST_STATES.length]).toBe(200)
    expect(answer.headers()['x-middleware-rewrite'], LIST_STATES[i % LIST_STATES.length]).toMatch(/^\/[^/]/)
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
