-- The washer's business profile table said provider; renamed in place with its indexes and
-- constraints (drizzle-kit's drop-and-create written here as renames), so rows stay and nothing
-- is rebuilt. The primary key and the hand-written partial index of 0007 are not in drizzle's
-- schema, so they are renamed here too, to leave no old name behind.
ALTER TABLE "provider_profiles" RENAME TO "washer_profiles";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_pkey" TO "washer_profiles_pkey";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_point_check" TO "washer_profiles_point_check";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_lat_check" TO "washer_profiles_lat_check";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_lng_check" TO "washer_profiles_lng_check";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_experience_check" TO "washer_profiles_experience_check";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_radius_check" TO "washer_profiles_radius_check";--> statement-breakpoint
ALTER TABLE "washer_profiles" RENAME CONSTRAINT "provider_profiles_user_id_user_id_fk" TO "washer_profiles_user_id_user_id_fk";--> statement-breakpoint
ALTER INDEX "provider_profiles_location_idx" RENAME TO "washer_profiles_location_idx";--> statement-breakpoint
ALTER INDEX "provider_profiles_selected_services_idx" RENAME TO "washer_profiles_selected_services_idx";--> statement-breakpoint
ALTER INDEX "provider_profiles_without_point_idx" RENAME TO "washer_profiles_without_point_idx";
