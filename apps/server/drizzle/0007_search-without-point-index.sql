-- Provider search keeps washers without a map point (docs/product.md, "Finding washers"), listed by name after the
-- others. They are few, and finding them on the GiST index (ll_to_earth(...) IS NULL) reads the
-- whole index, so this small partial index holds just them, in the order the search lists them.
-- Hand-written (drizzle-kit generate --custom): drizzle's schema cannot declare a partial index
-- on another feature's table from the search's files; later generated migrations leave it alone.
CREATE INDEX IF NOT EXISTS "provider_profiles_without_point_idx" ON "provider_profiles" USING btree ("business_name", "user_id") WHERE "lat" IS NULL;
