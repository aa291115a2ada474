-- The code says owner and washer for the two roles; these columns said customer and provider.
-- Renamed in place (drizzle-kit's drop-and-create of the indexes and constraints is written here
-- as renames), so rows stay and no index or foreign key is rebuilt.
ALTER TABLE "appointments" RENAME COLUMN "customer_name" TO "owner_name";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME COLUMN "customer_id" TO "owner_id";--> statement-breakpoint
ALTER TABLE "quote_responses" RENAME COLUMN "provider_id" TO "washer_id";--> statement-breakpoint
ALTER TABLE "quote_responses" RENAME COLUMN "provider_notes" TO "washer_notes";--> statement-breakpoint
ALTER TABLE "quote_responses" RENAME CONSTRAINT "quote_responses_request_provider_unique" TO "quote_responses_request_washer_unique";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "quote_requests_customer_id_user_id_fk" TO "quote_requests_owner_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "quote_responses" RENAME CONSTRAINT "quote_responses_provider_id_user_id_fk" TO "quote_responses_washer_id_user_id_fk";--> statement-breakpoint
ALTER INDEX "quote_requests_customer_created_idx" RENAME TO "quote_requests_owner_created_idx";--> statement-breakpoint
ALTER INDEX "quote_responses_provider_status_idx" RENAME TO "quote_responses_washer_status_idx";
