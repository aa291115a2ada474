import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@sudsy/domain/auth-messages';
import { formatSlot } from '@sudsy/domain/booking';
import { suspensionCancellationReason, suspensionMessages, type OperatorAccount } from '@sudsy/domain/operator';
import type { WasherSearchResponse } from '@sudsy/domain/washer-search';
import { appointments } from '../appointments/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { accept, emailOf, mailsTo, payingOwner, quote, sendRequest, washerWithProfile } from '../../test/bookings';
import { createTestApp, signIn, testOrigin, type TestApp } from '../../test/test-app';
import { operatorAudit } from './schema';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let operator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

const suspend = (id: string, reason: unknown) =>
  callAs(t, operator, 'POST', `/api/operator/accounts/${id}/suspension`, { reason });
const reinstate = (id: string, reason: unknown) =>
  callAs(t, operator, 'POST', `/api/operator/accounts/${id}/reinstatement`, { reason });
const searchNear = async () =>
  (
    (await (
      await t.app.request(
        `${testOrigin}/api/washers/search?services=express-wash&address=x&lat=30.2656&lng=-97.7497&maxMiles=25`,
      )
    ).json()) as WasherSearchResponse
  ).washers.map((washer) => washer.id);

/** A washer booked by an owner through quote and accept, payments on: the booking's id. */
async function booked(washer: SignedIn, owner: SignedIn): Promise<string> {
  const requestId = await sendRequest(t, owner, [washer]);
  expect((await quote(t, washer, requestId)).status).toBe(200);
  const response = await accept(t, owner, requestId, washer);
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { appointmentId: string } }).booking.appointmentId;
}

describe('suspending a washer', () => {
  it('ends their sessions, refuses their sign-in, takes them out of search, cancels their bookings and tells the owners', async () => {
    const [washer, owner] = await Promise.all([washerWithProfile(t, 'Suspended Suds'), payingOwner(t)]);
    const appointmentId = await booked(washer, owner);
    expect(await searchNear()).toContain(washer.id);

    const response = await suspend(washer.id, 'Three owners reported damage');
    expect(response.status).toBe(200);
    const account = (await response.json()) as OperatorAccount;
    expect(account.suspension).toEqual({ at: expect.any(String) as unknown, reason: 'Three owners reported damage' });

    expect((await callAs(t, washer, 'GET', '/api/account')).status).toBe(401);
    const again = await signIn(t.app, await emailOf(t, washer), 'washer');
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(authMessages.accountSuspended);
    expect(await searchNear()).not.toContain(washer.id);
    expect((await t.app.request(`${testOrigin}/api/washers/${washer.id}`)).status).toBe(404);

    const [appointment] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(appointment).toMatchObject({
      status: 'cancelled',
      cancelReason: suspensionCancellationReason,
      cancelledLate: false,
    });
    // The hold is released as the cancellation's event is delivered, moments after the answer.
    await t.mail.settled();
    const payment = await callAs(t, owner, 'GET', `/api/appointments/${appointmentId}/payment`);
    expect(((await payment.json()) as { payment: { status: string; capturedCents: number } }).payment).toMatchObject({
      status: 'released',
      capturedCents: 0,
    });
    expect((await mailsTo(t, owner)).map((mail) => mail.subject)).toContain(
      `Appointment cancelled: ${formatSlot(appointment?.serviceDate ?? '', appointment?.startTime ?? '')}`,
    );

    const [logged] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.subject, `user:${washer.id}`));
    expect(logged).toMatchObject({
      action: 'account.suspended',
      reason: 'Three owners reported damage',
      actorId: operator.id,
      after: { suspended: true, cancelledBookings: 1 },
    });

    // Lifted: signed in and found again; the cancelled booking stays cancelled.
    expect((await reinstate(washer.id, 'Reports were about another washer')).status).toBe(200);
    expect((await signIn(t.app, await emailOf(t, washer), 'washer')).status).toBe(200);
    expect(await searchNear()).toContain(washer.id);
    const [still] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(still?.status).toBe('cancelled');
  });
});

describe('the suspension routes', () => {
  it('need a reason, refuse twice, refuse an operator, and find accounts by part of the email', async () => {
    const owner = await signedIn(t, 'owner');
    const email = await emailOf(t, owner);
    expect((await suspend(owner.id, '  ')).status).toBe(400);
    expect((await reinstate(owner.id, 'Not suspended')).status).toBe(409);
    expect((await suspend(owner.id, 'Spam')).status).toBe(200);
    const twice = await suspend(owner.id, 'Spam');
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe(
      suspensionMessages.alreadySuspended,
    );
    expect((await suspend(operator.id, 'Oops')).status).toBe(409);
    expect((await suspend('no-such-account', 'Spam')).status).toBe(404);

    const found = await callAs(
      t,
      operator,
      'GET',
      `/api/operator/accounts?email=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`,
    );
    const { accounts } = (await found.json()) as { accounts: OperatorAccount[] };
    expect(accounts.find((account) => account.id === owner.id)?.suspension?.reason).toBe('Spam');
    expect((await callAs(t, operator, 'GET', '/api/operator/accounts?email=ab')).status).toBe(400);
    // Suspended, and no operator anyway: the console is not there for them.
    expect((await callAs(t, owner, 'GET', '/api/operator/accounts?email=abc')).status).toBe(404);
  });
});
