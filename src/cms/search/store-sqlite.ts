import { sql } from '@payloadcms/db-sqlite'
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
  type SearchStore,
  type Sql,
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

/** The FTS5 column filter for titles and headings. */
const HEADLINE = '{title_roots heading_roots}: '

/**
 * The rows holding any of `words` (in the columns `filter` names, all when empty): a root of 3+
 * characters anywhere inside a root, through the trigram table (`search_roots`); a shorter root
 * and typo roots as whole roots, through the token table (`search_tokens`).
 */
function rowsHolding(words: WordQuery[], filter = ''): Sql {
  const long: string[] = []
  const short: string[] = []
  for (const word of words) {
    if ([...word.root].length >= TRIGRAM_MIN) long.push(word.root)
    else short.push(word.root)
    short.push(...word.typoRoots)
  }
  const match = (needles: string[]) => `${filter}(${needles.map(phrase).join(' OR ')})`
  const parts: Sql[] = []
  if (long.length > 0) parts.push(sql`SELECT rowid FROM search_roots WHERE search_roots MATCH ${match(long)}`)
  if (short.length > 0)
    parts.push(sql`SELECT rowid FROM search_tokens WHERE search_tokens MATCH ${match(short)}`)
  return sql.join(parts, sql` UNION `)
}

/** SQLite: the entries in `search_docs`, FTS5 trigram and token tables kept in step by triggers. */
export function sqliteStore(db: SqliteDb): SearchStore {
  const store: SearchStore = {
    async replace(collection, docId, entries) {
      await db.run(sql`DELETE FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
      await db.run(BUMP_VERSION)
      if (entries.length > 0) await store.insert(entries)
    },
    async insert(entries) {
      await db.run(BUMP_VERSION)
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
      await db.run(BUMP_VERSION)
      await db.run(sql`DELETE FROM search_docs`)
      await db.run(sql`DELETE FROM search_terms`)
    },
    async version() {
      const [row] = await db.all<{ version: number }>(sql`SELECT version FROM search_state WHERE id = 1`)
      return Number(row?.version ?? 0)
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
      const filters = words.map((word) => sql` AND d.id IN (${rowsHolding([word])})`)
      const base = sql`SELECT ${ENTRY_COLUMNS} FROM search_docs d WHERE d.locale = ${locale}${sql.join(filters, sql``)}`
      const headline = sql`d.id IN (${rowsHolding(words, HEADLINE)})`
      return distinctEntries(await db.all(candidateQuery(base, headline, limit)))
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
