CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"lead_hours" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"tells_washer" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_lead_check" CHECK ("appointment_reminders"."lead_hours" in (24, 2))
);
--> statement-breakpoint
CREATE TABLE "attendance_confirmations" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_confirmations" ADD CONSTRAINT "attendance_confirmations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once_idx" ON "appointment_reminders" USING btree ("appointment_id","lead_hours","starts_at");