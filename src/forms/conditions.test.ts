import { describe, expect, it } from 'vitest'
import {
  conditionFunctionNames,
  describeCondition,
  evaluateCondition,
  registerConditionFunction,
} from './conditions'
import { CONDITION_OPERATORS, type Condition, type ConditionNode, type FormValues } from './definition'

const reader = (values: FormValues) => (f: string) => values[f]
const is = (c: Condition, values: FormValues) => evaluateCondition(c, reader(values))

describe('condition operators', () => {
  it('equals and not_equals compare strings; on checkboxes equals means "contains"', () => {
    expect(is({ field: 'tapa', operator: 'equals', value: 'puhelin' }, { tapa: 'puhelin' })).toBe(true)
    expect(is({ field: 'tapa', operator: 'equals', value: 'puhelin' }, { tapa: 'Puhelin' })).toBe(false)
    expect(is({ field: 'tapa', operator: 'not_equals', value: 'puhelin' }, { tapa: 'email' })).toBe(true)
    expect(is({ field: 'aiheet', operator: 'equals', value: 'b' }, { aiheet: ['a', 'b'] })).toBe(true)
    expect(is({ field: 'aiheet', operator: 'equals', value: 'c' }, { aiheet: ['a', 'b'] })).toBe(false)
    expect(is({ field: 'aiheet', operator: 'not_equals', value: 'b' }, { aiheet: ['a', 'b'] })).toBe(false)
    // A missing field reads as empty.
    expect(is({ field: 'x', operator: 'equals', value: '' }, {})).toBe(true)
    expect(is({ field: 'x', operator: 'not_equals', value: 'a' }, {})).toBe(true)
  })

  it('regex variants match, and a bad or overlong pattern is false without throwing', () => {
    expect(is({ field: 'p', operator: 'equals_regex', value: '^00\\d{3}$' }, { p: '00100' })).toBe(true)
    expect(is({ field: 'p', operator: 'not_equals_regex', value: '^00\\d{3}$' }, { p: '33100' })).toBe(true)
    expect(is({ field: 'p', operator: 'not_equals_regex', value: '^00\\d{3}$' }, { p: '00100' })).toBe(false)
    expect(is({ field: 'p', operator: 'equals_regex', value: '([' }, { p: '([' })).toBe(false)
    expect(is({ field: 'p', operator: 'not_equals_regex', value: '([' }, { p: 'x' })).toBe(false)
    expect(is({ field: 'p', operator: 'equals_regex', value: 'a'.repeat(201) }, { p: 'a'.repeat(201) })).toBe(
      false,
    )
    expect(is({ field: 'p', operator: 'equals_regex', value: 'a'.repeat(200) }, { p: 'a'.repeat(200) })).toBe(
      true,
    )
    expect(is({ field: 'p', operator: 'equals_regex', value: 'x' }, { p: ['a', 'x'] })).toBe(true)
  })

  it('orders numbers as numbers, dates as dates, anything else not at all', () => {
    expect(is({ field: 'n', operator: 'greater_than', value: '9' }, { n: '10' })).toBe(true)
    expect(is({ field: 'n', operator: 'greater_than', value: '10' }, { n: '10' })).toBe(false)
    expect(is({ field: 'n', operator: 'greater_than_or_equals', value: '10' }, { n: '10.0' })).toBe(true)
    expect(is({ field: 'n', operator: 'less_than', value: '1e3' }, { n: '999' })).toBe(true)
    expect(is({ field: 'n', operator: 'less_than_or_equals', value: '-1' }, { n: '-1' })).toBe(true)
    expect(is({ field: 'd', operator: 'greater_than', value: '2026-07-28' }, { d: '2026-12-01' })).toBe(true)
    expect(is({ field: 'd', operator: 'less_than', value: '2026-07-28' }, { d: '2026-12-01' })).toBe(false)
    expect(is({ field: 'd', operator: 'less_than', value: '2026-07-28' }, { d: 'huomenna' })).toBe(false)
    expect(is({ field: 'd', operator: 'greater_than', value: '5' }, { d: '2026-12-01' })).toBe(false)
    expect(is({ field: 'd', operator: 'less_than', value: '5' }, {})).toBe(false)
  })

  it('is_empty and not_empty', () => {
    expect(is({ field: 'x', operator: 'is_empty' }, {})).toBe(true)
    expect(is({ field: 'x', operator: 'is_empty' }, { x: '  ' })).toBe(true)
    expect(is({ field: 'x', operator: 'is_empty' }, { x: [] })).toBe(true)
    expect(is({ field: 'x', operator: 'not_empty' }, { x: 'a' })).toBe(true)
    expect(is({ field: 'x', operator: 'not_empty' }, { x: { name: 'a.pdf', size: 1, type: '' } })).toBe(true)
  })

  it('combines with all and any; an empty all holds', () => {
    const a: Condition = { field: 'a', operator: 'equals', value: '1' }
    const b: Condition = { field: 'b', operator: 'equals', value: '1' }
    const read = reader({ a: '1', b: '0' })
    expect(evaluateCondition({ all: [] }, read)).toBe(true)
    expect(evaluateCondition({ any: [] }, read)).toBe(false)
    expect(evaluateCondition({ all: [a, b] }, read)).toBe(false)
    expect(evaluateCondition({ any: [a, b] }, read)).toBe(true)
    expect(evaluateCondition({ all: [a, { any: [b, { all: [] }] }] }, read)).toBe(true)
  })

  it('covers every operator', () => {
    for (const operator of CONDITION_OPERATORS) {
      expect(() => is({ field: 'x', operator, value: '1' }, { x: '1' })).not.toThrow()
    }
  })
})

describe('condition functions', () => {
  it('has the built-in functions registered', () => {
    expect(conditionFunctionNames()).toEqual(expect.arrayContaining(['is_weekend', 'is_business_email']))
  })

  it('is_weekend reads the condition field as a date', () => {
    const c: Condition = { field: 'pvm', operator: 'function', value: 'is_weekend' }
    expect(is(c, { pvm: '2026-07-25' })).toBe(true)
    expect(is(c, { pvm: '2026-07-26' })).toBe(true)
    expect(is(c, { pvm: '2026-07-27' })).toBe(false)
    expect(is(c, {})).toBe(false)
  })

  it('is_business_email is false for free-mail domains and invalid addresses', () => {
    const c: Condition = { field: 'email', operator: 'function', value: 'is_business_email' }
    expect(is(c, { email: 'matti@yritys.fi' })).toBe(true)
    expect(is(c, { email: 'matti@Gmail.com' })).toBe(false)
    expect(is(c, { email: 'matti@suomi24.fi' })).toBe(false)
    expect(is(c, { email: 'ei osoite' })).toBe(false)
  })

  it('registers new functions; unknown or throwing functions are false', () => {
    registerConditionFunction('has_two', (read, field) => [read(field)].flat().length === 2)
    registerConditionFunction('boom', () => {
      throw new Error('bad')
    })
    expect(conditionFunctionNames()).toContain('has_two')
    expect(is({ field: 'x', operator: 'function', value: 'has_two' }, { x: ['a', 'b'] })).toBe(true)
    expect(is({ field: 'x', operator: 'function', value: 'boom' }, {})).toBe(false)
    expect(is({ field: 'x', operator: 'function', value: 'no_such' }, {})).toBe(false)
  })
})

describe('describeCondition', () => {
  const labels: Record<string, string> = { tapa: 'Yhteydenottotapa', maara: 'Määrä', pvm: 'Päivä' }
  const labelOf = (f: string) => labels[f] ?? f
  const options = (_f: string, v: string) => ({ puhelin: 'Puhelin', email: 'Sähköposti' })[v] ?? v

  it('words a single condition in Finnish and English', () => {
    const c: ConditionNode = { field: 'tapa', operator: 'equals', value: 'puhelin' }
    expect(describeCondition(c, labelOf, 'fi', options)).toBe('Yhteydenottotapa on Puhelin')
    expect(describeCondition(c, labelOf, 'en', options)).toBe('Yhteydenottotapa is Puhelin')
    expect(describeCondition(c, labelOf, 'fi')).toBe('Yhteydenottotapa on puhelin')
  })

  it('joins groups and brackets nested ones', () => {
    const node: ConditionNode = {
      any: [
        { field: 'tapa', operator: 'equals', value: 'email' },
        {
          all: [
            { field: 'maara', operator: 'greater_than_or_equals', value: '3' },
            { field: 'pvm', operator: 'not_empty' },
          ],
        },
      ],
    }
    expect(describeCondition(node, labelOf, 'fi', options)).toBe(
      'Yhteydenottotapa on Sähköposti tai (Määrä on vähintään 3 ja Päivä on täytetty)',
    )
    expect(describeCondition(node, labelOf, 'en', options)).toBe(
      'Yhteydenottotapa is Sähköposti or (Määrä is at least 3 and Päivä is filled in)',
    )
    expect(describeCondition({ all: [] }, labelOf, 'fi')).toBe('aina')
  })

  it('uses a function’s own wording', () => {
    const c: ConditionNode = { field: 'pvm', operator: 'function', value: 'is_weekend' }
    expect(describeCondition(c, labelOf, 'fi')).toBe('Päivä on viikonloppupäivä')
    expect(describeCondition(c, labelOf, 'en')).toBe('Päivä falls on a weekend')
  })
})
