import type { TestCardOutcome } from '@sudsy/domain/test-cards';

// The local provider's objects, each in Stripe's shape with the fields this product reads and
// Stripe's names for them, so an event's object reads the same locally as from Stripe. A field
// named `local_…` is the stand-in's own bookkeeping, which Stripe keeps elsewhere.

export type LocalCustomer = {
  id: string;
  object: 'customer';
  email: string;
  metadata: Record<string, string>;
  created: number;
};

export type LocalSetupIntent = {
  id: string;
  object: 'setup_intent';
  customer: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  usage: 'off_session';
  payment_method: string | null;
  created: number;
};

export type LocalPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit'; country: 'US' };
  created: number;
  /** What a charge on this test card does (the number itself is not kept). */
  local_test_outcome: TestCardOutcome;
};

export type LocalAccount = {
  id: string;
  object: 'account';
  type: 'express';
  email: string;
  metadata: Record<string, string>;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  capabilities: { transfers: 'inactive' | 'active' };
  created: number;
  /** The account's balance: transfers in, less fees and reversals, less payouts. */
  local_balance_cents: number;
  /** Where the last onboarding link returns to, so the link itself carries no address. */
  local_onboarding: { return_url: string; refresh_url: string } | null;
};

export type PaymentError = {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method: { id: string };
};

export type LocalPaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: 'usd';
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: 'manual' | 'automatic';
  customer: string;
  payment_method: string | null;
  client_secret: string;
  application_fee_amount: number;
  transfer_data: { destination: string };
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: PaymentError | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
};

export type LocalCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  payment_intent: string;
  payment_method: string;
  customer: string;
  destination: string;
  transfer: string | null;
  application_fee: string | null;
  application_fee_amount: number | null;
  metadata: Record<string, string>;
  created: number;
};

export type LocalTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  reversed: boolean;
  destination: string;
  source_transaction: string;
  created: number;
};

export type LocalApplicationFee = {
  id: string;
  object: 'application_fee';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  account: string;
  charge: string;
  created: number;
};

export type LocalRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  transfer_reversal: string;
  /** The application fee refund made with it (Stripe keeps it on the fee). */
  local_fee_refund: string | null;
  created: number;
};

export type LocalTransferReversal = {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  transfer: string;
  created: number;
};

export type LocalFeeRefund = { id: string; object: 'fee_refund'; amount: number; fee: string; created: number };

export type LocalPayout = {
  id: string;
  object: 'payout';
  amount: number;
  currency: 'usd';
  /** failed: the bank returned it after it was paid, and its amount went back to the balance. */
  status: 'paid' | 'failed';
  /** Stripe's code for why the bank returned it (account_closed, no_account, …); null while paid. */
  failure_code: string | null;
  failure_message: string | null;
  arrival_date: number;
  created: number;
  /** The connected account it left (Stripe names it on the event, not the payout). */
  local_account: string;
};

export type LocalObject =
  | LocalCustomer
  | LocalSetupIntent
  | LocalPaymentMethod
  | LocalAccount
  | LocalPaymentIntent
  | LocalCharge
  | LocalTransfer
  | LocalApplicationFee
  | LocalRefund
  | LocalTransferReversal
  | LocalFeeRefund
  | LocalPayout;

export type LocalObjectType = LocalObject['object'];
export type LocalObjectOf<T extends LocalObjectType> = Extract<LocalObject, { object: T }>;

/** Stripe's id prefix for each kind of object. */
export const idPrefixes: Record<LocalObjectType, string> = {
  customer: 'cus',
  setup_intent: 'seti',
  payment_method: 'pm',
  account: 'acct',
  payment_intent: 'pi',
  charge: 'ch',
  transfer: 'tr',
  application_fee: 'fee',
  refund: 're',
  transfer_reversal: 'trr',
  fee_refund: 'fr',
  payout: 'po',
};
