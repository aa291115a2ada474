import { useMutation } from '@tanstack/react-query';
import { washerSearchResponseSchema, type WasherSearchResponse } from '@sudsy/domain/washer-search';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { parseAnswer } from '@/lib/parse-answer';
import type { SearchCriteria } from '@/lib/search-params';

export type SearchInput = { criteria: SearchCriteria; coordinates: Coordinates | null };

/** Washers offering the services near the address, nearest first (GET /api/washers/search). */
export async function searchWashers({ criteria, coordinates }: SearchInput): Promise<WasherSearchResponse> {
  const query = new URLSearchParams({
    services: criteria.serviceIds.join(','),
    address: criteria.address.trim(),
    maxMiles: String(criteria.maxMiles),
  });
  // The date, the window and 'today' are the owner's wall clock: the server reads them in the browser's zone.
  if (criteria.date) query.set('date', criteria.date);
  if (criteria.verifiedOnly) query.set('verified', '1');
  if (criteria.timeWindow) {
    query.set('from', criteria.timeWindow.from);
    query.set('to', criteria.timeWindow.to);
  }
  const timeZone = browserTimeZone();
  if (timeZone) query.set('tz', timeZone);
  // A picked suggestion or the browser's position is already a point: the server need not geocode.
  if (coordinates) {
    query.set('lat', String(coordinates.lat));
    query.set('lng', String(coordinates.lng));
  }
  return parseAnswer(washerSearchResponseSchema, await apiFetch(`/api/washers/search?${query.toString()}`));
}

/** A search runs when asked (Find Providers, or a link that opens step 2), never on its own. */
export function useSearchWashers() {
  return useMutation({ mutationFn: searchWashers });
}
