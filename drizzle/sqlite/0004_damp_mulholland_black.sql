CREATE TABLE `signin_throttle` (
	`id` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`last_failure_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `signin_throttle_last_idx` ON `signin_throttle` (`last_failure_at`);