import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPushSubscriptionsPerUser, pushMessages, type PushDevice } from '@sudsy/domain/push';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { jsonRequest, testPassword, type TestApp, createTestApp } from '../../test/test-app';
import { startLocalPushService, type LocalPushService } from '../../platform/push/local-push-service';
import { pushSubscriptions } from './schema';

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let pushService: LocalPushService;
let publicKey: string;
beforeAll(async () => {
  [t, pushService] = await Promise.all([createTestApp(), startLocalPushService()]);
  publicKey = ((await (await t.app.request('/api/push/config')).json()) as { publicKey: string }).publicKey;
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

function subscribe(who: SignedIn, body: unknown, userAgent = chromeOnAndroid): Promise<Response> {
  return jsonRequest(t.app, '/api/push-subscriptions', body, {
    headers: { cookie: who.cookie, 'user-agent': userAgent },
  });
}

async function devices(who: SignedIn): Promise<PushDevice[]> {
  const response = await callAs(t, who, 'GET', '/api/push-subscriptions');
  expect(response.status).toBe(200);
  return ((await response.json()) as { devices: PushDevice[] }).devices;
}

/** A subscription from the local push service, as a browser's PushSubscription.toJSON() gives it. */
async function browserSubscription() {
  const { endpoint, keys } = await pushService.subscribe(publicKey);
  return { endpoint, expirationTime: null, keys };
}

describe('GET /api/push/config', () => {
  it("answers anyone with the server's VAPID public key, a P-256 point", async () => {
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('POST /api/push-subscriptions', () => {
  it('subscribes this device, named after its browser, and lists it', async () => {
    const owner = await signedIn(t, 'owner');
    const subscription = await browserSubscription();
    const response = await subscribe(owner, subscription);
    expect(response.status).toBe(201);
    const { device } = (await response.json()) as { device: PushDevice };
    expect(device).toEqual({
      id: expect.any(String),
      endpoint: subscription.endpoint,
      label: 'Chrome 131 on Android',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await devices(owner)).toEqual([device]);
  });

  it('refreshes a device subscribed again rather than listing it twice', async () => {
    const owner = await signedIn(t, 'owner');
    const subscription = await browserSubscription();
    expect((await subscribe(owner, subscription)).status).toBe(201);
    const again = await subscribe(
      owner,
      subscription,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    expect(again.status).toBe(200);
    expect((await devices(owner)).map((device) => device.label)).toEqual(['Firefox 133 on Windows']);
  });

  it('passes a browser to whoever subscribes it now: one browser gets one account’s pushes', async () => {
    const [first, second] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'washer')]);
    const subscription = await browserSubscription();
    expect((await subscribe(first, subscription)).status).toBe(201);
    expect((await subscribe(second, subscription)).status).toBe(201);
    expect(await devices(first)).toEqual([]);
    expect((await devices(second)).map((device) => device.endpoint)).toEqual([subscription.endpoint]);
  });

  it('refuses an address that is not a push service, and keys no browser makes, with the field named', async () => {
    const owner = await signedIn(t, 'owner');
    const subscription = await browserSubscription();
    for (const endpoint of [
      'http://push.example.com/send/1',
      'https://127.0.0.1/send/1',
      'https://localhost/send/1',
      'ftp://push.example.com/1',
      'not a url',
    ]) {
      const response = await subscribe(owner, { ...subscription, endpoint });
      expect(response.status, endpoint).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { endpoint: pushMessages.endpointInsecure } } });
    }
    const badKeys = await subscribe(owner, { ...subscription, keys: { p256dh: 'abc', auth: subscription.keys.auth } });
    expect(badKeys.status).toBe(400);
    expect(await badKeys.json()).toMatchObject({ error: { fields: { 'keys.p256dh': pushMessages.keysInvalid } } });
    expect((await subscribe(owner, { endpoint: subscription.endpoint })).status).toBe(400);
    expect(await devices(owner)).toEqual([]);
  });

  it(`keeps at most ${maxPushSubscriptionsPerUser} devices per user`, async () => {
    const owner = await signedIn(t, 'owner');
    const { keys } = await browserSubscription();
    await t.database.db.insert(pushSubscriptions).values(
      Array.from({ length: maxPushSubscriptionsPerUser }, (_, index) => ({
        userId: owner.id,
        endpoint: `https://push.example.com/cap-${owner.id}-${index}`,
        p256dh: keys.p256dh,
        auth: keys.auth,
        label: 'Chrome on Android',
      })),
    );
    const response = await subscribe(owner, await browserSubscription());
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'limit_reached', message: pushMessages.limitReached },
    });
    expect(await devices(owner)).toHaveLength(maxPushSubscriptionsPerUser);
  });

  it('asks a signed-out caller to sign in', async () => {
    const response = await jsonRequest(t.app, '/api/push-subscriptions', await browserSubscription());
    expect(response.status).toBe(401);
    expect((await callAs(t, null, 'GET', '/api/push-subscriptions')).status).toBe(401);
  });
});

describe('DELETE /api/push-subscriptions/:id', () => {
  it("removes one of the caller's devices, and answers 404 for anybody else's", async () => {
    const [owner, other] = await Promise.all([signedIn(t, 'owner'), signedIn(t, 'owner')]);
    const { device } = (await (await subscribe(owner, await browserSubscription())).json()) as { device: PushDevice };
    expect((await callAs(t, other, 'DELETE', `/api/push-subscriptions/${device.id}`)).status).toBe(404);
    expect(await devices(owner)).toHaveLength(1);
    expect((await callAs(t, owner, 'DELETE', `/api/push-subscriptions/${device.id}`)).status).toBe(204);
    expect(await devices(owner)).toEqual([]);
    expect((await callAs(t, owner, 'DELETE', `/api/push-subscriptions/${device.id}`)).status).toBe(404);
    expect((await callAs(t, owner, 'DELETE', '/api/push-subscriptions/not-an-id')).status).toBe(400);
  });
});

describe('the account', () => {
  it("lists the devices in the user's data, without their keys, and forgets them when the account is deleted", async () => {
    const owner = await signedIn(t, 'owner');
    const subscription = await browserSubscription();
    await subscribe(owner, subscription);
    const data = (await (await callAs(t, owner, 'GET', '/api/account/export')).json()) as {
      pushSubscriptions: Record<string, unknown>[];
    };
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: subscription.endpoint, label: 'Chrome 131 on Android' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(subscription.keys.auth);
    expect(JSON.stringify(data)).not.toContain(subscription.keys.p256dh);

    const deleted = await callAs(t, owner, 'POST', '/api/account/delete', { password: testPassword });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.id))).toEqual(
      [],
    );
  });
});
