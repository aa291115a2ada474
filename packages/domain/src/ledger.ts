// The payments ledger (docs/product.md, "Payments"): every movement of money is a transaction of
// entries that sum to zero, so no cent appears or vanishes. A balance is money that sits in an
// account; the owner's card is where money comes from, so it goes negative as the owner pays.
import { assertCents, proportionalCents } from './payment-fees';

export type LedgerAccount =
  /** Money drawn from the owner's card. */
  | { kind: 'owner_card'; ownerId: string }
  /** Authorised on the card for a job, not yet captured. */
  | { kind: 'held'; appointmentId: string }
  /** Owed to the washer, not yet paid out. */
  | { kind: 'washer_balance'; washerId: string }
  /** Paid out to the washer's bank. */
  | { kind: 'washer_bank'; washerId: string }
  | { kind: 'platform_fees' };
export type LedgerAccountKind = LedgerAccount['kind'];

export const ledgerTransactionKinds = [
  'hold',
  'release',
  'capture',
  'tip',
  'refund',
  'late_fee',
  'payout',
  'payout_failed',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const ledgerCurrency = 'usd';

export type LedgerEntry = { account: LedgerAccount; amountCents: number };
export type LedgerTransaction = {
  kind: LedgerTransactionKind;
  /** Every transaction but a payout and its failure belongs to one appointment. */
  appointmentId?: string;
  entries: LedgerEntry[];
  currency: typeof ledgerCurrency;
};

/** The account as stored: 'washer_balance:<washerId>', 'held:<appointmentId>', 'platform_fees'. */
export function accountKey(account: LedgerAccount): string {
  switch (account.kind) {
    case 'owner_card':
      return `owner_card:${account.ownerId}`;
    case 'held':
      return `held:${account.appointmentId}`;
    case 'washer_balance':
    case 'washer_bank':
      return `${account.kind}:${account.washerId}`;
    case 'platform_fees':
      return 'platform_fees';
  }
}

/** The account a stored key names, or null for a key `accountKey` never makes. */
export function parseAccountKey(key: string): LedgerAccount | null {
  if (key === 'platform_fees') return { kind: 'platform_fees' };
  // Split at the first colon only, so any id, colons included, reads back whole.
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const id = key.slice(colon + 1);
  if (colon < 0 || id === '') return null;
  switch (kind) {
    case 'owner_card':
      return { kind, ownerId: id };
    case 'held':
      return { kind, appointmentId: id };
    case 'washer_balance':
    case 'washer_bank':
      return { kind, washerId: id };
    default:
      return null;
  }
}

/** Throws unless every amount is a whole number of cents and the entries sum to zero. */
export function assertBalanced(transaction: LedgerTransaction): void {
  let sum = 0;
  for (const { account, amountCents } of transaction.entries) {
    if (!Number.isSafeInteger(amountCents))
      throw new RangeError(`${transaction.kind}: ${accountKey(account)} has ${amountCents}, not whole cents`);
    sum += amountCents;
  }
  if (sum !== 0) throw new RangeError(`${transaction.kind}: entries sum to ${sum}, not 0`);
}

function assertPositiveCents(cents: number, name: string): void {
  assertCents(cents, name);
  if (cents === 0) throw new RangeError(`${name} must be at least 1 cent`);
}

/** A balanced transaction; entries of 0 are left out, as they move nothing. */
function transaction(
  kind: LedgerTransactionKind,
  appointmentId: string | undefined,
  entries: LedgerEntry[],
): LedgerTransaction {
  const built: LedgerTransaction = {
    kind,
    ...(appointmentId === undefined ? {} : { appointmentId }),
    entries: entries.filter((entry) => entry.amountCents !== 0),
    currency: ledgerCurrency,
  };
  assertBalanced(built);
  return built;
}

const ownerCard = (ownerId: string): LedgerAccount => ({ kind: 'owner_card', ownerId });
const held = (appointmentId: string): LedgerAccount => ({ kind: 'held', appointmentId });
const washerBalance = (washerId: string): LedgerAccount => ({ kind: 'washer_balance', washerId });
const washerBank = (washerId: string): LedgerAccount => ({ kind: 'washer_bank', washerId });
const platformFees: LedgerAccount = { kind: 'platform_fees' };

type HoldArgs = { ownerId: string; appointmentId: string; amountCents: number };

/** The card authorised for a job: the money leaves the card but stays held for the job. */
export function holdTransaction({ ownerId, appointmentId, amountCents }: HoldArgs): LedgerTransaction {
  assertPositiveCents(amountCents, 'amountCents');
  return transaction('hold', appointmentId, [
    { account: ownerCard(ownerId), amountCents: -amountCents },
    { account: held(appointmentId), amountCents },
  ]);
}

/** An authorisation cancelled uncaptured: the held money goes back to the card. */
export function releaseTransaction({ ownerId, appointmentId, amountCents }: HoldArgs): LedgerTransaction {
  assertPositiveCents(amountCents, 'amountCents');
  return transaction('release', appointmentId, [
    { account: held(appointmentId), amountCents: -amountCents },
    { account: ownerCard(ownerId), amountCents },
  ]);
}

export type SettleArgs = {
  ownerId: string;
  washerId: string;
  appointmentId: string;
  /** The whole authorisation, which a capture ends. */
  heldCents: number;
  capturedCents: number;
  /** The platform's fee on the captured amount. */
  feeCents: number;
};

/** Ends the hold: the captured amount goes to the washer less the fee, the rest back to the card. */
function settle(kind: 'capture' | 'late_fee', args: SettleArgs): LedgerTransaction {
  const { ownerId, washerId, appointmentId, heldCents, capturedCents, feeCents } = args;
  assertPositiveCents(capturedCents, 'capturedCents');
  assertCents(heldCents, 'heldCents');
  assertCents(feeCents, 'feeCents');
  if (capturedCents > heldCents) throw new RangeError(`cannot capture ${capturedCents} of ${heldCents} held`);
  if (feeCents > capturedCents) throw new RangeError(`the fee (${feeCents}) exceeds the capture (${capturedCents})`);
  return transaction(kind, appointmentId, [
    { account: held(appointmentId), amountCents: -heldCents },
    { account: washerBalance(washerId), amountCents: capturedCents - feeCents },
    { account: platformFees, amountCents: feeCents },
    { account: ownerCard(ownerId), amountCents: heldCents - capturedCents },
  ]);
}

/** The job done: its price captured from the hold. */
export function captureTransaction(args: SettleArgs): LedgerTransaction {
  return settle('capture', args);
}

/**
 * An owner's late cancellation: the late fee captured from the hold, with the platform's fee on
 * it, and the rest released. Without a hold, record one for the fee first.
 */
export function lateFeeTransaction({
  lateFeeCents,
  ...args
}: Omit<SettleArgs, 'capturedCents'> & { lateFeeCents: number }): LedgerTransaction {
  return settle('late_fee', { ...args, capturedCents: lateFeeCents });
}

/** A tip, charged on its own and all the washer's: no fee is taken from it. */
export function tipTransaction({
  ownerId,
  washerId,
  appointmentId,
  amountCents,
}: {
  ownerId: string;
  washerId: string;
  appointmentId: string;
  amountCents: number;
}): LedgerTransaction {
  assertPositiveCents(amountCents, 'amountCents');
  return transaction('tip', appointmentId, [
    { account: ownerCard(ownerId), amountCents: -amountCents },
    { account: washerBalance(washerId), amountCents },
  ]);
}

export type RefundArgs = {
  ownerId: string;
  washerId: string;
  appointmentId: string;
  /** Check it against `refundableCents` first: this builder cannot see the ledger. */
  amountCents: number;
  /** The captured amount the platform's fee was taken on (the price, or the late fee). */
  priceCents: number;
  /** The platform's fee taken on `priceCents`. */
  feeCents: number;
  /** What earlier refunds of the appointment returned: `receiptTotals(...).refundedCents`. */
  refundedBeforeCents: number;
};

/**
 * The platform's part of everything refunded so far, `refunded × fee / price` rounded half up.
 * Refunds return the price first; beyond it they return the tip, which carried no fee.
 */
function feeShareOfRefunds(refundedCents: number, priceCents: number, feeCents: number): number {
  if (priceCents === 0) return 0;
  return proportionalCents(Math.min(refundedCents, priceCents), feeCents, priceCents);
}

/**
 * Money back to the owner's card, given back by the washer and the platform in proportion to the
 * fee. A refund's fee share is the change in the share of all refunds, not its own rounded share,
 * so several partial refunds never give back more fee, or less, than one refund of their sum.
 */
export function refundTransaction({
  ownerId,
  washerId,
  appointmentId,
  amountCents,
  priceCents,
  feeCents,
  refundedBeforeCents,
}: RefundArgs): LedgerTransaction {
  assertPositiveCents(amountCents, 'amountCents');
  assertCents(priceCents, 'priceCents');
  assertCents(feeCents, 'feeCents');
  assertCents(refundedBeforeCents, 'refundedBeforeCents');
  if (feeCents > priceCents) throw new RangeError(`the fee (${feeCents}) exceeds the price (${priceCents})`);
  const feeShare =
    feeShareOfRefunds(refundedBeforeCents + amountCents, priceCents, feeCents) -
    feeShareOfRefunds(refundedBeforeCents, priceCents, feeCents);
  return transaction('refund', appointmentId, [
    { account: washerBalance(washerId), amountCents: -(amountCents - feeShare) },
    { account: platformFees, amountCents: -feeShare },
    { account: ownerCard(ownerId), amountCents },
  ]);
}

/** The washer's balance paid out to their bank; check it against what is available first. */
export function payoutTransaction({
  washerId,
  amountCents,
}: {
  washerId: string;
  amountCents: number;
}): LedgerTransaction {
  assertPositiveCents(amountCents, 'amountCents');
  return transaction('payout', undefined, [
    { account: washerBalance(washerId), amountCents: -amountCents },
    { account: washerBank(washerId), amountCents },
  ]);
}

/**
 * A payout the washer's bank returned (it may fail after it was paid): the money never stayed in
 * the bank and is back in the balance, to be paid out again. Give the payout's own amount.
 */
export function payoutFailedTransaction({
  washerId,
  amountCents,
}: {
  washerId: string;
  amountCents: number;
}): LedgerTransaction {
  assertPositiveCents(amountCents, 'amountCents');
  return transaction('payout_failed', undefined, [
    { account: washerBank(washerId), amountCents: -amountCents },
    { account: washerBalance(washerId), amountCents },
  ]);
}

function sumEntries(transactions: readonly LedgerTransaction[], counts: (account: LedgerAccount) => boolean): number {
  return transactions.reduce(
    (sum, { entries }) =>
      sum + entries.reduce((inner, entry) => (counts(entry.account) ? inner + entry.amountCents : inner), 0),
    0,
  );
}

export function balanceOf(transactions: readonly LedgerTransaction[], account: LedgerAccount): number {
  const key = accountKey(account);
  return sumEntries(transactions, (entry) => accountKey(entry) === key);
}

/** What the washer is owed and has not been paid out, pending and available alike. */
export function washerBalanceCents(transactions: readonly LedgerTransaction[], washerId: string): number {
  return balanceOf(transactions, washerBalance(washerId));
}

export type ReceiptTotals = {
  /** Captured for the job, or as its late cancellation fee. */
  capturedCents: number;
  tipCents: number;
  refundedCents: number;
  /** The platform's fee, less its share of refunds. */
  feeCents: number;
  /** captured + tip − refunded: what the owner's card was charged in the end. */
  totalPaidCents: number;
  /** The washer's part of totalPaidCents: everything but the fee. */
  washerNetCents: number;
};

const isKind =
  (...kinds: LedgerAccountKind[]) =>
  (account: LedgerAccount) =>
    kinds.includes(account.kind);

/** The money of one appointment, as its receipt shows it. */
export function receiptTotals(transactions: readonly LedgerTransaction[], appointmentId: string): ReceiptTotals {
  const ofJob = transactions.filter((transaction) => transaction.appointmentId === appointmentId);
  const ofKind = (...kinds: LedgerTransactionKind[]) => ofJob.filter((transaction) => kinds.includes(transaction.kind));
  const capturedCents = sumEntries(ofKind('capture', 'late_fee'), isKind('washer_balance', 'platform_fees'));
  const tipCents = sumEntries(ofKind('tip'), isKind('washer_balance'));
  const refundedCents = sumEntries(ofKind('refund'), isKind('owner_card'));
  return {
    capturedCents,
    tipCents,
    refundedCents,
    feeCents: sumEntries(ofJob, isKind('platform_fees')),
    totalPaidCents: capturedCents + tipCents - refundedCents,
    washerNetCents: sumEntries(ofJob, isKind('washer_balance')),
  };
}

/** The most a new refund of the appointment may return: what was charged and not yet refunded. */
export function refundableCents(transactions: readonly LedgerTransaction[], appointmentId: string): number {
  return receiptTotals(transactions, appointmentId).totalPaidCents;
}

/** Captured money can be paid out this many days later, as on Stripe's standard payout schedule. */
export const payoutDelayDays = 2;

const dayMs = 24 * 60 * 60 * 1000;

/** When money captured at `capturedAt` stops pending and can be paid out. */
export function availableOn(capturedAt: Date): Date {
  return new Date(capturedAt.getTime() + payoutDelayDays * dayMs);
}
