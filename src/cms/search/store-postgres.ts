import { sql } from '@payloadcms/db-postgres'
import type { Locale } from '@/i18n/locales'
import {
  candidateQuery,
  createStore,
  ENTRY_COLUMNS,
  rootPatterns,
  type SearchStore,
  type Sql,
  type WordQuery,
} from './store'

/** The node-postgres drizzle handle (Payload's PostgreSQL adapter), or a transaction of it. */
export type PostgresDb = {
  execute(query: Sql): Promise<{ rows: Record<string, unknown>[] }>
}

/** PostgreSQL's own text search configuration for each locale (Snowball stemmers and stop words). */
const CONFIG: Record<Locale, string> = { fi: 'finnish', en: 'english' }

/**
 * The rows holding one word: PostgreSQL's full-text match of the word (its Finnish or English
 * stem, GIN index on `tsv`), or its root patterns (pg_trgm GIN index on `roots`).
 */
function wordMatch(locale: Locale, word: WordQuery): Sql {
  const likes = rootPatterns(word).map((pattern) => sql`d.roots LIKE ${pattern}`)
  const config = sql.raw(`'${CONFIG[locale]}'::regconfig`)
  return sql`(d.tsv @@ plainto_tsquery(${config}, ${word.exact}) OR ${sql.join(likes, sql` OR `)})`
}

/** PostgreSQL: the entries in `search_docs` with a weighted `tsvector` and trigram-indexed roots. */
export function postgresStore(db: PostgresDb): SearchStore {
  const rows = async (query: Sql) => (await db.execute(query)).rows
  return createStore({ run: rows, rows }, (locale, words, limit) => {
    const filters = words.map((word) => sql` AND ${wordMatch(locale, word)}`)
    const base = sql`SELECT ${ENTRY_COLUMNS} FROM search_docs d WHERE d.locale = ${locale}${sql.join(filters, sql``)}`
    const likes = words.flatMap(rootPatterns).map((pattern) => sql`d.headline_roots LIKE ${pattern}`)
    return candidateQuery(base, sql`(${sql.join(likes, sql` OR `)})`, limit)
  })
}
