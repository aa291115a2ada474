CREATE TABLE "gallery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"washer_id" text NOT NULL,
	"before_key" text NOT NULL,
	"before_thumb_key" text NOT NULL,
	"after_key" text,
	"after_thumb_key" text,
	"title" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_after_check" CHECK (("gallery_items"."after_key" is null) = ("gallery_items"."after_thumb_key" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"experience_years" integer NOT NULL,
	"work_radius_miles" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"service_offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"selected_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profiles_point_check" CHECK (("provider_profiles"."lat" is null) = ("provider_profiles"."lng" is null)),
	CONSTRAINT "provider_profiles_lat_check" CHECK ("provider_profiles"."lat" between -90 and 90),
	CONSTRAINT "provider_profiles_lng_check" CHECK ("provider_profiles"."lng" between -180 and 180),
	CONSTRAINT "provider_profiles_experience_check" CHECK ("provider_profiles"."experience_years" between 0 and 50),
	CONSTRAINT "provider_profiles_radius_check" CHECK ("provider_profiles"."work_radius_miles" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_items_washer_created_idx" ON "gallery_items" USING btree ("washer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_profiles_location_idx" ON "provider_profiles" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "provider_profiles_selected_services_idx" ON "provider_profiles" USING gin ("selected_services");