import { describe, expect, it, vi } from 'vitest'
import { parseQuery, type Term } from '@/cms/search/normalise'

// The query module reads Payload only when it searches; ranking and the filter are pure.
vi.mock('@/site/payload', () => ({ payloadClient: vi.fn() }))
vi.mock('@/site/data', () => ({ renderContext: vi.fn() }))

const { rankCandidates, searchWhere } = await import('./query')

function terms(query: string): Term[] {
  const parsed = parseQuery(query)
  return parsed.kind === 'terms' ? parsed.terms : []
}

const candidate = (id: number, title: string, text: string, date: string) => ({
  collection: 'pages' as const,
  id,
  title,
  text,
  date,
  href: `/${id}`,
})

describe('search filter', () => {
  it('requires publication and every word in the folded column', () => {
    expect(searchWhere(terms('Päiväkoti 50%'))).toEqual({
      and: [
        { _status: { equals: 'published' } },
        { searchFolded: { like: 'paivakoti' } },
        { searchFolded: { like: '50' } },
      ],
    })
  })
})

describe('ranking', () => {
  it('puts title matches first, then exact diacritics, then folded matches; newest first among equals', () => {
    const ranked = rankCandidates(
      [
        candidate(1, 'Yhteystiedot', 'paivakoti ilman pisteitä', '2026-05-01T00:00:00Z'),
        candidate(2, 'Yhteystiedot', 'Meidän päiväkoti', '2026-01-01T00:00:00Z'),
        candidate(3, 'Päiväkoti', 'Esittely', '2025-01-01T00:00:00Z'),
        candidate(4, 'Paivakoti', 'Esittely', '2026-01-01T00:00:00Z'),
        candidate(5, 'Uutiset', 'Toinen päiväkoti', '2026-03-01T00:00:00Z'),
      ],
      terms('päiväkoti'),
    )
    expect(ranked.map((c) => c.id)).toEqual([3, 4, 5, 2, 1])
  })

  it('needs every word in the title to count as a title match', () => {
    const ranked = rankCandidates(
      [
        candidate(1, 'Päiväkoti', 'Aurinko paistaa', '2026-05-01T00:00:00Z'),
        candidate(2, 'Päiväkoti Aurinko', '', '2025-01-01T00:00:00Z'),
      ],
      terms('aurinko päiväkoti'),
    )
    expect(ranked.map((c) => c.id)).toEqual([2, 1])
  })
})
