import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as finnishStem } from '@orama/stemmers/finnish'
import type { Locale } from '@/i18n/locales'
import { exactText, foldText } from './normalise'

/**
 * A word's search root: its Snowball stem, then for Finnish the stem's final vowels dropped and its
 * final consonant put into one grade. Snowball leaves the vowel before a case ending
 * (kaupat → kaupa, kauppa → kaup) and never undoes consonant gradation (tiedot → tiedo,
 * tieto → tieto); without these two steps the same word would have several roots. The root is
 * folded like everything the search compares (no case, no diacritics).
 */
const TRAILING_VOWELS = /[aeiouyäöå]+$/u

/** Weak and strong grades at a root's end, written as the strong one: tied → tiet, kaupp → kaup. */
const GRADES: readonly [RegExp, string][] = [
  [/(kk|k)$/u, 'k'],
  [/(pp|p)$/u, 'p'],
  [/(tt|d)$/u, 't'],
  [/ng$/u, 'nk'],
  [/mm$/u, 'mp'],
  [/nn$/u, 'nt'],
  [/ll$/u, 'lt'],
  [/rr$/u, 'rt'],
]

function finnishRoot(word: string): string {
  const stem = finnishStem(word)
  const bare = stem.replace(TRAILING_VOWELS, '')
  // Short words keep their stem: "kuu" is not "k".
  if (bare.length < 3) return stem
  // Nouns in -us/-ys keep -ude-/-yde- before endings: saavutettavuudesta, yhteyden.
  if (bare.length >= 5 && /[uy]d$/u.test(bare)) return `${bare.slice(0, -1)}s`
  for (const [pattern, strong] of GRADES) {
    if (pattern.test(bare)) return bare.replace(pattern, strong)
  }
  return bare
}

const STEMMERS: Record<Locale, (word: string) => string> = {
  fi: finnishRoot,
  en: englishStem,
}

const cache: Record<Locale, Map<string, string>> = { fi: new Map(), en: new Map() }
const CACHE_MAX = 50_000

/** The root of one lower-case word (diacritics kept, as the stemmers need them), folded. */
export function wordRoot(word: string, locale: Locale): string {
  const known = cache[locale].get(word)
  if (known !== undefined) return known
  // Digits and mixed tokens ("2026", "3d") are not words of either language.
  const root = /\p{L}{2}/u.test(word) ? foldText(STEMMERS[locale](word)).replace(/ /g, '') : foldText(word)
  if (cache[locale].size >= CACHE_MAX) cache[locale].clear()
  cache[locale].set(word, root)
  return root
}

/** A word as the search stores and compares it. */
export type Token = { word: string; root: string }

/** The words of a text with their roots, in order, repeats kept. */
export function tokenize(text: string, locale: Locale): Token[] {
  const tokens: Token[] = []
  for (const exact of exactText(text).split(' ')) {
    const word = foldText(exact).replace(/ /g, '')
    if (word !== '') tokens.push({ word, root: wordRoot(exact, locale) || word })
  }
  return tokens
}

/** Words too common to narrow a search; dropped from a query that has other words. */
export const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  fi: new Set([
    'ja',
    'tai',
    'on',
    'ovat',
    'oli',
    'se',
    'ne',
    'etta',
    'kun',
    'jos',
    'mutta',
    'ei',
    'kuin',
    'myos',
    'seka',
    'vai',
    'tama',
    'nama',
    'sita',
    'mita',
    'joka',
    'jotka',
    'nyt',
    'niin',
  ]),
  en: new Set([
    'a',
    'an',
    'the',
    'and',
    'or',
    'of',
    'to',
    'in',
    'on',
    'for',
    'is',
    'are',
    'with',
    'by',
    'at',
    'as',
    'be',
    'it',
    'this',
    'that',
    'from',
  ]),
}
