/**
 * The count-up's numbers, shared by the server (which renders the final value) and the island
 * (which counts to it): reading the editor's values and formatting every frame the same way.
 */

/** Thousands separators an editor can choose; a space is a no-break space, so "2 800" never wraps. */
export const SEPARATORS = { comma: ',', dot: '.', space: '\u00a0', none: '' } as const
export const DECIMAL_MARKS = { dot: '.', comma: ',' } as const

export type NumberFormat = {
  decimals: number
  separator: string
  decimal: string
  prefix: string
  suffix: string
}

/** The option of `options` that stands for `char` (a block default from docs/widgets.md's characters). */
export function optionFor<K extends string>(options: Record<K, string>, char: string): K | undefined {
  return (Object.keys(options) as K[]).find((key) => options[key] === char)
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/

/**
 * A value as the editor typed it, in the widget's own notation ("2 800", "1.500,0", "−5"): spaces
 * and thousands separators go, the decimal mark reads as a point. NaN unless the rest is a number.
 */
export function parseNumber(text: string, separator: string, decimal: string): number {
  let plain = text.replace(/\s/g, '').replace(/\u2212/g, '-')
  if (separator.trim()) plain = plain.split(separator).join('')
  if (decimal !== '.') plain = plain.replace(decimal, '.')
  return NUMBER.test(plain) ? Number(plain) : Number.NaN
}

/** `value` with `decimals` places, its digits grouped in threes, between the prefix and the suffix. */
export function formatNumber(
  value: number,
  { decimals, separator, decimal, prefix, suffix }: NumberFormat,
): string {
  const fixed = Math.abs(value).toFixed(decimals)
  const [whole = '', fraction] = fixed.split('.')
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+$)/g, separator) : whole
  // No "-0" for a small negative value rounded away.
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return `${sign}${prefix}${grouped}${fraction ? decimal + fraction : ''}${suffix}`
}

export type CountUpValues = { start: number; end: number } | { error: string }

/**
 * The start and end values, or the console message for a value that is not a number (docs/widgets.md,
 * §8: the widget then shows `--`). An empty start counts from 0; an empty end is an error.
 */
export function countUpValues(
  start: string | null | undefined,
  end: string | null | undefined,
  separator: string,
  decimal: string,
): CountUpValues {
  const from = start?.trim() ? parseNumber(start, separator, decimal) : 0
  const to = parseNumber(end ?? '', separator, decimal)
  if (Number.isNaN(from) || Number.isNaN(to)) {
    const bad = Number.isNaN(from) ? start : end
    return { error: `[Count-up] the start or end value is not a number: "${bad ?? ''}"` }
  }
  return { start: from, end: to }
}

/** The value shown at `progress` (0 to 1) of the count: fast at first, easing into the end value. */
export function countValue(start: number, end: number, progress: number): number {
  if (progress >= 1) return end
  return start + (end - start) * (1 - (1 - progress) ** 3)
}

/** How far a count of `duration` ms is after `elapsed` ms: a count without duration is done at once. */
export function countProgress(elapsed: number, duration: number): number {
  return duration > 0 ? Math.min(1, Math.max(0, elapsed / duration)) : 1
}
