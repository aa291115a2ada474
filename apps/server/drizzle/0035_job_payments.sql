CREATE TABLE "job_payments" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"intent_id" text,
	"card" text,
	"failure" text,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_payments_status_check" CHECK (status in ('scheduled', 'held', 'authentication_required', 'hold_failed', 'captured', 'released', 'late_fee_charged')),
	CONSTRAINT "job_payments_amounts_check" CHECK ("job_payments"."fee_cents" between 0 and "job_payments"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_payments_open_idx" ON "job_payments" USING btree ("status") WHERE "job_payments"."status" not in ('captured', 'released', 'late_fee_charged');