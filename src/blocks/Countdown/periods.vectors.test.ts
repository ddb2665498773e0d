import { describe, expect, it } from 'vitest'
import { KBW, type KbwCase, local, NOW, offset, optionsIn, PLUGIN_LABELS, ZONE } from './kbw-vectors'
import {
  calculatePeriods,
  type Periods,
  parseFormat,
  periodLabel,
  periodsToSeconds,
  shownPeriods,
} from './periods'
import { clockOffset } from './server-time'

/**
 * jQuery Countdown 2.1.0's own suite (tests/vectors/kbw-countdown.json): its period and format
 * cases run against periods.ts. The DOM cases (pause, lap, expiry) run against the island in
 * countdown-behaviour.test.tsx; every other case is listed as skipped with the reason for its kind.
 */

const GROUPS_ELSEWHERE = new Set(['Pause', 'Pause toggle', 'Lap', 'Lap toggle', 'Expiry'])

/** Groups that do not apply, by kind. */
const NOT_APPLICABLE: Record<string, string> = {
  'Set defaults':
    'the plugin’s global defaults object: the widget’s defaults are the block’s (docs/widgets.md)',
  'UTC date': 'a helper converting between numeric UTC offsets: zones are IANA names (time-zone.test.ts)',
  Destroy: 'jQuery instance teardown: the island returns its clean-up (countdown-behaviour.test.tsx)',
  Option: 'the plugin’s option getter and setter API: options come from the CMS block',
  Get: 'the plugin’s description option and its getter',
  Timezones:
    'numeric-offset re-reading of a local Date; the editor picks the instant in an IANA zone in the admin (Payload’s date field with its zone), stored as UTC',
  'Server resync':
    'repeated server syncs through a callback: the island reads /api/time once per page view (server sync is run below)',
  Until: 'relative target strings (`+2w +2h`): the target is a date and time picked in the admin',
  Since: 'counting up from a past date: the widget counts down only (docs/widgets.md)',
  Significant: 'the `significant` option (most significant N periods) is not a widget option',
  Layouts: 'custom HTML layout templates: the widget has one accessible layout',
  Digits: 'numeral substitution: fi and en use Latin digits',
}

function skipReason(c: KbwCase): string | null {
  const { test, setup_js, actual_js } = c.input
  if (GROUPS_ELSEWHERE.has(test)) return null
  if (NOT_APPLICABLE[test]) return NOT_APPLICABLE[test]
  const setup = setup_js.join('\n')
  if (/since:/.test(setup)) return NOT_APPLICABLE.Since ?? null
  if (test === 'Content' && /compact: true/.test(setup)) return 'the compact layout (00:00:05) is not offered'
  if (test === 'Content' && !/description: ''/.test(setup))
    return 'the plugin’s description caption after the periods: the widget’s caption is its title, above'
  if (test === 'Labels' && /labels2|whichLabels/.test(setup + actual_js))
    return 'custom plural label sets: the plural form comes from Intl.PluralRules for fi and en'
  return null
}

type State = { until: number; now: number; format: string; days: number }

/** Plays a case's setup lines on the fake clock; a line it does not know fails the case. */
function play(setup: string[]): State {
  const state: State = { until: NOW, now: NOW, format: 'dHMS', days: 0 }
  const date = /new Date\((\d+), (\d+) - 1, (\d+)(?:, (\d+))?\)/
  for (const line of setup) {
    const dated = date.exec(line)
    if (/^var (cd|inst|plurals\d) = |^var now = new Date\(\)$|setMilliseconds\(0\)$/.test(line)) {
      if (/^var cd = init\(\{/.test(line)) Object.assign(state, pick(optionsIn(line)))
    } else if (/^cd\.countdown\('option', \{/.test(line)) {
      if (dated && /until:/.test(line))
        state.until = local(Number(dated[1]), Number(dated[2]) - 1, Number(dated[3]), Number(dated[4] ?? 0))
      else Object.assign(state, pick(optionsIn(line)))
    } else if (/^(var )?now = new Date\(\)$/.test(line)) state.now = NOW
    else if (dated && /^now = /.test(line))
      state.now = local(Number(dated[1]), Number(dated[2]) - 1, Number(dated[3]), Number(dated[4] ?? 0))
    else if (line === 'now.setFullYear(now.getFullYear() + 1)') state.now = offset('+1y', state.now)
    else if (/^(var )?days = Math\.floor\(\(inst\._until\.getTime\(\) - now\.getTime\(\)\)/.test(line))
      state.days = Math.floor((state.until - state.now) / 86400000)
    else throw new Error(`setup line not understood: ${line}`)
  }
  return state
}

function pick(options: Record<string, string | number | boolean>): Partial<State> {
  const picked: Partial<State> = {}
  if (typeof options.format === 'string') picked.format = options.format
  if (typeof options.until === 'number' || typeof options.until === 'string')
    picked.until = offset(options.until)
  return picked
}

/** An expected value: literal, or a JavaScript expression of the case's `days`. */
function expectedOf(c: KbwCase, days: number): unknown {
  const expected = c.expected as { js_expression?: string }
  if (typeof expected !== 'object' || expected === null || !expected.js_expression) return c.expected
  // The vector states these as expressions in `days` (e.g. `[0, 0, 0, days, 4, 5, 6]`).
  return new Function('days', `return ${expected.js_expression}`)(days)
}

/** What a visitor reads: each shown period's number and label, as the plugin's `.text()` gives it. */
function text(periods: Periods, format: string): string {
  const show = parseFormat(format)
  if (!show) throw new Error(`bad format ${format}`)
  const plural = new Intl.PluralRules('en')
  const shown = shownPeriods(show, periods)
  return periods
    .map((value, i) => (shown[i] ? `${value}${periodLabel(PLUGIN_LABELS, plural, i, value)}` : ''))
    .join('')
}

function periodsOf(state: State, format = state.format): Periods {
  const show = parseFormat(format)
  if (!show) throw new Error(`bad format ${format}`)
  return calculatePeriods(state.now, state.until, show, ZONE)
}

const runHere = KBW.filter((c) => !GROUPS_ELSEWHERE.has(c.input.test) && !skipReason(c))
const skipped = KBW.filter((c) => skipReason(c))

describe('jQuery Countdown vectors: periods and formats', () => {
  it('accounts for every case: it runs here, in the behaviour test or is skipped with a reason', () => {
    const elsewhere = KBW.filter((c) => GROUPS_ELSEWHERE.has(c.input.test))
    expect(runHere.length + elsewhere.length + skipped.length).toBe(KBW.length)
    expect(runHere.length).toBeGreaterThanOrEqual(40)
  })

  it.skip.each(skipped.map((c) => [`${c.input.test}: ${c.note}`, skipReason(c)] as const))(
    '%s (does not apply: %s)',
    () => {},
  )

  it.each(runHere.map((c) => [`${c.input.test}: ${c.note}`, c] as const))('%s', (_name, c) => {
    const { actual_js, setup_js } = c.input
    if (c.input.test === 'Server sync') {
      // The plugin moves the target back by the server's lead; the island moves "now" on by as much.
      const minutes = Number(/serverTime\(([+-]\d+)\)/.exec(setup_js.at(-1) ?? '')?.[1])
      const target = offset('+3h')
      const lead = clockOffset(NOW + minutes * 60000, NOW - 40, NOW + 40)
      expect(lead).toBe(minutes * 60000)
      const state = { now: NOW, until: target, format: 'dHMS', days: 0 }
      expect(periodsOf({ ...state, now: NOW + lead })).toEqual(
        periodsOf({ ...state, until: target - minutes * 60000 }),
      )
      return
    }
    const state = play(setup_js)
    const expected = expectedOf(c, state.days)
    const periodsCall = /_calculatePeriods\(inst, generateShow\('(\w+)'\), 0, now\)/.exec(actual_js)
    const toSeconds = /periodsToSeconds\(\[([\d, ]+)\]\)/.exec(actual_js)
    if (periodsCall) expect(periodsOf(state, periodsCall[1])).toEqual(expected)
    else if (toSeconds)
      expect(periodsToSeconds((toSeconds[1] ?? '').split(',').map(Number) as Periods)).toBe(expected)
    else if (actual_js === "cd.countdown('getTimes')") expect(periodsOf(state)).toEqual(expected)
    else if (actual_js === 'cd.text()') expect(text(periodsOf(state), state.format)).toBe(expected)
    else throw new Error(`case not understood: ${actual_js}`)
  })
})

describe('periods beyond the vectors', () => {
  const show = (format: string) => {
    const parsed = parseFormat(format)
    if (!parsed) throw new Error(format)
    return parsed
  }

  it('reads formats: each letter once, upper case always, lower case once non-zero', () => {
    expect(parseFormat('dHMS')).toEqual([null, null, null, 'nonZero', 'always', 'always', 'always'])
    expect(parseFormat('SMHd')).toEqual(parseFormat('dHMS'))
    for (const bad of ['', 'dHMSs', 'dHMX', ' dHMS', null, 5])
      expect(parseFormat(bad), String(bad)).toBeNull()
    const yodHMS = show('yodHMS')
    // A zero month between a year and days stays on screen: no gaps once a lower-case period shows.
    expect(shownPeriods(yodHMS, [1, 0, 0, 3, 4, 5, 6])).toEqual([true, true, false, true, true, true, true])
    expect(shownPeriods(yodHMS, [0, 0, 0, 0, 4, 5, 6])).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ])
  })

  it('is all zeros at and after the end, and counts years and months by the calendar across DST', () => {
    expect(calculatePeriods(NOW + 5000, NOW, show('YODHMS'), ZONE)).toEqual([0, 0, 0, 0, 0, 0, 0])
    // 29 March 2025 12:00 to 29 April 12:00 in Helsinki is one month, though an hour shorter.
    expect(calculatePeriods(local(2025, 2, 29, 12), local(2025, 3, 29, 12), show('ODHMS'), ZONE)).toEqual([
      0, 1, 0, 0, 0, 0, 0,
    ])
    // Without months the same span is its real length: 30 days and 23 hours.
    expect(calculatePeriods(local(2025, 2, 29, 12), local(2025, 3, 29, 12), show('DHMS'), ZONE)).toEqual([
      0, 0, 0, 30, 23, 0, 0,
    ])
  })

  it('labels in Finnish with the partitive from 2 and for 0', () => {
    const fi = {
      one: ['vuosi', 'kuukausi', 'viikko', 'päivä', 'tunti', 'minuutti', 'sekunti'],
      other: ['vuotta'],
    }
    const plural = new Intl.PluralRules('fi')
    expect(periodLabel(fi, plural, 0, 1)).toBe('vuosi')
    expect(periodLabel(fi, plural, 0, 2)).toBe('vuotta')
    expect(periodLabel(fi, plural, 0, 0)).toBe('vuotta')
  })
})
