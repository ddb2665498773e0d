import { describe, expect, it } from 'vitest'
import { parseQuery, type Term } from '@/cms/search/normalise'
import { buildSnippet, type SnippetPart } from './snippet'

function terms(query: string): Term[] {
  const parsed = parseQuery(query)
  return parsed.kind === 'terms' ? parsed.terms : []
}

/** The snippet as text with hits in [brackets]. */
function show(parts: SnippetPart[]): string {
  return parts.map((part) => (part.hit ? `[${part.text}]` : part.text)).join('')
}

describe('result snippet', () => {
  it('marks every hit in the original spelling, found without case or diacritics', () => {
    const parts = buildSnippet('Päiväkoti Aurinko on paras päiväkoti.', terms('PAIVAKOTI'))
    expect(show(parts)).toBe('[Päiväkoti] Aurinko on paras [päiväkoti].')
  })

  it('merges overlapping hits of different words', () => {
    expect(show(buildSnippet('Kesäpäiväkoti', terms('päivä kesäpäivä')))).toBe('[Kesäpäivä]koti')
  })

  it('cuts a long text around the first hit at word boundaries', () => {
    const before = 'alku '.repeat(100)
    const after = ' loppu'.repeat(100)
    const parts = buildSnippet(`${before}löytö${after}`, terms('löytö'), 100)
    const shown = show(parts)
    expect(shown.startsWith('…alku')).toBe(true)
    expect(shown.endsWith('loppu…')).toBe(true)
    expect(shown).toContain('[löytö]')
    expect(shown.length).toBeLessThan(110)
  })

  it('shows the beginning when only the title matched, and nothing for an empty text', () => {
    expect(show(buildSnippet('Ei osumaa tässä.', terms('otsikko')))).toBe('Ei osumaa tässä.')
    expect(buildSnippet('', terms('x'))).toEqual([])
  })

  it('keeps markup in the text as plain text', () => {
    const parts = buildSnippet('<script>alert(1)</script> koti', terms('koti'))
    expect(parts.map((part) => part.text).join('')).toBe('<script>alert(1)</script> koti')
  })
})
