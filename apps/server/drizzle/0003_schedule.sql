CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"washer_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"quote_request_id" text,
	"vehicle_description" text NOT NULL,
	"address" text NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"customer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "appointments_start_check" CHECK ("appointments"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "appointments_end_check" CHECK ("appointments"."end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
	CONSTRAINT "appointments_order_check" CHECK ("appointments"."start_time" < "appointments"."end_time")
);
--> statement-breakpoint
CREATE TABLE "blocked_times" (
	"id" uuid PRIMARY KEY NOT NULL,
	"washer_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_times_start_check" CHECK ("blocked_times"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "blocked_times_end_check" CHECK ("blocked_times"."end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
	CONSTRAINT "blocked_times_order_check" CHECK ("blocked_times"."start_time" < "blocked_times"."end_time")
);
--> statement-breakpoint
CREATE TABLE "washer_schedules" (
	"washer_id" text PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"calendar_feed_secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "washer_schedules_calendar_feed_secret_unique" UNIQUE("calendar_feed_secret")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_schedules" ADD CONSTRAINT "washer_schedules_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_washer_date_idx" ON "appointments" USING btree ("washer_id","service_date");--> statement-breakpoint
CREATE INDEX "appointments_owner_date_idx" ON "appointments" USING btree ("owner_id","service_date");--> statement-breakpoint
CREATE INDEX "blocked_times_washer_date_idx" ON "blocked_times" USING btree ("washer_id","date");