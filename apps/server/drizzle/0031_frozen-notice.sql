-- A booking keeps the washer's cancellation notice as it stood when it was made (docs/product.md,
-- "Bookings and appointments"). Existing bookings take their washer's present policy, the one
-- they were judged by until now; a washer without a profile had the default, 24 hours.
ALTER TABLE "appointments" ADD COLUMN "cancellation_notice_hours" integer;--> statement-breakpoint
UPDATE "appointments" SET "cancellation_notice_hours" = coalesce(
  (SELECT "cancellation_notice_hours" FROM "washer_profiles" WHERE "washer_profiles"."user_id" = "appointments"."washer_id"),
  24
);--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "cancellation_notice_hours" SET NOT NULL;
