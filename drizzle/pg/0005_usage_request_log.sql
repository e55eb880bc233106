ALTER TABLE "usage_events" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "error_message" text;