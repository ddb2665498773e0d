import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_header_nav_items_children_links_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum_header_search" AS ENUM('none', 'popup', 'overlay');
  ALTER TYPE "public"."enum_site_settings_body_font" ADD VALUE 'inter';
  ALTER TYPE "public"."enum_site_settings_body_font" ADD VALUE 'merriweather';
  ALTER TYPE "public"."enum_site_settings_heading_font" ADD VALUE 'inter';
  ALTER TYPE "public"."enum_site_settings_heading_font" ADD VALUE 'merriweather';
  CREATE TABLE "header_top_bar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "header_top_bar_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_nav_items_children_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_nav_items_children_links_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "header_nav_items_children_links_locales" (
  	"link_label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "show_breadcrumbs" boolean DEFAULT true;
  ALTER TABLE "pages_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "search_folded" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_show_breadcrumbs" boolean DEFAULT true;
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
  ALTER TABLE "header_nav_items_children" ADD COLUMN "image_id" integer;
  ALTER TABLE "header_nav_items" ADD COLUMN "mega" boolean DEFAULT false;
  ALTER TABLE "header" ADD COLUMN "search" "enum_header_search" DEFAULT 'popup';
  ALTER TABLE "header" ADD COLUMN "mobile_sticky" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "page_loader" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_country_lookup_url" varchar;
  ALTER TABLE "header_top_bar" ADD CONSTRAINT "header_top_bar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_top_bar_locales" ADD CONSTRAINT "header_top_bar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children_links" ADD CONSTRAINT "header_nav_items_children_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_nav_items_children_links" ADD CONSTRAINT "header_nav_items_children_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_items_children_links_locales" ADD CONSTRAINT "header_nav_items_children_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items_children_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "header_top_bar_order_idx" ON "header_top_bar" USING btree ("_order");
  CREATE INDEX "header_top_bar_parent_id_idx" ON "header_top_bar" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_top_bar_locales_locale_parent_id_unique" ON "header_top_bar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_nav_items_children_links_order_idx" ON "header_nav_items_children_links" USING btree ("_order");
  CREATE INDEX "header_nav_items_children_links_parent_id_idx" ON "header_nav_items_children_links" USING btree ("_parent_id");
  CREATE INDEX "header_nav_items_children_links_link_link_page_idx" ON "header_nav_items_children_links" USING btree ("link_page_id");
  CREATE UNIQUE INDEX "header_nav_items_children_links_locales_locale_parent_id_uni" ON "header_nav_items_children_links_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "header_nav_items_children_image_idx" ON "header_nav_items_children" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header_top_bar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_top_bar_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_nav_items_children_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_nav_items_children_links_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "header_top_bar" CASCADE;
  DROP TABLE "header_top_bar_locales" CASCADE;
  DROP TABLE "header_nav_items_children_links" CASCADE;
  DROP TABLE "header_nav_items_children_links_locales" CASCADE;
  ALTER TABLE "header_nav_items_children" DROP CONSTRAINT "header_nav_items_children_image_id_media_id_fk";
  
  ALTER TABLE "site_settings" ALTER COLUMN "body_font" SET DATA TYPE text;
  ALTER TABLE "site_settings" ALTER COLUMN "body_font" SET DEFAULT 'system'::text;
  DROP TYPE "public"."enum_site_settings_body_font";
  CREATE TYPE "public"."enum_site_settings_body_font" AS ENUM('system', 'serif', 'mono');
  ALTER TABLE "site_settings" ALTER COLUMN "body_font" SET DEFAULT 'system'::"public"."enum_site_settings_body_font";
  ALTER TABLE "site_settings" ALTER COLUMN "body_font" SET DATA TYPE "public"."enum_site_settings_body_font" USING "body_font"::"public"."enum_site_settings_body_font";
  ALTER TABLE "site_settings" ALTER COLUMN "heading_font" SET DATA TYPE text;
  ALTER TABLE "site_settings" ALTER COLUMN "heading_font" SET DEFAULT 'system'::text;
  DROP TYPE "public"."enum_site_settings_heading_font";
  CREATE TYPE "public"."enum_site_settings_heading_font" AS ENUM('system', 'serif', 'mono');
  ALTER TABLE "site_settings" ALTER COLUMN "heading_font" SET DEFAULT 'system'::"public"."enum_site_settings_heading_font";
  ALTER TABLE "site_settings" ALTER COLUMN "heading_font" SET DATA TYPE "public"."enum_site_settings_heading_font" USING "heading_font"::"public"."enum_site_settings_heading_font";
  DROP INDEX "header_nav_items_children_image_idx";
  ALTER TABLE "pages" DROP COLUMN "show_breadcrumbs";
  ALTER TABLE "pages_locales" DROP COLUMN "search_text";
  ALTER TABLE "pages_locales" DROP COLUMN "search_folded";
  ALTER TABLE "_pages_v" DROP COLUMN "version_show_breadcrumbs";
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
  ALTER TABLE "header_nav_items_children" DROP COLUMN "image_id";
  ALTER TABLE "header_nav_items" DROP COLUMN "mega";
  ALTER TABLE "header" DROP COLUMN "search";
  ALTER TABLE "header" DROP COLUMN "mobile_sticky";
  ALTER TABLE "site_settings" DROP COLUMN "page_loader";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_country_lookup_url";
  DROP TYPE "public"."enum_header_nav_items_children_links_link_type";
  DROP TYPE "public"."enum_header_search";`)
}
