CREATE TABLE "dispute_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"washer_id" text NOT NULL,
	"status" text DEFAULT 'awaiting_washer' NOT NULL,
	"problem" text NOT NULL,
	"asked_cents" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"answer_kind" text,
	"answer_message" text,
	"redo_date" date,
	"redo_time" text,
	"offer_cents" integer,
	"answered_at" timestamp with time zone,
	"offer_accepted" boolean,
	"escalation" text,
	"escalated_at" timestamp with time zone,
	"resolution" text,
	"refund_cents" integer,
	"decision_reason" text,
	"decided_by" text,
	"resolved_at" timestamp with time zone,
	"settling_at" timestamp with time zone,
	CONSTRAINT "disputes_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('awaiting_washer', 'awaiting_owner', 'with_operator', 'resolved')),
	CONSTRAINT "disputes_answer_kind_check" CHECK (answer_kind is null or answer_kind in ('redo', 'refund', 'contest')),
	CONSTRAINT "disputes_escalation_check" CHECK (escalation is null or escalation in ('contested', 'offer_declined', 'washer_silent', 'owner_silent')),
	CONSTRAINT "disputes_resolution_check" CHECK (resolution is null or resolution in ('redo', 'refund', 'operator')),
	CONSTRAINT "disputes_amounts_check" CHECK ("disputes"."asked_cents" >= 0 and coalesce("disputes"."refund_cents", 0) >= 0),
	CONSTRAINT "disputes_problem_check" CHECK (char_length("disputes"."problem") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_photos_dispute_idx" ON "dispute_photos" USING btree ("dispute_id","added_at");--> statement-breakpoint
CREATE INDEX "disputes_waiting_idx" ON "disputes" USING btree ("status","due_at") WHERE "disputes"."status" in ('awaiting_washer', 'awaiting_owner');--> statement-breakpoint
CREATE INDEX "disputes_operator_idx" ON "disputes" USING btree ("escalated_at") WHERE "disputes"."status" = 'with_operator';