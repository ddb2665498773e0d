import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_children_links_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_children_links_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_children_links_locales\` RENAME TO \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_children_links_locales_locale_parent_id_uni\` ON \`header_nav_items_children_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_children_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_children_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`header_nav_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_children_locales\` RENAME TO \`header_nav_items_children_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_children_locales_locale_parent_id_unique\` ON \`header_nav_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`header_nav_items_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_locales\` RENAME TO \`header_nav_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_locales_locale_parent_id_unique\` ON \`header_nav_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links_locales\` RENAME TO \`footer_columns_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_links_locales_locale_parent_id_unique\` ON \`footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_bottom_menu_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_bottom_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_bottom_menu_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`footer_bottom_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_bottom_menu_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_bottom_menu_locales\` RENAME TO \`footer_bottom_menu_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_bottom_menu_locales_locale_parent_id_unique\` ON \`footer_bottom_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`untranslated_links\` text DEFAULT 'original';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_children_links_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_children_links_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_children_links_locales\` RENAME TO \`header_nav_items_children_links_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_children_links_locales_locale_parent_id_uni\` ON \`header_nav_items_children_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_children_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_children_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`header_nav_items_children_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_children_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_children_locales\` RENAME TO \`header_nav_items_children_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_children_locales_locale_parent_id_unique\` ON \`header_nav_items_children_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_nav_items_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_nav_items_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`header_nav_items_locales\`;`)
  await db.run(sql`DROP TABLE \`header_nav_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_nav_items_locales\` RENAME TO \`header_nav_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_nav_items_locales_locale_parent_id_unique\` ON \`header_nav_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links_locales\` RENAME TO \`footer_columns_links_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_links_locales_locale_parent_id_unique\` ON \`footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_bottom_menu_locales\` (
  	\`link_label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_bottom_menu\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_bottom_menu_locales\`("link_label", "id", "_locale", "_parent_id") SELECT "link_label", "id", "_locale", "_parent_id" FROM \`footer_bottom_menu_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_bottom_menu_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_bottom_menu_locales\` RENAME TO \`footer_bottom_menu_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_bottom_menu_locales_locale_parent_id_unique\` ON \`footer_bottom_menu_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`untranslated_links\`;`)
}
