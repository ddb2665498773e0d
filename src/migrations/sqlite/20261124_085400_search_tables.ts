import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site search's index (src/cms/search): one row per published document and locale, an FTS5
 * trigram table over its space-padded root lists kept in step by triggers (a root's part anywhere,
 * "kaup" in "verkkokaup"; a root whole, " kaup "), the deletion variants that find typos, and the
 * index's version (src/data/search/result-cache.ts). Written by hand: Payload's schema does not
 * know these tables, so generated migrations leave them alone. The running site fills an empty
 * index as it starts (src/seed/startup.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE search_docs (
    id INTEGER PRIMARY KEY,
    collection TEXT NOT NULL,
    doc_id INTEGER NOT NULL,
    locale TEXT NOT NULL,
    address TEXT NOT NULL,
    date TEXT NOT NULL,
    title TEXT NOT NULL,
    headings TEXT NOT NULL,
    body TEXT NOT NULL,
    title_words TEXT NOT NULL,
    heading_words TEXT NOT NULL,
    body_words TEXT NOT NULL,
    title_roots TEXT NOT NULL,
    heading_roots TEXT NOT NULL,
    body_roots TEXT NOT NULL
  )`)
  await db.run(sql`CREATE UNIQUE INDEX search_docs_document ON search_docs (collection, doc_id, locale)`)
  await db.run(sql`CREATE INDEX search_docs_locale_date ON search_docs (locale, date)`)
  await db.run(
    sql`CREATE VIRTUAL TABLE search_roots USING fts5(title_roots, heading_roots, body_roots,
      content='search_docs', content_rowid='id', tokenize='trigram')`,
  )
  await db.run(
    sql`CREATE TRIGGER search_roots_insert AFTER INSERT ON search_docs BEGIN
      INSERT INTO search_roots (rowid, title_roots, heading_roots, body_roots)
      VALUES (new.id, new.title_roots, new.heading_roots, new.body_roots);
    END`,
  )
  await db.run(
    sql`CREATE TRIGGER search_roots_delete AFTER DELETE ON search_docs BEGIN
      INSERT INTO search_roots (search_roots, rowid, title_roots, heading_roots, body_roots)
      VALUES ('delete', old.id, old.title_roots, old.heading_roots, old.body_roots);
    END`,
  )
  await db.run(
    sql`CREATE TRIGGER search_roots_update AFTER UPDATE ON search_docs BEGIN
      INSERT INTO search_roots (search_roots, rowid, title_roots, heading_roots, body_roots)
      VALUES ('delete', old.id, old.title_roots, old.heading_roots, old.body_roots);
      INSERT INTO search_roots (rowid, title_roots, heading_roots, body_roots)
      VALUES (new.id, new.title_roots, new.heading_roots, new.body_roots);
    END`,
  )
  await db.run(sql`CREATE TABLE search_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`)
  await db.run(sql`INSERT INTO search_state (id, version) VALUES (1, 0)`)
  await db.run(sql`CREATE TABLE search_terms (
    locale TEXT NOT NULL,
    variant TEXT NOT NULL,
    root TEXT NOT NULL,
    PRIMARY KEY (locale, variant, root)
  ) WITHOUT ROWID`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS search_state`)
  await db.run(sql`DROP TABLE IF EXISTS search_terms`)
  await db.run(sql`DROP TABLE IF EXISTS search_roots`)
  await db.run(sql`DROP TABLE IF EXISTS search_docs`)
}
