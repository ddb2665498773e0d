/** Where a countdown set to use the server's clock reads it (src/app/(payload)/api/time/route.ts). */
export const SERVER_TIME_PATH = '/api/time'

/** The answer: the server's clock as epoch milliseconds. */
export type ServerTime = { now: number }

/**
 * `GET /api/time`. Read at run time by the island, never baked into a page (cached HTML can be a
 * day old), and never cached itself.
 */
export function serverTimeResponse(): Response {
  const body: ServerTime = { now: Date.now() }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * How far the server's clock is ahead of the visitor's (negative when behind), taking the server's
 * reading to belong halfway between sending the request and receiving the answer.
 */
export function clockOffset(serverNow: number, sentAt: number, receivedAt: number): number {
  return serverNow - (sentAt + receivedAt) / 2
}
