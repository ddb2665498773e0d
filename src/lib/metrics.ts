/** Same key as METRICS_KEY in scripts/metrics.mjs. */
const METRICS_KEY = Symbol.for('kajo.metrics')

type Labels = Record<string, string>
/** The registry scripts/metrics.mjs keeps for the process (the production server makes it). */
export type MetricsRegistry = {
  count(name: string, labels?: Labels, by?: number): void
  render(gauges: [name: string, help: string, value: number][]): string
}

function isRegistry(value: unknown): value is MetricsRegistry {
  return typeof value === 'object' && value !== null && 'count' in value && 'render' in value
}

/** The process's metrics registry; none under `next dev`, which runs without the server layer. */
export function metricsRegistry(): MetricsRegistry | undefined {
  const value: unknown = Reflect.get(globalThis, METRICS_KEY)
  return isRegistry(value) ? value : undefined
}

/** Adds one to a counter of the instance's metrics (GET /api/metrics). */
export function countMetric(name: string, labels: Labels = {}): void {
  metricsRegistry()?.count(name, labels)
}
