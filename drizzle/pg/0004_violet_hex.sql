CREATE TABLE "signin_throttle" (
	"id" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signin_throttle_last_idx" ON "signin_throttle" USING btree ("last_failure_at");