ALTER TABLE "washer_profiles" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "washer_profiles" ADD COLUMN "instant_notice_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "washer_profiles" ADD CONSTRAINT "washer_profiles_instant_notice_check" CHECK ("washer_profiles"."instant_notice_hours" in (1, 2, 4, 12, 24, 48));