/** A whole number within [min, max], or `fallback` for anything else (a CMS number may be null or missing). */
export function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(Math.max(Math.round(value), min), max)
    : fallback
}
