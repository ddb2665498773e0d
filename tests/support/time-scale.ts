/**
 * Every timeout in the test suites is a multiple of this factor, so a slower machine (a laptop on
 * battery, a busy shared runner) gets proportionally longer instead of failing: `E2E_TIME_SCALE=3
 * npm test` gives every wait three times as long. Tests assert order and outcome; how fast
 * something is belongs to the bench.
 */
const raw = Number(process.env.E2E_TIME_SCALE ?? '1')
export const TIME_SCALE = Number.isFinite(raw) && raw >= 1 ? raw : 1

/** A timeout in milliseconds, stretched by the machine's time scale. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE)
}
