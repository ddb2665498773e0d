/** Rendered per request: the answer is whether this process answers now. */
export const dynamic = 'force-dynamic'

/** Liveness: the process answers. Nothing else is checked (GET /api/health/ready does that). */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
