CREATE TABLE "late_start_nudges" (
	"appointment_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "late_start_nudges" ADD CONSTRAINT "late_start_nudges_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_start_nudges_once_idx" ON "late_start_nudges" USING btree ("appointment_id","starts_at");