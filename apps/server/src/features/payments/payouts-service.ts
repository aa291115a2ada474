import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  payoutsReturnParam,
  type PayoutAccount,
  type PayoutOnboarding,
  type PayoutStatus,
} from '@sudsy/domain/payouts';
import { ledgerCurrency, payoutTransaction } from '@sudsy/domain/ledger';
import type { Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { providerOrRefuse } from './payments-off';
import type { AccountStatus, PaymentProvider } from '../../platform/payments/payment-provider';
import { payoutAccounts } from './accounts-schema';
import { recordMovement } from './ledger';
import type { PaymentEvents } from './payment-events';
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
 * account.updated keeps the washer's row in step with the provider (for a Connect event the
 * account is `event.account`; the object is the account itself), and turns instant booking off
 * when payouts stop. An account we never made is nobody's here and is left alone.
 *
 * payout.paid (a Connect event: the payout left `event.account` for the washer's bank) records the
 * ledger's payout, washer_balance to washer_bank, once per payout id however often it arrives.
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
    const { id: payoutId, amount, currency } = event.object;
    // A payout of the platform's own balance names no connected account: no washer's money.
    if (!event.account) return;
    // The ledger keeps US cents only, as every charge here is made in them.
    if (currency !== ledgerCurrency || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
      return;
    const [row] = await tx
      .select({ washerId: payoutAccounts.washerId })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.accountId, event.account));
    if (!row) return;
    await recordMovement(tx, payoutTransaction({ washerId: row.washerId, amountCents: amount }), payoutId);
  });
}
