import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationPoint, greatCircleMiles } from '@sudsy/domain/geo';
import { fitPoint, type Sighting } from '@sudsy/domain/trilateration';
import type { PublicWasher } from '@sudsy/domain/washer-api';
import type { Coordinates } from '@sudsy/domain/washer-profile';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { insertWasher } from '../../test/washers';

// docs/security.md, "A washer's home stays private": anyone may ask the search from as many places
// as they like. These tests do, through the real search, and fit the washer's base from the
// answers as someone looking for their home would.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kilometres = (a: Coordinates, b: Coordinates) => greatCircleMiles(a, b) * 1.609344;

/** What the search answers of one washer, asked from `from`; undefined when it does not find them. */
async function seenFrom(washerId: string, from: Coordinates) {
  const query = `services=express-wash&address=here&lat=${from.lat}&lng=${from.lng}&maxMiles=50`;
  const response = await t.app.request(`${testOrigin}/api/washers/search?${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as WasherSearchResponse;
  return body.washers.find((washer) => washer.id === washerId);
}

async function publicPage(washerId: string): Promise<PublicWasher> {
  return (await (await t.app.request(`${testOrigin}/api/washers/${washerId}`)).json()) as PublicWasher;
}

/** `count` places within `radiusMiles` of `centre`, spread evenly over the disc (a golden-angle spiral). */
const placesAround = (centre: Coordinates, radiusMiles: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    destinationPoint(centre, (index * 137.508) % 360, radiusMiles * Math.sqrt((index + 0.5) / count)),
  );

// Bases anywhere in the contiguous United States, each searched from its own town.
const base = fc.record({
  lat: fc.double({ min: 30, max: 45, noNaN: true }),
  lng: fc.double({ min: -120, max: -75, noNaN: true }),
});

describe("a washer's base, fitted from the search's answers", () => {
  it('lands on the public point the answers show, never within 500 m of the base, from 120 searches', async () => {
    await fc.assert(
      fc.asyncProperty(base, async (exact) => {
        // The blur is the database's own draw, as for every washer.
        const id = await insertWasher(t.database.db, { point: exact, workRadiusMiles: 50 });
        // The strongest asker: they already know the base to within a couple of miles and ask all around it.
        const sightings: Sighting[] = [];
        const shownPoints = new Set<string>();
        for (const from of placesAround(exact, 2, 120)) {
          const seen = await seenFrom(id, from);
          if (!seen || seen.distanceMiles === null) throw new Error('the search did not measure the washer');
          shownPoints.add(JSON.stringify(seen.mapCenter));
          sightings.push({ from, miles: seen.distanceMiles, within: seen.distanceMiles < 1 ? 0.05 : 0.5 });
        }
        // One point, the same in every answer and on the washer's page: nothing to average.
        expect(shownPoints.size).toBe(1);
        const shown = (await publicPage(id)).mapCenter;
        expect(shownPoints).toEqual(new Set([JSON.stringify(shown)]));
        if (!shown) throw new Error('no public point');

        const fitted = fitPoint(sightings, exact);
        expect(kilometres(fitted, shown)).toBeLessThan(0.2);
        expect(kilometres(fitted, exact)).toBeGreaterThan(0.5);
      }),
      { numRuns: 3 },
    );
  });

  it('finds the public point, not the base, by asking whether the search finds the washer', async () => {
    // Halving along rays from the base finds the edge of the washer's 1-mile circle.
    const exact = { lat: 43.615, lng: -116.2023 };
    const id = await insertWasher(t.database.db, { point: exact, workRadiusMiles: 1 });
    const edges: Sighting[] = [];
    for (let bearing = 0; bearing < 360; bearing += 30) {
      let [inside, outside] = [0, 3];
      while (outside - inside > 0.0005) {
        const middle = (inside + outside) / 2;
        if (await seenFrom(id, destinationPoint(exact, bearing, middle))) inside = middle;
        else outside = middle;
      }
      edges.push({ from: destinationPoint(exact, bearing, inside), miles: 1, within: 0.001 });
    }
    const shown = (await publicPage(id)).mapCenter;
    if (!shown) throw new Error('no public point');
    const fitted = fitPoint(edges, exact);
    expect(kilometres(fitted, shown)).toBeLessThan(0.05);
    expect(kilometres(fitted, exact)).toBeGreaterThan(0.5);
  });
});
