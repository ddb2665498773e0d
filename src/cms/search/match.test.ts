import { describe, expect, it } from 'vitest'
import { buildEntry } from './entry'
import { findHits, meaningfulTerms, partLevel, queryWords, rankEntries, typoRoots } from './match'
import { parseQuery, type Term } from './normalise'
import type { StoredEntry, WordQuery } from './store'

function terms(query: string): Term[] {
  const parsed = parseQuery(query)
  return parsed.kind === 'terms' ? parsed.terms : []
}

/** Query words with the given roots known to the index (for typo lookups). */
function words(query: string, known: string[] = [], locale: 'fi' | 'en' = 'fi'): Promise<WordQuery[]> {
  return queryWords(terms(query), locale, async (variants) =>
    known.filter((root) =>
      variants.some((variant) => root === variant || root.length === variant.length + 1),
    ),
  )
}

let nextId = 1
function entry(title: string, body: string, date = '2026-01-01T00:00:00Z', headings = ''): StoredEntry {
  const docId = nextId++
  const key = { collection: 'pages', docId, locale: 'fi', address: `sivu-${docId}`, date } as const
  return { ...buildEntry(key, { title, headings, body }).entry, rowId: docId }
}

describe('query words', () => {
  it('drops stop words unless nothing else is left', () => {
    expect(meaningfulTerms(terms('kaupat ja palvelut'), 'fi').map((t) => t.folded)).toEqual([
      'kaupat',
      'palvelut',
    ])
    expect(meaningfulTerms(terms('ja'), 'fi').map((t) => t.folded)).toEqual(['ja'])
    expect(meaningfulTerms(terms('the shops'), 'en').map((t) => t.folded)).toEqual(['shops'])
  })

  it('looks typos up only for words of five letters or more, keeping roots one edit away', async () => {
    const lookup = async () => ['verkkosiv', 'verkkokaup', 'verkko']
    expect(await typoRoots('verkkosivt', 10, lookup)).toEqual(['verkkosiv'])
    expect(await typoRoots('sivt', 4, lookup)).toEqual([])
  })

  it('takes a word the site uses as meant, not as a typo of another', async () => {
    expect(await typoRoots('verkkosiv', 11, async () => ['verkkosiv', 'verkkosivt'])).toEqual([])
  })
})

describe('matching one part of a document', () => {
  it('tells exact forms, stems, compound parts and typos apart', async () => {
    const [kauppa] = await words('kauppa')
    const [typo] = await words('verkkosivt', ['verkkosiv'])
    if (!kauppa || !typo) throw new Error('no words')
    const level = (text: string, query: WordQuery) => {
      const e = entry(text, '')
      return partLevel(e.titleWords, e.titleRoots, query)
    }
    expect(level('Kauppa', kauppa)).toBe('exact')
    expect(level('Kaupat', kauppa)).toBe('stem')
    expect(level('Verkkokaupat', kauppa)).toBe('part')
    expect(level('Verkkosivut', typo)).toBe('typo')
    expect(level('Palvelut', kauppa)).toBeNull()
  })
})

describe('ranking', () => {
  it('puts title above headings above body, exact above stem above typo, newest first among equals', async () => {
    const q = await words('kauppa')
    const body = entry('Uutiset', 'Meillä on kauppa.', '2026-05-01T00:00:00Z')
    const heading = entry('Uutiset', '', '2026-01-01T00:00:00Z', 'Kaupat')
    const titleStem = entry('Kaupat', '', '2025-01-01T00:00:00Z')
    const titleExact = entry('Kauppa', '', '2024-01-01T00:00:00Z')
    const newer = entry('Kauppa', '', '2025-06-01T00:00:00Z')
    const ranked = rankEntries([body, heading, titleStem, titleExact, newer], q)
    expect(ranked.map((e) => e.docId)).toEqual(
      [newer, titleExact, titleStem, heading, body].map((e) => e.docId),
    )
  })

  it('puts a compound part in the title above the stem in a heading', async () => {
    const q = await words('saavutettavuudesta')
    const heading = entry('Laatikot', '', '2026-06-01T00:00:00Z', 'Saavutettavuus')
    const title = entry('Saavutettavuusseloste', '', '2020-01-01T00:00:00Z')
    expect(rankEntries([heading, title], q).map((e) => e.title)).toEqual([
      'Saavutettavuusseloste',
      'Laatikot',
    ])
  })

  it('ranks an exact hit above a typo hit in the same part', async () => {
    const q = await words('verkkosivt', ['verkkosiv'])
    const typo = entry('Verkkosivut', '', '2026-06-01T00:00:00Z')
    const exact = entry('Verkkosivt', '', '2020-01-01T00:00:00Z')
    expect(rankEntries([typo, exact], q).map((e) => e.title)).toEqual(['Verkkosivt', 'Verkkosivut'])
  })
})

describe('hits in a text', () => {
  it('finds inflected forms and compounds, an exact form scoring highest', async () => {
    const q = await words('kauppa')
    const text = 'Verkkokaupat ja kaupan hyllyt. Kauppa auki.'
    const hits = findHits(text, q, 'fi')
    expect(hits.map((hit) => text.slice(hit.start, hit.end))).toEqual(['Verkkokaupat', 'kaupan', 'Kauppa'])
    expect(Math.max(...hits.map((hit) => hit.score))).toBe(hits[2]?.score)
  })

  it('finds nothing in unrelated text', async () => {
    expect(findHits('Palvelut ja hinnat', await words('kauppa'), 'fi')).toEqual([])
  })
})
