ALTER TABLE "job_payments" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_payments" ADD COLUMN "tip_intent_id" text;