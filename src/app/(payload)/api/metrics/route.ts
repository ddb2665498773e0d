import { hasMetricsToken } from '@/cms/health/metrics-token'
import { metricsText } from '@/cms/health/metrics-view'
import { payloadClient } from '@/data/payload'
import { metricsRegistry } from '@/lib/metrics'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'cache-control': 'no-store' }

/** The instance's metrics for Prometheus, behind METRICS_TOKEN (off, 404, when it is unset). */
export async function GET(request: Request): Promise<Response> {
  const registry = metricsRegistry()
  if (!process.env.METRICS_TOKEN || !registry)
    return Response.json({ message: 'Mittarit eivät ole käytössä.' }, { status: 404, headers: NO_STORE })
  if (!hasMetricsToken(request))
    return Response.json(
      { message: 'Mittarit vaativat tunnisteen (Authorization: Bearer).' },
      { status: 401, headers: { ...NO_STORE, 'www-authenticate': 'Bearer realm="metrics"' } },
    )
  return new Response(await metricsText(await payloadClient(), registry), {
    headers: { ...NO_STORE, 'content-type': 'text/plain; version=0.0.4; charset=utf-8' },
  })
}
