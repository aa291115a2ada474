import { defaultSizeSurcharges } from '@sudsy/domain/size-pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles, publicMiles, publicPoint } from '@sudsy/domain/geo';
import { requestMessages } from '@sudsy/domain/quote-request';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { offlineGeocoder } from '../../platform/geocoder/offline-geocoder';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { insertWasher, offering } from '../../test/washers';
import { washersByNameStatement } from './search-query';

let t: TestApp;

// Where the offline gazetteer places 'Austin, TX': washers are put at known distances from it.
let austin = { lat: 0, lng: 0 };
/** A point `miles` north of `from` (69.09 miles to a degree of latitude on the 3959-mile sphere). */
const north = (from: { lat: number; lng: number }, miles: number) => ({
  lat: from.lat + (miles / (3959 * Math.PI)) * 180,
  lng: from.lng,
});

/** A blur that puts the public point 0.8 km due east of the base. */
const east = { turn: 0.25, reach: 0 };

beforeAll(async () => {
  t = await createTestApp();
  austin = (await offlineGeocoder().geocode('Austin, TX')) ?? austin;
});
afterAll(() => t.close());

async function search(query: string): Promise<Response> {
  return Promise.resolve(t.app.request(`${testOrigin}/api/washers/search?${query}`));
}

async function found(query: string): Promise<WasherSearchResponse> {
  const response = await search(query);
  expect(response.status).toBe(200);
  return (await response.json()) as WasherSearchResponse;
}

describe('GET /api/washers/search: bad input', () => {
  it.each([
    ['address=Austin', { services: requestMessages.noServices }],
    ['services=&address=Austin', { services: requestMessages.noServices }],
    ['services=,,&address=Austin', { services: requestMessages.noServices }],
    ['services=express-wash', { address: requestMessages.addressRequired }],
    ['services=express-wash&address=%20%20', { address: requestMessages.addressRequired }],
    ['services=no-such-service&address=Austin', { 'services.0': 'Unknown service' }],
    ['services=express-wash&address=Austin&maxMiles=0', { maxMiles: expect.any(String) }],
    ['services=express-wash&address=Austin&maxMiles=51', { maxMiles: expect.any(String) }],
    ['services=express-wash&address=Austin&maxMiles=abc', { maxMiles: expect.any(String) }],
    ['services=express-wash&address=Austin&lat=30', { lat: expect.any(String) }],
    ['services=express-wash&address=Austin&lat=91&lng=0', { lat: expect.any(String) }],
    ['services=express-wash&address=Austin&lat=&lng=', { lat: expect.any(String) }],
    ['services=express-wash&address=Austin&lat=Infinity&lng=1', { lat: expect.any(String) }],
  ])('%s → 400 naming the field', async (query, fields) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual(expect.objectContaining(fields));
  });
});

describe('GET /api/washers/search', () => {
  it("says there are no washers at all before any washer is searchable ('No providers are currently available')", async () => {
    // Not searchable: unconfirmed email, no address, no services.
    await insertWasher(t.database.db, { emailVerified: false });
    await insertWasher(t.database.db, { address: '' });
    await insertWasher(t.database.db, { offerings: [] });
    expect(await found('services=express-wash&address=Austin%2C%20TX')).toEqual({
      washers: [],
      geocoded: true,
      origin: austin,
      totalWashers: 0,
    });
  });

  it('finds washers offering a chosen service within their radius and the maximum, nearest first, washers without a point last', async () => {
    const db = t.database.db;
    const near = await insertWasher(db, {
      businessName: 'Near',
      point: north(austin, 2),
      // Public point 0.8 km (0.5 mile) due east of the base, so about 2.06 miles from Austin.
      blur: east,
      offerings: [offering('express-wash', 4200), offering('clay-bar', 5000), offering('engine-bay', 6000)],
    });
    const middle = await insertWasher(db, { businessName: 'Middle', point: north(austin, 8), workRadiusMiles: 10 });
    const noPoint = await insertWasher(db, { businessName: 'Nowhere', point: null, address: 'Somewhere unknown' });
    // Beyond its own radius, beyond the maximum, or offering none of the services: left out.
    await insertWasher(db, { businessName: 'Short reach', point: north(austin, 12), workRadiusMiles: 10 });
    await insertWasher(db, { businessName: 'Far', point: north(austin, 30), workRadiusMiles: 50 });
    await insertWasher(db, {
      businessName: 'Other services',
      point: north(austin, 1),
      offerings: [offering('full-detail', 20000)],
    });

    const body = await found(`services=express-wash,interior-detail&address=Austin%2C%20TX&maxMiles=25`);
    expect(body.geocoded).toBe(true);
    expect(body.origin).toEqual(austin);
    expect(body.totalWashers).toBeNull();
    expect(body.washers.map((washer) => washer.id)).toEqual([near, middle, noPoint]);
    const [first, second, last] = body.washers;
    expect(first).toEqual({
      id: near,
      businessName: 'Near',
      photoUrl: null,
      portfolio: [],
      // The public point, for the results map: the distance is measured from it too.
      mapCenter: publicPoint(north(austin, 2), east),
      instantBooking: false,
      rating: null,
      experienceYears: 5,
      // Whole miles beyond a mile.
      distanceMiles: 2,
      // The distance is shown, not the town.
      area: null,
      bio: 'Hand washes at your door.',
      workRadiusMiles: 25,
      services: [{ serviceId: 'express-wash', name: 'Express Wash & Go', priceCents: 4200 }],
      estimatedTotalCents: 4200,
      // The card adds these for the owner's car: a new washer's defaults.
      sizeSurcharges: defaultSizeSurcharges,
      otherServicesCount: 2,
      // Default hours, nothing booked: free within the week.
      nextFreeStart: expect.any(String),
      // No operator has checked their documents.
      verified: false,
    });
    // Whatever the database drew: the card's distance is the one from the point the map shows.
    expect(second?.distanceMiles).toBe(publicMiles(greatCircleMiles(austin, second?.mapCenter ?? austin)));
    expect(Math.abs((second?.distanceMiles ?? 0) - 8)).toBeLessThanOrEqual(1);
    expect(last).toMatchObject({ id: noPoint, distanceMiles: null, area: null, mapCenter: null });
  });

  it('uses the point sent with the query instead of geocoding the address', async () => {
    const body = await found(`services=express-wash&address=anything&lat=${austin.lat}&lng=${austin.lng}&maxMiles=5`);
    expect(body.geocoded).toBe(true);
    expect(body.origin).toEqual(austin);
    expect(body.washers.map((washer) => washer.businessName)).toEqual(['Near', 'Nowhere']);
  });

  it('goes on without distance when the address cannot be placed', async () => {
    const body = await found('services=express-wash&address=qqqq%20zzzz%20xxxx');
    expect(body.geocoded).toBe(false);
    expect(body.origin).toBeNull();
    // Every washer offering the service, wherever it is, by name.
    expect(body.washers.map((washer) => washer.businessName)).toEqual([
      'Far',
      'Middle',
      'Near',
      'Nowhere',
      'Short reach',
    ]);
    expect(body.washers.every((washer) => washer.distanceMiles === null)).toBe(true);
    // Without a distance the card names the town, for every washer with a point.
    expect(body.washers.find((washer) => washer.businessName === 'Near')?.area).toBe('Austin, TX');
    expect(body.washers.find((washer) => washer.businessName === 'Nowhere')?.area).toBeNull();
  });

  it("prices a custom service at its base price and names a washer without a name 'Provider'", async () => {
    const db = t.database.db;
    const id = await insertWasher(db, {
      businessName: '',
      point: { lat: 47.6062, lng: -122.3321 },
      offerings: [offering('paint-sealant', 3900)],
      customServices: [
        {
          id: 'custom-rims',
          name: 'Rim polish',
          description: 'Shiny',
          basePriceCents: 1500,
          estimatedMinutes: 20,
          category: 'Custom Services',
        },
      ],
    });
    const body = await found('services=paint-sealant,full-detail&address=Seattle%2C%20WA');
    expect(body.washers).toEqual([
      expect.objectContaining({
        id,
        businessName: 'Provider',
        area: null,
        services: [{ serviceId: 'paint-sealant', name: 'Paint Sealant Upgrade', priceCents: 3900 }],
        estimatedTotalCents: 3900,
        otherServicesCount: 1,
      }),
    ]);
  });

  it('answers an empty list, with the number of washers there are, when none match', async () => {
    const body = await found('services=ceramic-coating&address=Miami%2C%20FL');
    expect(body).toEqual({ washers: [], geocoded: true, origin: expect.any(Object), totalWashers: 7 });
  });

  it('draws the radius around the public point: finds the washer at its edge, not just beyond', async () => {
    const db = t.database.db;
    const denver = { lat: 39.7392, lng: -104.9903 };
    // The public point lies 0.8 km (half a mile) due north of the base.
    const id = await insertWasher(db, { point: denver, blur: { turn: 0, reach: 0 }, workRadiusMiles: 10 });
    const shown = publicPoint(denver, { turn: 0, reach: 0 });
    const reaches = async (from: { lat: number; lng: number }) => {
      const body = await found(`services=express-wash&address=x&lat=${from.lat}&lng=${from.lng}&maxMiles=50`);
      return body.washers.some((washer) => washer.id === id);
    };
    expect(await reaches(north(shown, -9.999))).toBe(true);
    expect(await reaches(north(shown, -10.001))).toBe(false);
    // 9.9 miles south of the base is 10.4 from the public point, 10.3 miles north of it 9.8: a
    // yes or no tells no more of the base than a distance does.
    expect(await reaches(north(denver, -9.9))).toBe(false);
    expect(await reaches(north(denver, 10.3))).toBe(true);
  });

  it('measures distances as the domain does (haversine, 3959 miles) from the point it shows, in whole miles beyond a mile', async () => {
    const chicago = { lat: 41.8781, lng: -87.6298 };
    const points = [
      { lat: 41.95, lng: -87.7 },
      { lat: 41.7, lng: -87.5 },
      { lat: 42.05, lng: -87.9 },
      // Half a mile from the search point: tenths of a mile.
      north(chicago, -0.5),
    ];
    const blurs = [
      { turn: 0.1, reach: 0.2 },
      { turn: 0.4, reach: 0.9 },
      { turn: 0.7, reach: 0.5 },
      // East: the public point is about 0.7 mile away.
      { turn: 0.25, reach: 0 },
    ];
    await Promise.all(
      points.map((point, index) => insertWasher(t.database.db, { point, blur: blurs[index], workRadiusMiles: 50 })),
    );
    const body = await found(`services=express-wash&address=x&lat=${chicago.lat}&lng=${chicago.lng}&maxMiles=50`);
    const measured = body.washers.filter((washer) => washer.distanceMiles !== null);
    expect(measured).toHaveLength(4);
    const expected = points
      .map((point, index) => publicPoint(point, blurs[index] ?? { turn: 0, reach: 0 }))
      .map((shown) => greatCircleMiles(chicago, shown))
      .sort((a, b) => a - b);
    // Finer figures would help find the public point, not the base; tenths under a mile, whole miles beyond.
    measured.forEach((washer, index) => {
      expect(washer.distanceMiles).toBe(publicMiles(expected[index] ?? NaN));
      expect(washer.distanceMiles).toBe(publicMiles(greatCircleMiles(chicago, washer.mapCenter ?? chicago)));
    });
    expect(measured[0]?.distanceMiles).toBe(0.7);
    expect(measured.slice(1).every((washer) => Number.isInteger(washer.distanceMiles))).toBe(true);
  });
});

describe('the search by name', () => {
  it('reads washers without a point on their partial index, not every row', async () => {
    const db = t.database.db;
    // Enough washers that reading them all would cost more than the index.
    await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
      select 'bulk-' || n, 'Bulk', 'bulk-' || n || '@example.com', true, 'washer' from generate_series(1, 5000) n`);
    await db.execute(sql`insert into washer_profiles (user_id, experience_years, work_radius_miles, address, lat, lng, selected_services)
      select 'bulk-' || n, 5, 25, 'Somewhere', 25 + (n % 97) * 0.24, -124 + (n % 89) * 0.64, array['express-wash']
      from generate_series(1, 5000) n`);
    await db.execute(sql`analyze washer_profiles`);
    const plan = await db.execute(
      sql`explain ${washersByNameStatement(['express-wash'], { withoutPoint: true, limit: 100 })}`,
    );
    const text = plan.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    expect(text).toContain('washer_profiles_without_point_idx');
    expect(text).not.toMatch(/Seq Scan on washer_profiles/);
  });
});
