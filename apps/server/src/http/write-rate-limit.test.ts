import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessages } from '@sudsy/domain/limits';
import { callAs, sendFormAs, signedIn, type SignedIn } from '../test/accounts';
import { paymentEventBody, postPaymentWebhook, signatureFor } from '../test/payment-webhooks';
import { cookieOf, createTestApp, signIn, signUp, type TestApp } from '../test/test-app';

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

describe("Better Auth's writes", () => {
  it("count towards the same limit as the product's, refused input included", async () => {
    now = new Date(now.getTime() + 61_000);
    const user = await signedIn(t, 'owner');
    const statuses = [
      (await callAs(t, user, 'POST', '/api/auth/update-user', { name: 'Once' })).status,
      (await addVehicle(user)).status,
      (await callAs(t, user, 'POST', '/api/auth/update-user', { name: 'x' })).status,
      (await callAs(t, user, 'POST', '/api/auth/revoke-other-sessions')).status,
      (await callAs(t, user, 'POST', '/api/auth/update-user', { name: 'Twice' })).status,
    ];
    expect(statuses).toEqual([200, 201, 400, 200, 200]);

    for (const [path, body] of [
      ['/api/auth/update-user', { name: 'Thrice' }],
      ['/api/auth/change-email', { newEmail: 'elsewhere@example.com' }],
      ['/api/auth/two-factor/enable', { password: 'wash-and-shine-42' }],
      ['/api/vehicles', { make: 'Honda', model: 'Civic', year: 2020 }],
    ] as const) {
      const refused = await callAs(t, user, 'POST', path, body);
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get('retry-after'), path).toBe('60');
      expect(await refused.json(), path).toEqual({
        error: { code: 'rate_limited', message: limitMessages.tooManyWrites(60) },
      });
    }
    const account = (await (await callAs(t, user, 'GET', '/api/account')).json()) as { account: { name: string } };
    expect(account.account.name).toBe('Twice');
  });

  it('still let the owner end a stolen session that floods the limit: ending sessions counts per session', async () => {
    now = new Date(now.getTime() + 61_000);
    const { email, cookie } = await signUp(t.app, 'owner');
    const here: SignedIn = { cookie, id: '' };
    const thief: SignedIn = { cookie: cookieOf(await signIn(t.app, email, 'owner')), id: '' };
    for (let i = 0; i < perMinute; i += 1) expect((await addVehicle(thief)).status).toBe(201);
    expect((await callAs(t, here, 'POST', '/api/auth/update-user', { name: 'Mine' })).status).toBe(429);

    expect((await callAs(t, here, 'POST', '/api/auth/revoke-other-sessions')).status).toBe(200);
    expect((await callAs(t, thief, 'GET', '/api/account')).status).toBe(401);
  });

  it('limit ending sessions from one session all the same', async () => {
    now = new Date(now.getTime() + 61_000);
    const user = await signedIn(t, 'owner');
    for (let i = 0; i < perMinute; i += 1) {
      expect((await callAs(t, user, 'POST', '/api/auth/revoke-other-sessions')).status).toBe(200);
    }
    const refused = await callAs(t, user, 'POST', '/api/auth/revoke-other-sessions');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await callAs(t, user, 'POST', '/api/account/sessions/sign-out-others')).status).toBe(429);
  });
});

describe('the payment webhook', () => {
  it('is not counted, whatever cookie it carries, and lends that to no other path', async () => {
    now = new Date(now.getTime() + 61_000);
    const user = await signedIn(t, 'owner');
    for (let write = 0; write < perMinute; write += 1) expect((await addVehicle(user)).status).toBe(201);
    expect((await addVehicle(user)).status).toBe(429);

    for (let event = 0; event < perMinute + 2; event += 1) {
      const body = paymentEventBody();
      const response = await postPaymentWebhook(t, body, signatureFor(t, body), { cookie: user.cookie });
      expect(response.status).toBe(200);
    }
    const body = paymentEventBody();
    for (const path of ['/api/payments/webhook/', '/api/payments/webhooks'])
      expect(
        (await postPaymentWebhook(t, body, signatureFor(t, body), { cookie: user.cookie }, path)).status,
        path,
      ).toBe(429);
  });
});
