import { sql, type SQL } from 'drizzle-orm';
import { maxSearchResults } from '@sudsy/domain/washer-search';
import type { SizeSurcharges } from '@sudsy/domain/size-pricing';
import type { VerificationStatus } from '@sudsy/domain/verification';
import type { Coordinates, CustomService, ServiceOffering } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import { textArray } from '../../db/earth-distance';
import type { IdFilter } from '../../db/id-filter';
import { washerProfiles as profiles } from '../washer-setup/schema';
import { user } from '../../auth/schema';
import { ratingJoin, type RatingColumn } from '../reviews';
import { findableWasher, publicCenter, searchableWasher, type BlurredBase } from '../washer-setup';
import { calendarJoin, type CalendarColumns } from '../appointments';
import { portfolioJoin, type PortfolioColumn } from './portfolio-query';
import type { WasherPoint } from './washer-points';
import { washerVerifications } from '../verification/schema';

/** A washer's card as the search keeps it; the distance is the search's own. */
export type WasherCard = {
  id: string;
  businessName: string;
  photoUrl: string | null;
  instantBooking: boolean;
  bio: string;
  experienceYears: number;
  workRadiusMiles: number;
  /** Their public point (public-point.ts), null without a base: the search never keeps the base itself. */
  point: Coordinates | null;
  selectedServices: string[];
  serviceOfferings: ServiceOffering[];
  customServices: CustomService[];
  /** Their percentage on top for each vehicle type (size-pricing.ts). */
  sizeSurcharges: SizeSurcharges;
  /** Their verification's status and insurance expiry, null without one: isVerified reads them at each search. */
  verificationStatus: VerificationStatus | null;
  insuranceExpiresOn: string | null;
};

const columns = sql`${profiles.userId} as "id", ${profiles.businessName} as "businessName", ${user.image} as "photoUrl",
  ${profiles.instantBooking} as "instantBooking", ${profiles.bio} as "bio",
  ${profiles.experienceYears} as "experienceYears", ${profiles.workRadiusMiles} as "workRadiusMiles",
  ${profiles.lat} as "lat", ${profiles.lng} as "lng", ${profiles.blurTurn} as "blurTurn",
  ${profiles.blurReach} as "blurReach", ${profiles.selectedServices} as "selectedServices",
  ${profiles.serviceOfferings} as "serviceOfferings", ${profiles.customServices} as "customServices",
  ${profiles.sizeSurcharges} as "sizeSurcharges",
  ${washerVerifications.status} as "verificationStatus", ${washerVerifications.insuranceExpiresOn} as "insuranceExpiresOn"`;
const from = sql`${profiles} join ${user} on ${user.id} = ${profiles.userId}`;

/** A washer's card with their base, rating, portfolio and calendar, as searchedWashers reads them. */
export type SearchedWasherRow = Omit<WasherCard, 'point'> &
  BlurredBase &
  CalendarColumns & { rating: RatingColumn; portfolio: PortfolioColumn };

/**
 * The cards of the findable washers `which` names, with their rating, portfolio and calendar
 * between two dates: one statement, so a search pays one round trip and one plan for all of it,
 * and the search's cache reads thousands of washers at once by a range of ids (search-cache.ts).
 */
export async function searchedWashers(
  db: Db,
  which: IdFilter,
  firstDate: string,
  lastDate: string,
): Promise<SearchedWasherRow[]> {
  const joined = [
    ratingJoin(profiles.userId, which),
    portfolioJoin(profiles.userId, which),
    calendarJoin(profiles.userId, which, firstDate, lastDate),
  ];
  const result = await db.execute(sql`select ${columns}, ${sql.join(
    joined.map((part) => part.columns),
    sql`, `,
  )}
    from ${from} left join ${washerVerifications} on ${washerVerifications.washerId} = ${profiles.userId} ${sql.join(
      joined.map((part) => part.joins),
      sql` `,
    )}
    where ${which(profiles.userId)} and ${findableWasher}`);
  return result.rows as SearchedWasherRow[];
}

/** Every findable washer's id, in the database's text order: how the cache walks them in ranges. */
export async function findableWasherIds(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select ${profiles.userId} as "id" from ${from} where ${findableWasher} order by ${profiles.userId}`,
  );
  return (result.rows as { id: string }[]).map((row) => row.id);
}

/**
 * Searchable washers (whatever their services) with a point, or only `washerIds` of them, each at
 * their public point: what the in-memory grid of the search holds (washer-points.ts).
 */
export async function washerPoints(db: Db, washerIds: readonly string[] | null): Promise<WasherPoint[]> {
  const result =
    await db.execute(sql`select ${profiles.userId} as "id", ${profiles.lat} as "lat", ${profiles.lng} as "lng",
      ${profiles.blurTurn} as "blurTurn", ${profiles.blurReach} as "blurReach",
      ${profiles.workRadiusMiles} as "workRadiusMiles", ${profiles.selectedServices} as "offeredServiceIds",
      ${profiles.businessName} as "businessName"
    from ${from}
    where ${findableWasher} and ${profiles.lat} is not null and ${profiles.lng} is not null ${washerIds ? sql`and ${profiles.userId} = any(${textArray(washerIds)})` : sql``}`);
  return (result.rows as (Omit<WasherPoint, 'point'> & BlurredBase)[]).flatMap(
    ({ lat, lng, blurTurn, blurReach, ...washer }) => {
      const point = publicCenter({ lat, lng, blurTurn, blurReach });
      return point ? [{ ...washer, point }] : [];
    },
  );
}

/**
 * The searchable washers found by name rather than distance, at most `limit`: all of them when the
 * search has no point, or only those without one (migration 0007's partial index), who follow the
 * washers found nearby.
 */
export async function washersByName(
  db: Db,
  serviceIds: readonly string[],
  { withoutPoint, limit }: { withoutPoint: boolean; limit: number },
): Promise<string[]> {
  const result = await db.execute(washersByNameStatement(serviceIds, { withoutPoint, limit }));
  return (result.rows as { id: string }[]).map((row) => row.id);
}

/** The statement washersByName runs; tests EXPLAIN it to see the partial index at work. */
export function washersByNameStatement(
  serviceIds: readonly string[],
  { withoutPoint, limit }: { withoutPoint: boolean; limit: number },
): SQL {
  return sql`select ${profiles.userId} as "id" from ${from}
    where ${searchableWasher(serviceIds)} ${withoutPoint ? sql`and ${profiles.lat} is null` : sql``}
    order by ${profiles.businessName}, ${profiles.userId} limit ${limit}`;
}
/**
 * Searchable washers whatever the services, counted up to maxSearchResults: the figure only tells
 * 'none in the database' from 'none matching', and an exact count would read every washer.
 */
export async function countSearchableWashers(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as "count" from (select 1 from ${from}
      where ${findableWasher} and cardinality(${profiles.selectedServices}) > 0
      limit ${maxSearchResults}) searchable`,
  );
  return Number(result.rows[0]?.count ?? 0);
}
