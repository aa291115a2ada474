ALTER TABLE "quote_responses" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
-- Answers quoted before the column existed: their last change is the closest time kept (a washer's
-- quote carries notes, an instant booking's accepted answer none, so that one stays null).
UPDATE "quote_responses" SET "quoted_at" = "updated_at" WHERE "amount_cents" IS NOT NULL AND "washer_notes" IS NOT NULL;
