import { and, eq, inArray } from 'drizzle-orm';
import { publicPointReachMiles } from '@sudsy/domain/geo';
import { maxWorkRadiusMiles, requestReaches } from '@sudsy/domain/washer-search';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import { withinBoxSql } from '../../db/earth-distance';
import { washerProfiles as profiles } from '../washer-setup/schema';
import { user } from '../../auth/schema';
import { publicCenter, searchableWasher } from '../washer-setup';

// Who a new quote request goes to. Both ways use the search's own rule of who is searchable, so a
// request never reaches a washer the search would not have shown.

/** Of the washers the owner picked in the wizard, those who can receive a request for `serviceIds`. */
export async function receivableWashers(
  db: Db,
  washerIds: readonly string[],
  serviceIds: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(inArray(profiles.userId, [...washerIds]), searchableWasher(serviceIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The Create Service Request form's washers: every searchable washer offering a chosen service
 * whose work radius, drawn around their public point as the search draws it, covers `place`
 * (domain requestReaches): how many a request reached is an answer too, and must tell no more of a
 * base than the search. No public point lies further than maxWorkRadiusMiles plus
 * publicPointReachMiles from its base, so the GiST index narrows the search to that circle first.
 */
export async function washersReaching(db: Db, place: Coordinates, serviceIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({
      id: profiles.userId,
      lat: profiles.lat,
      lng: profiles.lng,
      blurTurn: profiles.blurTurn,
      blurReach: profiles.blurReach,
      workRadiusMiles: profiles.workRadiusMiles,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(
      and(
        searchableWasher(serviceIds),
        withinBoxSql(place, maxWorkRadiusMiles + publicPointReachMiles, profiles.lat, profiles.lng),
      ),
    );
  return rows
    .filter((row) =>
      requestReaches({ ...row, offeredServiceIds: serviceIds, point: publicCenter(row) }, serviceIds, place),
    )
    .map((row) => row.id);
}
