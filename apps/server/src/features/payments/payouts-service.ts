import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  payoutsReturnParam,
  type PayoutAccount,
  type PayoutOnboarding,
  type PayoutStatus,
} from '@sudsy/domain/payouts';
import { balanceOf, ledgerCurrency, payoutFailedTransaction, payoutTransaction } from '@sudsy/domain/ledger';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { providerOrRefuse } from './payments-off';
import type { AccountStatus, PaymentProvider, ProviderEvent } from '../../platform/payments/payment-provider';
import { payoutAccounts } from './accounts-schema';
import { movementsOfPaymentRef, recordMovement } from './ledger';
import type { PaymentEventTx, PaymentEvents } from './payment-events';
import { pauseInstantBookingWithoutPayouts } from './instant-booking-payouts';

/** What the washer's payouts need: the provider (null when payments are off), where onboarding returns, the fee. */
export type PayoutsDeps = {
  db: Db;
  provider: PaymentProvider | null;
  publicUrl: string;
  feePercent: number;
  logger: Logger;
};

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

async function accountOf(db: Db, washer: Washer): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.washerId, washer.id));
  return row ?? null;
}

/** The washer's connected account when it can receive money, else null: their jobs cannot be paid. */
export async function payoutAccountIdOf(db: Db, washerId: string): Promise<string | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.washerId, washerId));
  return row?.payoutsEnabled ? row.accountId : null;
}

const statusOf = (row: Pick<PayoutAccountRow, 'payoutsEnabled'> | null): PayoutStatus =>
  !row ? 'not_started' : row.payoutsEnabled ? 'enabled' : 'pending';

const inStep = (row: PayoutAccountRow, status: AccountStatus) =>
  row.payoutsEnabled === status.payoutsEnabled && row.detailsSubmitted === status.detailsSubmitted;

/**
 * GET /api/payouts/account: where the washer's payouts stand. An account not enabled yet is read
 * again from the provider, so a washer back from onboarding sees the truth before its
 * account.updated event arrives; if the provider cannot answer, the stored state stands.
 */
export async function payoutAccountOf(deps: PayoutsDeps, washer: Washer): Promise<PayoutAccount> {
  const { db, provider, feePercent, logger } = deps;
  if (!provider) return { mode: 'off', status: 'not_started', feePercent };
  let row = await accountOf(db, washer);
  if (row && !row.payoutsEnabled) {
    try {
      const status = await provider.accountStatus(row.accountId);
      if (!inStep(row, status)) {
        const [updated] = await db
          .update(payoutAccounts)
          .set({ ...status, updatedAt: new Date() })
          .where(eq(payoutAccounts.washerId, washer.id))
          .returning();
        row = updated ?? row;
      }
    } catch (error) {
      logger.warn({ err: error, accountId: row.accountId }, 'payout account status unavailable; stored state shown');
    }
  }
  return { mode: provider.mode, status: statusOf(row), feePercent };
}

/**
 * POST /api/payouts/onboarding: a fresh onboarding link for the washer's connected account, made
 * at the provider the first time (one however often this races: the key is the washer's id).
 */
export async function startPayoutOnboarding(deps: PayoutsDeps, washer: Washer): Promise<PayoutOnboarding> {
  const { db, publicUrl } = deps;
  const provider = providerOrRefuse(deps.provider);
  let row = await accountOf(db, washer);
  if (!row) {
    const { id } = await provider.createConnectedAccount({
      userId: washer.id,
      email: washer.email,
      idempotencyKey: `payout-account-${washer.id}`,
    });
    await db.insert(payoutAccounts).values({ washerId: washer.id, accountId: id }).onConflictDoNothing();
    row = await accountOf(db, washer);
    if (!row) throw new Error('payout account insert left no row');
  }
  // The profile reads the query and shows the new status; a spent link comes back the same way.
  const back = `${publicUrl}/profile?${payoutsReturnParam.name}=${payoutsReturnParam.value}`;
  const url = await provider.onboardingLink({ accountId: row.accountId, returnUrl: back, refreshUrl: back });
  return { url };
}

/**
 * The washer and payout a payout event tells of, or null when it is not ours to record: a payout of
 * the platform's own balance (no connected account), an account that is nobody's here, or another
 * currency than the ledger's or no amount.
 */
async function washerPayoutOf(
  event: ProviderEvent,
  tx: PaymentEventTx,
): Promise<{ washerId: string; payoutId: string; amountCents: number } | null> {
  const { id: payoutId, amount, currency } = event.object;
  if (!event.account) return null;
  // The ledger keeps US cents only, as every charge here is made in them.
  if (currency !== ledgerCurrency || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    return null;
  const [row] = await tx
    .select({ washerId: payoutAccounts.washerId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, event.account));
  return row ? { washerId: row.washerId, payoutId, amountCents: amount } : null;
}

/**
 * account.updated keeps the washer's row in step with the provider (for a Connect event the
 * account is `event.account`; the object is the account itself), and turns instant booking off
 * when payouts stop. An account we never made is nobody's here and is left alone.
 *
 * payout.paid (a Connect event: the payout left `event.account` for the washer's bank) records the
 * ledger's payout, washer_balance to washer_bank, once per payout id however often it arrives.
 *
 * payout.failed (the bank returned the payout, possibly after payout.paid) records payout_failed,
 * washer_bank back to washer_balance, under the same payout id, once. It undoes what the recorded
 * payout moved; for a payout not recorded yet it records the payout and its return together, so the
 * washer sees the failed payout and a payout.paid delivered after it changes nothing.
 */
export function registerPayoutEvents(events: PaymentEvents): void {
  events.on('account.updated', async (event, tx) => {
    const accountId = event.account ?? event.object.id;
    const { payouts_enabled: payoutsEnabled, details_submitted: detailsSubmitted } = event.object;
    if (typeof payoutsEnabled !== 'boolean' || typeof detailsSubmitted !== 'boolean') return;
    const [row] = await tx
      .update(payoutAccounts)
      .set({ payoutsEnabled, detailsSubmitted, updatedAt: new Date() })
      .where(eq(payoutAccounts.accountId, accountId))
      .returning({ washerId: payoutAccounts.washerId });
    // An account that stopped taking payouts cannot be paid for an instant booking either.
    if (row && !payoutsEnabled) await pauseInstantBookingWithoutPayouts(tx, row.washerId);
  });

  events.on('payout.paid', async (event, tx) => {
    const payout = await washerPayoutOf(event, tx);
    if (payout) await recordMovement(tx, payoutTransaction(payout), payout.payoutId);
  });

  events.on('payout.failed', async (event, tx) => {
    const payout = await washerPayoutOf(event, tx);
    if (!payout) return;
    const recorded = (await movementsOfPaymentRef(tx, payout.payoutId)).filter(
      (movement) => movement.kind === 'payout',
    );
    if (recorded.length === 0) {
      // Failed before we heard it paid (it never reached the bank, or the events crossed): the
      // attempt and its return, which net to nothing, so a payout.paid arriving late finds the
      // payout recorded and records nothing.
      await recordMovement(tx, payoutTransaction(payout), payout.payoutId);
      await recordMovement(tx, payoutFailedTransaction(payout), payout.payoutId);
      return;
    }
    // What the recorded payout put in this washer's bank is what comes back.
    const amountCents = balanceOf(recorded, { kind: 'washer_bank', washerId: payout.washerId });
    if (amountCents > 0) await recordMovement(tx, payoutFailedTransaction({ ...payout, amountCents }), payout.payoutId);
  });
}
