import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { earthRadiusMiles } from './constants';
import { greatCircleMiles } from './geo';
import type { Coordinates } from './washer-profile';
import {
  compareDistance,
  matchesSearch,
  noWashersMessage,
  washerSearchQuerySchema,
  requestReaches,
  coversPlace,
  matchedDistance,
  searchDistanceMiles,
  searchMessages,
  searchServicePrices,
  type SearchCandidate,
} from './washer-search';
import { requestMessages } from './quote-request';

/** The reference: the angle between the two points as unit vectors (atan2 of |a×b| and a·b), on a 3959-mile sphere. */
function referenceMiles(a: Coordinates, b: Coordinates): number {
  const vector = ({ lat, lng }: Coordinates) => {
    const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
    return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)] as const;
  };
  const [ax, ay, az] = vector(a);
  const [bx, by, bz] = vector(b);
  const cross = Math.hypot(ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx);
  return earthRadiusMiles * Math.atan2(cross, ax * bx + ay * by + az * bz);
}

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
// Points in and around the continental US, where washers are.
const usPoint = fc.record({
  lat: fc.double({ min: 24, max: 49, noNaN: true }),
  lng: fc.double({ min: -125, max: -66, noNaN: true }),
});
const serviceIds = catalogue.map((service) => service.id);
const someServices = fc.uniqueArray(fc.constantFrom(...serviceIds), { minLength: 1, maxLength: 5 });
const candidate: fc.Arbitrary<SearchCandidate> = fc.record({
  offeredServiceIds: fc.uniqueArray(fc.constantFrom(...serviceIds), { maxLength: 6 }),
  point: fc.option(usPoint, { nil: null }),
  workRadiusMiles: fc.integer({ min: 1, max: 50 }),
});
const criteria = fc.record({
  serviceIds: someServices,
  origin: fc.option(usPoint, { nil: null }),
  maxMiles: fc.integer({ min: 1, max: 50 }),
});

describe('greatCircleMiles', () => {
  it('agrees with a reference great-circle distance to a ten-thousandth of a mile', () => {
    fc.assert(fc.property(point, point, (a, b) => Math.abs(greatCircleMiles(a, b) - referenceMiles(a, b)) < 1e-4));
  });

  it('is symmetric, zero for one point, never beyond half the circumference, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const ab = greatCircleMiles(a, b);
        expect(ab).toBeCloseTo(greatCircleMiles(b, a), 6);
        expect(greatCircleMiles(a, a)).toBe(0);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * earthRadiusMiles + 1e-9);
        // Near antipodal points the haversine loses digits (fast-check found 2e-5 miles); a
        // thousandth of a mile is still far below the tenth the product shows.
        expect(ab).toBeLessThanOrEqual(greatCircleMiles(a, c) + greatCircleMiles(c, b) + 1e-3);
      }),
    );
  });
});

describe('matchesSearch', () => {
  it('never matches a washer offering none of the chosen services', () => {
    fc.assert(
      fc.property(candidate, criteria, (washer, search) => {
        const overlap = washer.offeredServiceIds.some((id) => search.serviceIds.includes(id));
        if (!overlap) expect(matchesSearch(washer, search)).toBe(false);
      }),
    );
  });

  it('matches an offering washer without a distance (no point on either side)', () => {
    fc.assert(
      fc.property(candidate, criteria, fc.boolean(), (washer, search, dropOrigin) => {
        const unplaced = dropOrigin ? { ...search, origin: null } : search;
        const pointless = dropOrigin ? washer : { ...washer, point: null };
        const overlap = washer.offeredServiceIds.some((id) => search.serviceIds.includes(id));
        expect(matchesSearch(pointless, unplaced)).toBe(overlap);
      }),
    );
  });

  it('with both points, matches exactly when the reference distance is within both the work radius and the maximum', () => {
    fc.assert(
      fc.property(candidate, criteria, usPoint, usPoint, (washer, search, origin, at) => {
        const placed = {
          ...washer,
          point: at,
          offeredServiceIds: [...washer.offeredServiceIds, ...search.serviceIds.slice(0, 1)],
        };
        const distance = referenceMiles(origin, at);
        const limit = Math.min(placed.workRadiusMiles, search.maxMiles);
        // Away from the boundary, where the two formulas' last bits cannot disagree.
        fc.pre(Math.abs(distance - limit) > 1e-6);
        expect(matchesSearch(placed, { ...search, origin })).toBe(distance <= limit);
      }),
    );
  });

  it('a larger maximum never loses a washer', () => {
    fc.assert(
      fc.property(candidate, criteria, fc.integer({ min: 0, max: 49 }), (washer, search, more) => {
        const wider = { ...search, maxMiles: Math.min(50, search.maxMiles + more) };
        if (matchesSearch(washer, search)) expect(matchesSearch(washer, wider)).toBe(true);
      }),
    );
  });
});

describe('matchedDistance', () => {
  it('finds whom matchesSearch finds, at the distance the search measures', () => {
    fc.assert(
      fc.property(candidate, criteria, fc.option(usPoint, { nil: null }), (washer, search, origin) => {
        const found = matchedDistance(washer, { ...search, origin });
        expect(found !== undefined).toBe(matchesSearch(washer, { ...search, origin }));
        if (found !== undefined) expect(found).toBe(searchDistanceMiles(origin, washer.point));
      }),
    );
  });
});

describe('requestReaches', () => {
  it('reaches a washer only with both points, a shared service and the place inside the work radius', () => {
    fc.assert(
      fc.property(candidate, someServices, fc.option(usPoint, { nil: null }), (washer, services, place) => {
        const overlap = washer.offeredServiceIds.some((id) => services.includes(id));
        const distance = place && washer.point ? referenceMiles(place, washer.point) : null;
        fc.pre(distance === null || Math.abs(distance - washer.workRadiusMiles) > 1e-6);
        expect(requestReaches(washer, services, place)).toBe(
          overlap && distance !== null && distance <= washer.workRadiusMiles,
        );
      }),
    );
  });
});

describe('coversPlace', () => {
  it('covers a place inside the work radius of a washer with a point who offers anything', () => {
    fc.assert(
      fc.property(candidate, usPoint, (washer, place) => {
        const distance = washer.point ? referenceMiles(place, washer.point) : null;
        fc.pre(distance === null || Math.abs(distance - washer.workRadiusMiles) > 1e-6);
        expect(coversPlace(washer, place)).toBe(
          washer.offeredServiceIds.length > 0 && distance !== null && distance <= washer.workRadiusMiles,
        );
      }),
    );
  });

  it('never covers for a washer who offers nothing', () => {
    const place = { lat: 30.27, lng: -97.74 };
    expect(coversPlace({ offeredServiceIds: [], point: place, workRadiusMiles: 50 }, place)).toBe(false);
    expect(coversPlace({ offeredServiceIds: ['express-wash'], point: place, workRadiusMiles: 5 }, place)).toBe(true);
  });
});

describe('compareDistance', () => {
  it('sorts nearest first and unknown distances last', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 3000, noNaN: true }), { nil: null })), (distances) => {
        const sorted = [...distances].sort(compareDistance);
        const known = sorted.filter((distance) => distance !== null);
        expect(sorted.slice(0, known.length)).toEqual(known);
        expect(sorted.slice(known.length).every((distance) => distance === null)).toBe(true);
        known.forEach((distance, index) => index > 0 && expect(distance).toBeGreaterThanOrEqual(known[index - 1] ?? 0));
      }),
    );
  });
});

describe('searchServicePrices', () => {
  it("lists the requested services the washer offers at the washer's price, sums them and counts the rest", () => {
    const offerings = [
      { serviceId: 'express-wash', minPriceCents: 4200 },
      { serviceId: 'clay-bar', minPriceCents: 3000 },
    ];
    const custom = [{ id: 'custom-rims', name: 'Rim polish', basePriceCents: 1500 }];
    const offered = ['express-wash', 'clay-bar', 'custom-rims'];
    expect(searchServicePrices(['express-wash', 'custom-rims', 'full-detail'], offered, offerings, custom)).toEqual({
      services: [
        { serviceId: 'express-wash', name: 'Express Wash & Go', priceCents: 4200 },
        { serviceId: 'custom-rims', name: 'Rim polish', priceCents: 1500 },
      ],
      estimatedTotalCents: 5700,
      otherServicesCount: 1,
    });
  });

  it('the total is the sum of the listed prices and the counts add up to what the washer offers', () => {
    fc.assert(
      fc.property(someServices, fc.uniqueArray(fc.constantFrom(...serviceIds)), (requested, offered) => {
        const offerings = offered.map((serviceId, index) => ({ serviceId, minPriceCents: 1000 + index }));
        const result = searchServicePrices(requested, offered, offerings, []);
        expect(result.estimatedTotalCents).toBe(result.services.reduce((sum, service) => sum + service.priceCents, 0));
        expect(result.services.length + result.otherServicesCount).toBe(offered.length);
      }),
    );
  });
});

describe('washerSearchQuerySchema', () => {
  it('reads services as comma-separated ids, once each, and defaults the maximum to 25 miles', () => {
    expect(
      washerSearchQuerySchema.parse({ services: 'express-wash, clay-bar,express-wash', address: ' 78701 ' }),
    ).toEqual({
      services: ['express-wash', 'clay-bar'],
      address: '78701',
      maxMiles: 25,
    });
  });

  it('names the missing services and address with the product texts', () => {
    const result = washerSearchQuerySchema.safeParse({ services: '', address: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([requestMessages.noServices, requestMessages.addressRequired]));
  });
});

describe('noWashersMessage', () => {
  it('picks the right line for an empty search', () => {
    expect(noWashersMessage({ totalWashers: 0 }, '78701')).toBe(searchMessages.noneFound.emptyDatabase);
    expect(noWashersMessage({ totalWashers: 3 }, '78701')).toBe(searchMessages.noneFound.withAddress);
    expect(noWashersMessage({ totalWashers: 3 }, ' ')).toBe(searchMessages.noneFound.otherwise);
    expect(searchMessages.found.description(4)).toBe('Found 4 providers matching your criteria.');
  });
});
