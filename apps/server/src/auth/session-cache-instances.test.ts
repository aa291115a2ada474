import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { appointments } from '../db/schema';
import { callAs, signedIn, type SignedIn } from '../test/accounts';
import { accept, payingOwner, quote, sendRequest, washerWithProfile } from '../test/bookings';
import {
  cookieOf,
  createTestApp,
  jsonRequest,
  mailLink,
  secondInstanceDb,
  signIn,
  signUp,
  testOrigin,
  testPassword,
  type TestApp,
} from '../test/test-app';
import { sessionCacheFor, type SessionCache } from './session-cache';

/** How long a notice may take to reach the other instance here; far below the 30 s an entry lives. */
const noticeTimeoutMs = 5000;

describe('sessions stored on two app instances of one database', () => {
  let t: TestApp;
  let second: TestApp;
  let secondCache: SessionCache;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp();
    const database = await secondInstanceDb(t);
    const db = database.db;
    const logger = pino({ level: 'silent' });
    secondCache = sessionCacheFor(db, t.config, logger);
    second = { ...t, app: createApp({ config: t.config, db, logger, mailer: t.mail, sessionCache: secondCache }) };
    closeSecond = async () => {
      await secondCache.close();
      await database.close();
    };
    expect(await secondCache.listening()).toBe(true);
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  const storedOnSecond = (who: SignedIn) => secondCache.get(new Headers({ cookie: who.cookie }));
  const statusOnSecond = async (who: SignedIn) => (await callAs(second, who, 'GET', '/api/account')).status;
  /**
   * Signs in on the second instance and answers whether it kept the session. It keeps no answer read
   * while a notice of that user's earlier change (the sign-up's verification) was still on its way,
   * so the read is repeated until the notices have arrived.
   */
  const keptOnSecond = async (who: SignedIn) =>
    (await statusOnSecond(who)) === 200 && storedOnSecond(who) !== undefined;

  it('refuses a session the other instance signed out, soon after', async () => {
    const owner = await signedIn(t, 'owner');
    await expect.poll(() => keptOnSecond(owner), { timeout: noticeTimeoutMs }).toBe(true);

    expect((await callAs(t, owner, 'POST', '/api/auth/sign-out')).status).toBe(200);
    await expect.poll(() => statusOnSecond(owner), { timeout: noticeTimeoutMs }).toBe(401);
  });

  it('refuses the other sessions of a user whose password changed, or was reset, on the other instance', async () => {
    const { email, cookie } = await signUp(t.app, 'owner');
    const here: SignedIn = { cookie, id: '' };
    const phone: SignedIn = { cookie: cookieOf(await signIn(t.app, email, 'owner')), id: '' };
    await expect.poll(() => keptOnSecond(phone), { timeout: noticeTimeoutMs }).toBe(true);

    // The client does not ask for the others to be signed out; the server does it all the same.
    const changed = await callAs(t, here, 'POST', '/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'fresh-suds-77',
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => statusOnSecond(phone), { timeout: noticeTimeoutMs }).toBe(401);
    const current: SignedIn = { cookie: cookieOf(changed), id: '' };
    expect(await statusOnSecond(current)).toBe(200);

    await expect.poll(() => keptOnSecond(current), { timeout: noticeTimeoutMs }).toBe(true);
    await jsonRequest(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const link = await t.app.request(await mailLink(t.app, email, 2));
    const token = new URL(link.headers.get('location') ?? '', testOrigin).searchParams.get('token');
    const reset = await jsonRequest(t.app, '/api/auth/reset-password', { token, newPassword: 'fresh-rinse-and-wax-7' });
    expect(reset.status).toBe(200);
    await expect.poll(() => statusOnSecond(current), { timeout: noticeTimeoutMs }).toBe(401);
  });

  it('sees a name changed through the other instance', async () => {
    const washer = await washerWithProfile(t);
    const owner = await payingOwner(t);
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId)).status).toBe(200);
    await expect.poll(() => keptOnSecond(owner), { timeout: noticeTimeoutMs }).toBe(true);
    expect(storedOnSecond(owner)?.user.name).toBe('Test User');

    const renamed = await callAs(t, owner, 'POST', '/api/auth/update-user', { name: 'Rita Renamed' });
    expect(renamed.status).toBe(200);
    await expect.poll(() => storedOnSecond(owner), { timeout: noticeTimeoutMs }).toBeUndefined();

    // A booking keeps the owner's name as the session gives it.
    expect((await accept(second, owner, requestId, washer)).status).toBe(201);
    const [booked] = await t.database.db
      .select({ ownerName: appointments.ownerName })
      .from(appointments)
      .where(eq(appointments.quoteRequestId, requestId));
    expect(booked?.ownerName).toBe('Rita Renamed');
  });
});
