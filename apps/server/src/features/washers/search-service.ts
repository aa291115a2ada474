import { washerProfileDefaults } from '@sudsy/domain/constants';
import {
  freeTimeFinder,
  freeTimeNoticeMinutes,
  jobMinutes,
  searchWindows,
  type TimeWindow,
} from '@sudsy/domain/free-time';
import { requestMessages } from '@sudsy/domain/quote-request';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { publicMiles, publicPoint } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import {
  maxSearchResults,
  searchServicePrices,
  type WasherSearchResponse,
  type WasherSearchResult,
} from '@sudsy/domain/washer-search';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { invalidFields } from '../../http/app-error';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { rememberSearchPlace } from '../profiles';
import { ratingSummaries, type RatingSummary } from '../reviews';
import { calendarsOf } from './free-time-query';
import { portfolioPiecesOf } from './portfolio-query';
import { countSearchableWashers, findWashers, type SearchRow } from './search-query';

export type SearchInput = {
  services: string[];
  address: string;
  maxMiles: number;
  lat?: number | undefined;
  lng?: number | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
};

/**
 * With a date or window, washers without room are left out after the geographic query. When that
 * leaves fewer than enoughFreeWashers of a full first read, the query reads freeTimeCandidates
 * nearest, so a busy neighbourhood still shows a choice of free washers; most searches need no
 * second read.
 */
const enoughFreeWashers = 12;
const freeTimeCandidates = 3 * maxSearchResults;

/**
 * The /providers search (docs/product.md, "Finding washers"). The point comes with the query when the owner picked a
 * suggestion or their location; otherwise the address is geocoded, and an address that cannot be
 * placed still searches, without distance. A signed-in owner's searched place is kept for their dashboard.
 * Each washer found carries their earliest free start (free-time.ts); a date or window keeps only
 * washers with one.
 */
export async function searchWashers(
  db: Db,
  geocoder: Geocoder,
  input: SearchInput,
  searcher: SessionUser | null = null,
  now = new Date(),
): Promise<WasherSearchResponse> {
  const ownerZone = input.tz ?? defaultTimeZone;
  const today = dateInTimeZone(now, ownerZone);
  if (input.date !== undefined && input.date < today) throw invalidFields({ date: requestMessages.pastDate });
  const windows = searchWindows(input, ownerZone, today);
  const filtering = input.date !== undefined || input.from !== undefined;
  const origin: Coordinates | null =
    input.lat !== undefined && input.lng !== undefined
      ? { lat: input.lat, lng: input.lng }
      : await geocoder.geocode(input.address);
  if (origin) await rememberSearchPlace(db, searcher, origin);
  const criteria = { serviceIds: input.services, origin, maxMiles: input.maxMiles };
  const findFreeStarts = freeStartsFinder(db, input.services, windows, now);
  let candidates = await findWashers(db, criteria);
  const freeStarts = await findFreeStarts(candidates);
  const free = (row: SearchRow) => !filtering || freeStarts.get(row.id);
  if (filtering && candidates.length === maxSearchResults && candidates.filter(free).length < enoughFreeWashers) {
    candidates = await findWashers(db, { ...criteria, limit: freeTimeCandidates });
    const more = await findFreeStarts(candidates.filter((row) => !freeStarts.has(row.id)));
    for (const [id, start] of more) freeStarts.set(id, start);
  }
  const rows = candidates.filter(free).slice(0, maxSearchResults);
  const ids = rows.map((row) => row.id);
  const [ratings, portfolios] = await Promise.all([ratingSummaries(db, ids), portfolioPiecesOf(db, ids)]);
  const washers = await Promise.all(
    rows.map((row) =>
      toResult(
        row,
        {
          rating: ratings.get(row.id) ?? null,
          freeStart: freeStarts.get(row.id) ?? null,
          portfolio: portfolios.get(row.id) ?? [],
        },
        input.services,
        geocoder,
      ),
    ),
  );
  // Only an empty answer needs the count.
  const totalWashers = washers.length > 0 ? null : await countSearchableWashers(db);
  return { washers, geocoded: origin !== null, origin, totalWashers };
}

/**
 * Each washer's earliest free start for the requested services in the windows, from one batched
 * read of their calendars per call; one finder serves the whole search.
 */
function freeStartsFinder(db: Db, requested: readonly string[], windows: readonly TimeWindow[], now: Date) {
  const find = freeTimeFinder(windows, new Date(now.getTime() + freeTimeNoticeMinutes * 60_000));
  const first = windows[0];
  const last = windows.at(-1);
  return async (rows: readonly SearchRow[]): Promise<Map<string, Date | null>> => {
    if (!first || !last || rows.length === 0) return new Map();
    // A day either side of the windows' UTC dates covers every washer's zone.
    const calendars = await calendarsOf(
      db,
      rows.map((row) => row.id),
      addDays(dateInTimeZone(first.from, 'UTC'), -1),
      addDays(dateInTimeZone(last.to, 'UTC'), 1),
    );
    return new Map(
      rows.map((row) => {
        const calendar = calendars.get(row.id);
        const minutes = jobMinutes(requested, row.selectedServices, row.serviceOfferings, row.customServices);
        return [row.id, calendar ? find.earliest(calendar, minutes) : null];
      }),
    );
  };
}

/** What the search adds to a washer's row from other tables. */
type RowExtras = { rating: RatingSummary | null; freeStart: Date | null; portfolio: WasherSearchResult['portfolio'] };

async function toResult(
  row: SearchRow,
  { rating, freeStart, portfolio }: RowExtras,
  requested: readonly string[],
  geocoder: Geocoder,
): Promise<WasherSearchResult> {
  const point = row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng };
  return {
    id: row.id,
    businessName: row.businessName === '' ? washerProfileDefaults.businessName : row.businessName,
    photoUrl: row.photoUrl,
    portfolio,
    mapCenter: point && publicPoint(point),
    instantBooking: row.instantBooking,
    // Null until the first review: the card then reads 'New Provider'.
    rating,
    experienceYears: row.experienceYears,
    distanceMiles: row.distanceMiles === null ? null : publicMiles(row.distanceMiles),
    // The card shows the distance or, without one, the town.
    area: point && row.distanceMiles === null ? await areaOf(point, geocoder) : null,
    bio: row.bio,
    workRadiusMiles: row.workRadiusMiles,
    ...searchServicePrices(requested, row.selectedServices, row.serviceOfferings, row.customServices),
    nextFreeStart: freeStart?.toISOString() ?? null,
  };
}

/**
 * A point's area never changes (the gazetteer is fixed data), and looking one up costs a scan of
 * nearby ZIPs: a search without distance shows up to 100 washers, mostly the same ones search
 * after search, so their areas are remembered. Bounded, as a whole country's washers would not fit.
 */
const areas = new Map<string, string | null>();
const maxRememberedAreas = 50_000;

async function areaOf(point: Coordinates, geocoder: Geocoder): Promise<string | null> {
  const key = `${point.lat},${point.lng}`;
  const known = areas.get(key);
  if (known !== undefined) return known;
  const area = await geocoder.area(point);
  if (areas.size >= maxRememberedAreas) areas.clear();
  areas.set(key, area);
  return area;
}
