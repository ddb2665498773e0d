import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The generated copies read the new columns from the old tables, which lack them: they start empty.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_galleries_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`pid\` text,
  	\`video_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_items_order_idx\` ON \`_galleries_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_items_parent_id_idx\` ON \`_galleries_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_items_media_idx\` ON \`_galleries_v_version_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_galleries_v_version_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_galleries_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_galleries_v_version_items_locales_locale_parent_id_unique\` ON \`_galleries_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_galleries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_parent_idx\` ON \`_galleries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_date_idx\` ON \`_galleries_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_updated_at_idx\` ON \`_galleries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_created_at_idx\` ON \`_galleries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version__status_idx\` ON \`_galleries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_created_at_idx\` ON \`_galleries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_updated_at_idx\` ON \`_galleries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_snapshot_idx\` ON \`_galleries_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_published_locale_idx\` ON \`_galleries_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_latest_idx\` ON \`_galleries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_autosave_idx\` ON \`_galleries_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_galleries_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_slug\` text,
  	\`version_sort_name\` text,
  	\`version_search_text\` text,
  	\`version_search_folded\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_slug_idx\` ON \`_galleries_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_sort_name_idx\` ON \`_galleries_v_locales\` (\`version_sort_name\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_galleries_v_locales_locale_parent_id_unique\` ON \`_galleries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_galleries_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_order_idx\` ON \`_galleries_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_parent_idx\` ON \`_galleries_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_path_idx\` ON \`_galleries_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_rels_categories_id_idx\` ON \`_galleries_v_rels\` (\`categories_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_galleries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`pid\` text,
  	\`video_url\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries_items\`("_order", "_parent_id", "id", "media_id", "pid", "video_url") SELECT "_order", "_parent_id", "id", "media_id", NULL, "video_url" FROM \`galleries_items\`;`)
  await db.run(sql`DROP TABLE \`galleries_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries_items\` RENAME TO \`galleries_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`galleries_items_order_idx\` ON \`galleries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_items_parent_id_idx\` ON \`galleries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_items_media_idx\` ON \`galleries_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_galleries_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`slug\` text,
  	\`sort_name\` text,
  	\`search_text\` text,
  	\`search_folded\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries_locales\`("title", "description", "slug", "sort_name", "search_text", "search_folded", "id", "_locale", "_parent_id") SELECT "title", "description", "slug", NULL, NULL, NULL, "id", "_locale", "_parent_id" FROM \`galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries_locales\` RENAME TO \`galleries_locales\`;`)
  await db.run(sql`CREATE INDEX \`galleries_slug_idx\` ON \`galleries_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`galleries_sort_name_idx\` ON \`galleries_locales\` (\`sort_name\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_locales_locale_parent_id_unique\` ON \`galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`sort_name\` text;`)
  await db.run(sql`CREATE INDEX \`posts_sort_name_idx\` ON \`posts_locales\` (\`sort_name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_sort_name\` text;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_sort_name_idx\` ON \`_posts_v_locales\` (\`version_sort_name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`portfolio_locales\` ADD \`sort_name\` text;`)
  await db.run(sql`CREATE INDEX \`portfolio_sort_name_idx\` ON \`portfolio_locales\` (\`sort_name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_portfolio_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_autosave_idx\` ON \`_portfolio_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_locales\` ADD \`version_sort_name\` text;`)
  await db.run(sql`CREATE INDEX \`_portfolio_v_version_version_sort_name_idx\` ON \`_portfolio_v_locales\` (\`version_sort_name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`date\` text;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`galleries_date_idx\` ON \`galleries\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`galleries__status_idx\` ON \`galleries\` (\`_status\`);`)
  // Galleries were public before they had drafts: they stay published, dated when they were made.
  await db.run(sql`UPDATE \`galleries\` SET \`_status\` = 'published', \`date\` = COALESCE(\`date\`, \`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_galleries_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v_rels\`;`)
  await db.run(sql`DROP INDEX \`posts_sort_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`sort_name\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_sort_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_sort_name\`;`)
  await db.run(sql`DROP INDEX \`portfolio_sort_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`portfolio_locales\` DROP COLUMN \`sort_name\`;`)
  await db.run(sql`DROP INDEX \`_portfolio_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_portfolio_v_version_version_sort_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_locales\` DROP COLUMN \`version_sort_name\`;`)
  await db.run(sql`DROP INDEX \`galleries_date_idx\`;`)
  await db.run(sql`DROP INDEX \`galleries__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`date\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`_status\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_galleries_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`slug\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries_locales\`("title", "description", "slug", "id", "_locale", "_parent_id") SELECT "title", "description", "slug", "id", "_locale", "_parent_id" FROM \`galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries_locales\` RENAME TO \`galleries_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`galleries_slug_idx\` ON \`galleries_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_locales_locale_parent_id_unique\` ON \`galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_galleries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer NOT NULL,
  	\`video_url\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries_items\`("_order", "_parent_id", "id", "media_id", "video_url") SELECT "_order", "_parent_id", "id", "media_id", "video_url" FROM \`galleries_items\`;`)
  await db.run(sql`DROP TABLE \`galleries_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries_items\` RENAME TO \`galleries_items\`;`)
  await db.run(sql`CREATE INDEX \`galleries_items_order_idx\` ON \`galleries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`galleries_items_parent_id_idx\` ON \`galleries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`galleries_items_media_idx\` ON \`galleries_items\` (\`media_id\`);`)
}
