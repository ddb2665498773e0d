import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_galleries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__galleries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__galleries_v_published_locale" AS ENUM('fi', 'en');
  CREATE TABLE "_galleries_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"pid" varchar,
  	"video_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_galleries_v_version_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__galleries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__galleries_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_galleries_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_slug" varchar,
  	"version_sort_name" varchar,
  	"version_search_text" varchar,
  	"version_search_folded" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_galleries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  ALTER TABLE "galleries_items" ALTER COLUMN "media_id" DROP NOT NULL;
  ALTER TABLE "galleries_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "galleries_locales" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "posts_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_sort_name" varchar;
  ALTER TABLE "portfolio_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "_portfolio_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_portfolio_v_locales" ADD COLUMN "version_sort_name" varchar;
  ALTER TABLE "galleries_items" ADD COLUMN "pid" varchar;
  ALTER TABLE "galleries" ADD COLUMN "date" timestamp(3) with time zone;
  ALTER TABLE "galleries" ADD COLUMN "_status" "enum_galleries_status" DEFAULT 'draft';
  ALTER TABLE "galleries_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "search_folded" varchar;
  ALTER TABLE "_galleries_v_version_items" ADD CONSTRAINT "_galleries_v_version_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v_version_items" ADD CONSTRAINT "_galleries_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_version_items_locales" ADD CONSTRAINT "_galleries_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_parent_id_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v_locales" ADD CONSTRAINT "_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_galleries_v_version_items_order_idx" ON "_galleries_v_version_items" USING btree ("_order");
  CREATE INDEX "_galleries_v_version_items_parent_id_idx" ON "_galleries_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_galleries_v_version_items_media_idx" ON "_galleries_v_version_items" USING btree ("media_id");
  CREATE UNIQUE INDEX "_galleries_v_version_items_locales_locale_parent_id_unique" ON "_galleries_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_parent_idx" ON "_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_version_version_date_idx" ON "_galleries_v" USING btree ("version_date");
  CREATE INDEX "_galleries_v_version_version_updated_at_idx" ON "_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_galleries_v_version_version_created_at_idx" ON "_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_galleries_v_version_version__status_idx" ON "_galleries_v" USING btree ("version__status");
  CREATE INDEX "_galleries_v_created_at_idx" ON "_galleries_v" USING btree ("created_at");
  CREATE INDEX "_galleries_v_updated_at_idx" ON "_galleries_v" USING btree ("updated_at");
  CREATE INDEX "_galleries_v_snapshot_idx" ON "_galleries_v" USING btree ("snapshot");
  CREATE INDEX "_galleries_v_published_locale_idx" ON "_galleries_v" USING btree ("published_locale");
  CREATE INDEX "_galleries_v_latest_idx" ON "_galleries_v" USING btree ("latest");
  CREATE INDEX "_galleries_v_autosave_idx" ON "_galleries_v" USING btree ("autosave");
  CREATE INDEX "_galleries_v_version_version_slug_idx" ON "_galleries_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_galleries_v_version_version_sort_name_idx" ON "_galleries_v_locales" USING btree ("version_sort_name","_locale");
  CREATE UNIQUE INDEX "_galleries_v_locales_locale_parent_id_unique" ON "_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_rels_order_idx" ON "_galleries_v_rels" USING btree ("order");
  CREATE INDEX "_galleries_v_rels_parent_idx" ON "_galleries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_rels_path_idx" ON "_galleries_v_rels" USING btree ("path");
  CREATE INDEX "_galleries_v_rels_categories_id_idx" ON "_galleries_v_rels" USING btree ("categories_id");
  CREATE INDEX "posts_sort_name_idx" ON "posts_locales" USING btree ("sort_name","_locale");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_version_version_sort_name_idx" ON "_posts_v_locales" USING btree ("version_sort_name","_locale");
  CREATE INDEX "portfolio_sort_name_idx" ON "portfolio_locales" USING btree ("sort_name","_locale");
  CREATE INDEX "_portfolio_v_autosave_idx" ON "_portfolio_v" USING btree ("autosave");
  CREATE INDEX "_portfolio_v_version_version_sort_name_idx" ON "_portfolio_v_locales" USING btree ("version_sort_name","_locale");
  CREATE INDEX "galleries_date_idx" ON "galleries" USING btree ("date");
  CREATE INDEX "galleries__status_idx" ON "galleries" USING btree ("_status");
  CREATE INDEX "galleries_sort_name_idx" ON "galleries_locales" USING btree ("sort_name","_locale");`)
  // Galleries were public before they had drafts: they stay published, dated when they were made.
  await db.execute(sql`UPDATE "galleries" SET "_status" = 'published', "date" = COALESCE("date", "created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_galleries_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_galleries_v_version_items" CASCADE;
  DROP TABLE "_galleries_v_version_items_locales" CASCADE;
  DROP TABLE "_galleries_v" CASCADE;
  DROP TABLE "_galleries_v_locales" CASCADE;
  DROP TABLE "_galleries_v_rels" CASCADE;
  DROP INDEX "posts_sort_name_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "_posts_v_version_version_sort_name_idx";
  DROP INDEX "portfolio_sort_name_idx";
  DROP INDEX "_portfolio_v_autosave_idx";
  DROP INDEX "_portfolio_v_version_version_sort_name_idx";
  DROP INDEX "galleries_date_idx";
  DROP INDEX "galleries__status_idx";
  DROP INDEX "galleries_sort_name_idx";
  ALTER TABLE "galleries_items" ALTER COLUMN "media_id" SET NOT NULL;
  ALTER TABLE "galleries_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "galleries_locales" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "posts_locales" DROP COLUMN "sort_name";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_sort_name";
  ALTER TABLE "portfolio_locales" DROP COLUMN "sort_name";
  ALTER TABLE "_portfolio_v" DROP COLUMN "autosave";
  ALTER TABLE "_portfolio_v_locales" DROP COLUMN "version_sort_name";
  ALTER TABLE "galleries_items" DROP COLUMN "pid";
  ALTER TABLE "galleries" DROP COLUMN "date";
  ALTER TABLE "galleries" DROP COLUMN "_status";
  ALTER TABLE "galleries_locales" DROP COLUMN "sort_name";
  ALTER TABLE "galleries_locales" DROP COLUMN "search_text";
  ALTER TABLE "galleries_locales" DROP COLUMN "search_folded";
  DROP TYPE "public"."enum_galleries_status";
  DROP TYPE "public"."enum__galleries_v_version_status";
  DROP TYPE "public"."enum__galleries_v_published_locale";`)
}
