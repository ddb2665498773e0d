import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`header_top_bar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_top_bar_order_idx\` ON \`header_top_bar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_top_bar_parent_id_idx\` ON \`header_top_bar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_top_bar_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_top_bar_locales_locale_parent_id_unique\` ON \`header_top_bar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items_children_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_links_order_idx\` ON \`header_nav_items_children_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_links_parent_id_idx\` ON \`header_nav_items_children_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_links_link_link_page_idx\` ON \`header_nav_items_children_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`header_nav_items_children_links_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_children_links_locales_locale_parent_id_uni\` ON \`header_nav_items_children_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`show_breadcrumbs\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_show_breadcrumbs\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`portfolio_locales\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`portfolio_locales\` ADD \`search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_locales\` ADD \`version_search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_locales\` ADD \`version_search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`header_nav_items_children\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_image_idx\` ON \`header_nav_items_children\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` ADD \`mega\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`search\` text DEFAULT 'popup';`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`mobile_sticky\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`page_loader\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_country_lookup_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`header_top_bar\`;`)
  await db.run(sql`DROP TABLE \`header_top_bar_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_links\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_children\`("_order", "_parent_id", "id", "link_type", "link_new_tab", "link_page_id", "link_url") SELECT "_order", "_parent_id", "id", "link_type", "link_new_tab", "link_page_id", "link_url" FROM \`header_nav_items_children\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_children\` RENAME TO \`header_nav_items_children\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_order_idx\` ON \`header_nav_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_parent_id_idx\` ON \`header_nav_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_items_children_link_link_page_idx\` ON \`header_nav_items_children\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`show_breadcrumbs\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`search_folded\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_show_breadcrumbs\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_search_text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_search_folded\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`search_folded\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_search_text\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_search_folded\`;`)
  await db.run(sql`ALTER TABLE \`portfolio_locales\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`portfolio_locales\` DROP COLUMN \`search_folded\`;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_locales\` DROP COLUMN \`version_search_text\`;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v_locales\` DROP COLUMN \`version_search_folded\`;`)
  await db.run(sql`ALTER TABLE \`header_nav_items\` DROP COLUMN \`mega\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`search\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`mobile_sticky\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`page_loader\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_country_lookup_url\`;`)
}
