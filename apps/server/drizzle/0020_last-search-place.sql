-- Where an owner last searched for washers, and when: their dashboard's Top Washers look there
-- when no address is saved and the search is newer than their latest request.
ALTER TABLE "profiles" ADD COLUMN "search_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_lng" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "searched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_search_point_check" CHECK (("profiles"."search_lat" is null) = ("profiles"."search_lng" is null) and ("profiles"."search_lat" is null) = ("profiles"."searched_at" is null));