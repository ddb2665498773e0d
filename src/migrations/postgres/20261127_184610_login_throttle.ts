import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "login_failures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address_key" varchar NOT NULL,
  	"account_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "login_failures_address_key_idx" ON "login_failures" USING btree ("address_key");
  CREATE INDEX "login_failures_account_key_idx" ON "login_failures" USING btree ("account_key");
  CREATE INDEX "login_failures_updated_at_idx" ON "login_failures" USING btree ("updated_at");
  CREATE INDEX "login_failures_created_at_idx" ON "login_failures" USING btree ("created_at");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "login_failures" CASCADE;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
