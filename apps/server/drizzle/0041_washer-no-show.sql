ALTER TABLE "appointments" ADD COLUMN "washer_no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The no-shows reported before the flag existed: their reason is the product's own, never typed.
UPDATE "appointments" SET "washer_no_show" = true WHERE "cancelled_by" = 'washer' AND "cancel_reason" = 'The washer did not show up (reported by the customer).';
