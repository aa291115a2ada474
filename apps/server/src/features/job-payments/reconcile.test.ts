import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiptTotals } from '@sudsy/domain/ledger';
import { feeOnPartCents, lateCancellationFeeCents } from '@sudsy/domain/payment-fees';
import { appointments, jobPayments } from '../../db/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { captureLogs } from '../../test/log-capture';
import { paidThroughSudsy, saveTestCard } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { LocalPaymentProvider } from '../../platform/payments/local-provider';
import { movementsOfAppointment } from '../payments';
import { paymentsReconciliationJob, reconcileAtStart, reconcileJobPayments } from './reconcile';
import { sourceOf, type JobPaymentDeps } from './settle-service';
import { sweepJobPayments } from './sweep';

// The reconciliation (docs/payments.md, "Reconciliation"): each write a crash can leave out
// between the provider's answer and our transaction is found at the provider and recorded once;
// what does not add up is reported and left as it is.

let t: TestApp;
let provider: LocalPaymentProvider;
let deps: JobPaymentDeps;
let logs: ReturnType<typeof captureLogs>;
let washer: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  if (t.payments?.mode !== 'local') throw new Error('the local provider is the default');
  provider = t.payments;
  logs = captureLogs();
  deps = { db: t.database.db, provider, logger: logs.logger };
  washer = await washerWithProfile(t);
  owner = await signedIn(t, 'owner');
  await saveTestCard(t, owner);
});
// Each test's payments alone: a pass compares every payment in the database.
afterEach(() => t.database.db.delete(jobPayments));
afterAll(() => t.close());

const price = { amountCents: 9500, feeCents: 950 };

/** A $95 job of yesterday (fee $9.50), held on the owner's 4242 by the job engine. */
async function heldJob(fields: Partial<typeof appointments.$inferInsert> = {}) {
  const id = await insertAppointment(t.database.db, washer, owner, {
    priceCents: price.amountCents,
    serviceDate: dayFromToday(-1),
    ...fields,
  });
  await t.database.db.insert(jobPayments).values({ appointmentId: id, ...price });
  await sweepJobPayments(deps);
  const payment = await paymentOf(id);
  expect(payment.status).toBe('held');
  return { id, intentId: payment.intentId! };
}

async function paymentOf(id: string) {
  const [payment] = await t.database.db.select().from(jobPayments).where(eq(jobPayments.appointmentId, id));
  if (!payment) throw new Error(`no payment for ${id}`);
  return payment;
}

/** A job done through the product: held, completed by the washer, the whole price captured. */
async function capturedJob() {
  const { id, intentId } = await heldJob();
  expect((await completeAs(t, washer, id)).status).toBe(200);
  await t.mail.settled();
  await provider.settled();
  expect(await paymentOf(id)).toMatchObject({ status: 'captured', capturedCents: 9500 });
  return { id, intentId };
}

/** What the job's charges are made on, as its steps find it: the owner's card and the washer's account. */
async function chargeSourceOf(id: string) {
  const [appointment] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
  const source = await sourceOf(deps, { appointment: appointment! });
  if ('failure' in source) throw new Error(source.failure);
  return {
    customerId: source.card.payerId,
    paymentMethodId: source.card.card.id,
    destinationAccountId: source.accountId,
  };
}

const kindsOf = async (id: string) =>
  (await movementsOfAppointment(t.database.db, id)).map((movement) => movement.kind);
const totalsOf = async (id: string) => receiptTotals(await movementsOfAppointment(t.database.db, id), id);
const complete = (id: string) =>
  t.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, id));

/** A second pass finds nothing left to write and nothing to report. */
async function expectSecondPassQuiet() {
  expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 0, discrepancies: 0 });
}

describe('the reconciliation', () => {
  it("records a capture the provider made that our books lack, once, with the step's amounts", async () => {
    const { id, intentId } = await heldJob();
    // The capture step's provider call, then the process died before our transaction.
    await provider.capture({ paymentIntentId: intentId, applicationFeeCents: 950, idempotencyKey: `capture-${id}` });
    await complete(id);

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect(await paymentOf(id)).toMatchObject({ status: 'captured', capturedCents: 9500 });
    expect(await kindsOf(id)).toEqual(['hold', 'capture']);
    expect(await totalsOf(id)).toMatchObject({ capturedCents: 9500, feeCents: 950, washerNetCents: 8550 });
    expect(
      logs
        .lines()
        .filter((line) => line.msg === 'payments reconciled')
        .at(-1),
    ).toMatchObject({
      level: 30,
      checked: 1,
      repaired: 1,
      discrepancies: 0,
    });
    await expectSecondPassQuiet();
    expect(await kindsOf(id)).toEqual(['hold', 'capture']);
  });

  it("records a late fee the provider captured for an owner's late cancellation", async () => {
    const { id, intentId } = await heldJob();
    const lateFeeCents = lateCancellationFeeCents(9500);
    await provider.capture({
      paymentIntentId: intentId,
      amountToCaptureCents: lateFeeCents,
      applicationFeeCents: feeOnPartCents(lateFeeCents, 9500, 950),
      idempotencyKey: `late-fee-${id}`,
    });
    await t.database.db
      .update(appointments)
      .set({ status: 'cancelled', cancelledBy: 'owner', cancelledLate: true })
      .where(eq(appointments.id, id));

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect(await paymentOf(id)).toMatchObject({ status: 'late_fee_charged', capturedCents: lateFeeCents });
    expect(await kindsOf(id)).toEqual(['hold', 'late_fee']);
    expect((await totalsOf(id)).capturedCents).toBe(lateFeeCents);
    await expectSecondPassQuiet();
  });

  it('records the release of a hold the provider cancelled', async () => {
    const { id, intentId } = await heldJob();
    await provider.cancel({ paymentIntentId: intentId, idempotencyKey: `release-${intentId}` });

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect(await paymentOf(id)).toMatchObject({ status: 'released' });
    expect(await kindsOf(id)).toEqual(['hold', 'release']);
    expect(await totalsOf(id)).toMatchObject({ capturedCents: 0, totalPaidCents: 0 });
    await expectSecondPassQuiet();
  });

  it('records a hold the provider approved while our row still says scheduled', async () => {
    const id = await insertAppointment(t.database.db, washer, owner, {
      priceCents: 9500,
      serviceDate: dayFromToday(-1),
    });
    await t.database.db.insert(jobPayments).values({ appointmentId: id, ...price });
    const source = await chargeSourceOf(id);
    // The hold step's provider call, its payment named on the row (as a retry leaves an earlier one).
    const intent = await provider.authorize({
      ...source,
      amountCents: 9500,
      applicationFeeCents: 950,
      idempotencyKey: `hold-${id}-1-${source.paymentMethodId}`,
      metadata: { appointmentId: id, kind: 'hold' },
    });
    expect(intent.status).toBe('requires_capture');
    await t.database.db.update(jobPayments).set({ intentId: intent.id }).where(eq(jobPayments.appointmentId, id));

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect(await paymentOf(id)).toMatchObject({ status: 'held', intentId: intent.id, failure: null });
    expect(await kindsOf(id)).toEqual(['hold']);
    await expectSecondPassQuiet();
  });

  it('changes nothing where the books and the provider agree', async () => {
    const { id } = await heldJob();
    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 0, discrepancies: 0 });
    expect(await paymentOf(id)).toMatchObject({ status: 'held' });
    expect(await kindsOf(id)).toEqual(['hold']);
  });

  it('reports, and leaves alone, a capture of another amount than the step takes', async () => {
    const { id, intentId } = await heldJob();
    await provider.capture({
      paymentIntentId: intentId,
      amountToCaptureCents: 5000,
      applicationFeeCents: 500,
      idempotencyKey: `odd-capture-${id}`,
    });
    await complete(id);
    const before = logs.lines().length;

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 0, discrepancies: 1 });
    expect(await paymentOf(id)).toMatchObject({ status: 'held', capturedCents: 0 });
    expect(await kindsOf(id)).toEqual(['hold']);
    const reported = logs
      .lines()
      .slice(before)
      .filter((line) => line.level === 50);
    expect(reported).toEqual([
      expect.objectContaining({
        appointmentId: id,
        intentId,
        status: 'held',
        provider: { status: 'succeeded', amountCents: 9500, capturedCents: 5000 },
        msg: 'payment discrepancy: the provider captured another amount than the step takes',
      }),
    ]);
    // Reported again at each pass until someone looks; never written.
    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 0, discrepancies: 1 });
    expect(await kindsOf(id)).toEqual(['hold']);
  });

  it('reports a ledger movement that no provider object stands behind', async () => {
    const id = await paidThroughSudsy(t.database.db, washer, owner, { priceCents: 9500 }, { feeCents: 950 });
    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 0, discrepancies: 1 });
    expect(logs.lines().at(-2)).toMatchObject({
      level: 50,
      appointmentId: id,
      intentId: null,
      msg: 'payment discrepancy: the ledger moves money for a payment with no provider object',
    });
    expect(await kindsOf(id)).toEqual(['hold', 'capture']);
  });

  it('leaves alone payments settled more than 30 days ago, and stops between payments when asked', async () => {
    const { id, intentId } = await heldJob();
    await provider.cancel({ paymentIntentId: intentId, idempotencyKey: `release-${intentId}` });
    const stopped = new AbortController();
    stopped.abort();
    expect(await reconcileJobPayments(deps, { signal: stopped.signal })).toEqual({
      checked: 0,
      repaired: 0,
      discrepancies: 0,
    });
    expect(await reconcileJobPayments(deps)).toMatchObject({ repaired: 1 });
    const monthsLater = new Date(Date.now() + 31 * 24 * 3_600_000);
    expect(await reconcileJobPayments(deps, { now: monthsLater })).toEqual({
      checked: 0,
      repaired: 0,
      discrepancies: 0,
    });
    expect(await paymentOf(id)).toMatchObject({ status: 'released' });
  });

  it('runs daily as a job, and once at start until the server stops', async () => {
    const { id, intentId } = await heldJob();
    await provider.cancel({ paymentIntentId: intentId, idempotencyKey: `release-${intentId}` });
    const job = paymentsReconciliationJob(deps);
    expect(job).toMatchObject({ name: 'payments-reconciliation', cron: '30 3 * * *', sweep: true });
    await job.run({});
    expect(await paymentOf(id)).toMatchObject({ status: 'released' });

    const passes = () => logs.lines().filter((line) => line.msg === 'payments reconciled').length;
    const before = passes();
    await reconcileAtStart(deps)();
    // Stopped before it began: it compared nothing, and still says so.
    expect(logs.lines().at(-1)).toMatchObject({ msg: 'payments reconciled', checked: 0, stopped: true });
    const stop = reconcileAtStart(deps);
    await expect.poll(passes).toBe(before + 2);
    await stop();
    expect(logs.lines().at(-1)).toMatchObject({ msg: 'payments reconciled', checked: 1, repaired: 0 });
  });
});

describe("the reconciliation of a paid job's refunds and tip", () => {
  /** refundJob's provider call, then the process died before our transaction. */
  const refundAtProvider = (paymentIntentId: string, amountCents: number) =>
    provider.refund({
      paymentIntentId,
      amountCents,
      refundApplicationFee: true,
      idempotencyKey: `refund-${paymentIntentId}-${amountCents}`,
    });
  /** addTip's provider call, then the process died before our transaction. */
  const tipAtProvider = async (id: string, amountCents: number) =>
    provider.chargeNow({
      ...(await chargeSourceOf(id)),
      amountCents,
      applicationFeeCents: 0,
      idempotencyKey: `tip-${id}-${amountCents}`,
      metadata: { appointmentId: id, kind: 'tip' },
    });
  const refundAsWasher = (id: string, amountCents: number) =>
    callAs(t, washer, 'POST', `/api/appointments/${id}/refund`, { amountCents });
  const tipAsOwner = (id: string, amountCents: number) =>
    callAs(t, owner, 'POST', `/api/appointments/${id}/tip`, { amountCents });
  const loggedSince = (before: number, level: number) =>
    logs
      .lines()
      .slice(before)
      .filter((line) => line.level === level);

  it('records a refund the provider made that our books lack, once, and tells the owner', async () => {
    const { id, intentId } = await capturedJob();
    const refund = await refundAtProvider(intentId, 2000);
    const before = logs.lines().length;

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    const movements = await movementsOfAppointment(t.database.db, id);
    expect(movements.map((movement) => [movement.kind, movement.paymentRef])).toEqual([
      ['hold', intentId],
      ['capture', intentId],
      ['refund', refund.id],
    ]);
    // $20 of the $95 price: the platform gives back $2 of its $9.50 fee, the washer $18.
    expect(await totalsOf(id)).toMatchObject({
      capturedCents: 9500,
      refundedCents: 2000,
      feeCents: 750,
      totalPaidCents: 7500,
      washerNetCents: 8550 - 1800,
    });
    expect(loggedSince(before, 40)).toEqual([
      expect.objectContaining({
        appointmentId: id,
        intentId,
        refund: { id: refund.id, amountCents: 2000, status: 'succeeded' },
        msg: 'payment reconciled: recorded a refund the provider had made',
      }),
    ]);
    expect((await mailsTo(t, owner)).at(-1)?.subject).toBe('Shine Mobile Detailing refunded you $20.00');
    await expectSecondPassQuiet();
    expect(await kindsOf(id)).toEqual(['hold', 'capture', 'refund']);
  });

  it('records a second refund after one recorded, its share of the fee following the first', async () => {
    const { id, intentId } = await capturedJob();
    expect((await refundAsWasher(id, 2000)).status).toBe(200);
    const second = await refundAtProvider(intentId, 3000);

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect((await movementsOfAppointment(t.database.db, id)).map((movement) => movement.paymentRef).at(-1)).toBe(
      second.id,
    );
    // $50 of the $95 refunded in all: $5 of the fee back, $2 with the first refund and $3 with this one.
    expect(await totalsOf(id)).toMatchObject({
      refundedCents: 5000,
      feeCents: 450,
      totalPaidCents: 4500,
      washerNetCents: 8550 - 1800 - 2700,
    });
    await expectSecondPassQuiet();
    expect(await kindsOf(id)).toEqual(['hold', 'capture', 'refund', 'refund']);
  });

  it("records a refund of the tip's charge, which gives back no fee", async () => {
    const { id } = await capturedJob();
    expect((await tipAsOwner(id, 1500)).status).toBe(200);
    expect((await refundAsWasher(id, 9500)).status).toBe(200);
    const { tipIntentId } = await paymentOf(id);
    const refund = await refundAtProvider(tipIntentId!, 1000);

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect((await movementsOfAppointment(t.database.db, id)).map((movement) => movement.paymentRef).at(-1)).toBe(
      refund.id,
    );
    expect(await totalsOf(id)).toMatchObject({
      tipCents: 1500,
      refundedCents: 10_500,
      feeCents: 0,
      totalPaidCents: 500,
      washerNetCents: 500,
    });
    await expectSecondPassQuiet();
  });

  it('records a tip the provider charged that our books lack, once, and tells the washer', async () => {
    const { id, intentId } = await capturedJob();
    const tip = await tipAtProvider(id, 1500);
    expect(tip.status).toBe('succeeded');
    const before = logs.lines().length;

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 1, discrepancies: 0 });
    expect(await paymentOf(id)).toMatchObject({ status: 'captured', tipCents: 1500, tipIntentId: tip.id });
    const movements = await movementsOfAppointment(t.database.db, id);
    expect(movements.map((movement) => [movement.kind, movement.paymentRef])).toEqual([
      ['hold', intentId],
      ['capture', intentId],
      ['tip', tip.id],
    ]);
    expect(await totalsOf(id)).toMatchObject({ tipCents: 1500, totalPaidCents: 11_000, washerNetCents: 8550 + 1500 });
    expect(loggedSince(before, 40)).toEqual([
      expect.objectContaining({
        appointmentId: id,
        tip: { intentId: null, cents: 0 },
        provider: [{ intentId: tip.id, capturedCents: 1500 }],
        msg: 'payment reconciled: recorded a tip the provider had charged',
      }),
    ]);
    expect((await mailsTo(t, washer)).map((mail) => mail.subject)).toContain('Olivia Owner tipped you $15.00');
    await expectSecondPassQuiet();
    expect(await kindsOf(id)).toEqual(['hold', 'capture', 'tip']);
  });

  it('reports, and leaves alone, two tips charged, or a tip on our row the provider did not charge', async () => {
    const twice = await capturedJob();
    await tipAtProvider(twice.id, 1500);
    await tipAtProvider(twice.id, 2000);
    const ours = await capturedJob();
    await t.database.db.update(jobPayments).set({ tipCents: 1200 }).where(eq(jobPayments.appointmentId, ours.id));
    const before = logs.lines().length;

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 2, repaired: 0, discrepancies: 2 });
    expect(loggedSince(before, 50)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          appointmentId: twice.id,
          provider: [
            expect.objectContaining({ capturedCents: 1500 }),
            expect.objectContaining({ capturedCents: 2000 }),
          ],
          msg: 'payment discrepancy: the provider charged more than one tip',
        }),
        expect.objectContaining({
          appointmentId: ours.id,
          tip: { intentId: null, cents: 1200 },
          provider: [],
          msg: "payment discrepancy: the provider's tip differs from ours",
        }),
      ]),
    );
    expect(await paymentOf(twice.id)).toMatchObject({ tipCents: 0, tipIntentId: null });
    expect(await kindsOf(twice.id)).toEqual(['hold', 'capture']);
    expect(await kindsOf(ours.id)).toEqual(['hold', 'capture']);
  });

  it('changes nothing where the books already show the tip and the refunds', async () => {
    const { id } = await capturedJob();
    expect((await tipAsOwner(id, 1500)).status).toBe(200);
    expect((await refundAsWasher(id, 10_000)).status).toBe(200);
    const movements = await movementsOfAppointment(t.database.db, id);
    expect(movements.map((movement) => movement.kind)).toEqual(['hold', 'capture', 'tip', 'refund', 'refund']);

    expect(await reconcileJobPayments(deps)).toEqual({ checked: 1, repaired: 0, discrepancies: 0 });
    expect(await movementsOfAppointment(t.database.db, id)).toEqual(movements);
    expect(await paymentOf(id)).toMatchObject({ status: 'captured', tipCents: 1500 });
  });
});
