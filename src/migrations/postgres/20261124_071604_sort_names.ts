import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The sort keys move from the locale rows to the document's own row before those columns go.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "posts_sort_name_idx";
  DROP INDEX "_posts_v_version_version_sort_name_idx";
  DROP INDEX "portfolio_sort_name_idx";
  DROP INDEX "_portfolio_v_version_version_sort_name_idx";
  DROP INDEX "galleries_sort_name_idx";
  DROP INDEX "_galleries_v_version_version_sort_name_idx";
  ALTER TABLE "posts" ADD COLUMN "sort_name_fi" varchar;
  ALTER TABLE "posts" ADD COLUMN "sort_name_en" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_sort_name_fi" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_sort_name_en" varchar;
  ALTER TABLE "portfolio" ADD COLUMN "sort_name_fi" varchar;
  ALTER TABLE "portfolio" ADD COLUMN "sort_name_en" varchar;
  ALTER TABLE "_portfolio_v" ADD COLUMN "version_sort_name_fi" varchar;
  ALTER TABLE "_portfolio_v" ADD COLUMN "version_sort_name_en" varchar;
  ALTER TABLE "galleries" ADD COLUMN "sort_name_fi" varchar;
  ALTER TABLE "galleries" ADD COLUMN "sort_name_en" varchar;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_sort_name_fi" varchar;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_sort_name_en" varchar;
  CREATE INDEX "posts_sort_name_fi_idx" ON "posts" USING btree ("sort_name_fi");
  CREATE INDEX "posts_sort_name_en_idx" ON "posts" USING btree ("sort_name_en");
  CREATE INDEX "_posts_v_version_version_sort_name_fi_idx" ON "_posts_v" USING btree ("version_sort_name_fi");
  CREATE INDEX "_posts_v_version_version_sort_name_en_idx" ON "_posts_v" USING btree ("version_sort_name_en");
  CREATE INDEX "portfolio_sort_name_fi_idx" ON "portfolio" USING btree ("sort_name_fi");
  CREATE INDEX "portfolio_sort_name_en_idx" ON "portfolio" USING btree ("sort_name_en");
  CREATE INDEX "_portfolio_v_version_version_sort_name_fi_idx" ON "_portfolio_v" USING btree ("version_sort_name_fi");
  CREATE INDEX "_portfolio_v_version_version_sort_name_en_idx" ON "_portfolio_v" USING btree ("version_sort_name_en");
  CREATE INDEX "galleries_sort_name_fi_idx" ON "galleries" USING btree ("sort_name_fi");
  CREATE INDEX "galleries_sort_name_en_idx" ON "galleries" USING btree ("sort_name_en");
  CREATE INDEX "_galleries_v_version_version_sort_name_fi_idx" ON "_galleries_v" USING btree ("version_sort_name_fi");
  CREATE INDEX "_galleries_v_version_version_sort_name_en_idx" ON "_galleries_v" USING btree ("version_sort_name_en");
  UPDATE "posts" SET "sort_name_fi" = (SELECT l."sort_name" FROM "posts_locales" l WHERE l."_parent_id" = "posts"."id" AND l."_locale" = 'fi'), "sort_name_en" = (SELECT l."sort_name" FROM "posts_locales" l WHERE l."_parent_id" = "posts"."id" AND l."_locale" = 'en');
  UPDATE "portfolio" SET "sort_name_fi" = (SELECT l."sort_name" FROM "portfolio_locales" l WHERE l."_parent_id" = "portfolio"."id" AND l."_locale" = 'fi'), "sort_name_en" = (SELECT l."sort_name" FROM "portfolio_locales" l WHERE l."_parent_id" = "portfolio"."id" AND l."_locale" = 'en');
  UPDATE "galleries" SET "sort_name_fi" = (SELECT l."sort_name" FROM "galleries_locales" l WHERE l."_parent_id" = "galleries"."id" AND l."_locale" = 'fi'), "sort_name_en" = (SELECT l."sort_name" FROM "galleries_locales" l WHERE l."_parent_id" = "galleries"."id" AND l."_locale" = 'en');
  ALTER TABLE "posts_locales" DROP COLUMN "sort_name";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_sort_name";
  ALTER TABLE "portfolio_locales" DROP COLUMN "sort_name";
  ALTER TABLE "_portfolio_v_locales" DROP COLUMN "version_sort_name";
  ALTER TABLE "galleries_locales" DROP COLUMN "sort_name";
  ALTER TABLE "_galleries_v_locales" DROP COLUMN "version_sort_name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "posts_sort_name_fi_idx";
  DROP INDEX "posts_sort_name_en_idx";
  DROP INDEX "_posts_v_version_version_sort_name_fi_idx";
  DROP INDEX "_posts_v_version_version_sort_name_en_idx";
  DROP INDEX "portfolio_sort_name_fi_idx";
  DROP INDEX "portfolio_sort_name_en_idx";
  DROP INDEX "_portfolio_v_version_version_sort_name_fi_idx";
  DROP INDEX "_portfolio_v_version_version_sort_name_en_idx";
  DROP INDEX "galleries_sort_name_fi_idx";
  DROP INDEX "galleries_sort_name_en_idx";
  DROP INDEX "_galleries_v_version_version_sort_name_fi_idx";
  DROP INDEX "_galleries_v_version_version_sort_name_en_idx";
  ALTER TABLE "posts_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_sort_name" varchar;
  ALTER TABLE "portfolio_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "_portfolio_v_locales" ADD COLUMN "version_sort_name" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "_galleries_v_locales" ADD COLUMN "version_sort_name" varchar;
  CREATE INDEX "posts_sort_name_idx" ON "posts_locales" USING btree ("sort_name","_locale");
  CREATE INDEX "_posts_v_version_version_sort_name_idx" ON "_posts_v_locales" USING btree ("version_sort_name","_locale");
  CREATE INDEX "portfolio_sort_name_idx" ON "portfolio_locales" USING btree ("sort_name","_locale");
  CREATE INDEX "_portfolio_v_version_version_sort_name_idx" ON "_portfolio_v_locales" USING btree ("version_sort_name","_locale");
  CREATE INDEX "galleries_sort_name_idx" ON "galleries_locales" USING btree ("sort_name","_locale");
  CREATE INDEX "_galleries_v_version_version_sort_name_idx" ON "_galleries_v_locales" USING btree ("version_sort_name","_locale");
  ALTER TABLE "posts" DROP COLUMN "sort_name_fi";
  ALTER TABLE "posts" DROP COLUMN "sort_name_en";
  ALTER TABLE "_posts_v" DROP COLUMN "version_sort_name_fi";
  ALTER TABLE "_posts_v" DROP COLUMN "version_sort_name_en";
  ALTER TABLE "portfolio" DROP COLUMN "sort_name_fi";
  ALTER TABLE "portfolio" DROP COLUMN "sort_name_en";
  ALTER TABLE "_portfolio_v" DROP COLUMN "version_sort_name_fi";
  ALTER TABLE "_portfolio_v" DROP COLUMN "version_sort_name_en";
  ALTER TABLE "galleries" DROP COLUMN "sort_name_fi";
  ALTER TABLE "galleries" DROP COLUMN "sort_name_en";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_sort_name_fi";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_sort_name_en";`)
}
