import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DROP COLUMN "search_text";
  ALTER TABLE "pages_locales" DROP COLUMN "search_folded";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_search_text";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_search_folded";
  ALTER TABLE "posts_locales" DROP COLUMN "search_text";
  ALTER TABLE "posts_locales" DROP COLUMN "search_folded";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_search_text";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_search_folded";
  ALTER TABLE "portfolio_locales" DROP COLUMN "search_text";
  ALTER TABLE "portfolio_locales" DROP COLUMN "search_folded";
  ALTER TABLE "_portfolio_v_locales" DROP COLUMN "version_search_text";
  ALTER TABLE "_portfolio_v_locales" DROP COLUMN "version_search_folded";
  ALTER TABLE "galleries_locales" DROP COLUMN "search_text";
  ALTER TABLE "galleries_locales" DROP COLUMN "search_folded";
  ALTER TABLE "_galleries_v_locales" DROP COLUMN "version_search_text";
  ALTER TABLE "_galleries_v_locales" DROP COLUMN "version_search_folded";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "search_folded" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_search_folded" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "search_folded" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_search_folded" varchar;
  ALTER TABLE "portfolio_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "portfolio_locales" ADD COLUMN "search_folded" varchar;
  ALTER TABLE "_portfolio_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "_portfolio_v_locales" ADD COLUMN "version_search_folded" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "search_folded" varchar;
  ALTER TABLE "_galleries_v_locales" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "_galleries_v_locales" ADD COLUMN "version_search_folded" varchar;`)
}
