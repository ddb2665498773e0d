/** Limits of the site search. */
export const SEARCH = {
  /** Longest query accepted, in characters after trimming and collapsing spaces. */
  queryMax: 100,
  /** Longest plain text kept per document and locale. */
  textMax: 20_000,
  results: 50,
  /** Matches read from each of the two candidate parts (headline hits, newest) before ranking. */
  candidates: 100,
  /** Characters of context shown around the first hit. */
  snippet: 200,
} as const

/** Unicode NFC, runs of whitespace as one space, trimmed. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim()
}

/** Cuts to `max` UTF-16 units without leaving half of a surrogate pair at the end. */
export function capText(value: string, max: number = SEARCH.textMax): string {
  if (value.length <= max) return value
  const cut = value.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** Letters without a decomposition that visitors still type in plain Latin. */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
}

const foldCache = new Map<string, string>()

/** One character lower-cased (Finnish rules) and stripped of diacritics; punctuation becomes a space. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0)
  if (code < 0x80) {
    if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 32)
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) ? char : ' '
  }
  const cached = foldCache.get(char)
  if (cached !== undefined) return cached
  const lower = char.toLocaleLowerCase('fi')
  const folded = [...lower]
    .map((c) => SPECIAL_FOLDS[c] ?? c.normalize('NFD').replace(/\p{M}/gu, ''))
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, ' ')
  foldCache.set(char, folded)
  return folded
}

/**
 * The folded form (`Päiväkoti!` → `paivakoti `) with, for each of its characters, the range of
 * the original text it came from, so a hit found in the folded text can be marked in the original.
 */
export function foldWithMap(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = ''
  const from: number[] = []
  const to: number[] = []
  let i = 0
  for (const char of text) {
    const out = foldChar(char)
    for (let k = 0; k < out.length; k++) {
      from.push(i)
      to.push(i + char.length)
    }
    folded += out
    i += char.length
  }
  return { folded, from, to }
}

/** Lower case, no diacritics, words separated by single spaces: what the database matches against. */
export function foldText(text: string): string {
  return foldWithMap(text.normalize('NFC')).folded.replace(/ +/g, ' ').trim()
}

/** Lower case with diacritics kept, punctuation as spaces: for telling exact matches from folded ones. */
export function exactText(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('fi')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
}

/** A query word in both forms: `päiväkoti` and `paivakoti`. */
export type Term = { exact: string; folded: string }

export type ParsedQuery =
  | { kind: 'empty' }
  | { kind: 'tooLong'; text: string }
  | { kind: 'terms'; text: string; terms: Term[] }

/**
 * Splits a visitor's query into words. Only letters and digits survive, so LIKE wildcards
 * (`%`, `_`), quotes and backslashes can never reach the database pattern.
 */
export function parseQuery(raw: unknown): ParsedQuery {
  const value = Array.isArray(raw) ? raw[0] : raw
  const text = typeof value === 'string' ? normaliseText(value) : ''
  if (text === '') return { kind: 'empty' }
  if ([...text].length > SEARCH.queryMax) return { kind: 'tooLong', text }
  const seen = new Set<string>()
  const terms: Term[] = []
  for (const exact of exactText(text).split(' ')) {
    const folded = foldText(exact).replace(/ /g, '')
    if (folded === '' || seen.has(folded)) continue
    seen.add(folded)
    terms.push({ exact, folded })
  }
  return { kind: 'terms', text, terms }
}
