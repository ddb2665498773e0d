import { hasMetricsToken } from '@/cms/health/metrics-token'
import { readiness } from '@/cms/health/readiness'
import { payloadClient } from '@/data/payload'

export const dynamic = 'force-dynamic'

/**
 * Readiness (src/cms/health/readiness.ts): 200 when the instance can serve, 503 when not. Anyone
 * gets ok or not ok; the checks one by one only with the metrics token.
 */
export async function GET(request: Request): Promise<Response> {
  const { ready, checks } = await readiness(await payloadClient())
  const status = ready ? 'ok' : 'fail'
  return Response.json(hasMetricsToken(request) ? { status, checks } : { status }, {
    status: ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  })
}
