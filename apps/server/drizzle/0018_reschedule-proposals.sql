-- Proposals to move a booked job to a new start: who proposed it, the booked time and the new
-- one, and how it ended; at most one pending per appointment (a partial unique index).
CREATE TABLE "reschedule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"from_date" date NOT NULL,
	"from_start" text NOT NULL,
	"from_end" text NOT NULL,
	"to_date" date NOT NULL,
	"to_start" text NOT NULL,
	"to_end" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "reschedule_proposals_status_check" CHECK ("reschedule_proposals"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'lapsed')),
	CONSTRAINT "reschedule_proposals_by_check" CHECK ("reschedule_proposals"."proposed_by" in ('owner', 'washer')),
	CONSTRAINT "reschedule_proposals_to_start_check" CHECK ("reschedule_proposals"."to_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reschedule_proposals_to_end_check" CHECK ("reschedule_proposals"."to_end" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
	CONSTRAINT "reschedule_proposals_to_order_check" CHECK ("reschedule_proposals"."to_start" < "reschedule_proposals"."to_end")
);
--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reschedule_proposals_appointment_idx" ON "reschedule_proposals" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_one_pending_idx" ON "reschedule_proposals" USING btree ("appointment_id") WHERE "reschedule_proposals"."status" = 'pending';