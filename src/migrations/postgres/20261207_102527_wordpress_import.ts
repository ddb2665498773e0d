import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_source" AS ENUM('manual', 'slug', 'wordpress');
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"source" "enum_redirects_source" DEFAULT 'manual',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wordpress_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"wp_id" numeric NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wordpress_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar NOT NULL,
  	"status" varchar NOT NULL,
  	"media_from" varchar,
  	"locale" varchar,
  	"total" numeric,
  	"done" numeric,
  	"current" varchar,
  	"errors" numeric,
  	"report" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "author_name" varchar;
  ALTER TABLE "posts" ADD COLUMN "sticky" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_author_name" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_sticky" boolean DEFAULT false;
  ALTER TABLE "categories" ADD COLUMN "parent_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "wordpress_items_source_idx" ON "wordpress_items" USING btree ("source");
  CREATE INDEX "wordpress_items_updated_at_idx" ON "wordpress_items" USING btree ("updated_at");
  CREATE INDEX "wordpress_items_created_at_idx" ON "wordpress_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "source_kind_wpId_idx" ON "wordpress_items" USING btree ("source","kind","wp_id");
  CREATE INDEX "wordpress_imports_status_idx" ON "wordpress_imports" USING btree ("status");
  CREATE INDEX "wordpress_imports_updated_at_idx" ON "wordpress_imports" USING btree ("updated_at");
  CREATE INDEX "wordpress_imports_created_at_idx" ON "wordpress_imports" USING btree ("created_at");
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_sticky_idx" ON "posts" USING btree ("sticky");
  CREATE INDEX "_posts_v_version_version_sticky_idx" ON "_posts_v" USING btree ("version_sticky");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wordpress_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wordpress_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "wordpress_items" CASCADE;
  DROP TABLE "wordpress_imports" CASCADE;
  ALTER TABLE "categories" DROP CONSTRAINT "categories_parent_id_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "posts_sticky_idx";
  DROP INDEX "_posts_v_version_version_sticky_idx";
  DROP INDEX "categories_parent_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "posts" DROP COLUMN "author_name";
  ALTER TABLE "posts" DROP COLUMN "sticky";
  ALTER TABLE "_posts_v" DROP COLUMN "version_author_name";
  ALTER TABLE "_posts_v" DROP COLUMN "version_sticky";
  ALTER TABLE "categories" DROP COLUMN "parent_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_redirects_source";`)
}
