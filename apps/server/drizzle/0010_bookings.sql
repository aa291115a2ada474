ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_status_check";--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "quote_response_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_quote_response_id_quote_responses_id_fk" FOREIGN KEY ("quote_response_id") REFERENCES "public"."quote_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_quote_response_id_unique" UNIQUE("quote_response_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" is null or "appointments"."cancelled_by" in ('owner', 'washer'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('pending', 'sent', 'booked', 'completed', 'cancelled'));