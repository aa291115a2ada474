CREATE TABLE "quote_request_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"request_id" text,
	"image_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"vehicle_id" text,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"service_ids" text[] NOT NULL,
	"preferred_date" text,
	"preferred_time" text,
	"notes" text DEFAULT '' NOT NULL,
	"max_budget_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('pending', 'sent', 'completed', 'cancelled')),
	CONSTRAINT "quote_requests_point_check" CHECK (("quote_requests"."lat" is null) = ("quote_requests"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "quote_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"amount_cents" integer,
	"estimated_minutes" integer,
	"provider_notes" text,
	"proposed_date" text,
	"proposed_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_responses_request_provider_unique" UNIQUE("request_id","provider_id"),
	CONSTRAINT "quote_responses_status_check" CHECK ("quote_responses"."status" in ('sent', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "data_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_request_photos" ADD CONSTRAINT "quote_request_photos_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_photos" ADD CONSTRAINT "quote_request_photos_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_provider_id_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_photos_request_idx" ON "quote_request_photos" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "quote_request_photos_owner_idx" ON "quote_request_photos" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_customer_created_idx" ON "quote_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_responses_provider_status_idx" ON "quote_responses" USING btree ("provider_id","status","created_at" DESC NULLS LAST);