import { describe, expect, it } from 'vitest'
import { budgetBytes, DEFAULT_MAX_MB, entryBytes, LruBudget } from './lru-budget.mjs'

describe('LruBudget', () => {
  it('evicts the least recently used entries once the total is over the limit', () => {
    const budget = new LruBudget<string>(300)
    expect(budget.add('a', 100, 'A')).toEqual([])
    expect(budget.add('b', 100, 'B')).toEqual([])
    expect(budget.add('c', 100, 'C')).toEqual([])
    budget.touch('a')
    expect(budget.add('d', 150, 'D')).toEqual([
      ['b', 'B'],
      ['c', 'C'],
    ])
    expect([...budget.entries.keys()]).toEqual(['a', 'd'])
    expect(budget.bytes).toBe(250)
  })

  it('counts a rewritten entry once, at its new size, as the most recently used', () => {
    const budget = new LruBudget<string>(300)
    budget.add('a', 100, 'A')
    budget.add('b', 100, 'B')
    expect(budget.add('a', 150, 'A2')).toEqual([])
    expect(budget.bytes).toBe(250)
    expect(budget.add('c', 100, 'C')).toEqual([['b', 'B']])
    expect([...budget.entries.keys()]).toEqual(['a', 'c'])
  })

  it('keeps the entry just written even when it alone is over the limit', () => {
    const budget = new LruBudget<string>(100)
    budget.add('a', 50, 'A')
    expect(budget.add('big', 500, 'BIG')).toEqual([['a', 'A']])
    expect([...budget.entries.keys()]).toEqual(['big'])
    expect(budget.add('b', 10, 'B')).toEqual([['big', 'BIG']])
  })

  it('stays within the limit whatever the number of distinct writes', () => {
    const budget = new LruBudget<number>(10_000)
    for (let i = 0; i < 5_000; i++) budget.add(`/x${i}`, 4096, i)
    expect(budget.bytes).toBeLessThanOrEqual(10_000)
    expect(budget.entries.size).toBe(2)
  })

  it('ignores reads and removals of keys it does not hold', () => {
    const budget = new LruBudget<string>(100)
    budget.touch('nothing')
    budget.remove('nothing')
    expect(budget.bytes).toBe(0)
  })
})

describe('budgetBytes', () => {
  it('reads PAGE_CACHE_MAX_MB as megabytes, else the default', () => {
    expect(budgetBytes('64')).toBe(64 * 1024 * 1024)
    expect(budgetBytes('0.5')).toBe(512 * 1024)
    for (const bad of [undefined, '', '0', '-3', 'lots'])
      expect(budgetBytes(bad), String(bad)).toBe(DEFAULT_MAX_MB * 1024 * 1024)
  })
})

describe('entryBytes', () => {
  it('counts every file of a page in whole 4 KiB blocks', () => {
    const page = {
      kind: 'APP_PAGE',
      html: 'x'.repeat(5000),
      rscData: Buffer.alloc(100),
      headers: {},
      status: 200,
      segmentData: new Map([
        ['/_tree', Buffer.alloc(10)],
        ['/_full', Buffer.alloc(9000)],
      ]),
    }
    // metadata 1 + html 2 + rsc 1 + segments 1 + 3 blocks
    expect(entryBytes(page)).toBe(8 * 4096)
  })

  it('counts data as one file and a route handler as body and metadata', () => {
    expect(entryBytes({ kind: 'FETCH', data: { body: 'bnVsbA==' }, revalidate: 60 })).toBe(4096)
    expect(entryBytes({ kind: 'APP_ROUTE', body: Buffer.alloc(4097), headers: {}, status: 200 })).toBe(
      3 * 4096,
    )
  })
})
