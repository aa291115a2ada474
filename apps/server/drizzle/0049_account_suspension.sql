ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
-- A suspension decides whether a washer is found, as the role, the confirmed email and the photo do
-- (0028): every instance's search hears of it at once.
DROP TRIGGER "user_search_update" ON "user";
--> statement-breakpoint
CREATE TRIGGER "user_search_update" AFTER UPDATE ON "user" FOR EACH ROW
  WHEN ((OLD.role = 'washer' OR NEW.role = 'washer') AND (OLD.role IS DISTINCT FROM NEW.role
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified OR OLD.image IS DISTINCT FROM NEW.image
    OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at))
  EXECUTE FUNCTION "note_search_change_of_account"();
