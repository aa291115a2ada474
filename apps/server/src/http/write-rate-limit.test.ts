import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessages } from '@sudsy/domain/limits';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

// Every change a signed-in user makes counts towards one per-minute limit, whatever the route.
let t: TestApp;
let now = new Date('2030-06-01T12:00:00Z');
const perMinute = 5;
let owner: SignedIn;
let otherOwner: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: String(perMinute) }, { now: () => now });
  [owner, otherOwner] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner')]);
});
afterAll(() => t.close());

const addVehicle = (who: SignedIn) =>
  callAs(t, who, 'POST', '/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 });

describe('per-user write limit', () => {
  it('counts writes on every route together; past the limit a 429 says when to try again, and reads still work', async () => {
    const statuses = [
      (await addVehicle(owner)).status,
      (
        await callAs(t, owner, 'PUT', '/api/service-preferences', {
          serviceIds: [],
          vehicleId: null,
          preferredTime: null,
        })
      ).status,
      (await sendFormAs(t, owner, 'PUT', '/api/account/avatar', {})).status,
      (await callAs(t, owner, 'POST', '/api/account/sessions/sign-out-others')).status,
      (await addVehicle(owner)).status,
    ];
    // Refused input counts too: the limit is on requests, not on successes.
    expect(statuses).toEqual([201, 200, 400, 200, 201]);

    const refused = await addVehicle(owner);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: limitMessages.tooManyWrites(60) },
    });
    const upload = await sendFormAs(t, owner, 'POST', '/api/request-photos', {});
    expect(upload.status).toBe(429);

    const vehicles = await callAs(t, owner, 'GET', '/api/vehicles');
    expect(vehicles.status).toBe(200);
    expect(((await vehicles.json()) as { vehicles: unknown[] }).vehicles).toHaveLength(2);
  });

  it("does not touch another user's writes", async () => {
    expect((await addVehicle(otherOwner)).status).toBe(201);
  });

  it('lifts once the minute has passed', async () => {
    now = new Date(now.getTime() + 61_000);
    expect((await addVehicle(owner)).status).toBe(201);
  });
});
