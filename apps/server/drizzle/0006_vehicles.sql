CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"color" text,
	"type" text DEFAULT 'sedan' NOT NULL,
	"notes" text,
	"nickname" text,
	"license_plate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_type_check" CHECK ("vehicles"."type" in ('sedan', 'suv', 'truck', 'van', 'sports', 'other')),
	CONSTRAINT "vehicles_year_check" CHECK ("vehicles"."year" >= 1900)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_point_check" CHECK (("profiles"."lat" is null) = ("profiles"."lng" is null)),
	CONSTRAINT "profiles_lat_check" CHECK ("profiles"."lat" between -90 and 90),
	CONSTRAINT "profiles_lng_check" CHECK ("profiles"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_owner_created_idx" ON "vehicles" USING btree ("owner_id","created_at" DESC NULLS LAST);