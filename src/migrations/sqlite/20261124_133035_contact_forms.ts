import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contact_forms_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`items\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_forms_steps_order_idx\` ON \`contact_forms_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_forms_steps_parent_id_idx\` ON \`contact_forms_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_forms_steps_locale_idx\` ON \`contact_forms_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`contact_forms_rule_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'any' NOT NULL,
  	\`fields\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_forms_rule_groups_order_idx\` ON \`contact_forms_rule_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_forms_rule_groups_parent_id_idx\` ON \`contact_forms_rule_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_forms_rule_groups_locales\` (
  	\`error\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_forms_rule_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_forms_rule_groups_locales_locale_parent_id_unique\` ON \`contact_forms_rule_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` integer,
  	\`mail_recipient\` text NOT NULL,
  	\`mail_reply_to_field\` text,
  	\`mail_autoresponder_enabled\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_forms_updated_at_idx\` ON \`contact_forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_forms_created_at_idx\` ON \`contact_forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_forms_locales\` (
  	\`title\` text NOT NULL,
  	\`submit_label\` text,
  	\`mail_subject\` text NOT NULL,
  	\`mail_body\` text NOT NULL,
  	\`mail_autoresponder_subject\` text,
  	\`mail_autoresponder_body\` text,
  	\`messages_mail_sent\` text,
  	\`messages_mail_failed\` text,
  	\`messages_validation_failed\` text,
  	\`messages_acceptance_missing\` text,
  	\`messages_spam\` text,
  	\`messages_aborted\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_forms_locales_locale_parent_id_unique\` ON \`contact_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`form_id\` integer,
  	\`form_title\` text,
  	\`locale\` text,
  	\`page_url\` text,
  	\`mail_status\` text,
  	\`message_id\` text,
  	\`answers\` text,
  	\`files\` text,
  	\`data\` text,
  	\`search_text\` text,
  	\`outbox\` text,
  	\`mail_queued\` integer DEFAULT false,
  	\`client_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`contact_forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_locale_idx\` ON \`form_submissions\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_mail_status_idx\` ON \`form_submissions\` (\`mail_status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_client_key_idx\` ON \`form_submissions\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_challenges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature\` text NOT NULL,
  	\`client_key\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_challenges_signature_idx\` ON \`form_challenges\` (\`signature\`);`)
  await db.run(sql`CREATE INDEX \`form_challenges_client_key_idx\` ON \`form_challenges\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`form_challenges_expires_at_idx\` ON \`form_challenges\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`form_challenges_updated_at_idx\` ON \`form_challenges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_challenges_created_at_idx\` ON \`form_challenges\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_forms_id\` integer REFERENCES contact_forms(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_forms_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`form_retention_days\` numeric DEFAULT 180 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contact_forms_steps\`;`)
  await db.run(sql`DROP TABLE \`contact_forms_rule_groups\`;`)
  await db.run(sql`DROP TABLE \`contact_forms_rule_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_forms\`;`)
  await db.run(sql`DROP TABLE \`contact_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_challenges\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`portfolio_id\` integer,
  	\`galleries_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "galleries_id", "categories_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "galleries_id", "categories_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`form_retention_days\`;`)
}
