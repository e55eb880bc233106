CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"company" text,
	"use_case" text,
	"password_hash" text,
	"tier" text DEFAULT 'FREE' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"family" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"tier" text NOT NULL,
	"key_type" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint,
	"expires_at" bigint,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "candidate_contexts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"key_id" text,
	"subject" text NOT NULL,
	"family" text NOT NULL,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"status" integer NOT NULL,
	"latency_ms" integer NOT NULL,
	"model" text,
	"livemode" boolean DEFAULT true NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"day" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_contexts" ADD CONSTRAINT "candidate_contexts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_uq" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "candidate_contexts_account_idx" ON "candidate_contexts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "usage_events_account_at_idx" ON "usage_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "usage_events_key_day_idx" ON "usage_events" USING btree ("key_id","day");--> statement-breakpoint
CREATE INDEX "usage_events_subject_day_idx" ON "usage_events" USING btree ("subject","day");