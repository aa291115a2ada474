import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, callAs, type SignedIn } from '../../test/accounts';

let t: TestApp;
let owner: SignedIn;
let washer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, washer] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
});
afterAll(() => t.close());

type ProfileBody = {
  profile: { phone: string | null; address: string | null; coordinates: { lat: number; lng: number } | null } | null;
};

async function load(who: SignedIn): Promise<ProfileBody['profile']> {
  const response = await callAs(t, who, 'GET', '/api/profile');
  expect(response.status).toBe(200);
  return ((await response.json()) as ProfileBody).profile;
}

async function saveAddress(who: SignedIn, body: unknown): Promise<ProfileBody['profile']> {
  const response = await callAs(t, who, 'PUT', '/api/profile/address', body);
  expect(response.status).toBe(200);
  return ((await response.json()) as ProfileBody).profile;
}

describe('GET /api/profile and PUT /api/profile/address', () => {
  it('is null before anything is saved', async () => {
    expect(await load(await signedIn(t, 'owner'))).toBeNull();
  });

  it('keeps a picked point as it is', async () => {
    const saved = await saveAddress(owner, {
      address: '  500 W 2nd St, Austin, TX 78701 ',
      coordinates: { lat: 30.2656, lng: -97.7497 },
    });
    expect(saved).toEqual({
      phone: null,
      address: '500 W 2nd St, Austin, TX 78701',
      coordinates: { lat: 30.2656, lng: -97.7497 },
    });
    expect(await load(owner)).toEqual(saved);
  });

  it('geocodes a typed address, and keeps one it cannot place without a point', async () => {
    expect(
      await saveAddress(owner, { address: '1 Market St, San Francisco, CA 94105', coordinates: null }),
    ).toMatchObject({
      coordinates: { lat: 37.7864, lng: -122.3892 },
    });
    expect(await saveAddress(owner, { address: 'Nowhere in particular', coordinates: null })).toEqual({
      phone: null,
      address: 'Nowhere in particular',
      coordinates: null,
    });
  });

  it('clears the address and its point when blank', async () => {
    await saveAddress(owner, { address: 'Austin, TX', coordinates: null });
    expect(await saveAddress(owner, { address: '   ', coordinates: { lat: 1, lng: 1 } })).toEqual({
      phone: null,
      address: null,
      coordinates: null,
    });
  });

  it('is every signed-in user’s own, washers included', async () => {
    await saveAddress(washer, { address: 'Denver, CO', coordinates: null });
    await saveAddress(owner, { address: 'Austin, TX', coordinates: null });
    expect((await load(washer))?.address).toBe('Denver, CO');
    expect((await load(owner))?.address).toBe('Austin, TX');
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ address: 'Austin, TX' }, 'coordinates'],
      [{ address: 'Austin, TX', coordinates: { lat: 91, lng: 0 } }, 'coordinates.lat'],
      [{ address: 'x'.repeat(301), coordinates: null }, 'address'],
      [{ coordinates: null }, 'address'],
    ] as const) {
      const response = await callAs(t, owner, 'PUT', '/api/profile/address', body);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
  });

  it('refuses signed-out callers with 401', async () => {
    expect((await callAs(t, null, 'GET', '/api/profile')).status).toBe(401);
    expect(
      (await callAs(t, null, 'PUT', '/api/profile/address', { address: 'Austin, TX', coordinates: null })).status,
    ).toBe(401);
  });
});
