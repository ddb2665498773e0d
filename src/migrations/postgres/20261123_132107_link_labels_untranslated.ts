import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_untranslated_links" AS ENUM('original', 'hide');
  ALTER TABLE "header_nav_items_children_links_locales" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "header_nav_items_children_locales" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "header_nav_items_locales" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "footer_columns_links_locales" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "footer_bottom_menu_locales" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "untranslated_links" "enum_site_settings_untranslated_links" DEFAULT 'original';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header_nav_items_children_links_locales" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "header_nav_items_children_locales" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "header_nav_items_locales" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "footer_columns_links_locales" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "footer_bottom_menu_locales" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "site_settings" DROP COLUMN "untranslated_links";
  DROP TYPE "public"."enum_site_settings_untranslated_links";`)
}
