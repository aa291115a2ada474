import { serviceRadiusSlider } from '@sudsy/domain/constants';
import { dateInTimeZone } from '@sudsy/domain/schedule-time-zone';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { Db } from '../../db/client';
import type { SearchedWasher } from './kept-washer';
import { searchCacheOf } from './search-cache';

/**
 * The washers whose work radius, drawn around their public point as the search draws it, covers
 * `place` and who offer anything (coversPlace), with their card, rating and distance from that
 * point, from the search's cache (docs/decisions/015): the owner dashboard's Top Washers
 * rank them. In a dense city that is hundreds of washers, each of whose distance and rating the
 * database had to work out on every dashboard.
 */
export async function washersCovering(
  db: Db,
  place: Coordinates,
): Promise<{ washer: SearchedWasher; distanceMiles: number }[]> {
  const cache = searchCacheOf(db);
  await cache.refresh();
  // No work radius exceeds the slider's maximum, so no washer further away can reach the place.
  const covering = cache.points.covering(place, serviceRadiusSlider.max);
  const today = dateInTimeZone(new Date(), 'UTC');
  const read = await cache.washers(
    covering.map(({ washer }) => washer.id),
    { first: today, last: today },
    today,
  );
  return covering.flatMap(({ washer, distanceMiles }) => {
    const found = read.get(washer.id);
    return found ? [{ washer: found, distanceMiles }] : [];
  });
}
