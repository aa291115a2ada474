import { and, count, desc, eq } from 'drizzle-orm';
import { washerProfileDefaults } from '@sudsy/domain/constants';
import { favouriteMessages, maxFavouriteWashers, type FavouriteWasher } from '@sudsy/domain/favourites';
import type { Owner } from '../../auth/access';
import { takeTurn } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { user } from '../../auth/schema';
import { washerProfiles } from '../washer-setup/schema';
import { conflict, notFound } from '../../http/app-error';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { ratingSummaries } from '../reviews';
import { hasPublicPage, publicCenter } from '../washer-setup';
import { publicArea } from '../washers';
import { favouriteWashers } from './schema';

const mine = (owner: Owner) => eq(favouriteWashers.ownerId, owner.id);

/**
 * The owner's favourites, newest first, as their cards show them. Whole, unpaged: an owner keeps
 * at most maxFavouriteWashers. A washer who no longer has a public page drops out of the list.
 */
export async function listFavourites(db: Db, geocoder: Geocoder, owner: Owner): Promise<FavouriteWasher[]> {
  const rows = await db
    .select({
      washerId: favouriteWashers.washerId,
      savedAt: favouriteWashers.createdAt,
      businessName: washerProfiles.businessName,
      image: user.image,
      lat: washerProfiles.lat,
      lng: washerProfiles.lng,
      blurTurn: washerProfiles.blurTurn,
      blurReach: washerProfiles.blurReach,
    })
    .from(favouriteWashers)
    .innerJoin(washerProfiles, eq(washerProfiles.userId, favouriteWashers.washerId))
    .innerJoin(user, eq(user.id, favouriteWashers.washerId))
    .where(and(mine(owner), hasPublicPage))
    .orderBy(desc(favouriteWashers.createdAt), desc(favouriteWashers.washerId))
    .limit(maxFavouriteWashers);
  const ratings = await ratingSummaries(
    db,
    rows.map((row) => row.washerId),
  );
  return Promise.all(
    rows.map(async (row): Promise<FavouriteWasher> => ({
      washerId: row.washerId,
      businessName: row.businessName === '' ? washerProfileDefaults.businessName : row.businessName,
      imageUrl: row.image,
      rating: ratings.get(row.washerId) ?? null,
      area: await publicArea(geocoder, publicCenter(row)),
      savedAt: row.savedAt.toISOString(),
    })),
  );
}

/**
 * Keeps the washer as a favourite; adding one already kept changes nothing. Only a washer with a
 * public page can be added (anyone else's id is a 404, as on that page), and not beyond the cap.
 */
export async function addFavourite(db: Db, owner: Owner, washerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // One turn per owner: the count checked below still holds when the row lands.
    await takeTurn(tx, `owner-favourites:${owner.id}`);
    const [washer] = await tx
      .select({ id: user.id })
      .from(washerProfiles)
      .innerJoin(user, eq(user.id, washerProfiles.userId))
      .where(and(eq(washerProfiles.userId, washerId), hasPublicPage));
    if (!washer) throw notFound();
    const [kept] = await tx
      .select({ id: favouriteWashers.washerId })
      .from(favouriteWashers)
      .where(and(mine(owner), eq(favouriteWashers.washerId, washerId)));
    if (kept) return;
    const [total] = await tx.select({ total: count() }).from(favouriteWashers).where(mine(owner));
    if ((total?.total ?? 0) >= maxFavouriteWashers) throw conflict(favouriteMessages.limitReached, 'limit_reached');
    await tx.insert(favouriteWashers).values({ ownerId: owner.id, washerId }).onConflictDoNothing();
  });
}

/** Stops keeping the washer as a favourite; removing one not kept changes nothing. */
export async function removeFavourite(db: Db, owner: Owner, washerId: string): Promise<void> {
  await db.delete(favouriteWashers).where(and(mine(owner), eq(favouriteWashers.washerId, washerId)));
}
