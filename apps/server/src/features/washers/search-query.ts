import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { maxSearchResults } from '@sudsy/domain/washer-search';
import type { Coordinates, CustomService, ServiceOffering } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import { distanceMilesSql, nearestFirstSql, textArray, withinBoxSql } from '../../db/earth-distance';
import { washerProfiles as profiles, user } from '../../db/schema';

/** A washer as the search reads it. */
export type SearchRow = {
  id: string;
  businessName: string;
  photoUrl: string | null;
  instantBooking: boolean;
  bio: string;
  experienceYears: number;
  workRadiusMiles: number;
  lat: number | null;
  lng: number | null;
  selectedServices: string[];
  serviceOfferings: ServiceOffering[];
  customServices: CustomService[];
  distanceMiles: number | null;
};

/**
 * Who can be found and asked at all (docs/product.md, "Finding washers"): a washer with a confirmed email, a
 * saved address and at least one of `serviceIds` among the services offered (&&, on its GIN index).
 * The request form's matching uses the same rule, so both reach the same washers.
 */
export function searchableWasher(serviceIds: readonly string[]): SQL {
  return and(
    eq(user.role, 'washer'),
    eq(user.emailVerified, true),
    ne(profiles.address, ''),
    sql`${profiles.selectedServices} && ${textArray(serviceIds)}`,
  ) as SQL;
}

const columns = sql`${profiles.userId} as "id", ${profiles.businessName} as "businessName", ${user.image} as "photoUrl",
  ${profiles.instantBooking} as "instantBooking", ${profiles.bio} as "bio",
  ${profiles.experienceYears} as "experienceYears", ${profiles.workRadiusMiles} as "workRadiusMiles",
  ${profiles.lat} as "lat", ${profiles.lng} as "lng", ${profiles.selectedServices} as "selectedServices",
  ${profiles.serviceOfferings} as "serviceOfferings", ${profiles.customServices} as "customServices"`;
const from = sql`${profiles} join ${user} on ${user.id} = ${profiles.userId}`;

export type SearchCriteria = {
  serviceIds: readonly string[];
  origin: Coordinates | null;
  maxMiles: number;
  /** How many rows at most; maxSearchResults unless the caller filters them further. */
  limit?: number;
};

/**
 * The search as one statement. With a point: washers within both their work radius and the
 * search maximum, found through the GiST index (earth_box) and sorted nearest first, then washers
 * without a point (kept), found on their own partial index (migration 0007).
 * Without a point: every searchable washer, by name. At most maxSearchResults rows either way.
 */
export async function findWashers(db: Db, criteria: SearchCriteria): Promise<SearchRow[]> {
  const result = await db.execute(searchStatement(criteria));
  return result.rows as SearchRow[];
}

/** The statement findWashers runs; tests EXPLAIN it to see the index at work. */
export function searchStatement({ serviceIds, origin, maxMiles, limit = maxSearchResults }: SearchCriteria): SQL {
  const searchable = searchableWasher(serviceIds);
  return origin
    ? sql`select * from (
        (select ${columns}, ${distanceMilesSql(origin, profiles.lat, profiles.lng)} as "distanceMiles"
          from ${from}
          where ${searchable} and ${withinBoxSql(origin, maxMiles, profiles.lat, profiles.lng)}
            and ${distanceMilesSql(origin, profiles.lat, profiles.lng)} <= least(${profiles.workRadiusMiles}, ${maxMiles}::float8)
          order by ${nearestFirstSql(origin, profiles.lat, profiles.lng)} limit ${limit})
        union all
        (select ${columns}, null::float8 as "distanceMiles"
          from ${from}
          where ${searchable} and ${profiles.lat} is null
          order by "businessName", "id" limit ${limit})
      ) found
      order by "distanceMiles" nulls last, "businessName", "id" limit ${limit}`
    : sql`select ${columns}, null::float8 as "distanceMiles" from ${from} where ${searchable}
      order by "businessName", "id" limit ${limit}`;
}

/**
 * Searchable washers whatever the services, counted up to maxSearchResults: the figure only tells
 * 'none in the database' from 'none matching', and an exact count would read every washer.
 */
export async function countSearchableWashers(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as "count" from (select 1 from ${from}
      where ${user.role} = 'washer' and ${user.emailVerified} and ${profiles.address} <> '' and cardinality(${profiles.selectedServices}) > 0
      limit ${maxSearchResults}) searchable`,
  );
  return Number(result.rows[0]?.count ?? 0);
}
