CREATE TABLE "job_feed_state" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"demo_seeded_at" bigint,
	"last_harvest_at" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"remote" boolean DEFAULT false NOT NULL,
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"salary_interval" text,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"posted_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"fetched_at" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"embedding" text,
	"embedding_model" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_listings_url_uq" ON "job_listings" USING btree ("url");--> statement-breakpoint
CREATE INDEX "job_listings_dedupe_idx" ON "job_listings" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "job_listings_country_status_idx" ON "job_listings" USING btree ("country_code","status");