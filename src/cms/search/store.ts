import { sql } from '@payloadcms/db-sqlite'
import type { Locale } from '@/i18n/locales'
import { deletionVariants } from './edits'
import type { IndexEntry, SearchedCollection } from './entry'

export type Sql = ReturnType<typeof sql>

/** One query word as the database looks for it. */
export type WordQuery = {
  /** The word folded, as typed. */
  word: string
  /** The word as typed, lower-cased (PostgreSQL's own Finnish or English parser reads it). */
  exact: string
  /** The word's root: found inside a document's roots (a compound's part), whole when short. */
  root: string
  /** Indexed roots one edit from `root`: found as whole roots only, a part would match too much. */
  typoRoots: string[]
}

/** Needles of at least this many characters are searched as substrings (trigrams). */
export const TRIGRAM_MIN = 3

/** What a document's padded root list must hold for a word: the root inside, or a typo root whole. */
export function rootPatterns(word: WordQuery): string[] {
  const own = [...word.root].length >= TRIGRAM_MIN ? `%${word.root}%` : `% ${word.root} %`
  return [own, ...word.typoRoots.map((root) => `% ${root} %`)]
}

/** A candidate as read back for ranking: its word and root lists, not its text. */
export type StoredEntry = Omit<IndexEntry, 'locale' | 'headings' | 'body'> & { rowId: number }

/** The search index's tables, one implementation per database engine. */
export type SearchStore = {
  /** Replaces a document's entries (both locales): none when it is not published. */
  replace(collection: SearchedCollection, docId: number, entries: IndexEntry[]): Promise<void>
  /** Adds entries of documents not in the index yet, many per statement (a rebuild). */
  insert(entries: IndexEntry[]): Promise<void>
  /** Makes roots known to typo matching. */
  addRoots(roots: RootsByLocale): Promise<void>
  clear(): Promise<void>
  count(): Promise<number>
  /** Whether a document has entries (it was published when last indexed). */
  has(collection: SearchedCollection, docId: number): Promise<boolean>
  /** Grows with every change to the index: what was found under one version holds until the next. */
  version(): Promise<number>
  /** Indexed roots sharing a deletion variant with one of `variants`. */
  rootsByVariant(locale: Locale, variants: string[]): Promise<string[]>
  /** Entries matching every word: the newest with a title or heading hit and the newest overall. */
  candidates(locale: Locale, words: WordQuery[], limit: number): Promise<StoredEntry[]>
  /** The body text of the given entries (for the results' excerpts), by row id. */
  bodies(rowIds: number[]): Promise<Map<number, string>>
}

export type RootsByLocale = Partial<Record<Locale, string[]>>

type Row = Record<string, unknown>

const str = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))

function storedEntry(row: Row): StoredEntry {
  return {
    rowId: Number(row.id),
    collection: str(row.collection) as SearchedCollection,
    docId: Number(row.doc_id),
    address: str(row.address),
    date: str(row.date),
    title: str(row.title),
    titleWords: str(row.title_words),
    headingWords: str(row.heading_words),
    bodyWords: str(row.body_words),
    titleRoots: str(row.title_roots),
    headingRoots: str(row.heading_roots),
    bodyRoots: str(row.body_roots),
  }
}

export const ENTRY_COLUMNS = sql.raw(
  'd.id, d.collection, d.doc_id, d.address, d.date, d.title, d.title_words, d.heading_words, d.body_words, d.title_roots, d.heading_roots, d.body_roots',
)

function entryValues(entry: IndexEntry): Sql {
  return sql`(${entry.collection}, ${entry.docId}, ${entry.locale}, ${entry.address}, ${entry.date}, ${entry.title}, ${entry.headings}, ${entry.body}, ${entry.titleWords}, ${entry.headingWords}, ${entry.bodyWords}, ${entry.titleRoots}, ${entry.headingRoots}, ${entry.bodyRoots})`
}

const INSERT_ENTRY = sql.raw(
  'INSERT INTO search_docs (collection, doc_id, locale, address, date, title, headings, body, title_words, heading_words, body_words, title_roots, heading_roots, body_roots) VALUES ',
)

/** Every write to the index moves its version on, in the same transaction as the write. */
const BUMP_VERSION = sql`UPDATE search_state SET version = version + 1 WHERE id = 1`

/** The `id IN (…)` list of row ids. */
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Splits a list into statements' worth. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Entries per INSERT in a rebuild: well under SQLite's 32 766 bound parameters (14 each). */
const ENTRIES_PER_INSERT = 50

/** `(locale, variant, root)` rows for the typo table, in chunks small enough for one statement. */
function variantRows(roots: RootsByLocale, chunk = 400): Sql[][] {
  const rows: Sql[] = []
  for (const [locale, list] of Object.entries(roots)) {
    for (const root of list ?? []) {
      if ([...root].length < TRIGRAM_MIN) continue
      for (const variant of deletionVariants(root)) rows.push(sql`(${locale}, ${variant}, ${root})`)
    }
  }
  return chunks(rows, chunk)
}

/**
 * Candidates in two bounded parts: the newest matches whose title or headings hold a query word,
 * and the newest matches overall. Both walk the date index and stop at `limit`, so a word found in
 * every document costs no more than a rare one; ranking the union is the caller's (match.ts).
 */
export function candidateQuery(base: Sql, headline: Sql, limit: number): Sql {
  return sql`SELECT * FROM (${base} AND ${headline} ORDER BY d.date DESC LIMIT ${limit}) AS headline
    UNION ALL SELECT * FROM (${base} ORDER BY d.date DESC LIMIT ${limit}) AS newest`
}

/** The union's rows as entries, each once. */
function distinctEntries(rows: Row[]): StoredEntry[] {
  const seen = new Set<number>()
  return rows.map(storedEntry).filter((entry) => !seen.has(entry.rowId) && seen.add(entry.rowId))
}

/** What a store needs of an engine's handle (Payload's drizzle, or the request's transaction). */
export type Statements = {
  run(query: Sql): Promise<unknown>
  rows(query: Sql): Promise<Row[]>
}

/**
 * The index's tables over one engine: the same SQL on both, except the candidates query, which
 * each engine writes for its own full-text index (store-sqlite.ts, store-postgres.ts).
 */
export function createStore(
  db: Statements,
  candidates: (locale: Locale, words: WordQuery[], limit: number) => Sql,
): SearchStore {
  const first = async (query: Sql) => (await db.rows(query))[0]
  const store: SearchStore = {
    async replace(collection, docId, entries) {
      await db.run(sql`DELETE FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId}`)
      if (entries.length > 0) await store.insert(entries)
      else await db.run(BUMP_VERSION)
    },
    async insert(entries) {
      await db.run(BUMP_VERSION)
      for (const batch of chunks(entries, ENTRIES_PER_INSERT)) {
        await db.run(sql`${INSERT_ENTRY}${sql.join(batch.map(entryValues), sql`, `)}`)
      }
    },
    async addRoots(roots) {
      for (const rows of variantRows(roots)) {
        await db.run(
          sql`INSERT INTO search_terms (locale, variant, root) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT DO NOTHING`,
        )
      }
    },
    async clear() {
      await db.run(BUMP_VERSION)
      await db.run(sql`DELETE FROM search_docs`)
      await db.run(sql`DELETE FROM search_terms`)
    },
    async version() {
      return Number((await first(sql`SELECT version FROM search_state WHERE id = 1`))?.version ?? 0)
    },
    async has(collection, docId) {
      const query = sql`SELECT 1 AS found FROM search_docs WHERE collection = ${collection} AND doc_id = ${docId} LIMIT 1`
      return (await first(query)) !== undefined
    },
    async count() {
      return Number((await first(sql`SELECT count(*) AS n FROM search_docs`))?.n ?? 0)
    },
    async rootsByVariant(locale, variants) {
      if (variants.length === 0) return []
      const list = sql.join(
        variants.map((variant) => sql`${variant}`),
        sql`, `,
      )
      const rows = await db.rows(
        sql`SELECT DISTINCT root FROM search_terms WHERE locale = ${locale} AND variant IN (${list})`,
      )
      return rows.map((row) => String(row.root))
    },
    async candidates(locale, words, limit) {
      if (words.length === 0) return []
      return distinctEntries(await db.rows(candidates(locale, words, limit)))
    },
    async bodies(rowIds) {
      if (rowIds.length === 0) return new Map()
      const rows = await db.rows(sql`SELECT id, body FROM search_docs WHERE id IN (${idList(rowIds)})`)
      return new Map(rows.map((row) => [Number(row.id), String(row.body)]))
    },
  }
  return store
}
