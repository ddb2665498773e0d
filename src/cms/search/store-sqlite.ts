import { sql } from '@payloadcms/db-sqlite'
import { deletionVariants } from './edits'
import {
  chunks,
  ENTRIES_PER_INSERT,
  ENTRY_COLUMNS,
  entryValues,
  headlineScore,
  INSERT_ENTRY,
  idList,
  type SearchStore,
  type Sql,
  storedEntry,
  TRIGRAM_MIN,
  variantRows,
  type WordQuery,
} from './store'

/** The libsql drizzle handle (Payload's SQLite adapter), or a transaction of it. */
export type SqliteDb = {
  all<T = Record<string, unknown>>(query: Sql): Promise<T[]>
  run(query: Sql): Promise<unknown>
}

/** An FTS5 phrase: the needle in double quotes (needles are letters and digits only). */
const phrase = (needle: string) => `"${needle}"`

/**
 * The rows holding one word: its root of 3+ characters anywhere inside a root, through the trigram
 * table (`search_roots`); a shorter root and typo roots as whole roots, through the token table
 * (`search_tokens`).
 */
function wordRows(word: WordQuery): Sql {
  const inside = [...word.root].length >= TRIGRAM_MIN
  const long = inside ? [word.root] : []
  const short = inside ? word.typoRoots : [word.root, ...word.typoRoots]
  const parts: Sql[] = []
  if (long.length > 0)
    parts.push(sql`SELECT rowid FROM search_roots WHERE search_roots MATCH ${long.map(phrase).join(' OR ')}`)
  if (short.length > 0)
    parts.push(
      sql`SELECT rowid FROM search_tokens WHERE search_tokens MATCH ${short.map(phrase).join(' OR ')}`,
    )
  return sql.join(parts, sql` UNION `)
}

/** SQLite: the entries in `search_docs`, FTS5 trigram and token tables kept in step by triggers. */
export function sqliteStore(db: SqliteDb): SearchStore {
  const store: SearchStore = {
    async replace(collection, docId, entries) {
      await db.run(sql`DELETE FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
      if (entries.length > 0) await store.insert(entries)
    },
    async insert(entries) {
      for (const batch of chunks(entries, ENTRIES_PER_INSERT)) {
        await db.run(sql`${INSERT_ENTRY}${sql.join(batch.map(entryValues), sql`, `)}`)
      }
    },
    async addRoots(roots) {
      for (const rows of variantRows(roots, deletionVariants)) {
        await db.run(
          sql`INSERT OR IGNORE INTO search_terms (locale, variant, root) VALUES ${sql.join(rows, sql`, `)}`,
        )
      }
    },
    async clear() {
      await db.run(sql`DELETE FROM search_docs`)
      await db.run(sql`DELETE FROM search_terms`)
    },
    async count() {
      const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM search_docs`)
      return Number(row?.n ?? 0)
    },
    async rootsByVariant(locale, variants) {
      if (variants.length === 0) return []
      const rows = await db.all<{ root: string }>(
        sql`SELECT DISTINCT root FROM search_terms WHERE locale = ${locale} AND variant IN (${sql.join(
          variants.map((variant) => sql`${variant}`),
          sql`, `,
        )})`,
      )
      return rows.map((row) => row.root)
    },
    async candidates(locale, words, limit) {
      if (words.length === 0) return []
      const filters = words.map((word) => sql` AND d.id IN (${wordRows(word)})`)
      const rows = await db.all(
        sql`SELECT ${ENTRY_COLUMNS} FROM search_docs d WHERE d.locale = ${locale}${sql.join(filters, sql``)}
          ORDER BY ${headlineScore(words)} DESC, d.date DESC LIMIT ${limit}`,
      )
      return rows.map(storedEntry)
    },
    async bodies(rowIds) {
      if (rowIds.length === 0) return new Map()
      const rows = await db.all<{ id: number; body: string }>(
        sql`SELECT id, body FROM search_docs WHERE id IN (${idList(rowIds)})`,
      )
      return new Map(rows.map((row) => [Number(row.id), String(row.body)]))
    },
  }
  return store
}
