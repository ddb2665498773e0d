import type { Locale } from '@/i18n/locales'
import type { DocumentText } from './extract'
import { tokenize } from './roots'

/** The documents the site search covers. */
export const SEARCHED_COLLECTIONS = ['pages', 'posts', 'portfolio', 'galleries', 'products'] as const
export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number]

/**
 * One document in one locale as the index stores it: its plain text (for snippets), and per part
 * (title, headings, body) its distinct folded words and their roots as space-padded lists
 * (` a b c `), so a whole word is ` a ` and a root's part is any substring.
 */
export type IndexEntry = {
  collection: SearchedCollection
  docId: number
  locale: Locale
  /** Where the document is: a page's path, a post's, portfolio item's or gallery's slug. */
  address: string
  /** ISO date: newest first among equal matches. */
  date: string
  title: string
  headings: string
  body: string
  titleWords: string
  headingWords: string
  bodyWords: string
  titleRoots: string
  headingRoots: string
  bodyRoots: string
}

const padded = (values: Iterable<string>) => {
  const list = [...new Set(values)]
  return list.length > 0 ? ` ${list.join(' ')} ` : ''
}

/** The index entry of a document's text; `roots` are its distinct roots, for the typo table. */
export function buildEntry(
  key: { collection: SearchedCollection; docId: number; locale: Locale; address: string; date: string },
  text: DocumentText,
): { entry: IndexEntry; roots: string[] } {
  const title = tokenize(text.title, key.locale)
  const headings = tokenize(text.headings, key.locale)
  const body = tokenize(text.body, key.locale)
  const roots = new Set([...title, ...headings, ...body].map((token) => token.root))
  return {
    entry: {
      ...key,
      ...text,
      titleWords: padded(title.map((token) => token.word)),
      headingWords: padded(headings.map((token) => token.word)),
      bodyWords: padded(body.map((token) => token.word)),
      titleRoots: padded(title.map((token) => token.root)),
      headingRoots: padded(headings.map((token) => token.root)),
      bodyRoots: padded(body.map((token) => token.root)),
    },
    roots: [...roots],
  }
}
