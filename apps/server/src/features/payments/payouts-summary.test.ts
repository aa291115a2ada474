import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { washerBalanceCents } from '@sudsy/domain/ledger';
import { payoutsSummarySchema, type PayoutsSummary } from '@sudsy/domain/payouts-summary';
import { dateInTimeZone, defaultTimeZone } from '@sudsy/domain/schedule-time-zone';
import { appointments, jobPayments } from '../../db/schema';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { postPaymentWebhook, signatureFor } from '../../test/payment-webhooks';
import { enablePayouts, saveTestCard } from '../../test/payments';
import { createTestApp, testOrigin, type TestApp } from '../../test/test-app';
import { payoutAccounts } from './accounts-schema';
import { movementsOfWasher } from './ledger';
import { payoutsSummaryOf } from './payouts-summary-service';

// A washer's money after their jobs (docs/payments.md, "Payouts"): each payout the provider
// reports recorded in the ledger once, and the summary the Payouts tab reads.

let t: TestApp;
let provider: LocalPaymentProvider;

beforeAll(async () => {
  t = await createTestApp();
  if (t.payments?.mode !== 'local') throw new Error('the test app runs the local provider');
  provider = t.payments;
});
afterAll(() => t.close());

/** A washer taking payouts, and their connected account. */
async function payingWasher(): Promise<{ washer: SignedIn; accountId: string }> {
  const washer = await washerWithProfile(t);
  await enablePayouts(t, washer);
  const [row] = await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.washerId, washer.id));
  if (!row) throw new Error('no payout account');
  return { washer, accountId: row.accountId };
}

/** A job of yesterday paid through Sudsy ($95, fee $9.50), completed by the washer: charged and captured. */
async function capturedJob(washer: SignedIn, priceCents = 9500, feeCents = 950): Promise<string> {
  const owner = await signedIn(t, 'owner');
  owners.set(owner.id, owner);
  await saveTestCard(t, owner);
  const id = await insertAppointment(t.database.db, washer, owner, { priceCents, serviceDate: dayFromToday(-1) });
  await t.database.db.insert(jobPayments).values({ appointmentId: id, amountCents: priceCents, feeCents });
  expect((await completeAs(t, washer, id)).status).toBe(200);
  await settled();
  return id;
}

const silent = pino({ level: 'silent' });

async function ownerOf(appointmentId: string): Promise<SignedIn> {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return owners.get(row!.ownerId)!;
}
const owners = new Map<string, SignedIn>();

async function settled() {
  await t.mail.settled();
  await provider.settled();
}

const payoutsOf = async (washer: SignedIn) =>
  (await movementsOfWasher(t.database.db, washer.id)).filter((movement) => movement.kind === 'payout');

type PayoutFields = { id: string; amount: number; currency?: string };

/** A payout event on a connected account, as Stripe sends it, with a fresh event id. */
function payoutEventBody(type: 'payout.paid' | 'payout.failed', accountId: string, payout: PayoutFields): string {
  const outcome =
    type === 'payout.paid'
      ? { status: 'paid' }
      : { status: 'failed', failure_code: 'account_closed', failure_message: 'The bank account has been closed.' };
  return JSON.stringify({
    id: `evt_test${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    account: accountId,
    data: { object: { object: 'payout', currency: 'usd', ...outcome, ...payout } },
    livemode: false,
  });
}
const payoutPaidBody = (accountId: string, payout: PayoutFields) => payoutEventBody('payout.paid', accountId, payout);
const payoutFailedBody = (accountId: string, payout: PayoutFields) =>
  payoutEventBody('payout.failed', accountId, payout);

async function postSigned(body: string): Promise<void> {
  expect((await postPaymentWebhook(t, body, signatureFor(t, body))).status).toBe(200);
}

describe('a payout', () => {
  it("is recorded once from the provider's payout.paid: the washer's balance moved to their bank", async () => {
    const { washer, accountId } = await payingWasher();
    await capturedJob(washer);
    expect(washerBalanceCents(await movementsOfWasher(t.database.db, washer.id), washer.id)).toBe(8550);

    const payout = await provider.payOut(accountId);
    expect(payout).toEqual({ id: expect.stringMatching(/^po_/), amountCents: 8550 });
    await settled();
    const movements = await movementsOfWasher(t.database.db, washer.id);
    expect(movements.filter((movement) => movement.kind === 'payout')).toEqual([
      {
        kind: 'payout',
        currency: 'usd',
        entries: expect.arrayContaining([
          { account: { kind: 'washer_balance', washerId: washer.id }, amountCents: -8550 },
          { account: { kind: 'washer_bank', washerId: washer.id }, amountCents: 8550 },
        ]),
        paymentRef: payout?.id,
        at: expect.any(Date),
      },
    ]);
    expect(washerBalanceCents(movements, washer.id)).toBe(0);

    // The same payout told again, in a new event (Stripe may): the ledger already has it.
    const again = payoutPaidBody(accountId, { id: payout!.id, amount: 8550 });
    expect((await postPaymentWebhook(t, again, signatureFor(t, again))).status).toBe(200);
    // And the very same event resent: taken in once by its id.
    expect((await postPaymentWebhook(t, again, signatureFor(t, again))).status).toBe(200);
    expect(await payoutsOf(washer)).toHaveLength(1);
  });

  it('is recorded for each payout id, and only for an account of ours in US dollars', async () => {
    const { washer, accountId } = await payingWasher();
    await postSigned(payoutPaidBody(accountId, { id: 'po_summary_a', amount: 1200 }));
    await postSigned(payoutPaidBody(accountId, { id: 'po_summary_b', amount: 800 }));
    await postSigned(payoutPaidBody('acct_nobody_here', { id: 'po_summary_c', amount: 500 }));
    await postSigned(payoutPaidBody(accountId, { id: 'po_summary_d', amount: 500, currency: 'eur' }));
    await postSigned(payoutPaidBody(accountId, { id: 'po_summary_e', amount: 0 }));
    const movements = await movementsOfWasher(t.database.db, washer.id);
    expect(movements.map((movement) => movement.kind)).toEqual(['payout', 'payout']);
    // Paid out more than the ledger knew of: the balance says so rather than hide it.
    expect(washerBalanceCents(movements, washer.id)).toBe(-2000);
  });
});

const kindsOf = async (washer: SignedIn) =>
  (await movementsOfWasher(t.database.db, washer.id)).map((movement) => [movement.kind, movement.paymentRef]);

describe('a payout the bank returned (payout.failed)', () => {
  it('puts the money back in the balance once, and the summary shows the payout failed', async () => {
    const { washer, accountId } = await payingWasher();
    await capturedJob(washer);
    const payout = await provider.payOut(accountId);
    await settled();
    expect(payout).toEqual({ id: expect.stringMatching(/^po_/), amountCents: 8550 });

    const failed = payoutFailedBody(accountId, { id: payout!.id, amount: 8550 });
    await postSigned(failed);
    const movements = await movementsOfWasher(t.database.db, washer.id);
    expect(movements.filter((movement) => movement.kind === 'payout_failed')).toEqual([
      {
        kind: 'payout_failed',
        currency: 'usd',
        entries: expect.arrayContaining([
          { account: { kind: 'washer_bank', washerId: washer.id }, amountCents: -8550 },
          { account: { kind: 'washer_balance', washerId: washer.id }, amountCents: 8550 },
        ]),
        paymentRef: payout!.id,
        at: expect.any(Date),
      },
    ]);
    expect(washerBalanceCents(movements, washer.id)).toBe(8550);

    const summary = await readSummary(washer);
    expect(summary).toMatchObject({ pendingCents: 8550, availableCents: 0, paidOutCents: 0 });
    expect(summary.payouts).toEqual([
      { id: payout!.id, date: expect.any(String), amountCents: 8550, status: 'failed' },
    ]);
    expect(summary.jobs.map((job) => job.status)).toEqual(['pending']);

    // Told again in a new event, and the same event resent: recorded once.
    await postSigned(payoutFailedBody(accountId, { id: payout!.id, amount: 8550 }));
    await postSigned(failed);
    expect(await kindsOf(washer)).toEqual([
      ['capture', expect.any(String)],
      ['payout', payout!.id],
      ['payout_failed', payout!.id],
    ]);
  });

  it("is taken in from the local provider's bank returning it, as from Stripe's", async () => {
    const { washer, accountId } = await payingWasher();
    await capturedJob(washer);
    const payout = await provider.payOut(accountId);
    await provider.failPayout(payout!.id);
    await settled();
    const summary = await readSummary(washer);
    expect(summary).toMatchObject({ pendingCents: 8550, paidOutCents: 0 });
    expect(summary.payouts).toEqual([expect.objectContaining({ id: payout!.id, status: 'failed' })]);
  });

  it('records a payout failed before it was heard paid as tried and returned; a late payout.paid changes nothing', async () => {
    const { washer, accountId } = await payingWasher();
    await postSigned(payoutFailedBody(accountId, { id: 'po_failed_first', amount: 900 }));
    await postSigned(payoutPaidBody(accountId, { id: 'po_failed_first', amount: 900 }));
    // Recorded in one transaction, so at one instant: in either order.
    expect((await kindsOf(washer)).sort()).toEqual([
      ['payout', 'po_failed_first'],
      ['payout_failed', 'po_failed_first'],
    ]);
    expect(washerBalanceCents(await movementsOfWasher(t.database.db, washer.id), washer.id)).toBe(0);
    const summary = await readSummary(washer);
    expect(summary.paidOutCents).toBe(0);
    expect(summary.payouts).toEqual([expect.objectContaining({ id: 'po_failed_first', status: 'failed' })]);
  });

  it('records nothing for another account, currency or no amount', async () => {
    const { washer, accountId } = await payingWasher();
    await postSigned(payoutPaidBody(accountId, { id: 'po_returned_a', amount: 1200 }));
    // Paid to this washer, told failed on an account that is nobody's, in euros, or of no amount.
    await postSigned(payoutFailedBody('acct_nobody_here', { id: 'po_returned_a', amount: 1200 }));
    await postSigned(payoutFailedBody(accountId, { id: 'po_returned_a', amount: 1200, currency: 'eur' }));
    await postSigned(payoutFailedBody(accountId, { id: 'po_returned_a', amount: 0 }));
    expect(await kindsOf(washer)).toEqual([['payout', 'po_returned_a']]);

    // Another washer's payout told failed on this washer's account takes nothing from either.
    const other = await payingWasher();
    await postSigned(payoutPaidBody(other.accountId, { id: 'po_returned_other', amount: 700 }));
    await postSigned(payoutFailedBody(accountId, { id: 'po_returned_other', amount: 700 }));
    expect(await kindsOf(washer)).toEqual([['payout', 'po_returned_a']]);
    expect(await kindsOf(other.washer)).toEqual([['payout', 'po_returned_other']]);

    // Its own payout returned, with a fresh event: back in the balance.
    await postSigned(payoutFailedBody(accountId, { id: 'po_returned_a', amount: 1200 }));
    expect(washerBalanceCents(await movementsOfWasher(t.database.db, washer.id), washer.id)).toBe(0);
  });
});

const summaryOf = async (who: SignedIn | null, app: TestApp = t) => callAs(app, who, 'GET', '/api/payouts/summary');

async function readSummary(who: SignedIn, app: TestApp = t): Promise<PayoutsSummary> {
  const response = await summaryOf(who, app);
  expect(response.status).toBe(200);
  return payoutsSummarySchema.parse(await response.json());
}

describe('GET /api/payouts/summary', () => {
  it('is empty for a washer with no job paid through Sudsy', async () => {
    const summary = await readSummary(await signedIn(t, 'washer'));
    expect(summary).toMatchObject({ mode: 'local', pendingCents: 0, availableCents: 0, paidOutCents: 0, jobs: [] });
    expect(summary.monthly).toHaveLength(12);
  });

  it("reads the washer's own ledger: a job with its fee and tip pending, then paid out", async () => {
    const { washer, accountId } = await payingWasher();
    const id = await capturedJob(washer);
    const owner = await ownerOf(id);
    expect((await callAs(t, owner, 'POST', `/api/appointments/${id}/tip`, { amountCents: 1500 })).status).toBe(200);
    await settled();
    // Another washer's job is not in it.
    await capturedJob((await payingWasher()).washer);

    const summary = await readSummary(washer);
    expect(summary).toMatchObject({ pendingCents: 10_050, availableCents: 0, paidOutCents: 0, jobsTotal: 1 });
    expect(summary.jobs).toEqual([
      {
        appointmentId: id,
        date: dateInTimeZone(new Date(), defaultTimeZone),
        lateFee: false,
        priceCents: 9500,
        feeCents: 950,
        tipCents: 1500,
        refundedCents: 0,
        netCents: 10_050,
        status: 'pending',
        availableOn: expect.any(String),
      },
    ]);
    expect(summary.monthly.at(-1)).toMatchObject({ jobs: 1, earningsCents: 10_050 });

    // Two days on the money is available: read as the service would then.
    const later = await payoutsSummaryOf(
      { db: t.database.db, provider, publicUrl: testOrigin, feePercent: 10, logger: silent },
      { id: washer.id, name: '', email: '', role: 'washer' },
      new Date(Date.now() + 49 * 3_600_000),
    );
    expect(later).toMatchObject({ pendingCents: 0, availableCents: 10_050 });
    expect(later.jobs[0]?.status).toBe('available');

    const payout = await provider.payOut(accountId);
    await settled();
    const paid = await readSummary(washer);
    expect(paid).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 10_050 });
    expect(paid.payouts).toEqual([{ id: payout!.id, date: expect.any(String), amountCents: 10_050, status: 'paid' }]);
    expect(paid.jobs[0]?.status).toBe('paid_out');
  });

  it('is a washer’s only: owners 403, signed out 401', async () => {
    expect((await summaryOf(await signedIn(t, 'owner'))).status).toBe(403);
    expect((await summaryOf(null)).status).toBe(401);
  });

  it('says payments are off, every figure 0, when they are', async () => {
    const off = await createTestApp({ PAYMENTS: 'off' });
    try {
      const summary = await readSummary(await signedIn(off, 'washer'), off);
      expect(summary).toMatchObject({ mode: 'off', pendingCents: 0, availableCents: 0, paidOutCents: 0, jobs: [] });
    } finally {
      await off.close();
    }
  });
});
