import { sql } from '@payloadcms/db-sqlite'
import {
  candidateQuery,
  createStore,
  ENTRY_COLUMNS,
  type SearchStore,
  type Sql,
  TRIGRAM_MIN,
  type WordQuery,
} from './store'

/** The libsql drizzle handle (Payload's SQLite adapter), or a transaction of it. */
export type SqliteDb = {
  all<T = Record<string, unknown>>(query: Sql): Promise<T[]>
  run(query: Sql): Promise<unknown>
}

/** An FTS5 phrase: the needle in double quotes (needles are letters and digits only). */
const phrase = (needle: string) => `"${needle}"`

/** The FTS5 column filter for titles and headings. */
const HEADLINE = '{title_roots heading_roots}: '

/**
 * One word as an FTS5 expression on the trigram table: its root anywhere inside a root (3+
 * characters), or whole between the lists' spaces (a shorter root, and typo roots).
 */
function wordExpression(word: WordQuery): string {
  const own = [...word.root].length >= TRIGRAM_MIN ? phrase(word.root) : phrase(` ${word.root} `)
  return `(${[own, ...word.typoRoots.map((root) => phrase(` ${root} `))].join(' OR ')})`
}

/** Rows of the trigram table matching an FTS5 expression. */
const matching = (expression: string) =>
  sql`d.id IN (SELECT rowid FROM search_roots WHERE search_roots MATCH ${expression})`

/**
 * SQLite: the entries in `search_docs` and an FTS5 trigram table over their roots, kept in step by
 * triggers. Every query word goes into one expression: FTS5 intersects the words' lists itself.
 */
export function sqliteStore(db: SqliteDb): SearchStore {
  return createStore(
    { run: (query) => db.run(query), rows: (query) => db.all(query) },
    (locale, words, limit) => {
      const all = words.map(wordExpression).join(' AND ')
      const base = sql`SELECT ${ENTRY_COLUMNS} FROM search_docs d WHERE d.locale = ${locale} AND ${matching(all)}`
      const headline = matching(`${all} AND ${HEADLINE}(${words.map(wordExpression).join(' OR ')})`)
      return candidateQuery(base, headline, limit)
    },
  )
}
