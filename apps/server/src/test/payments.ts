import { pino } from 'pino';
import { captureTransaction, holdTransaction, refundTransaction, tipTransaction } from '@sudsy/domain/ledger';
import type { Db } from '../db/client';
import { jobPayments, type appointments } from '../db/schema';
import { recordMovement } from '../features/payments';
import { sweepJobPayments } from '../features/job-payments/sweep';
import { callAs, type SignedIn } from './accounts';
import { saveCardThrough } from './card-setup';
import { insertAppointment } from './appointments';
import type { TestApp } from './test-app';

/** Saves one of Stripe's test cards for an owner on the local provider (card-setup.ts). */
export function saveTestCard(t: TestApp, owner: SignedIn, number?: string): Promise<void> {
  return saveCardThrough((method, path, body) => callAs(t, owner, method, path, body), number);
}

/**
 * Sets up a washer's payouts on the local provider as they would: onboarding started from the
 * API, finished on the stand-in's page, and the account.updated event taken in.
 */
export async function enablePayouts(t: TestApp, washer: SignedIn): Promise<void> {
  const provider = t.payments;
  if (provider?.mode !== 'local') throw new Error('payouts are set up here on the local provider only');
  const started = await callAs(t, washer, 'POST', '/api/payouts/onboarding');
  if (started.status !== 200) throw new Error(`onboarding failed: ${started.status} ${await started.text()}`);
  const accountId = /\/dev\/payments\/onboarding\/([^/?#]+)/.exec(((await started.json()) as { url: string }).url)?.[1];
  if (!accountId) throw new Error('onboarding link names no account');
  await provider.completeOnboarding(accountId);
  await provider.settled();
}

/**
 * A completed appointment paid through Sudsy, its money written straight to the ledger as the job
 * engine records it: the price captured with `feeCents`, then a tip and a refund when given.
 * `captured: false` leaves it booked for payment with nothing captured yet. Returns its id.
 */
export async function paidThroughSudsy(
  db: Db,
  washer: { id: string },
  owner: { id: string },
  fields: Partial<typeof appointments.$inferInsert> & { priceCents: number },
  { feeCents = 0, tipCents = 0, refundCents = 0, captured = true } = {},
): Promise<string> {
  const id = await insertAppointment(db, washer, owner, { status: 'completed', ...fields });
  const priceCents = fields.priceCents;
  await db.insert(jobPayments).values({ appointmentId: id, amountCents: priceCents, feeCents });
  if (!captured) return id;
  const job = { ownerId: owner.id, washerId: washer.id, appointmentId: id };
  await recordMovement(db, holdTransaction({ ...job, amountCents: priceCents }), `pi_hold_${id}`);
  const capture = { ...job, heldCents: priceCents, capturedCents: priceCents, feeCents };
  await recordMovement(db, captureTransaction(capture), `pi_${id}`);
  if (tipCents > 0) await recordMovement(db, tipTransaction({ ...job, amountCents: tipCents }), `pi_tip_${id}`);
  if (refundCents > 0) {
    const refund = { ...job, amountCents: refundCents, priceCents, feeCents, refundedBeforeCents: 0 };
    await recordMovement(db, refundTransaction(refund), `re_${id}`);
  }
  return id;
}

/** Runs the job engine's sweep now, as its timed job would: the holds due are taken on the local provider. */
export async function sweepPaymentsNow(t: TestApp): Promise<void> {
  const provider = t.payments;
  if (!provider) throw new Error('payments are off on this test app');
  await sweepJobPayments({ db: t.database.db, provider, logger: pino({ level: 'silent' }) });
}
