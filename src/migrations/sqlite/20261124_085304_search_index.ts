import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`search_folded\`;`)
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
  await db.run(sql`ALTER TABLE \`galleries_locales\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` DROP COLUMN \`search_folded\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` DROP COLUMN \`version_search_text\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` DROP COLUMN \`version_search_folded\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`search_folded\` text;`)
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
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`search_folded\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_search_folded\` text;`)
}
