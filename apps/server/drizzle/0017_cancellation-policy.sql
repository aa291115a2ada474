-- A washer's cancellation policy: the notice they ask before a job (none, 2, 12, 24 or 48 hours;
-- 24 for every existing washer), and on each appointment whether it was cancelled inside it.
ALTER TABLE "washer_profiles" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "washer_profiles" ADD CONSTRAINT "washer_profiles_cancellation_notice_check" CHECK ("washer_profiles"."cancellation_notice_hours" in (0, 2, 12, 24, 48));
