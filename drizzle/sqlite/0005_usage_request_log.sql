ALTER TABLE `usage_events` ADD `request_id` text;--> statement-breakpoint
ALTER TABLE `usage_events` ADD `error_code` text;--> statement-breakpoint
ALTER TABLE `usage_events` ADD `error_message` text;