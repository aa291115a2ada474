import { washerProfileDefaults } from '@sudsy/domain/constants';
import { publicMiles } from '@sudsy/domain/geo';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { searchServicePrices, type WasherSearchResponse, type WasherSearchResult } from '@sudsy/domain/washer-search';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { rememberSearchPlace } from '../profiles';
import { ratingSummaries, type RatingSummary } from '../reviews';
import { countSearchableWashers, findWashers, type SearchRow } from './search-query';

export type SearchInput = {
  services: string[];
  address: string;
  maxMiles: number;
  lat?: number | undefined;
  lng?: number | undefined;
};

/**
 * The /providers search (docs/product.md, "Finding washers"). The point comes with the query when the owner picked a
 * suggestion or their location; otherwise the address is geocoded, and an address that cannot be
 * placed still searches, without distance. A signed-in owner's searched place is kept for their dashboard.
 */
export async function searchWashers(
  db: Db,
  geocoder: Geocoder,
  input: SearchInput,
  searcher: SessionUser | null = null,
): Promise<WasherSearchResponse> {
  const origin: Coordinates | null =
    input.lat !== undefined && input.lng !== undefined
      ? { lat: input.lat, lng: input.lng }
      : await geocoder.geocode(input.address);
  if (origin) await rememberSearchPlace(db, searcher, origin);
  const rows = await findWashers(db, { serviceIds: input.services, origin, maxMiles: input.maxMiles });
  const ratings = await ratingSummaries(
    db,
    rows.map((row) => row.id),
  );
  const washers = await Promise.all(
    rows.map((row) => toResult(row, ratings.get(row.id) ?? null, input.services, geocoder)),
  );
  // Only an empty answer needs the count.
  const totalWashers = washers.length > 0 ? null : await countSearchableWashers(db);
  return { washers, geocoded: origin !== null, totalWashers };
}

async function toResult(
  row: SearchRow,
  rating: RatingSummary | null,
  requested: readonly string[],
  geocoder: Geocoder,
): Promise<WasherSearchResult> {
  const point = row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng };
  return {
    id: row.id,
    businessName: row.businessName === '' ? washerProfileDefaults.businessName : row.businessName,
    // Null until the first review: the card then reads 'New Provider'.
    rating,
    experienceYears: row.experienceYears,
    distanceMiles: row.distanceMiles === null ? null : publicMiles(row.distanceMiles),
    // The card shows the distance or, without one, the town.
    area: point && row.distanceMiles === null ? await areaOf(point, geocoder) : null,
    bio: row.bio,
    workRadiusMiles: row.workRadiusMiles,
    ...searchServicePrices(requested, row.selectedServices, row.serviceOfferings, row.customServices),
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
