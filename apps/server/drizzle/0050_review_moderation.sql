ALTER TABLE "review_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;