CREATE TABLE "appointment_days" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"on_my_way_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"arrival_note" text,
	CONSTRAINT "appointment_days_step_check" CHECK ("appointment_days"."step" in ('on_my_way', 'arrived', 'in_progress')),
	CONSTRAINT "appointment_days_note_check" CHECK (char_length("appointment_days"."arrival_note") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "appointment_live_points" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_live_points_lat_check" CHECK ("appointment_live_points"."lat" between -90 and 90),
	CONSTRAINT "appointment_live_points_lng_check" CHECK ("appointment_live_points"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "appointment_days" ADD CONSTRAINT "appointment_days_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_live_points" ADD CONSTRAINT "appointment_live_points_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;