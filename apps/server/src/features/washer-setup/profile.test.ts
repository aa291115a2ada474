import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { washerProfileMessages } from '@sudsy/domain/washer-profile';
import { createTestApp, type TestApp } from '../../test/test-app';
import { washerProfiles } from './schema';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';
import { profileInput } from '../../test/washers';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, owner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
  ]);
});
afterAll(() => t.close());

async function save(who: SignedIn, body: unknown) {
  return callAs(t, who, 'PUT', '/api/washer-profile', body);
}

async function load(who: SignedIn) {
  const response = await callAs(t, who, 'GET', '/api/washer-profile');
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: Record<string, unknown> | null }).profile;
}

describe('GET/PUT /api/washer-profile', () => {
  it('is null before the first save, then returns what was saved', async () => {
    const fresh = await signedIn(t, 'washer');
    expect(await load(fresh)).toBeNull();
    const input = profileInput();
    const response = await save(fresh, input);
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: Record<string, unknown> };
    expect(profile).toEqual({ ...input, userId: fresh.id, updatedAt: expect.any(String) });
    expect(await load(fresh)).toEqual(profile);
  });

  it('replaces the whole profile on each save, trimming text', async () => {
    await save(washer, profileInput());
    const second = profileInput({
      businessName: '  Suds & Co  ',
      serviceOfferings: [
        { serviceId: 'custom-1700000000000', minPriceCents: 9000, maxPriceCents: 12000, estimatedMinutes: 90 },
      ],
      customServices: [
        {
          id: 'custom-1700000000000',
          name: 'Boat wash',
          description: 'Hull and deck',
          basePriceCents: 9000,
          estimatedMinutes: 90,
          category: 'Custom Services',
        },
      ],
      certifications: [],
    });
    expect((await save(washer, second)).status).toBe(200);
    expect(await load(washer)).toMatchObject({ ...second, businessName: 'Suds & Co' });
  });

  it('stores the offered service ids for search', async () => {
    await save(
      washer,
      profileInput({
        serviceOfferings: [
          { serviceId: 'express-wash', minPriceCents: 3500, maxPriceCents: 5250, estimatedMinutes: 30 },
          { serviceId: 'clay-bar', minPriceCents: 4000, maxPriceCents: 6000, estimatedMinutes: 45 },
        ],
        customServices: [
          {
            id: 'custom-9',
            name: 'Boat wash',
            description: 'Hull',
            basePriceCents: 9000,
            estimatedMinutes: 90,
            category: 'Custom Services',
          },
        ],
      }),
    );
    const [row] = await t.database.db.select().from(washerProfiles).where(eq(washerProfiles.userId, washer.id));
    expect(row?.selectedServices).toEqual(['express-wash', 'clay-bar', 'custom-9']);
  });

  it('geocodes a typed address that has no map centre', async () => {
    const byZip = await save(
      washer,
      profileInput({ address: '1 Market St, San Francisco, CA 94105', mapCenter: null }),
    );
    expect(((await byZip.json()) as { profile: { mapCenter: unknown } }).profile.mapCenter).toEqual({
      lat: 37.7864,
      lng: -122.3892,
    });
    const byCity = await save(washer, profileInput({ address: 'Austin, TX', mapCenter: null }));
    expect(((await byCity.json()) as { profile: { mapCenter: { lat: number } } }).profile.mapCenter.lat).toBeCloseTo(
      30.3,
      0,
    );
  });

  it('keeps a picked map centre, and no centre for an address it cannot place', async () => {
    const picked = await save(
      washer,
      profileInput({ address: 'Somewhere nice', mapCenter: { lat: 40.7128, lng: -74.006 } }),
    );
    expect(((await picked.json()) as { profile: { mapCenter: unknown } }).profile.mapCenter).toEqual({
      lat: 40.7128,
      lng: -74.006,
    });
    const unknown = await save(washer, profileInput({ address: 'Somewhere nice', mapCenter: null }));
    expect(((await unknown.json()) as { profile: { mapCenter: unknown } }).profile.mapCenter).toBeNull();
    const empty = await save(washer, profileInput({ address: '', mapCenter: null }));
    expect(((await empty.json()) as { profile: { mapCenter: unknown } }).profile.mapCenter).toBeNull();
  });

  it('answers invalid fields with 400 naming them, and saves nothing', async () => {
    const before = await load(washer);
    const response = await save(washer, {
      ...profileInput(),
      experienceYears: 51,
      workRadiusMiles: 0,
      serviceOfferings: [{ serviceId: 'express-wash', minPriceCents: 5000, maxPriceCents: 4000, estimatedMinutes: 30 }],
      certifications: ['made-up-cert'],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields).sort()).toEqual(
      ['certifications.0', 'experienceYears', 'serviceOfferings.0.maxPriceCents', 'workRadiusMiles'].sort(),
    );
    expect(body.error.fields['serviceOfferings.0.maxPriceCents']).toBe('Minimum price must not exceed maximum price');
    expect(await load(washer)).toEqual(before);
  });

  it('names the business name in its error, whatever the form let through', async () => {
    const before = await load(washer);
    const response = await save(washer, { ...profileInput(), businessName: 'Suds '.repeat(25) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ businessName: washerProfileMessages.businessName });
    expect(await load(washer)).toEqual(before);
  });

  it('answers odd bodies with 400, never 500', async () => {
    for (const body of [
      null,
      [],
      'text',
      42,
      {},
      { ...profileInput(), mapCenter: { lat: 'north', lng: 0 } },
      {
        ...profileInput(),
        serviceOfferings: [{ serviceId: 'no-such-service', minPriceCents: 1, maxPriceCents: 2, estimatedMinutes: 3 }],
      },
    ]) {
      const response = await save(washer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await t.app.request('http://localhost:3000/api/washer-profile', {
      method: 'PUT',
      headers: { origin: 'http://localhost:3000', cookie: washer.cookie, 'content-type': 'application/json' },
      body: '{"businessName": ',
    });
    expect(malformed.status).toBe(400);
    const wrongType = await t.app.request('http://localhost:3000/api/washer-profile', {
      method: 'PUT',
      headers: { origin: 'http://localhost:3000', cookie: washer.cookie, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: { code: 'unsupported_media_type', message: expect.any(String) } });
  });

  it("saves only the signed-in washer's own profile", async () => {
    await save(otherWasher, profileInput({ businessName: 'Other Washer Co' }));
    await save(washer, profileInput({ businessName: 'Mine' }));
    expect(await load(otherWasher)).toMatchObject({ businessName: 'Other Washer Co', userId: otherWasher.id });
    expect(await load(washer)).toMatchObject({ businessName: 'Mine', userId: washer.id });
  });

  it('is 403 for owners and 401 signed out', async () => {
    for (const [who, status] of [
      [owner, 403],
      [null, 401],
    ] as const) {
      expect((await callAs(t, who, 'GET', '/api/washer-profile')).status).toBe(status);
      expect((await save(who as SignedIn, profileInput())).status).toBe(status);
    }
    const [row] = await t.database.db.select().from(washerProfiles).where(eq(washerProfiles.userId, owner.id));
    expect(row).toBeUndefined();
  });
});

describe('washer_profiles location index', () => {
  it('answers an earth_box search through the GiST index on ll_to_earth(lat, lng)', async () => {
    await save(otherWasher, profileInput({ address: 'Austin, TX', mapCenter: { lat: 30.2672, lng: -97.7431 } }));
    const db = t.database.db;
    const near = sql`earth_box(ll_to_earth(30.27, -97.74), 16093.4) @> ll_to_earth(${washerProfiles.lat}, ${washerProfiles.lng})`;
    const found = await db.select({ id: washerProfiles.userId }).from(washerProfiles).where(near);
    expect(found.map((row) => row.id)).toContain(otherWasher.id);
    // With sequential scans off the planner must use the index if the expression matches it.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select user_id from washer_profiles where ${near}`);
    });
    expect(JSON.stringify(plan.rows)).toContain('washer_profiles_location_idx');
  });
});
