import { describe, expect, it } from 'vitest'
import type { Hit } from '@/cms/search/match'
import { buildSnippet, type SnippetPart } from './snippet'

/** The snippet as text with hits in [brackets]. */
function show(parts: SnippetPart[]): string {
  return parts.map((part) => (part.hit ? `[${part.text}]` : part.text)).join('')
}

/** Hits on every occurrence of `word` in `text`, scored `score`. */
function hitsOf(text: string, word: string, score = 4): Hit[] {
  const hits: Hit[] = []
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
    hits.push({ start: at, end: at + word.length, score })
  return hits
}

describe('result snippet', () => {
  it('marks every hit in the original text', () => {
    const text = 'Päiväkoti Aurinko on paras päiväkoti.'
    const hits = [...hitsOf(text, 'Päiväkoti'), ...hitsOf(text, 'päiväkoti')]
    expect(show(buildSnippet(text, hits))).toBe('[Päiväkoti] Aurinko on paras [päiväkoti].')
  })

  it('merges overlapping hits', () => {
    const hits: Hit[] = [
      { start: 0, end: 5, score: 2 },
      { start: 3, end: 9, score: 3 },
    ]
    expect(show(buildSnippet('Kesäpäiväkoti', hits))).toBe('[Kesäpäivä]koti')
  })

  it('cuts a long text around the best hit at word boundaries', () => {
    const text = `alku ${'sana '.repeat(40)}${'väli '.repeat(100)}löytö${' loppu'.repeat(100)}`
    const hits = [...hitsOf(text, 'sana', 1).slice(0, 1), ...hitsOf(text, 'löytö', 4)]
    const shown = show(buildSnippet(text, hits, 100))
    expect(shown.startsWith('…väli')).toBe(true)
    expect(shown.endsWith('loppu…')).toBe(true)
    expect(shown).toContain('[löytö]')
    expect(shown.length).toBeLessThan(110)
  })

  it('shows the beginning when only the title matched, and nothing for an empty text', () => {
    expect(show(buildSnippet('Ei osumaa tässä.', []))).toBe('Ei osumaa tässä.')
    expect(buildSnippet('', [])).toEqual([])
  })

  it('keeps markup in the text as plain text', () => {
    const text = '<script>alert(1)</script> koti'
    expect(
      buildSnippet(text, hitsOf(text, 'koti'))
        .map((part) => part.text)
        .join(''),
    ).toBe(text)
  })
})
