-- A washer's public point lies a random bearing and distance from their base (docs/security.md,
-- "A washer's home stays private"; domain geo.ts, publicPoint). These two fractions say which.
-- They come from gen_random_uuid(), which reads the server's strong random source, not random(),
-- whose outputs a watcher of many public points could learn to predict. Hand-written: drizzle's
-- schema cannot declare functions or triggers.
CREATE FUNCTION "strong_random_fraction"() RETURNS double precision LANGUAGE sql VOLATILE AS $$
  -- 48 random bits of a version 4 UUID (its first 12 hex digits) over 2^48: a fraction in [0, 1).
  SELECT ('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint / 281474976710656.0::float8
$$;
--> statement-breakpoint
-- A volatile default draws afresh for every existing row.
ALTER TABLE "washer_profiles" ADD COLUMN "blur_turn" double precision DEFAULT strong_random_fraction() NOT NULL;--> statement-breakpoint
ALTER TABLE "washer_profiles" ADD COLUMN "blur_reach" double precision DEFAULT strong_random_fraction() NOT NULL;--> statement-breakpoint
-- A base moved 3 km or more (a new home) gets a fresh draw; a smaller move (the pin nudged, the
-- address picked again) keeps it, so the public point moves with the base and a washer re-saving
-- their profile never hands out a second, independent point to average with the first. Clearing
-- the point or setting one where there was none keeps the draw too.
CREATE FUNCTION "redraw_point_blur"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.lat IS NOT NULL AND NEW.lat IS NOT NULL
    AND earth_distance(ll_to_earth(OLD.lat, OLD.lng), ll_to_earth(NEW.lat, NEW.lng)) >= 3000 THEN
    NEW.blur_turn := strong_random_fraction();
    NEW.blur_reach := strong_random_fraction();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "washer_profiles_point_blur" BEFORE UPDATE OF "lat", "lng" ON "washer_profiles"
  FOR EACH ROW EXECUTE FUNCTION "redraw_point_blur"();
