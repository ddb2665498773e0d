import { serverTimeResponse } from '@/blocks/Countdown/server-time'

/** Rendered per request, never at build time or from a cache: the answer is the moment asked. */
export const dynamic = 'force-dynamic'

/** The server's clock for countdowns that use it (src/blocks/Countdown/server-time.ts). */
export function GET(): Response {
  return serverTimeResponse()
}
