import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { createApp } from '../../app';
import { sessionCacheFor, type SessionCache } from '../../auth/session-cache';
import { user } from '../../auth/schema';
import { callAs, type SignedIn } from '../../test/accounts';
import { accept, payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { createTestApp, secondInstanceDb, testOrigin, type TestApp } from '../../test/test-app';
import { appointments } from '../appointments/schema';
import { signedInOperator } from '../../test/operators';

// Suspension on one instance holds on every other (docs/product.md, "Operators"): on PostgreSQL the
// second app has its own connection, session cache and search cache, as a second machine would.

/** How long a notice may take to reach the other instance here; far below the 30 s a session is kept. */
const noticeTimeoutMs = 5000;

let t: TestApp;
let second: TestApp;
let secondCache: SessionCache;
let closeSecond: () => Promise<void>;
let operator: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const database = await secondInstanceDb(t);
  const logger = pino({ level: 'silent' });
  secondCache = sessionCacheFor(database.db, t.config, logger);
  second = {
    ...t,
    app: createApp({ config: t.config, db: database.db, logger, mailer: t.mail, sessionCache: secondCache }),
  };
  closeSecond = async () => {
    await secondCache.close();
    await database.close();
  };
  expect(await secondCache.listening()).toBe(true);
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await closeSecond();
  await t.close();
});

const searchOn = async (instance: TestApp) =>
  (
    (await (
      await instance.app.request(
        `${testOrigin}/api/washers/search?services=express-wash&address=x&lat=30.2656&lng=-97.7497&maxMiles=25`,
      )
    ).json()) as WasherSearchResponse
  ).washers.map((washer) => washer.id);

const accountStatusOn = async (instance: TestApp, who: SignedIn) =>
  (await callAs(instance, who, 'GET', '/api/account')).status;

describe('a suspension made on one instance', () => {
  it('takes the washer out of search and ends their session on the other, and cancels their booking', async () => {
    const [washer, owner] = await Promise.all([washerWithProfile(t, 'Far Suds'), payingOwner(t)]);
    const requestId = await sendRequest(t, owner, [washer]);
    expect((await quote(t, washer, requestId)).status).toBe(200);
    const booked = await accept(t, owner, requestId, washer);
    const { booking } = (await booked.json()) as { booking: { appointmentId: string } };

    // Both seen on the second instance first: the washer found, their session kept there.
    expect(await searchOn(second)).toContain(washer.id);
    expect(await accountStatusOn(second, washer)).toBe(200);
    expect(secondCache.get(new Headers({ cookie: washer.cookie }))).toBeDefined();

    const suspended = await callAs(t, operator, 'POST', `/api/operator/accounts/${washer.id}/suspension`, {
      reason: 'Reported for damage',
    });
    expect(suspended.status).toBe(200);

    // A search reads the changes since its last look before answering: gone at once.
    expect(await searchOn(second)).not.toContain(washer.id);
    await expect.poll(() => accountStatusOn(second, washer), { timeout: noticeTimeoutMs, interval: 50 }).toBe(401);
    const [appointment] = await t.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, booking.appointmentId));
    expect(appointment?.status).toBe('cancelled');
  });

  it('refuses on every instance a session that outlived the suspension, as a racing sign-in would leave', async () => {
    const washer = await washerWithProfile(t, 'Racing Suds');
    expect(await accountStatusOn(t, washer)).toBe(200);
    expect(await accountStatusOn(second, washer)).toBe(200);
    // The account suspended while this session stayed: what a sign-in committed just after the
    // suspension's deletion of sessions leaves behind.
    await t.database.db
      .update(user)
      .set({ suspendedAt: new Date(), suspensionReason: 'Race' })
      .where(eq(user.id, washer.id));

    // Each instance forgets the user as the database's notice of the change reaches it.
    for (const instance of [t, second])
      await expect.poll(() => accountStatusOn(instance, washer), { timeout: noticeTimeoutMs, interval: 50 }).toBe(401);
  });
});
