CREATE TABLE "washer_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"washer_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date,
	"verification_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "washer_certifications_dates_check" CHECK ("washer_certifications"."expiry_date" is null or "washer_certifications"."expiry_date" > "washer_certifications"."issue_date"),
	CONSTRAINT "washer_certifications_url_check" CHECK ("washer_certifications"."verification_url" is null or "washer_certifications"."verification_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "washer_insurance" (
	"washer_id" text PRIMARY KEY NOT NULL,
	"insurance_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "washer_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"washer_id" text NOT NULL,
	"name" text NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "washer_skills_level_check" CHECK ("washer_skills"."level" in ('beginner', 'intermediate', 'advanced', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "service_preferences" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"service_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"vehicle_id" text,
	"preferred_time" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "washer_certifications" ADD CONSTRAINT "washer_certifications_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_insurance" ADD CONSTRAINT "washer_insurance_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_skills" ADD CONSTRAINT "washer_skills_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_preferences" ADD CONSTRAINT "service_preferences_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_preferences" ADD CONSTRAINT "service_preferences_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "washer_certifications_washer_created_idx" ON "washer_certifications" USING btree ("washer_id","created_at");--> statement-breakpoint
CREATE INDEX "washer_skills_washer_created_idx" ON "washer_skills" USING btree ("washer_id","created_at");