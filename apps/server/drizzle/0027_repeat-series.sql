CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"washer_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"first_appointment_id" uuid NOT NULL,
	"every_weeks" integer NOT NULL,
	"months" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	CONSTRAINT "appointment_series_every_weeks_check" CHECK ("appointment_series"."every_weeks" in (1, 2, 4)),
	CONSTRAINT "appointment_series_months_check" CHECK ("appointment_series"."months" is null or "appointment_series"."months" in (1, 2, 3, 6)),
	CONSTRAINT "appointment_series_status_check" CHECK ("appointment_series"."status" in ('pending', 'active', 'ended')),
	CONSTRAINT "appointment_series_ended_by_check" CHECK ("appointment_series"."ended_by" is null or "appointment_series"."ended_by" in ('owner', 'washer'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_first_appointment_id_appointments_id_fk" FOREIGN KEY ("first_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_washer_idx" ON "appointment_series" USING btree ("washer_id");--> statement-breakpoint
CREATE INDEX "appointment_series_owner_idx" ON "appointment_series" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id","service_date");