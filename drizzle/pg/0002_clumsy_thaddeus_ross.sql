ALTER TABLE "api_keys" ADD COLUMN "lineage_id" text;--> statement-breakpoint
-- Existing keys start their own lineage, so their per-minute window and daily quota stay `key:<id>`.
UPDATE "api_keys" SET "lineage_id" = "id" WHERE "lineage_id" IS NULL;
