import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  destinationPoint,
  greatCircleMiles,
  milesAwayLabel,
  publicMiles,
  publicPoint,
  publicPointOffsetKm,
  publicPointReachMiles,
} from './geo';
import { fitPoint, type Sighting } from './trilateration';
import type { Coordinates } from './washer-profile';

const base = fc.record({
  lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
const fraction = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const blur = fc.record({ turn: fraction, reach: fraction });

describe('greatCircleMiles', () => {
  it('is 0 for one point and symmetric', () => {
    const sf = { lat: 37.7937, lng: -122.3965 };
    const la = { lat: 34.0522, lng: -118.2437 };
    expect(greatCircleMiles(sf, sf)).toBe(0);
    expect(greatCircleMiles(sf, la)).toBeCloseTo(greatCircleMiles(la, sf), 9);
  });

  it('measures on a sphere of radius 3959 miles', () => {
    // San Francisco to Los Angeles is about 347 miles as the crow flies.
    expect(greatCircleMiles({ lat: 37.7749, lng: -122.4194 }, { lat: 34.0522, lng: -118.2437 })).toBeCloseTo(347, 0);
    // A quarter of the equator.
    expect(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 3959, 6);
  });
});

describe('destinationPoint', () => {
  it('lands the asked distance away, on a sphere of radius 3959 miles', () => {
    const quarter = destinationPoint({ lat: 0, lng: 0 }, 90, (Math.PI / 2) * 3959);
    expect(quarter.lat).toBeCloseTo(0, 9);
    expect(quarter.lng).toBeCloseTo(90, 9);
    fc.assert(
      fc.property(
        base,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (from, bearing, miles) => {
          const to = destinationPoint(from, bearing, miles);
          expect(greatCircleMiles(from, to)).toBeCloseTo(miles, 6);
          expect(Math.abs(to.lng)).toBeLessThanOrEqual(180);
        },
      ),
    );
  });
});

describe('publicPoint', () => {
  const austin = { lat: 30.2672, lng: -97.7431 };

  it('moves the base 0.8 to 1.4 km the way the washer’s blur says, to 4 decimals', () => {
    // 0.8 km due north: 0.8 / 111.2 km per degree of latitude.
    expect(publicPoint(austin, { turn: 0, reach: 0 })).toEqual({ lat: 30.2744, lng: -97.7431 });
    // 1.4 km due east: 1.4 / (111.2 × cos 30.27°) degrees of longitude.
    expect(publicPoint(austin, { turn: 0.25, reach: 1 })).toEqual({ lat: 30.2672, lng: -97.7285 });
    // 1.1 km south-west.
    const southWest = publicPoint(austin, { turn: 0.625, reach: 0.5 });
    expect(greatCircleMiles(austin, southWest) * 1.609344).toBeCloseTo(1.1, 2);
    expect(southWest.lat).toBeLessThan(austin.lat);
    expect(southWest.lng).toBeLessThan(austin.lng);
  });

  it('is never nearer the base than 0.5 km, nor further than 1.5 km, and never finer than 4 decimals', () => {
    fc.assert(
      fc.property(base, blur, (exact, washerBlur) => {
        const shown = publicPoint(exact, washerBlur);
        const kilometres = greatCircleMiles(exact, shown) * 1.609344;
        expect(kilometres).toBeGreaterThanOrEqual(publicPointOffsetKm.min - 0.01);
        expect(kilometres).toBeLessThanOrEqual(publicPointOffsetKm.max + 0.01);
        expect(kilometres).toBeGreaterThanOrEqual(0.5);
        expect(kilometres).toBeLessThanOrEqual(1.5);
        expect(greatCircleMiles(exact, shown)).toBeLessThanOrEqual(publicPointReachMiles);
        for (const degrees of [shown.lat, shown.lng])
          expect(Math.abs(degrees * 10_000 - Math.round(degrees * 10_000))).toBeLessThan(1e-6);
      }),
    );
  });

  it('is the same point for the same base and blur, however often it is asked', () => {
    fc.assert(
      fc.property(base, blur, (exact, washerBlur) => {
        expect(publicPoint(exact, washerBlur)).toEqual(publicPoint({ ...exact }, { ...washerBlur }));
      }),
    );
  });
});

describe('publicMiles', () => {
  it('rounds to the tenth of a mile under a mile and to the whole mile from there', () => {
    expect(publicMiles(0)).toBe(0);
    expect(publicMiles(0.04)).toBe(0);
    expect(publicMiles(0.34)).toBe(0.3);
    expect(publicMiles(0.96)).toBe(1);
    expect(publicMiles(1)).toBe(1);
    expect(publicMiles(1.49)).toBe(1);
    expect(publicMiles(3.14159)).toBe(3);
    expect(publicMiles(12.5)).toBe(13);
  });

  it('is off by at most half its step, lands on its step, keeps the order and rounds a rounded distance to itself', () => {
    const miles = fc.double({ min: 0, max: 60, noNaN: true });
    fc.assert(
      fc.property(miles, miles, (a, b) => {
        const shown = publicMiles(a);
        const step = a < 1 ? 0.1 : 1;
        expect(Math.abs(shown - a)).toBeLessThanOrEqual(step / 2 + 1e-9);
        expect(Math.abs(shown / step - Math.round(shown / step))).toBeLessThan(1e-9);
        expect(publicMiles(shown)).toBe(shown);
        if (a <= b) expect(shown).toBeLessThanOrEqual(publicMiles(b));
      }),
    );
  });

  it('reads as the cards show it', () => {
    expect(milesAwayLabel(0.04)).toBe('0.0 mi away');
    expect(milesAwayLabel(0.34)).toBe('0.3 mi away');
    expect(milesAwayLabel(0.96)).toBe('1 mi away');
    expect(milesAwayLabel(1)).toBe('1 mi away');
    expect(milesAwayLabel(12.5)).toBe('13 mi away');
  });
});

describe('a washer’s base, fitted from public distances', () => {
  /** Where someone asks from: `count` places within `radiusMiles` of `centre`, spread evenly over the disc. */
  const placesAround = (centre: Coordinates, radiusMiles: number, count: number, seed: number) =>
    Array.from({ length: count }, (_, index) => {
      // A golden-angle spiral: even cover, the same for the same seed.
      const bearing = (index * 137.508 + seed * 360) % 360;
      return destinationPoint(centre, bearing, radiusMiles * Math.sqrt((index + 0.5) / count));
    });
  const asked = (places: readonly Coordinates[], shown: Coordinates): Sighting[] =>
    places.map((from) => {
      const miles = publicMiles(greatCircleMiles(from, shown));
      return { from, miles, within: miles < 1 ? 0.05 : 0.5 };
    });
  const kilometres = (a: Coordinates, b: Coordinates) => greatCircleMiles(a, b) * 1.609344;
  const settled = fc.record({
    lat: fc.double({ min: -70, max: 70, noNaN: true }),
    lng: fc.double({ min: -179, max: 179, noNaN: true }),
  });

  it('finds the public point from 120 answers, and so stays more than 500 m from the base', () => {
    fc.assert(
      fc.property(settled, blur, fc.double({ min: 0, max: 1, noNaN: true }), (exact, washerBlur, seed) => {
        const shown = publicPoint(exact, washerBlur);
        // The strongest asker: they already know the base to within a few miles and ask all around it.
        const fitted = fitPoint(asked(placesAround(exact, 2, 120, seed), shown), exact);
        expect(kilometres(fitted, shown)).toBeLessThan(0.2);
        expect(kilometres(fitted, exact)).toBeGreaterThan(0.5);
      }),
      { numRuns: 25 },
    );
  });

  it('would find the base itself within 100 m were distances measured from it', () => {
    // The fit is strong enough to matter: the rule before public points, distances from the base to 0.1 mile.
    fc.assert(
      fc.property(settled, fc.double({ min: 0, max: 1, noNaN: true }), (exact, seed) => {
        const sightings = placesAround(exact, 2, 120, seed).map((from) => ({
          from,
          miles: Math.round(greatCircleMiles(from, exact) * 10) / 10,
          within: 0.05,
        }));
        expect(kilometres(fitPoint(sightings, destinationPoint(exact, 45, 1)), exact)).toBeLessThan(0.1);
      }),
      { numRuns: 5 },
    );
  });

  it('finds the public point, not the base, by asking whether the washer covers a place', () => {
    // A yes/no answer is a measure too: halving along rays finds the edge of the washer's circle.
    fc.assert(
      fc.property(settled, blur, fc.integer({ min: 1, max: 5 }), (exact, washerBlur, radiusMiles) => {
        const shown = publicPoint(exact, washerBlur);
        const covers = (place: Coordinates) => greatCircleMiles(place, shown) <= radiusMiles;
        const edges = Array.from({ length: 36 }, (_, index) => {
          let [inside, outside] = [0, radiusMiles + 2];
          while (outside - inside > 0.0005) {
            const middle = (inside + outside) / 2;
            if (covers(destinationPoint(exact, index * 10, middle))) inside = middle;
            else outside = middle;
          }
          return { from: destinationPoint(exact, index * 10, inside), miles: radiusMiles, within: 0.001 };
        });
        const fitted = fitPoint(edges, exact);
        expect(kilometres(fitted, shown)).toBeLessThan(0.05);
        expect(kilometres(fitted, exact)).toBeGreaterThan(0.5);
      }),
      { numRuns: 25 },
    );
  });
});
