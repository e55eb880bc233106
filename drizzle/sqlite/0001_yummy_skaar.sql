CREATE TABLE `job_feed_state` (
	`id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`demo_seeded_at` integer,
	`last_harvest_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_listings` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`location` text NOT NULL,
	`country_code` text,
	`remote` integer DEFAULT false NOT NULL,
	`salary_min` real,
	`salary_max` real,
	`salary_currency` text,
	`salary_interval` text,
	`url` text NOT NULL,
	`description` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`posted_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`fetched_at` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`embedding` text,
	`embedding_model` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_listings_url_uq` ON `job_listings` (`url`);--> statement-breakpoint
CREATE INDEX `job_listings_dedupe_idx` ON `job_listings` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `job_listings_country_status_idx` ON `job_listings` (`country_code`,`status`);