import { sql } from '@payloadcms/db-postgres'
import type { Locale } from '@/i18n/locales'
import { deletionVariants } from './edits'
import {
  BUMP_VERSION,
  candidateQuery,
  chunks,
  distinctEntries,
  ENTRIES_PER_INSERT,
  ENTRY_COLUMNS,
  entryValues,
  INSERT_ENTRY,
  idList,
  rootPatterns,
  type SearchStore,
  type Sql,
  variantRows,
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
  const store: SearchStore = {
    async replace(collection, docId, entries) {
      await db.execute(sql`DELETE FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
      await db.execute(BUMP_VERSION)
      if (entries.length > 0) await store.insert(entries)
    },
    async insert(entries) {
      await db.execute(BUMP_VERSION)
      for (const batch of chunks(entries, ENTRIES_PER_INSERT)) {
        await db.execute(sql`${INSERT_ENTRY}${sql.join(batch.map(entryValues), sql`, `)}`)
      }
    },
    async addRoots(roots) {
      for (const rows of variantRows(roots, deletionVariants)) {
        await db.execute(
          sql`INSERT INTO search_terms (locale, variant, root) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT DO NOTHING`,
        )
      }
    },
    async clear() {
      await db.execute(BUMP_VERSION)
      await db.execute(sql`DELETE FROM search_docs`)
      await db.execute(sql`DELETE FROM search_terms`)
    },
    async version() {
      const { rows } = await db.execute(sql`SELECT version FROM search_state WHERE id = 1`)
      return Number(rows[0]?.version ?? 0)
    },
    async has(collection, docId) {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId} LIMIT 1`,
      )
      return rows.length > 0
    },
    async count() {
      const { rows } = await db.execute(sql`SELECT count(*) AS n FROM search_docs`)
      return Number(rows[0]?.n ?? 0)
    },
    async rootsByVariant(locale, variants) {
      if (variants.length === 0) return []
      const { rows } = await db.execute(
        sql`SELECT DISTINCT root FROM search_terms WHERE locale = ${locale} AND variant IN (${sql.join(
          variants.map((variant) => sql`${variant}`),
          sql`, `,
        )})`,
      )
      return rows.map((row) => String(row.root))
    },
    async candidates(locale, words, limit) {
      if (words.length === 0) return []
      const filters = words.map((word) => sql` AND ${wordMatch(locale, word)}`)
      const base = sql`SELECT ${ENTRY_COLUMNS} FROM search_docs d WHERE d.locale = ${locale}${sql.join(filters, sql``)}`
      const likes = words.flatMap(rootPatterns).map((pattern) => sql`d.headline_roots LIKE ${pattern}`)
      const { rows } = await db.execute(candidateQuery(base, sql`(${sql.join(likes, sql` OR `)})`, limit))
      return distinctEntries(rows)
    },
    async bodies(rowIds) {
      if (rowIds.length === 0) return new Map()
      const { rows } = await db.execute(sql`SELECT id, body FROM search_docs WHERE id IN (${idList(rowIds)})`)
      return new Map(rows.map((row) => [Number(row.id), String(row.body)]))
    },
  }
  return store
}
