import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_forms_rule_groups_kind" AS ENUM('any', 'all');
  CREATE TYPE "public"."enum_form_submissions_locale" AS ENUM('fi', 'en');
  CREATE TYPE "public"."enum_form_submissions_mail_status" AS ENUM('off', 'queued', 'sent', 'failed');
  CREATE TABLE "contact_forms_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"items" jsonb
  );
  
  CREATE TABLE "contact_forms_rule_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_contact_forms_rule_groups_kind" DEFAULT 'any' NOT NULL,
  	"fields" varchar NOT NULL
  );
  
  CREATE TABLE "contact_forms_rule_groups_locales" (
  	"error" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" boolean,
  	"mail_recipient" varchar NOT NULL,
  	"mail_reply_to_field" varchar,
  	"mail_autoresponder_enabled" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_forms_locales" (
  	"title" varchar NOT NULL,
  	"submit_label" varchar,
  	"mail_subject" varchar NOT NULL,
  	"mail_body" varchar NOT NULL,
  	"mail_autoresponder_subject" varchar,
  	"mail_autoresponder_body" varchar,
  	"messages_mail_sent" varchar,
  	"messages_mail_failed" varchar,
  	"messages_validation_failed" varchar,
  	"messages_acceptance_missing" varchar,
  	"messages_spam" varchar,
  	"messages_aborted" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"form_id" integer,
  	"form_title" varchar,
  	"locale" "enum_form_submissions_locale",
  	"page_url" varchar,
  	"mail_status" "enum_form_submissions_mail_status",
  	"message_id" varchar,
  	"answers" jsonb,
  	"files" jsonb,
  	"data" jsonb,
  	"search_text" varchar,
  	"outbox" jsonb,
  	"mail_queued" boolean DEFAULT false,
  	"client_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"client_key" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_forms_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "form_retention_days" numeric DEFAULT 180 NOT NULL;
  ALTER TABLE "contact_forms_steps" ADD CONSTRAINT "contact_forms_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_forms_rule_groups" ADD CONSTRAINT "contact_forms_rule_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_forms_rule_groups_locales" ADD CONSTRAINT "contact_forms_rule_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_forms_rule_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_forms_locales" ADD CONSTRAINT "contact_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_contact_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."contact_forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_forms_steps_order_idx" ON "contact_forms_steps" USING btree ("_order");
  CREATE INDEX "contact_forms_steps_parent_id_idx" ON "contact_forms_steps" USING btree ("_parent_id");
  CREATE INDEX "contact_forms_steps_locale_idx" ON "contact_forms_steps" USING btree ("_locale");
  CREATE INDEX "contact_forms_rule_groups_order_idx" ON "contact_forms_rule_groups" USING btree ("_order");
  CREATE INDEX "contact_forms_rule_groups_parent_id_idx" ON "contact_forms_rule_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_forms_rule_groups_locales_locale_parent_id_unique" ON "contact_forms_rule_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_forms_updated_at_idx" ON "contact_forms" USING btree ("updated_at");
  CREATE INDEX "contact_forms_created_at_idx" ON "contact_forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "contact_forms_locales_locale_parent_id_unique" ON "contact_forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_locale_idx" ON "form_submissions" USING btree ("locale");
  CREATE INDEX "form_submissions_mail_status_idx" ON "form_submissions" USING btree ("mail_status");
  CREATE INDEX "form_submissions_client_key_idx" ON "form_submissions" USING btree ("client_key");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_challenges_signature_idx" ON "form_challenges" USING btree ("signature");
  CREATE INDEX "form_challenges_client_key_idx" ON "form_challenges" USING btree ("client_key");
  CREATE INDEX "form_challenges_expires_at_idx" ON "form_challenges" USING btree ("expires_at");
  CREATE INDEX "form_challenges_updated_at_idx" ON "form_challenges" USING btree ("updated_at");
  CREATE INDEX "form_challenges_created_at_idx" ON "form_challenges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_forms_fk" FOREIGN KEY ("contact_forms_id") REFERENCES "public"."contact_forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_forms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_forms_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_forms_rule_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_forms_rule_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_challenges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_forms_steps" CASCADE;
  DROP TABLE "contact_forms_rule_groups" CASCADE;
  DROP TABLE "contact_forms_rule_groups_locales" CASCADE;
  DROP TABLE "contact_forms" CASCADE;
  DROP TABLE "contact_forms_locales" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_challenges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_forms_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_forms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_forms_id";
  ALTER TABLE "site_settings" DROP COLUMN "form_retention_days";
  DROP TYPE "public"."enum_contact_forms_rule_groups_kind";
  DROP TYPE "public"."enum_form_submissions_locale";
  DROP TYPE "public"."enum_form_submissions_mail_status";`)
}
