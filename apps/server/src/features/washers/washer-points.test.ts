import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coversPlace, matchesSearch, searchDistanceMiles } from '@sudsy/domain/washer-search';
import { WasherPoints, type WasherPoint } from './washer-points';

const services = ['express-wash', 'clay-bar', 'full-detail', 'engine-bay'];

/** Washers around a centre, some packed at one point (ties), some across the antimeridian or near a pole. */
const centreArb = fc.constantFrom(
  { lat: 40.71, lng: -74.0 },
  { lat: 64.84, lng: -147.72 },
  { lat: 51.5, lng: 179.9 },
  { lat: -33.87, lng: 151.21 },
  { lat: 88.9, lng: 10 },
);
const washerArb = (centre: { lat: number; lng: number }) =>
  fc.record({
    id: fc.uuid(),
    point: fc.oneof(
      fc.constant(centre),
      fc.record({
        lat: fc.double({ min: Math.max(-90, centre.lat - 1.2), max: Math.min(90, centre.lat + 1.2), noNaN: true }),
        lng: fc
          .double({ min: centre.lng - 1.5, max: centre.lng + 1.5, noNaN: true })
          .map((lng) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng)),
      }),
    ),
    workRadiusMiles: fc.integer({ min: 5, max: 50 }),
    offeredServiceIds: fc.subarray(services, { minLength: 1 }),
    businessName: fc.constantFrom('', 'Alpha', 'Beta', 'Gamma'),
  });

/** The rule the grid must give the same answer as: every washer, filtered and sorted in full. */
function everyWasher(washers: WasherPoint[], criteria: Parameters<WasherPoints['nearest']>[0], limit: number) {
  return washers
    .filter((washer) => matchesSearch(washer, criteria))
    .map((washer) => ({ washer, distanceMiles: searchDistanceMiles(criteria.origin, washer.point) ?? 0 }))
    .sort(
      (a, b) =>
        a.distanceMiles - b.distanceMiles ||
        (a.washer.businessName < b.washer.businessName ? -1 : a.washer.businessName > b.washer.businessName ? 1 : 0) ||
        (a.washer.id < b.washer.id ? -1 : 1),
    )
    .slice(0, limit);
}

describe('the grid of washer points', () => {
  it('finds exactly the nearest washers the search rule finds among all of them, in the same order', () => {
    fc.assert(
      fc.property(
        centreArb.chain((centre) =>
          fc.record({
            centre: fc.constant(centre),
            washers: fc.uniqueArray(washerArb(centre), { selector: (washer) => washer.id, maxLength: 120 }),
            serviceIds: fc.subarray(services, { minLength: 1 }),
            maxMiles: fc.integer({ min: 1, max: 50 }),
            limit: fc.integer({ min: 1, max: 40 }),
          }),
        ),
        ({ centre, washers, serviceIds, maxMiles, limit }) => {
          const points = new WasherPoints();
          for (const washer of washers) points.put(washer);
          const criteria = { serviceIds, origin: centre, maxMiles };
          const ids = (found: { washer: WasherPoint }[]) => found.map((entry) => entry.washer.id);
          expect(ids(points.nearest(criteria, limit))).toEqual(ids(everyWasher(washers, criteria, limit)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds exactly the washers covering a place, as the rule applied to all of them does', () => {
    fc.assert(
      fc.property(
        centreArb.chain((centre) =>
          fc.record({
            centre: fc.constant(centre),
            washers: fc.uniqueArray(
              washerArb(centre).chain((washer) =>
                fc.constantFrom(washer, { ...washer, offeredServiceIds: [] as string[] }),
              ),
              { selector: (washer) => washer.id, maxLength: 120 },
            ),
          }),
        ),
        ({ centre, washers }) => {
          const points = new WasherPoints();
          for (const washer of washers) points.put(washer);
          const sortedIds = (found: WasherPoint[]) => found.map((washer) => washer.id).sort();
          expect(sortedIds(points.covering(centre, 50).map((entry) => entry.washer))).toEqual(
            sortedIds(washers.filter((washer) => coversPlace(washer, centre))),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('forgets a removed washer and keeps only the latest place of one put again', () => {
    const points = new WasherPoints();
    const criteria = { serviceIds: ['express-wash'], origin: { lat: 40.71, lng: -74.0 }, maxMiles: 50 };
    const washer = {
      id: 'w',
      point: criteria.origin,
      workRadiusMiles: 25,
      offeredServiceIds: ['express-wash'],
      businessName: '',
    };
    points.put(washer);
    points.put({ ...washer, point: { lat: 40.9, lng: -74.0 } });
    expect(points.size).toBe(1);
    expect(points.nearest(criteria, 10).map((found) => Math.round(found.distanceMiles))).toEqual([13]);
    points.put({ ...washer, point: { lat: 34.05, lng: -118.25 } });
    expect(points.nearest(criteria, 10)).toEqual([]);
    points.put(washer);
    points.remove('w');
    expect(points.nearest(criteria, 10)).toEqual([]);
    expect(points.size).toBe(0);
  });
});
