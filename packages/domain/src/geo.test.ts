import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMiles, publicMiles, publicPoint } from './geo';

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

describe('publicPoint', () => {
  it('rounds a washer’s base to 0.01°', () => {
    expect(publicPoint({ lat: 30.271_344, lng: -97.742_612 })).toEqual({ lat: 30.27, lng: -97.74 });
  });

  it('is never more than about 1 km from the point, and never finer than 0.01°', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, (exact) => {
        const shown = publicPoint(exact);
        expect(greatCircleMiles(exact, shown)).toBeLessThanOrEqual(0.5);
        for (const degrees of [shown.lat, shown.lng])
          expect(Math.abs(degrees * 100 - Math.round(degrees * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('publicMiles', () => {
  it('rounds to 0.1 mile', () => {
    expect(publicMiles(3.14159)).toBe(3.1);
    expect(publicMiles(0.04)).toBe(0);
    expect(publicMiles(12.35)).toBe(12.4);
  });
});
