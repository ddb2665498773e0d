import { describe, expect, it } from 'vitest'
import { capText, exactText, foldText, foldWithMap, normaliseText, parseQuery, SEARCH } from './normalise'

describe('search normalisation', () => {
  it('composes to NFC and collapses whitespace', () => {
    const decomposed = 'Pa\u0308iva\u0308koti'
    expect(normaliseText(`  ${decomposed}\n\t on   auki `)).toBe('Päiväkoti on auki')
    expect(normaliseText(decomposed)).toHaveLength(9)
  })

  it('folds case and Finnish diacritics, punctuation becomes a word break', () => {
    expect(foldText('PÄIVÄKOTI Åkerö, Öljymäki!')).toBe('paivakoti akero oljymaki')
    expect(foldText('Café Straße Ærø')).toBe('cafe strasse aero')
    expect(foldText('Pa\u0308iva\u0308koti')).toBe('paivakoti')
    expect(foldText('50% _alennus_')).toBe('50 alennus')
  })

  it('keeps diacritics in the exact form', () => {
    expect(exactText('PÄIVÄKOTI, Åbo')).toBe('päiväkoti åbo')
  })

  it('maps folded characters back to the original text', () => {
    const { folded, from, to } = foldWithMap('Ääni ß')
    expect(folded).toBe('aani ss')
    expect(from).toEqual([0, 1, 2, 3, 4, 5, 5])
    expect(to).toEqual([1, 2, 3, 4, 5, 6, 6])
  })

  it('caps long text without splitting an emoji', () => {
    expect(capText('a'.repeat(SEARCH.textMax + 10))).toHaveLength(SEARCH.textMax)
    expect(capText('ab😀', 3)).toBe('ab')
  })
})

describe('query parsing', () => {
  it('splits words, keeps both forms and drops duplicates', () => {
    const parsed = parseQuery('  PÄIVÄKOTI   paivakoti Åbo ')
    expect(parsed).toEqual({
      kind: 'terms',
      text: 'PÄIVÄKOTI paivakoti Åbo',
      terms: [
        { exact: 'päiväkoti', folded: 'paivakoti' },
        { exact: 'åbo', folded: 'abo' },
      ],
    })
  })

  it('takes the first value of a repeated parameter and treats blanks as no query', () => {
    expect(parseQuery(['koti', 'talo'])).toMatchObject({ kind: 'terms', text: 'koti' })
    expect(parseQuery(undefined)).toEqual({ kind: 'empty' })
    expect(parseQuery('   ')).toEqual({ kind: 'empty' })
  })

  it('refuses a query over the limit, counted in characters', () => {
    expect(parseQuery('ä'.repeat(SEARCH.queryMax))).toMatchObject({ kind: 'terms' })
    expect(parseQuery('ä'.repeat(SEARCH.queryMax + 1))).toMatchObject({ kind: 'tooLong' })
    expect(parseQuery('😀'.repeat(SEARCH.queryMax))).toMatchObject({ kind: 'terms' })
  })

  it('never lets LIKE wildcards, quotes or backslashes into a term', () => {
    for (const hostile of [
      '%',
      '_',
      '100%_ale',
      "a'; DROP TABLE pages;--",
      '\\%\\_',
      '<script>alert(1)</script>',
    ]) {
      const parsed = parseQuery(hostile)
      expect(parsed.kind).toBe('terms')
      if (parsed.kind !== 'terms') continue
      for (const term of parsed.terms) {
        expect(term.folded).toMatch(/^[\p{L}\p{N}]+$/u)
        expect(term.exact).toMatch(/^[\p{L}\p{M}\p{N}]+$/u)
      }
    }
    expect(parseQuery('%')).toEqual({ kind: 'terms', text: '%', terms: [] })
    expect(parseQuery('100%_ale')).toMatchObject({ terms: [{ folded: '100' }, { folded: 'ale' }] })
  })
})
