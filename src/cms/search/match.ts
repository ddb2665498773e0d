import type { Locale } from '@/i18n/locales'
import { deletionVariants, withinOneEdit } from './edits'
import { foldText, type Term } from './normalise'
import { STOPWORDS, wordRoot } from './roots'
import { type StoredEntry, TRIGRAM_MIN, type WordQuery } from './store'

/** How a document holds a query word, best first. `engine`: only PostgreSQL's own stemmer found it. */
export type Level = 'exact' | 'stem' | 'part' | 'typo' | 'engine'

/** Exact form above stem above compound part above typo (docs/search.md, Ranking). */
const LEVEL_SCORE: Record<Level, number> = { exact: 4, stem: 3, part: 2, typo: 1, engine: 0.5 }
/** Title above headings above body text: a compound part in the title outranks a stem in a heading. */
const FIELD_WEIGHT = { title: 4, headings: 2, body: 1 } as const

/** Query words of this many letters or more also match words one edit away. */
export const TYPO_MIN_LETTERS = 5
/** Roots shorter than this are too short to tell a typo from another word. */
const TYPO_MIN_ROOT = 5
/** Typo roots used per query word: enough for real variants, bounded for the query's size. */
const TYPO_MAX = 12
/** Query words used: a query is at most 100 characters, this keeps its SQL small. */
const WORDS_MAX = 8

/** Query words without stop words (unless that leaves none), at most WORDS_MAX. */
export function meaningfulTerms(terms: readonly Term[], locale: Locale): Term[] {
  const kept = terms.filter((term) => !STOPWORDS[locale].has(term.folded))
  return (kept.length > 0 ? kept : [...terms]).slice(0, WORDS_MAX)
}

/**
 * Roots one edit from `root` that the index knows, found through their shared deletion variants;
 * none when the index knows `root` itself: a word the site uses is taken as meant, not as a typo.
 */
export async function typoRoots(
  root: string,
  letters: number,
  lookup: (variants: string[]) => Promise<string[]>,
): Promise<string[]> {
  if (letters < TYPO_MIN_LETTERS || [...root].length < TYPO_MIN_ROOT) return []
  const similar = await lookup(deletionVariants(root))
  if (similar.includes(root)) return []
  return similar.filter((other) => withinOneEdit(other, root)).slice(0, TYPO_MAX)
}

/** The query's words with roots and typo roots (looked up in the index). */
export async function queryWords(
  terms: readonly Term[],
  locale: Locale,
  lookup: (variants: string[]) => Promise<string[]>,
): Promise<WordQuery[]> {
  return Promise.all(
    meaningfulTerms(terms, locale).map(async (term) => {
      const root = wordRoot(term.exact, locale) || term.folded
      const typos = await typoRoots(root, [...term.folded].length, lookup)
      return { word: term.folded, exact: term.exact, root, typoRoots: typos }
    }),
  )
}

/** How one part of a document (its padded word and root lists) holds a query word. */
export function partLevel(words: string, roots: string, query: WordQuery): Level | null {
  if (words.includes(` ${query.word} `)) return 'exact'
  if (roots.includes(` ${query.root} `)) return 'stem'
  if ([...query.root].length >= TRIGRAM_MIN && roots.includes(query.root)) return 'part'
  if (query.typoRoots.some((root) => roots.includes(` ${root} `))) return 'typo'
  return null
}

/** A document's score: per query word its best level in its best part, summed. */
export function entryScore(entry: StoredEntry, words: readonly WordQuery[]): number {
  let total = 0
  for (const query of words) {
    let best = LEVEL_SCORE.engine
    const parts = [
      [entry.titleWords, entry.titleRoots, FIELD_WEIGHT.title],
      [entry.headingWords, entry.headingRoots, FIELD_WEIGHT.headings],
      [entry.bodyWords, entry.bodyRoots, FIELD_WEIGHT.body],
    ] as const
    for (const [list, roots, weight] of parts) {
      const level = partLevel(list, roots, query)
      if (level) best = Math.max(best, LEVEL_SCORE[level] * weight)
    }
    total += best
  }
  return total
}

/** Candidates best first: score, then newest. */
export function rankEntries<T extends StoredEntry>(entries: readonly T[], words: readonly WordQuery[]): T[] {
  return entries
    .map((entry) => ({ entry, score: entryScore(entry, words), time: Date.parse(entry.date) || 0 }))
    .sort((a, b) => b.score - a.score || b.time - a.time)
    .map(({ entry }) => entry)
}

/** A matched word in a text: its range and how well it matched. */
export type Hit = { start: number; end: number; score: number }

/** Every word of `text` that holds a query word, with its level's score. */
export function findHits(text: string, words: readonly WordQuery[], locale: Locale): Hit[] {
  const hits: Hit[] = []
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const folded = foldText(match[0]).replace(/ /g, '')
    let best = 0
    for (const query of words) {
      if (folded === query.word) {
        best = Math.max(best, LEVEL_SCORE.exact)
        continue
      }
      // Roots are costly; only words that could hold one of the needles get one.
      const needles = [query.root, ...query.typoRoots]
      if (!needles.some((needle) => folded.includes(needle.slice(0, Math.max(2, needle.length - 1)))))
        continue
      const root = wordRoot(match[0].toLocaleLowerCase('fi'), locale)
      const level = partLevel(` ${folded} `, ` ${root} `, query)
      if (level) best = Math.max(best, LEVEL_SCORE[level])
    }
    if (best > 0) hits.push({ start: match.index, end: match.index + match[0].length, score: best })
  }
  return hits
}
