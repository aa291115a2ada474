import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { signedIn, type SignedIn } from '../../test/accounts';
import { sendRequest, washerWithProfile } from '../../test/bookings';
import { createTestApp, secondInstanceDb, type TestApp } from '../../test/test-app';
import { createMessagesHub } from './hub';
import { openStream } from '../../test/event-stream';
import { findNotification } from '../notifications';

describe('notifications arrive live, across instances', () => {
  let t: TestApp;
  let second: { app: ReturnType<typeof createApp>; close(): Promise<void> };
  let owner: SignedIn;
  let washer: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    const database = await secondInstanceDb(t);
    const logger = pino({ level: 'silent' });
    const hub = createMessagesHub({ db: database.db, logger, notificationOf: findNotification });
    second = {
      app: createApp({ config: t.config, db: database.db, logger, messagesHub: hub }),
      close: async () => {
        await hub.close();
        await database.close();
      },
    };
    [owner, washer] = await Promise.all([signedIn(t, 'owner'), washerWithProfile(t, 'Live Lather')]);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('delivers a new item to the recipient’s stream on the other instance, and its reading to every stream', async () => {
    const washerOnSecond = await openStream(second.app, washer);
    const washerOnFirst = await openStream(t.app, washer);
    const ownerOnSecond = await openStream(second.app, owner);
    await Promise.all([washerOnSecond.next('ready'), washerOnFirst.next('ready'), ownerOnSecond.next('ready')]);

    await sendRequest(t, owner, [washer]);
    const { notification } = await washerOnSecond.next('notification');
    expect(notification).toMatchObject({ kind: 'new-request', link: '/provider/bids', read: false });
    expect((await washerOnFirst.next('notification')).notification).toEqual(notification);

    const read = await second.app.request(`http://localhost:3000/api/notifications/${notification.id}/read`, {
      method: 'POST',
      headers: { cookie: washer.cookie, origin: 'http://localhost:3000' },
    });
    expect(read.status).toBe(200);
    expect(await washerOnFirst.next('notifications-read')).toEqual({ id: notification.id });

    // The owner's stream carried nothing of the washer's.
    expect(ownerOnSecond.received.filter((event) => event.type === 'notification')).toEqual([]);
    await Promise.all([washerOnSecond.close(), washerOnFirst.close(), ownerOnSecond.close()]);
  });
});
