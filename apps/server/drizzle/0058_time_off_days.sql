ALTER TABLE "blocked_times" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;