import { describe, expect, it } from 'vitest'
import { COUNT_UP } from '@/lib/constants'
import { readVectors } from '../../../tests/unit/vectors'
import {
  countProgress,
  countUpValues,
  countValue,
  formatNumber,
  type NumberFormat,
  parseNumber,
} from './count-up-format'

/**
 * countUp.js 2.10.0's own spec (tests/vectors/countup.json) run against our formatting and
 * values. Every case either runs or is skipped here with the reason for its kind.
 */

type Options = {
  startVal?: number | string
  decimalPlaces?: number
  duration?: number
  useGrouping?: boolean
  separator?: string
  decimal?: string
  prefix?: string
  suffix?: string
  [other: string]: unknown
}
type Case = {
  input: {
    action: string
    target?: string
    endVal?: number | string | null
    options: Options
    target_innerHTML?: string
  }
  expected: Record<string, unknown>
  note: string
}
const { cases } = readVectors<{ cases: Case[] }>('countup.json')

/** Options the widget does not have, each with why a case using it does not apply. */
const NOT_OFFERED: Record<string, string> = {
  useEasing: 'easing is not an editor option: the widget always eases out',
  useIndianSeparators: 'lakh grouping is not an option: docs/widgets.md names the separator and decimal only',
  formattingFn: 'a formatting callback: editors choose characters, not functions',
  numerals: 'numeral substitution is not offered (fi and en use Latin digits)',
  plugin: 'render plugins: the island writes the text itself',
  onCompleteCallback: 'callbacks: the island has no script hooks',
  onStartCallback: 'callbacks: the island has no script hooks',
  autoAnimate:
    'scroll-triggered start is DOM behaviour (IntersectionObserver), tested in count-up.test.tsx; the widget counts once and never resets (docs/widgets.md, Count-up)',
  enableScrollSpy: 'deprecated option mapping of the library itself',
}

/** Actions of the library's object API, which a CMS widget has no use for. */
const METHODS: Record<string, string> = {
  'start then reset': 'reset(): the widget counts once and keeps its final value',
  'start, then update(200)': 'update(): values come from the CMS, not from scripts',
  'start then pauseResume': 'pauseResume(): a two-second count has nothing to pause',
}

function skipReason(c: Case): string | null {
  const option = Object.keys(c.input.options).find((name) => NOT_OFFERED[name])
  if (option) return NOT_OFFERED[option] ?? null
  const method = METHODS[c.input.action]
  if (method) return method
  if (c.input.target === 'notThere')
    return 'a missing target element: the island is given its own root, never looks one up'
  return null
}

/** The library's defaults, with useGrouping false meaning the widget's "no separator" choice. */
function formatOf(options: Options): NumberFormat {
  return {
    decimals: options.decimalPlaces ?? 0,
    separator: options.useGrouping === false ? '' : (options.separator ?? COUNT_UP.separator),
    decimal: options.decimal ?? COUNT_UP.decimal,
    prefix: options.prefix ?? '',
    suffix: options.suffix ?? '',
  }
}

/** The vectors' harness: animation frames every 100 ms until 2500 ms; the text after each. */
function run(start: number, end: number, options: Options): string[] {
  const duration = (options.duration ?? COUNT_UP.duration / 1000) * 1000
  const frames: string[] = []
  for (let t = 0; t <= 2500; t += 100)
    frames.push(formatNumber(countValue(start, end, countProgress(t, duration)), formatOf(options)))
  return frames
}

const parseCall = /^parse\('(.*)'\)$/

describe('countUp.js vectors', () => {
  const runnable = cases.filter((c) => !skipReason(c))
  const skipped = cases.filter((c) => skipReason(c))

  it('accounts for every case: it runs below or is listed as skipped with its reason', () => {
    expect(runnable.length + skipped.length).toBe(cases.length)
    expect(runnable.length).toBeGreaterThanOrEqual(20)
  })

  it.skip.each(skipped.map((c) => [c.note, skipReason(c)] as const))('%s (does not apply: %s)', () => {})

  it.each(runnable.map((c) => [c.note, c] as const))('%s', (_note, c) => {
    const { input, expected } = c
    const format = formatOf(input.options)
    const parse = parseCall.exec(input.action)
    if (parse) {
      expect(parseNumber(parse[1] ?? '', format.separator, format.decimal)).toBe(expected.return)
      return
    }
    // The end value read from the element's text: ours is the editor's text, read the same way.
    const endText = input.endVal === null ? (input.target_innerHTML ?? '') : String(input.endVal)
    const startText = input.options.startVal === undefined ? null : String(input.options.startVal)
    const values = countUpValues(startText, endText, format.separator, format.decimal)
    if (expected.error_length === '> 0') {
      expect(values).toHaveProperty('error')
      expect('error' in values && values.error.length).toBeGreaterThan(0)
      return
    }
    if (!('start' in values)) throw new Error(`unexpected error: ${JSON.stringify(values)}`)
    if ('endVal' in expected) expect(values.end).toBe(expected.endVal)
    if ('error_length' in expected) expect(expected.error_length).toBe(0)
    // Constructed: the start value is what the count shows first.
    const first = formatNumber(values.start, format)
    if ('innerHTML_after_construct' in expected) expect(first).toBe(expected.innerHTML_after_construct)
    if (input.action === 'construct' && 'innerHTML' in expected) expect(first).toBe(expected.innerHTML)
    const frames = run(values.start, values.end, input.options)
    if ('innerHTML_after_start' in expected) expect(frames.at(-1)).toBe(expected.innerHTML_after_start)
    if (input.action === 'start' && 'innerHTML' in expected) expect(frames.at(-1)).toBe(expected.innerHTML)
  })
})

describe('Finnish notation (beyond the vectors)', () => {
  const fi: NumberFormat = { decimals: 1, separator: '\u00a0', decimal: ',', prefix: '', suffix: '\u00a0%' }

  it('reads and writes "2 800" and "98,6 %" with a no-break space and a decimal comma', () => {
    expect(parseNumber('2 800', '\u00a0', ',')).toBe(2800)
    expect(parseNumber('2\u00a0800', '\u00a0', ',')).toBe(2800)
    expect(parseNumber('98,6', '\u00a0', ',')).toBe(98.6)
    expect(parseNumber('\u22125', '\u00a0', ',')).toBe(-5)
    expect(formatNumber(98.6, fi)).toBe('98,6\u00a0%')
    expect(formatNumber(1234567.25, { ...fi, decimals: 2, suffix: '' })).toBe('1\u00a0234\u00a0567,25')
    expect(formatNumber(-0.04, fi)).toBe('0,0\u00a0%')
  })

  it('refuses what is not a number, start and end alike, naming the value', () => {
    expect(parseNumber('12abc', ',', '.')).toBeNaN()
    expect(parseNumber('0x10', ',', '.')).toBeNaN()
    expect(parseNumber('1e3', ',', '.')).toBeNaN()
    expect(countUpValues('abc', '10', ',', '.')).toEqual({
      error: '[Count-up] the start or end value is not a number: "abc"',
    })
    expect(countUpValues('', '10', ',', '.')).toEqual({ start: 0, end: 10 })
    expect(countUpValues(null, null, ',', '.')).toHaveProperty('error')
  })

  it('eases out: past halfway in value at a third of the time, exactly the end at the end', () => {
    expect(countValue(0, 100, countProgress(COUNT_UP.duration / 3, COUNT_UP.duration))).toBeGreaterThan(50)
    expect(countValue(0, 100, countProgress(COUNT_UP.duration, COUNT_UP.duration))).toBe(100)
    expect(countValue(500, 10, 1)).toBe(10)
  })
})
