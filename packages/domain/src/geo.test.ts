import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from './geo';

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
