import { describe, expect, it } from 'vitest'
import { type PageLink, pageCount, pageLinks } from './pagination'

const show = (links: PageLink[]) => links.map((l) => (l.kind === 'page' ? l.page : '…')).join(' ')

describe('pageLinks', () => {
  it('shows every page when they fit, none for a single page', () => {
    expect(show(pageLinks(1, 1, 5))).toBe('')
    expect(show(pageLinks(2, 4, 5))).toBe('1 2 3 4')
    expect(show(pageLinks(5, 5, 5))).toBe('1 2 3 4 5')
  })

  it('keeps first and last and collapses the rest into gaps, at most 5 links', () => {
    expect(show(pageLinks(1, 20, 5))).toBe('1 2 3 4 … 20')
    expect(show(pageLinks(3, 20, 5))).toBe('1 2 3 4 … 20')
    expect(show(pageLinks(10, 20, 5))).toBe('1 … 9 10 11 … 20')
    expect(show(pageLinks(19, 20, 5))).toBe('1 … 17 18 19 20')
    expect(show(pageLinks(20, 20, 5))).toBe('1 … 17 18 19 20')
    for (let p = 1; p <= 20; p++) {
      const links = pageLinks(p, 20, 5).filter((l) => l.kind === 'page')
      expect(links.length).toBeLessThanOrEqual(5)
      expect(links.some((l) => l.kind === 'page' && l.page === p)).toBe(true)
    }
  })

  it('clamps an out-of-range current page', () => {
    expect(show(pageLinks(99, 7, 5))).toBe('1 … 4 5 6 7')
    expect(show(pageLinks(-3, 7, 5))).toBe('1 2 3 4 … 7')
  })

  it('shows all pages with show-all-pages (999)', () => {
    expect(pageLinks(1, 40, 999)).toHaveLength(40)
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(30, 9)).toBe(4)
    expect(pageCount(27, 9)).toBe(3)
  })
})
