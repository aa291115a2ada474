CREATE TABLE "washer_profile_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"washer_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"outcome" text,
	"outcome_reason" text,
	CONSTRAINT "washer_profile_reports_once_per_reporter" UNIQUE("washer_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "washer_profile_reports" ADD CONSTRAINT "washer_profile_reports_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_profile_reports" ADD CONSTRAINT "washer_profile_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "washer_profile_reports_open_idx" ON "washer_profile_reports" USING btree ("created_at") WHERE "washer_profile_reports"."handled_at" is null;