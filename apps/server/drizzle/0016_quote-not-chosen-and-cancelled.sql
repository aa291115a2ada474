-- A washer's copy of a request gains 'not-chosen' (the owner booked another washer; open again if
-- that booking is cancelled while the request stays open) and 'cancelled' (this washer's own
-- booking was cancelled). A declined quote that carries a price was declined by a booking (a washer
-- can only decline before quoting), so it becomes 'not-chosen'; a declined one without a price may
-- be the washer's own answer and stays. An accepted quote whose booking was cancelled becomes 'cancelled'.
ALTER TABLE "quote_responses" DROP CONSTRAINT "quote_responses_status_check";--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_status_check" CHECK ("quote_responses"."status" in ('sent', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn', 'not-chosen', 'cancelled'));--> statement-breakpoint
UPDATE "quote_responses" SET "status" = 'not-chosen' WHERE "status" = 'declined' AND "amount_cents" IS NOT NULL;
--> statement-breakpoint
UPDATE "quote_responses" SET "status" = 'cancelled' WHERE "status" = 'accepted' AND "id" IN (SELECT "quote_response_id" FROM "appointments" WHERE "status" = 'cancelled');
