CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`company` text,
	`use_case` text,
	`password_hash` text,
	`tier` text DEFAULT 'FREE' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_email_uq` ON `accounts` (`email`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`family` text NOT NULL,
	`key_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`tier` text NOT NULL,
	`key_type` text NOT NULL,
	`name` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`expires_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_uq` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account_idx` ON `api_keys` (`account_id`);--> statement-breakpoint
CREATE TABLE `candidate_contexts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `candidate_contexts_account_idx` ON `candidate_contexts` (`account_id`);--> statement-breakpoint
CREATE TABLE `usage_events` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text,
	`key_id` text,
	`subject` text NOT NULL,
	`family` text NOT NULL,
	`endpoint` text NOT NULL,
	`method` text NOT NULL,
	`status` integer NOT NULL,
	`latency_ms` integer NOT NULL,
	`model` text,
	`livemode` integer DEFAULT true NOT NULL,
	`billable` integer DEFAULT true NOT NULL,
	`day` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `usage_events_account_at_idx` ON `usage_events` (`account_id`,`at`);--> statement-breakpoint
CREATE INDEX `usage_events_key_day_idx` ON `usage_events` (`key_id`,`day`);--> statement-breakpoint
CREATE INDEX `usage_events_subject_day_idx` ON `usage_events` (`subject`,`day`);