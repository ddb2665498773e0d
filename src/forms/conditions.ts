import { BUILTIN_CONDITION_FUNCTIONS, type ConditionFunction } from './condition-functions'
import type { Condition, ConditionNode, FormValue } from './definition'
import { CONDITION_TEXT, type FormLocale, fillText } from './messages'
import { isDate, isNumber, valueList } from './rules'

export type { ConditionFunction }
export type ReadValue = (field: string) => FormValue | undefined

const registry = new Map<string, ConditionFunction>(Object.entries(BUILTIN_CONDITION_FUNCTIONS))

/** Registers a named check for `operator: 'function'`; it gets the reader and the condition's field. */
export function registerConditionFunction(
  name: string,
  test: ConditionFunction['test'],
  describe?: ConditionFunction['describe'],
): void {
  registry.set(name, { test, describe })
}

export function conditionFunctionNames(): string[] {
  return [...registry.keys()]
}

/** Editors' patterns longer than this are refused; visitor values longer than this never match. */
const MAX_PATTERN = 200
const MAX_MATCHED = 1000

function compile(pattern: string): RegExp | undefined {
  if (pattern.length > MAX_PATTERN) return undefined
  try {
    return new RegExp(pattern)
  } catch {
    return undefined
  }
}

/** Numbers when both sides are numbers, else `YYYY-MM-DD` dates, else undefined (no order). */
function compare(a: string, b: string): number | undefined {
  if (isNumber(a) && isNumber(b)) return Number(a) - Number(b)
  if (isDate(a) && isDate(b)) return a < b ? -1 : a > b ? 1 : 0
  return undefined
}

const ORDER: Partial<Record<Condition['operator'], (c: number) => boolean>> = {
  greater_than: (c) => c > 0,
  greater_than_or_equals: (c) => c >= 0,
  less_than: (c) => c < 0,
  less_than_or_equals: (c) => c <= 0,
}

function test(c: Condition, read: ReadValue): boolean {
  // Files compare by name; a missing field reads as one empty value, so `equals ''` holds for it.
  const vals = valueList(read(c.field)).map((x) => (typeof x === 'string' ? x : x.name))
  const list = vals.length ? vals : ['']
  const want = c.value ?? ''
  const order = ORDER[c.operator]
  if (order) {
    return list.some((v) => {
      const cmp = compare(v.trim(), want.trim())
      return cmp !== undefined && order(cmp)
    })
  }
  switch (c.operator) {
    case 'equals':
      return list.includes(want)
    case 'not_equals':
      return !list.includes(want)
    case 'equals_regex':
    case 'not_equals_regex': {
      const re = compile(want)
      if (!re) return false
      const hit = list.some((v) => v.length <= MAX_MATCHED && re.test(v))
      return c.operator === 'equals_regex' ? hit : !hit
    }
    case 'is_empty':
      return list.every((v) => v.trim() === '')
    case 'not_empty':
      return list.some((v) => v.trim() !== '')
    case 'function': {
      try {
        return registry.get(want)?.test(read, c.field) === true
      } catch {
        return false
      }
    }
  }
  return false
}

/** Never throws: a bad pattern or an unknown function makes its condition false. */
export function evaluateCondition(node: ConditionNode, read: ReadValue): boolean {
  if ('all' in node) return node.all.every((n) => evaluateCondition(n, read))
  if ('any' in node) return node.any.some((n) => evaluateCondition(n, read))
  return test(node, read)
}

/**
 * The condition as a sentence for visitors without JavaScript (who see every group):
 * "Yhteydenottotapa on Puhelin". `valueLabel` turns option values into their labels.
 */
export function describeCondition(
  node: ConditionNode,
  labelOf: (field: string) => string,
  locale: FormLocale,
  valueLabel: (field: string, value: string) => string = (_f, v) => v,
): string {
  const t = CONDITION_TEXT[locale]
  const part = (n: ConditionNode, nested: boolean): string => {
    if ('all' in n || 'any' in n) {
      const kids = 'all' in n ? n.all : n.any
      if (!kids.length) return 'all' in n ? t.always : ''
      const s = kids.map((k) => part(k, true)).join('all' in n ? t.and : t.or)
      return nested && kids.length > 1 ? `(${s})` : s
    }
    const f = labelOf(n.field)
    const fn = n.operator === 'function' ? registry.get(n.value ?? '')?.describe : undefined
    const v = n.operator.endsWith('regex') ? (n.value ?? '') : valueLabel(n.field, n.value ?? '')
    return fillText(fn ? fn[locale] : t[n.operator], { f, v })
  }
  return part(node, false)
}
