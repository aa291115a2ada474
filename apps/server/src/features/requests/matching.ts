import { and, eq, inArray, sql } from 'drizzle-orm';
import { maxWorkRadiusMiles } from '@sudsy/domain/washer-search';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import { distanceMilesSql, withinBoxSql } from '../../db/earth-distance';
import { washerProfiles as profiles } from '../washer-setup/schema';
import { user } from '../../auth/schema';
import { searchableWasher } from '../washer-setup';

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
 * whose work radius covers `place` (domain requestReaches). No washer works further out than
 * maxWorkRadiusMiles, so the GiST index narrows the search to that circle first.
 */
export async function washersReaching(db: Db, place: Coordinates, serviceIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(
      and(
        searchableWasher(serviceIds),
        withinBoxSql(place, maxWorkRadiusMiles, profiles.lat, profiles.lng),
        sql`${distanceMilesSql(place, profiles.lat, profiles.lng)} <= ${profiles.workRadiusMiles}`,
      ),
    );
  return rows.map((row) => row.id);
}
