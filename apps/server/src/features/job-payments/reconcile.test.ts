import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiptTotals } from '@sudsy/domain/ledger';
import { feeOnPartCents, lateCancellationFeeCents } from '@sudsy/domain/payment-fees';
import { appointments, jobPayments } from '../../db/schema';
import { signedIn, type SignedIn } from '../../test/accounts';
import { insertAppointment } from '../../test/appointments';
import { washerWithProfile } from '../../test/bookings';
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
    const [appointment] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    const source = await sourceOf(deps, { appointment: appointment! });
    if ('failure' in source) throw new Error(source.failure);
    // The hold step's provider call, its payment named on the row (as a retry leaves an earlier one).
    const intent = await provider.authorize({
      customerId: source.card.payerId,
      paymentMethodId: source.card.card.id,
      amountCents: 9500,
      destinationAccountId: source.accountId,
      applicationFeeCents: 950,
      idempotencyKey: `hold-${id}-1-${source.card.card.id}`,
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
