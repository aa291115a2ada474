import { eq } from 'drizzle-orm';
import type { Profile, SaveAddress } from '@sudsy/domain/profile';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { profiles } from './schema';

type Row = typeof profiles.$inferSelect;

function toProfile(row: Row): Profile {
  return {
    phone: row.phone,
    address: row.address,
    coordinates: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  };
}

/** Null until something is saved: no profile yet is not an error. */
export async function getProfile(db: Db, user: SessionUser): Promise<Profile | null> {
  const { id } = user;
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
  return row ? toProfile(row) : null;
}

/**
 * Saves the address searches and requests start from. A typed address (not picked from the
 * suggestions, so without a point) is geocoded here; one that cannot be placed is kept without a
 * point. A blank address clears both.
 */
export async function saveAddress(db: Db, geocoder: Geocoder, user: SessionUser, input: SaveAddress): Promise<Profile> {
  const { id } = user;
  const address = input.address === '' ? null : input.address;
  const point = address === null ? null : (input.coordinates ?? (await geocoder.geocode(address)));
  const values = { address, lat: point?.lat ?? null, lng: point?.lng ?? null, updatedAt: new Date() };
  const [row] = await db
    .insert(profiles)
    .values({ userId: id, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning();
  if (!row) throw new Error(`profile of ${id} not returned by upsert`);
  return toProfile(row);
}

/**
 * Keeps where an owner last searched for washers, so their dashboard's Top Washers can look there
 * when they saved no address. A washer's or a visitor's search keeps nothing.
 */
export async function rememberSearchPlace(
  db: Db,
  searcher: SessionUser | null,
  point: Coordinates,
  now = new Date(),
): Promise<void> {
  if (searcher?.role !== 'owner') return;
  const values = { searchLat: point.lat, searchLng: point.lng, searchedAt: now };
  await db
    .insert(profiles)
    .values({ userId: searcher.id, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}
