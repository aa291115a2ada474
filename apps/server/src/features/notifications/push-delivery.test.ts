import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import type { NotificationsPage } from '@sudsy/domain/notifications';
import type { PushDevice, PushMessage } from '@sudsy/domain/push';
import { createLogger } from '../../logger';
import { createEventDispatcher } from '../../platform/events/dispatcher';
import { recordEvent } from '../../platform/events/record-event';
import { createMailer } from '../../platform/mail/create-mailer';
import { createPushSender } from '../../platform/push/create-push-sender';
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from '../../platform/push/local-push-service';
import type { PushSender } from '../../platform/push/push-sender';
import { callAs, type SignedIn } from '../../test/accounts';
import { accept, emailOf, payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { createTestApp, jsonRequest, type TestApp } from '../../test/test-app';
import { noticeDelivery } from './notice-delivery';
import { devOutboxSmsSender } from '../../platform/sms/dev-outbox-sms-sender';

// Pushes travel as they would in production: encrypted by the server with its VAPID keys, to a push
// service (web-push-testing on a free local port) that checks the signature and decrypts them.

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
});
afterAll(() => pushService.close());

/** Subscribes a new device of `who` at the local push service and on `t`, as the account page does. */
async function subscribedDevice(t: TestApp, who: SignedIn): Promise<LocalSubscription> {
  const { publicKey } = (await (await t.app.request('/api/push/config')).json()) as { publicKey: string };
  const subscription = await pushService.subscribe(publicKey);
  const body = { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys };
  const headers = { cookie: who.cookie, 'user-agent': chromeOnAndroid };
  const response = await jsonRequest(t.app, '/api/push-subscriptions', body, { headers });
  expect(response.status).toBe(201);
  return subscription;
}

/** What reached a device, decrypted, oldest first. */
async function pushesTo(device: LocalSubscription): Promise<PushMessage[]> {
  return (await pushService.messages(device)).map((message) => JSON.parse(message) as PushMessage);
}

async function bell(t: TestApp, who: SignedIn) {
  return ((await (await callAs(t, who, 'GET', '/api/notifications')).json()) as NotificationsPage).notifications;
}

async function devices(t: TestApp, who: SignedIn): Promise<PushDevice[]> {
  return ((await (await callAs(t, who, 'GET', '/api/push-subscriptions')).json()) as { devices: PushDevice[] }).devices;
}

async function turnOff(t: TestApp, who: SignedIn, flag: keyof ReturnType<typeof defaultPreferences>['push']) {
  const preferences = defaultPreferences();
  preferences.push[flag] = false;
  expect((await callAs(t, who, 'PUT', '/api/notification-preferences', preferences)).status).toBe(200);
}

describe('push notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("pushes a new request to the washer's device with the bell item's title, sentence and page, and keeps it in the dev mailbox", async () => {
    const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Push Shine')]);
    const device = await subscribedDevice(t, washer);
    await sendRequest(t, owner, [washer]);
    await t.mail.settled();

    const [item] = await bell(t, washer);
    expect(item?.kind).toBe('new-request');
    expect(await pushesTo(device)).toEqual([{ title: item?.title, body: item?.body, path: '/provider/bids' }]);
    expect(item?.title).toMatch(/^New quote request from /);
    const [listed] = await devices(t, washer);
    expect(listed?.lastUsedAt).not.toBeNull();

    const email = await emailOf(t, washer);
    const recorded = await t.app.request(`/api/dev/mailbox/pushes?to=${encodeURIComponent(email)}`);
    expect(await recorded.json()).toEqual([
      {
        to: email.toLowerCase(),
        device: 'Chrome 131 on Android',
        title: item?.title,
        body: item?.body,
        path: '/provider/bids',
        outcome: 'sent',
        createdAt: expect.any(String),
      },
    ]);
    const page = await (await t.app.request(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    expect(page).toContain('Push notifications');
    expect(page).toContain('Chrome 131 on Android');
  });

  it('pushes each step of the booking to every device of each side, once', async () => {
    const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Two Phones Detailing')]);
    const [phone, laptop, washerPhone] = await Promise.all([
      subscribedDevice(t, owner),
      subscribedDevice(t, owner),
      subscribedDevice(t, washer),
    ]);
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId)).status).toBe(200);
    // The quote's notices delivered before the booking's: two events in flight may land in any order.
    await t.mail.settled();
    expect((await accept(t, owner, requestId, washer)).status).toBe(201);
    await t.mail.settled();

    const ownerItems = (await bell(t, owner)).reverse();
    expect(ownerItems.map((item) => item.kind)).toEqual(['new-quote', 'booking']);
    const asPushes = ownerItems.map((item) => ({ title: item.title, body: item.body, path: item.link }));
    expect(await pushesTo(phone)).toEqual(asPushes);
    expect(await pushesTo(laptop)).toEqual(asPushes);
    expect(asPushes[0]?.path).toBe(`/customer/requests/${requestId}`);
    const washerItems = (await bell(t, washer)).reverse();
    expect((await pushesTo(washerPhone)).map((push) => push.title)).toEqual(washerItems.map((item) => item.title));
  });

  it('pushes nothing of a kind whose switch is off, and the other kinds still', async () => {
    const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Quiet Requests')]);
    const device = await subscribedDevice(t, washer);
    await turnOff(t, washer, 'newRequests');
    const requestId = await sendRequest(t, owner, [washer]);
    await t.mail.settled();
    expect(await pushesTo(device)).toEqual([]);

    expect((await quote(t, washer, requestId)).status).toBe(200);
    expect((await accept(t, owner, requestId, washer)).status).toBe(201);
    await t.mail.settled();
    const [accepted] = await bell(t, washer);
    expect(accepted?.kind).toBe('quote-accepted');
    expect(await pushesTo(device)).toEqual([{ title: accepted?.title, body: accepted?.body, path: accepted?.link }]);
  });

  it('forgets a device its push service no longer knows (410), and still reaches the others', async () => {
    const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Old Phone Wash')]);
    const [oldPhone, newPhone] = [await subscribedDevice(t, washer), await subscribedDevice(t, washer)];
    await pushService.expire(oldPhone);
    await sendRequest(t, owner, [washer]);
    await t.mail.settled();

    expect((await devices(t, washer)).map((device) => device.endpoint)).toEqual([newPhone.endpoint]);
    expect(await pushesTo(newPhone)).toHaveLength(1);
    const email = await emailOf(t, washer);
    const recorded = (await (
      await t.app.request(`/api/dev/mailbox/pushes?to=${encodeURIComponent(email)}`)
    ).json()) as { outcome: string }[];
    expect(recorded.map((push) => push.outcome).sort()).toEqual(['gone', 'sent']);
  });

  it('pushes unread messages under "message alerts", and not once it is off', async () => {
    const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Chatty Suds')]);
    await sendRequest(t, owner, [washer]);
    // The request's own push is told before the device exists.
    await t.mail.settled();
    const device = await subscribedDevice(t, washer);
    const message = (content: string) =>
      callAs(t, owner, 'POST', `/api/messages/conversations/${washer.id}`, { content });
    // As the unread-message sweep does once a message has waited 15 minutes.
    const unreadNotice = () => recordEvent(t.database.db, { type: 'messages-unread', userId: washer.id });

    expect((await message('Is 10 ok?')).status).toBe(201);
    await unreadNotice();
    await t.mail.settled();
    expect(await pushesTo(device)).toEqual([
      {
        title: 'You have an unread message on Sudsy',
        body: 'You have a message waiting for you on Sudsy.',
        path: '/messages',
      },
    ]);

    await turnOff(t, washer, 'messageAlerts');
    expect((await message('Still there?')).status).toBe(201);
    await unreadNotice();
    await t.mail.settled();
    expect(await pushesTo(device)).toHaveLength(1);
  });
});

describe('a retried delivery', () => {
  let t: TestApp;
  // The app's own dispatcher is off: the test's delivers with a push service that fails once.
  beforeAll(async () => {
    t = await createTestApp({ BACKGROUND_WORK: 'off' });
  });
  afterAll(() => t.close());

  it('pushes once to each device when one push service failed the first time and the event is tried again', async () => {
    const [owner, washer] = await Promise.all([payingOwner(t), washerWithProfile(t, 'Flaky Network Wash')]);
    const [steady, flaky] = [await subscribedDevice(t, washer), await subscribedDevice(t, washer)];
    const logger = createLogger('silent');
    const real = createPushSender(t.config, t.database.db, logger);
    let failed = false;
    const failingOnce: PushSender = {
      publicKey: real.publicKey,
      async send(target, message, options) {
        if (!failed && target.endpoint === flaky.endpoint) {
          failed = true;
          throw new Error('push service unreachable');
        }
        return real.send(target, message, options);
      },
    };
    const dispatcher = createEventDispatcher({
      db: t.database.db,
      logger,
      retryDelayMs: () => 0,
      handle: noticeDelivery({
        db: t.database.db,
        mailer: createMailer(t.config, t.database.db, logger),
        hub: t.messagesHub,
        publicUrl: t.config.publicUrl,
        sms: devOutboxSmsSender(t.database.db),
        push: failingOnce,
      }),
    });

    await sendRequest(t, owner, [washer]);
    await dispatcher.drain();
    expect(failed).toBe(true);
    expect(await pushesTo(steady)).toHaveLength(1);
    expect(await pushesTo(flaky)).toEqual([]);
    await dispatcher.drain();

    expect(await pushesTo(steady)).toHaveLength(1);
    expect(await pushesTo(flaky)).toHaveLength(1);
    expect((await bell(t, washer)).map((item) => item.kind)).toEqual(['new-request']);
    await dispatcher.stop();
  });
});
