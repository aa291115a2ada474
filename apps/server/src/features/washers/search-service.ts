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
import { publicMiles } from '@sudsy/domain/geo';
import { isVerified } from '@sudsy/domain/verification';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import {
  maxSearchResults,
  searchServicePrices,
  type WasherSearchResponse,
  type SearchCriteria,
  type WasherSearchResult,
} from '@sudsy/domain/washer-search';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { invalidFields } from '../../http/app-error';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { rememberSearchPlace } from '../profiles';
import type { SearchedWasher } from './kept-washer';
import { searchCacheOf, type DateRange, type SearchCache } from './search-cache';
import { countSearchableWashers, washersByName, type WasherCard } from './search-query';

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
  /** '1': verified washers only ("Verified only"). */
  verified?: '1' | undefined;
};

/**
 * With a date or window, washers without room are left out once the nearest are read. When that
 * leaves fewer than enoughFreeWashers of a full first read, the search reads freeTimeCandidates
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
 * washers with one. Washers are found and read through the search's cache (search-cache.ts), which
 * first reads what changed since its last look. Distances, the radius filter and the order are all
 * from each washer's public point, never their base: asking from many places finds only that point.
 */
export async function searchWashers(
  db: Db,
  geocoder: Geocoder,
  input: SearchInput,
  searcher: SessionUser | null = null,
  now = new Date(),
  requireVerifiedWashers = false,
): Promise<WasherSearchResponse> {
  const ownerZone = input.tz ?? defaultTimeZone;
  const today = dateInTimeZone(now, ownerZone);
  if (input.date !== undefined && input.date < today) throw invalidFields({ date: requestMessages.pastDate });
  const windows = searchWindows(input, ownerZone, today);
  // With REQUIRE_VERIFIED_WASHERS only verified washers are found at all (docs/product.md, "Washer verification").
  const verifiedOnly = input.verified === '1' || requireVerifiedWashers;
  const filtering = input.date !== undefined || input.from !== undefined || verifiedOnly;
  const origin: Coordinates | null =
    input.lat !== undefined && input.lng !== undefined
      ? { lat: input.lat, lng: input.lng }
      : await geocoder.geocode(input.address);
  if (origin) await rememberSearchPlace(db, searcher, origin);
  const cache = searchCacheOf(db);
  await cache.refresh();
  const criteria = { serviceIds: input.services, origin, maxMiles: input.maxMiles };
  const read = washerReader(cache, input.services, windows, now);
  const timed = input.date !== undefined || input.from !== undefined;
  const shown = (candidate: Candidate) => {
    const washer = read.found.get(candidate.id);
    if (!washer) return false;
    if (verifiedOnly && !isVerified(now, verificationOf(washer.card))) return false;
    return !timed || read.freeStart(candidate.id) !== null;
  };
  let candidates = await candidatesFor(db, cache, criteria, maxSearchResults);
  await read(candidates);
  if (filtering && candidates.length === maxSearchResults && candidates.filter(shown).length < enoughFreeWashers) {
    candidates = await candidatesFor(db, cache, criteria, freeTimeCandidates);
    await read(candidates);
  }
  const washers = await Promise.all(
    candidates
      .filter(shown)
      .slice(0, maxSearchResults)
      .flatMap((candidate) => {
        const washer = read.found.get(candidate.id);
        return washer
          ? [toResult(washer, candidate.distanceMiles, read.freeStart(candidate.id), input.services, geocoder, now)]
          : [];
      }),
  );
  // Only an empty answer needs the count.
  const totalWashers = washers.length > 0 ? null : await countSearchableWashers(db);
  return { washers, geocoded: origin !== null, origin, totalWashers };
}

/** A washer the search found, nearest first, before their card is read. */
type Candidate = { id: string; distanceMiles: number | null };

/**
 * The washers `criteria` finds, at most `limit`: nearest first from the grid kept in memory, then
 * washers without a point by name; without a search point, every washer by name.
 */
async function candidatesFor(
  db: Db,
  cache: SearchCache,
  criteria: SearchCriteria,
  limit: number,
): Promise<Candidate[]> {
  const { origin } = criteria;
  const nearby = origin ? cache.points.nearest({ ...criteria, origin }, limit) : [];
  const byName =
    nearby.length < limit
      ? await washersByName(db, criteria.serviceIds, { withoutPoint: origin !== null, limit: limit - nearby.length })
      : [];
  return [
    ...nearby.map(({ washer, distanceMiles }) => ({ id: washer.id, distanceMiles })),
    ...byName.map((id) => ({ id, distanceMiles: null })),
  ];
}

/**
 * Reads candidates' cards and calendars (kept or from the database) and works out each one's
 * earliest free start in the windows; `found` and `freeStart` answer for every candidate read so far.
 */
function washerReader(cache: SearchCache, requested: readonly string[], windows: readonly TimeWindow[], now: Date) {
  const range = calendarRange(windows, now);
  const utcToday = dateInTimeZone(now, 'UTC');
  const find = freeTimeFinder(windows, new Date(now.getTime() + freeTimeNoticeMinutes * 60_000));
  const found = new Map<string, SearchedWasher>();
  const freeStarts = new Map<string, Date | null>();
  const read = async (candidates: readonly Candidate[]) => {
    const ids = candidates.map((candidate) => candidate.id).filter((id) => !found.has(id));
    for (const [id, washer] of await cache.washers(ids, range, utcToday)) {
      found.set(id, washer);
      const { card } = washer;
      const minutes = jobMinutes(requested, card.selectedServices, card.serviceOfferings, card.customServices);
      freeStarts.set(id, find.earliest(washer.calendar, minutes));
    }
  };
  return Object.assign(read, { found, freeStart: (id: string) => freeStarts.get(id) ?? null });
}

/** The UTC dates whose calendars hold the windows: a day either side covers every washer's zone. */
function calendarRange(windows: readonly TimeWindow[], now: Date): DateRange {
  const from = windows[0]?.from ?? now;
  const to = windows.at(-1)?.to ?? now;
  return { first: addDays(dateInTimeZone(from, 'UTC'), -1), last: addDays(dateInTimeZone(to, 'UTC'), 1) };
}

async function toResult(
  { card, rating, portfolio }: SearchedWasher,
  distanceMiles: number | null,
  freeStart: Date | null,
  requested: readonly string[],
  geocoder: Geocoder,
  now: Date,
): Promise<WasherSearchResult> {
  // The public point: the distance was measured from it too, so the map and the card agree.
  const { point } = card;
  return {
    id: card.id,
    businessName: card.businessName === '' ? washerProfileDefaults.businessName : card.businessName,
    photoUrl: card.photoUrl,
    portfolio,
    mapCenter: point,
    instantBooking: card.instantBooking,
    // Null until the first review: the card then reads 'New Provider'.
    rating,
    experienceYears: card.experienceYears,
    distanceMiles: distanceMiles === null ? null : publicMiles(distanceMiles),
    // The card shows the distance or, without one, the town.
    area: point && distanceMiles === null ? await areaOf(point, geocoder) : null,
    bio: card.bio,
    workRadiusMiles: card.workRadiusMiles,
    ...searchServicePrices(requested, card.selectedServices, card.serviceOfferings, card.customServices),
    sizeSurcharges: card.sizeSurcharges,
    nextFreeStart: freeStart?.toISOString() ?? null,
    verified: isVerified(now, verificationOf(card)),
  };
}

const verificationOf = (card: WasherCard) =>
  card.verificationStatus === null
    ? null
    : { status: card.verificationStatus, insuranceExpiresOn: card.insuranceExpiresOn };

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
