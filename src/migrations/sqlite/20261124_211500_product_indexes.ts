import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The list indexes (20261124_071500_list_indexes) for products: localized rows read by
 * `_parent_id`, published lists sorted by date. Written by hand, as those are.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`products_locales_parent_id_idx\` ON \`products_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`products_attributes_locales_parent_id_idx\` ON \`products_attributes_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`products_status_date_idx\` ON \`products\` (\`_status\`, \`date\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`products_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`products_attributes_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`products_status_date_idx\`;`)
}
