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

/** SQLite: the entries in `search_docs` and an FTS5 trigram table over their roots, kept in step by triggers. */
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
    async has(collection, docId) {
      const rows = await db.all(
        sql`SELECT 1 FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId} LIMIT 1`,
      )
      return rows.length > 0
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
      // Every word in one expression: FTS5 intersects the words' lists itself, rarest first.
      const all = words.map(wordExpression).join(' AND ')
      const base = sql`SELECT ${ENTRY_COLUMNS} FROM search_docs d WHERE d.locale = ${locale} AND ${matching(all)}`
      const headline = matching(`${all} AND ${HEADLINE}(${words.map(wordExpression).join(' OR ')})`)
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
