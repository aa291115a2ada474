import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WasherEarnings } from '@sudsy/domain/earnings';
import { weekStartOf } from '@sudsy/domain/earnings';
import { addDays, dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours } from '@sudsy/domain/time-slots';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { paidThroughSudsy } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getWasherEarnings } from './earnings-service';

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

const earningsOf = (who: SignedIn | null) => callAs(t, who, 'GET', '/api/washer-dashboard/earnings');

async function readEarnings(who: SignedIn): Promise<WasherEarnings> {
  const response = await earningsOf(who);
  expect(response.status).toBe(200);
  return (await response.json()) as WasherEarnings;
}

const job = (who: SignedIn, serviceDate: string, status: 'scheduled' | 'completed' | 'cancelled', priceCents: number) =>
  insertAppointment(t.database.db, who, owner, { serviceDate, status, priceCents });

/** The washer as the service takes it from the session: only the id matters here. */
const asWasher = (who: SignedIn) => ({ id: who.id, name: 'Test User', email: '', role: 'washer' as const });

const figures = (periods: WasherEarnings['weekly']) =>
  periods.filter((period) => period.jobs > 0).map(({ start, jobs, earningsCents }) => ({ start, jobs, earningsCents }));

describe('GET /api/washer-dashboard/earnings', () => {
  it('has 12 empty weeks and 12 empty months for a new washer, the current ones last', async () => {
    const earnings = await readEarnings(washer);
    const today = dateInTimeZone(new Date(), defaultTimeZone);
    expect(earnings.today).toBe(today);
    expect(earnings.weekly).toHaveLength(12);
    expect(earnings.monthly).toHaveLength(12);
    expect(earnings.weekly.at(-1)?.start).toBe(weekStartOf(today));
    expect(earnings.monthly.at(-1)?.start).toBe(`${today.slice(0, 7)}-01`);
    expect([...earnings.weekly, ...earnings.monthly].every((period) => period.jobs === 0)).toBe(true);
  });

  it("sums the washer's completed jobs at their booked price, per week from Monday and per month", async () => {
    const today = dateInTimeZone(new Date(), defaultTimeZone);
    const monday = weekStartOf(today);
    const sundayBefore = addDays(monday, -1);
    await job(washer, today, 'completed', 8500);
    await job(washer, monday, 'completed', 4250);
    await job(washer, sundayBefore, 'completed', 12_000);
    // Older than the 12 months: not in either series.
    await job(washer, addDays(today, -400), 'completed', 50_000);
    await job(washer, today, 'scheduled', 9999);
    await job(washer, today, 'cancelled', 9999);
    await job(otherWasher, today, 'completed', 7777);
    // And one completed the way the washer does it.
    const completedNow = await insertAppointment(t.database.db, washer, owner, {
      serviceDate: today,
      startTime: '00:00',
      endTime: '00:30',
      priceCents: 6000,
    });
    expect((await completeAs(t, washer, completedNow)).status).toBe(200);

    const earnings = await readEarnings(washer);
    expect(figures(earnings.weekly)).toEqual([
      { start: weekStartOf(sundayBefore), jobs: 1, earningsCents: 12_000 },
      { start: monday, jobs: 3, earningsCents: 18_750 },
    ]);
    const monthly = figures(earnings.monthly);
    expect(monthly.reduce((sum, month) => sum + month.earningsCents, 0)).toBe(30_750);
    expect(monthly.reduce((sum, month) => sum + month.jobs, 0)).toBe(4);
    expect(monthly.at(-1)?.start).toBe(`${today.slice(0, 7)}-01`);
    expect(figures((await readEarnings(otherWasher)).weekly)).toEqual([
      { start: monday, jobs: 1, earningsCents: 7777 },
    ]);
  });

  it("draws the week boundary in the washer's time zone", async () => {
    const tokyo = await signedIn(t, 'washer');
    const putHours = await callAs(t, tokyo, 'PUT', '/api/schedule/working-hours', {
      hours: initialWorkingHours,
      timeZone: 'Asia/Tokyo',
    });
    expect(putHours.status).toBe(200);
    const losAngeles = await signedIn(t, 'washer');
    for (const who of [tokyo, losAngeles]) {
      await job(who, '2030-06-02', 'completed', 3000); // a Sunday
      await job(who, '2030-06-03', 'completed', 5000);
    }
    // Monday 05:00 in Tokyo, still Sunday 13:00 in Los Angeles.
    const now = new Date('2030-06-02T20:00:00Z');
    const inTokyo = await getWasherEarnings(t.database.db, asWasher(tokyo), now);
    expect(inTokyo.today).toBe('2030-06-03');
    expect(inTokyo.weekly.slice(-2).map(({ start, jobs, earningsCents }) => ({ start, jobs, earningsCents }))).toEqual([
      { start: '2030-05-27', jobs: 1, earningsCents: 3000 },
      { start: '2030-06-03', jobs: 1, earningsCents: 5000 },
    ]);
    const inLosAngeles = await getWasherEarnings(t.database.db, asWasher(losAngeles), now);
    expect(inLosAngeles.today).toBe('2030-06-02');
    expect(inLosAngeles.weekly.at(-1)).toMatchObject({ start: '2030-05-27', jobs: 1, earningsCents: 3000 });
  });

  it('counts a job paid through Sudsy at what the ledger says the washer earned, after the fee', async () => {
    const earner = await signedIn(t, 'washer');
    const today = dateInTimeZone(new Date(), defaultTimeZone);
    // $95 captured, $9.50 fee, a $15 tip, $20 refunded (the fee's $2 share given back): $82.50.
    await paidThroughSudsy(
      t.database.db,
      earner,
      owner,
      { serviceDate: today, priceCents: 9500 },
      {
        feeCents: 950,
        tipCents: 1500,
        refundCents: 2000,
      },
    );
    // Paid through Sudsy but not captured yet: nothing earned so far.
    await paidThroughSudsy(t.database.db, earner, owner, { serviceDate: today, priceCents: 7000 }, { captured: false });
    // Paid at the job: its price.
    await job(earner, today, 'completed', 4000);
    const earnings = await readEarnings(earner);
    expect(figures(earnings.weekly)).toEqual([{ start: weekStartOf(today), jobs: 3, earningsCents: 8250 + 4000 }]);
    expect(figures(earnings.monthly).at(-1)).toMatchObject({ jobs: 3, earningsCents: 12_250 });
  });

  it('is 403 for owners and 401 signed out', async () => {
    expect((await earningsOf(owner)).status).toBe(403);
    expect((await earningsOf(null)).status).toBe(401);
  });
});
