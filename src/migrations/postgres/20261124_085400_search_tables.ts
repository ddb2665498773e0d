import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search's index (src/cms/search): one row per published document and locale with a
 * weighted `tsvector` in PostgreSQL's own Finnish or English configuration (GIN), the roots as
 * one text with a pg_trgm GIN index (a root's part anywhere: "kaup" in "verkkokaup"; titles' and
 * headings' roots once more on their own, for the matches ranked first), the deletion variants
 * that find typos, and the index's version (src/data/search/result-cache.ts). Written by hand:
 * Payload's schema does not know these tables, so generated migrations leave them alone. The
 * running site fills an empty index as it starts (src/seed/startup.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE search_docs (
      id serial PRIMARY KEY,
      collection varchar NOT NULL,
      doc_id integer NOT NULL,
      locale varchar NOT NULL,
      address varchar NOT NULL,
      date varchar NOT NULL,
      title text NOT NULL,
      headings text NOT NULL,
      body text NOT NULL,
      title_words text NOT NULL,
      heading_words text NOT NULL,
      body_words text NOT NULL,
      title_roots text NOT NULL,
      heading_roots text NOT NULL,
      body_roots text NOT NULL,
      roots text GENERATED ALWAYS AS (title_roots || ' ' || heading_roots || ' ' || body_roots) STORED,
      headline_roots text GENERATED ALWAYS AS (title_roots || ' ' || heading_roots) STORED,
      tsv tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector(CASE WHEN locale = 'fi' THEN 'finnish'::regconfig ELSE 'english'::regconfig END, title), 'A') ||
        setweight(to_tsvector(CASE WHEN locale = 'fi' THEN 'finnish'::regconfig ELSE 'english'::regconfig END, headings), 'B') ||
        setweight(to_tsvector(CASE WHEN locale = 'fi' THEN 'finnish'::regconfig ELSE 'english'::regconfig END, body), 'C')
      ) STORED
    );
    CREATE UNIQUE INDEX search_docs_document ON search_docs (collection, doc_id, locale);
    CREATE INDEX search_docs_locale_date ON search_docs (locale, date);
    CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv);
    CREATE INDEX search_docs_roots ON search_docs USING gin (roots gin_trgm_ops);
    CREATE INDEX search_docs_headline_roots ON search_docs USING gin (headline_roots gin_trgm_ops);
    CREATE TABLE search_state (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL);
    INSERT INTO search_state (id, version) VALUES (1, 0);
    CREATE TABLE search_terms (
      locale varchar NOT NULL,
      variant varchar NOT NULL,
      root varchar NOT NULL,
      PRIMARY KEY (locale, variant, root)
    );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS search_state;
    DROP TABLE IF EXISTS search_terms;
    DROP TABLE IF EXISTS search_docs;
  `)
}
