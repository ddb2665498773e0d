import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`login_failures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address_key\` text NOT NULL,
  	\`account_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`login_failures_address_key_idx\` ON \`login_failures\` (\`address_key\`);`)
  await db.run(sql`CREATE INDEX \`login_failures_account_key_idx\` ON \`login_failures\` (\`account_key\`);`)
  await db.run(sql`CREATE INDEX \`login_failures_updated_at_idx\` ON \`login_failures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`login_failures_created_at_idx\` ON \`login_failures\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`login_failures\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
