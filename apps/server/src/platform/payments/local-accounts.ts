import type { AccountStatus } from './payment-provider';
import { recordLocalEvent } from './local-events';
import type { LocalAccount, LocalPayout } from './local-objects';
import { insertObject, invalidRequest, newId, readObject, saveObject, unixSeconds, type LocalTx } from './local-store';

// Washers' connected accounts: made empty, enabled by the simulated onboarding, credited by
// transfers and emptied by payouts, and credited again by a payout their bank returns.

export async function createConnectedAccount(tx: LocalTx, input: { userId: string; email: string }, now: Date) {
  const id = newId('account');
  await insertObject(tx, {
    id,
    object: 'account',
    type: 'express',
    email: input.email,
    metadata: { userId: input.userId },
    details_submitted: false,
    payouts_enabled: false,
    charges_enabled: false,
    capabilities: { transfers: 'inactive' },
    created: unixSeconds(now),
    local_balance_cents: 0,
    local_onboarding: null,
  });
  return { id };
}

/** The path of the stand-in onboarding page (features/dev-payments), which only names the account. */
export const localOnboardingPath = (accountId: string) => `/dev/payments/onboarding/${encodeURIComponent(accountId)}`;

/** Keeps where the onboarding returns to, and gives the stand-in page's address. */
export async function onboardingLink(
  tx: LocalTx,
  input: { accountId: string; returnUrl: string; refreshUrl: string },
  publicUrl: string,
): Promise<string> {
  const account = await readObject(tx, 'account', input.accountId);
  await saveObject(tx, {
    ...account,
    local_onboarding: { return_url: input.returnUrl, refresh_url: input.refreshUrl },
  });
  return `${publicUrl}${localOnboardingPath(account.id)}`;
}

export const statusOf = (account: LocalAccount): AccountStatus => ({
  payoutsEnabled: account.payouts_enabled,
  detailsSubmitted: account.details_submitted,
});

/** What the washer's filling in Stripe's onboarding ends in: details given, payouts enabled. */
export async function completeOnboarding(tx: LocalTx, accountId: string, now: Date): Promise<LocalAccount> {
  const account = await readObject(tx, 'account', accountId);
  const enabled: LocalAccount = {
    ...account,
    details_submitted: true,
    payouts_enabled: true,
    charges_enabled: true,
    capabilities: { transfers: 'active' },
  };
  await saveObject(tx, enabled);
  await recordLocalEvent(tx, { type: 'account.updated', object: enabled, account: accountId }, now);
  return enabled;
}

/** Adds to (or, for a reversal, takes from) an account's balance, which may go below zero as Stripe's can. */
export async function creditAccount(tx: LocalTx, accountId: string, cents: number): Promise<void> {
  const account = await readObject(tx, 'account', accountId);
  await saveObject(tx, { ...account, local_balance_cents: account.local_balance_cents + cents });
}

/**
 * Pays the account's whole balance out to its bank at once (the local provider has no pending
 * funds): null when there is nothing to pay.
 */
export async function payOut(tx: LocalTx, accountId: string, now: Date): Promise<LocalPayout | null> {
  const account = await readObject(tx, 'account', accountId);
  if (!account.payouts_enabled)
    throw invalidRequest('Payouts are not enabled for this account.', 'payouts_not_allowed');
  if (account.local_balance_cents <= 0) return null;
  const payout: LocalPayout = {
    id: newId('payout'),
    object: 'payout',
    amount: account.local_balance_cents,
    currency: 'usd',
    status: 'paid',
    failure_code: null,
    failure_message: null,
    arrival_date: unixSeconds(now),
    created: unixSeconds(now),
    local_account: accountId,
  };
  await insertObject(tx, payout);
  await saveObject(tx, { ...account, local_balance_cents: 0 });
  await recordLocalEvent(tx, { type: 'payout.paid', object: payout, account: accountId }, now);
  return payout;
}

/**
 * The washer's bank returning a paid payout (a closed account, say), as Stripe tells it: the payout
 * failed with the bank's reason, its amount back in the account's balance, and payout.failed on
 * the account. Only a paid payout can come back, and only once.
 */
export async function failPayout(tx: LocalTx, payoutId: string, now: Date): Promise<LocalPayout> {
  const payout = await readObject(tx, 'payout', payoutId);
  if (payout.status !== 'paid')
    throw invalidRequest(
      `This payout has a status of ${payout.status}: only a paid payout can be returned by the bank.`,
      'payout_not_paid',
    );
  const failed: LocalPayout = {
    ...payout,
    status: 'failed',
    failure_code: 'account_closed',
    failure_message: 'The bank account has been closed.',
  };
  await saveObject(tx, failed);
  await creditAccount(tx, payout.local_account, payout.amount);
  await recordLocalEvent(tx, { type: 'payout.failed', object: failed, account: payout.local_account }, now);
  return failed;
}
