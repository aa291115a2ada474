import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasQuoteLapsed } from '@sudsy/domain/expiry';
import { quoteResponseStatuses } from '@sudsy/domain/quote-request';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours } from '@sudsy/domain/time-slots';
import { eventOutbox, quoteRequests, quoteResponses, washerSchedules } from '../../db/schema';
import { signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLogger } from '../../logger';
import { expireLapsedQuotes, sweepLapsedQuotes } from './quote-expiry';

let t: TestApp;
let owner: SignedIn;
let pacificWasher: SignedIn;
let easternWasher: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [owner, pacificWasher, easternWasher] = await Promise.all([
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
  ]);
  // The Pacific washer keeps the default zone (no schedule row); the eastern one saved theirs.
  await t.database.db.insert(washerSchedules).values({
    washerId: easternWasher.id,
    weeklyHours: initialWorkingHours,
    timeZone: 'America/New_York',
    calendarFeedSecret: randomUUID(),
  });
});
afterAll(() => t.close());

type Quote = {
  status: (typeof quoteResponseStatuses)[number];
  proposedDate: string | null;
  proposedTime: string | null;
};

async function insertQuote(washer: SignedIn, quote: Quote): Promise<string> {
  const requestId = randomUUID();
  await t.database.db.insert(quoteRequests).values({
    id: requestId,
    ownerId: owner.id,
    address: 'Austin, TX',
    serviceIds: ['express-wash'],
    status: 'sent',
  });
  const id = randomUUID();
  await t.database.db
    .insert(quoteResponses)
    .values({ id, requestId, washerId: washer.id, amountCents: 5000, estimatedMinutes: 60, ...quote });
  return id;
}

const statusOf = async (id: string) =>
  (
    await t.database.db.select({ status: quoteResponses.status }).from(quoteResponses).where(eq(quoteResponses.id, id))
  )[0]?.status;

describe('expireLapsedQuotes', () => {
  it('expires exactly the open quotes whose proposed start has come in their washer’s zone, as the domain rule says', async () => {
    const now = new Date();
    const cases: { washer: SignedIn; zone: string; quote: Quote }[] = [];
    for (const [washer, zone] of [
      [pacificWasher, defaultTimeZone],
      [easternWasher, 'America/New_York'],
    ] as const) {
      const today = dateInTimeZone(now, zone);
      for (const status of quoteResponseStatuses) {
        for (const [date, time] of [
          [addDays(today, -1), '23:30'],
          [today, '00:00'],
          [addDays(today, 1), '00:00'],
          [addDays(today, 7), '09:00'],
        ] as const) {
          cases.push({ washer, zone, quote: { status, proposedDate: date, proposedTime: time } });
        }
        cases.push({ washer, zone, quote: { status, proposedDate: null, proposedTime: null } });
      }
    }
    const ids = await Promise.all(cases.map((entry) => insertQuote(entry.washer, entry.quote)));
    const expected = cases.filter((entry) => hasQuoteLapsed(entry.quote, now, entry.zone)).length;
    expect(expected).toBeGreaterThan(0);

    expect(await expireLapsedQuotes(t.database.db, now)).toHaveLength(expected);
    for (const [index, entry] of cases.entries()) {
      const lapsed = hasQuoteLapsed(entry.quote, now, entry.zone);
      expect(await statusOf(ids[index] ?? '')).toBe(lapsed ? 'expired' : entry.quote.status);
    }
    // Nothing is left to expire.
    expect(await expireLapsedQuotes(t.database.db, now)).toHaveLength(0);
  });

  it('reads the proposed start in the washer’s own zone', async () => {
    const now = new Date('2030-05-01T15:30:00Z'); // 11:30 in New York, 08:30 in Los Angeles
    const eastern = await insertQuote(easternWasher, {
      status: 'quoted',
      proposedDate: '2030-05-01',
      proposedTime: '11:00',
    });
    const pacific = await insertQuote(pacificWasher, {
      status: 'quoted',
      proposedDate: '2030-05-01',
      proposedTime: '11:00',
    });
    await expireLapsedQuotes(t.database.db, now);
    expect(await statusOf(eastern)).toBe('expired');
    expect(await statusOf(pacific)).toBe('quoted');
  });
});

describe('sweepLapsedQuotes', () => {
  it('tells each washer whose quote lapsed with nobody booked, once per request, and nobody else', async () => {
    const [lapsing, waiting] = await Promise.all([signedIn(t, 'washer'), signedIn(t, 'washer')]);
    const now = new Date('2031-05-01T15:30:00Z');
    await insertQuote(lapsing, { status: 'quoted', proposedDate: '2031-05-01', proposedTime: '07:00' });
    await insertQuote(waiting, { status: 'quoted', proposedDate: '2031-05-02', proposedTime: '09:00' });
    await sweepLapsedQuotes(t.database.db, createLogger('silent'), now);
    await sweepLapsedQuotes(t.database.db, createLogger('silent'), now);

    const told = (await t.database.db.select().from(eventOutbox).where(eq(eventOutbox.type, 'quotes-lapsed'))).map(
      (row) => row.payload,
    );
    const mine = told.filter(
      (event) =>
        event.type === 'quotes-lapsed' &&
        (event.washerIds.includes(lapsing.id) || event.washerIds.includes(waiting.id)),
    );
    expect(mine).toEqual([
      { type: 'quotes-lapsed', requestId: expect.any(String), washerIds: [lapsing.id], why: 'start-passed' },
    ]);
  });
});
