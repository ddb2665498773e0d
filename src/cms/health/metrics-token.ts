import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether the request carries `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN set
 * nobody does: the metrics are off and the health checks say ok or not ok only.
 */
export function hasMetricsToken(request: Request, token = process.env.METRICS_TOKEN): boolean {
  if (!token) return false
  const given = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
}
