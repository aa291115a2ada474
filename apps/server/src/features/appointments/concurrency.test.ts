import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSlotMessages } from '@sudsy/domain/booking';
import { defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { initialWorkingHours } from '@sudsy/domain/time-slots';
import { callAs, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { quoteRequests, appointments } from '../../db/schema';
import { accept, payingOwner, quote, sendRequest, upcoming, washerWithProfile } from '../../test/bookings';

const owners = 20;

let t: TestApp;
let washer: SignedIn;
let requests: { owner: SignedIn; requestId: string }[];

beforeAll(async () => {
  t = await createTestApp();
  washer = await washerWithProfile(t);
  // A saved schedule row: the accepts then contend for its lock, not for creating it.
  const hours = await callAs(t, washer, 'PUT', '/api/schedule/working-hours', {
    hours: initialWorkingHours,
    timeZone: defaultTimeZone,
  });
  expect(hours.status).toBe(200);
  const accounts = await Promise.all(Array.from({ length: owners }, () => payingOwner(t)));
  requests = [];
  for (const [index, owner] of accounts.entries()) {
    const requestId = await sendRequest(t, owner, [washer]);
    // Every quote overlaps every other: starts 10 minutes apart, each an hour long. Quoting only
    // checks the calendar as it stands, and nothing is booked yet, so all of them are placed.
    const proposedTime = `10:${String(index * 2).padStart(2, '0')}`;
    const quoted = await quote(t, washer, requestId, {
      proposedDate: upcoming('Tuesday'),
      proposedTime,
      estimatedMinutes: 60,
    });
    expect(quoted.status).toBe(200);
    requests.push({ owner, requestId });
  }
}, 180_000);
afterAll(() => t.close());

describe('accepting overlapping quotes of one washer at once', () => {
  it(`${owners} owners accept together: exactly one booking, the others hear why not`, async () => {
    const responses = await Promise.all(requests.map(({ owner, requestId }) => accept(t, owner, requestId, washer)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(owners - 1);
    const refusals = await Promise.all(
      responses
        .filter((response) => response.status === 409)
        .map(async (response) => ((await response.json()) as { error: { message: string } }).error.message),
    );
    expect(new Set(refusals)).toEqual(new Set([acceptSlotMessages.booked]));

    const booked = await t.database.db.select().from(appointments).where(eq(appointments.washerId, washer.id));
    expect(booked).toHaveLength(1);
    const bookedRequests = await t.database.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.status, 'booked'));
    expect(bookedRequests.map((row) => row.id)).toEqual([booked[0]?.quoteRequestId]);

    // The refused owners' requests stay open, their quotes unaccepted.
    const schedule = await callAs(t, washer, 'GET', '/api/schedule/appointments');
    expect(((await schedule.json()) as { appointments: unknown[] }).appointments).toHaveLength(1);
  });
});
