CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"washer_id" text NOT NULL,
	"xact" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_xact_idx" ON "search_changes" USING btree ("xact");--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every server instance keeps in memory what the washer search reads of each washer (their place,
-- services, card, rating, portfolio and calendar) and, before each search, reads the washers that
-- changed since its last look (docs/decisions/015). These triggers name them. Statement triggers
-- write one row per washer a statement touched, however many rows it wrote. Hand-written: drizzle's
-- schema cannot declare triggers.
CREATE FUNCTION "note_search_changes_by_washer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("washer_id") SELECT DISTINCT "washer_id" FROM "changed";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "note_search_changes_by_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("washer_id") SELECT DISTINCT "user_id" FROM "changed";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A table emptied at once names no rows: '*' tells every instance to forget everything.
CREATE FUNCTION "note_search_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("washer_id") VALUES ('*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "note_search_change_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_changes" ("washer_id") VALUES (OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  tables text[] := array['appointments', 'blocked_times', 'washer_schedules', 'reviews', 'gallery_items', 'washer_profiles'];
  name text;
  note text;
BEGIN
  FOREACH name IN ARRAY tables LOOP
    note := CASE WHEN name = 'washer_profiles' THEN 'note_search_changes_by_profile' ELSE 'note_search_changes_by_washer' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION %I()', name || '_search_insert', name, note);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION %I()', name || '_search_update', name, note);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION %I()', name || '_search_delete', name, note);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "note_search_reset"()', name || '_search_truncate', name);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- An account's role, confirmed email and photo decide whether and how a washer is found; a deleted
-- account deletes its profile, which the profile's trigger notes.
CREATE TRIGGER "user_search_update" AFTER UPDATE ON "user" FOR EACH ROW
  WHEN ((OLD.role = 'washer' OR NEW.role = 'washer') AND (OLD.role IS DISTINCT FROM NEW.role
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified OR OLD.image IS DISTINCT FROM NEW.image))
  EXECUTE FUNCTION "note_search_change_of_account"();
