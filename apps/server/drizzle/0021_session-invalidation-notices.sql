-- Every server instance keeps signed-in sessions in memory for a few seconds (docs/decisions/014).
-- A changed or deleted session or user tells every instance at commit, naming the user, so each one
-- forgets that user's sessions: a sign-out, a revocation or a new name holds everywhere at once.
-- PostgreSQL sends identical notifications of one transaction once, so ending all of a user's
-- sessions in one statement sends one notice, not one per row.
-- Hand-written (drizzle-kit generate --custom): drizzle's schema cannot declare triggers. The
-- channel is the one apps/server/src/auth/session-cache.ts listens on.
CREATE FUNCTION "notify_session_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sudsy_sessions', OLD.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sudsy_sessions', OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "session_changed_notice" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_session_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_changed_notice" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
