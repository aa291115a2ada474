// What the payments feature asks of a payment provider: Stripe (stripe-provider.ts) or the local
// stand-in (local-provider.ts), which behave alike so code written against one works on the other
// (docs/payments.md). Money is integer cents in US dollars. Every call that changes something takes
// an idempotency key: repeated with the same key and the same input, it changes nothing more and
// answers as the first time did, so a retried job or request never charges twice.

/** A card saved on a customer, as a list of payment methods shows it. */
export type SavedCard = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

/** Where a washer's connected account stands in Stripe's onboarding. */
export type AccountStatus = { payoutsEnabled: boolean; detailsSubmitted: boolean };

export const paymentIntentStatuses = [
  'requires_payment_method',
  'requires_action',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof paymentIntentStatuses)[number];

/**
 * A charge or hold as the provider holds it. A declined off-session attempt is not an error: it
 * comes back `requires_payment_method` with the bank's reason; `declineCode` says which
 * (`authentication_required` asks for the owner to confirm on-session, with `clientSecret`).
 */
export type PaymentIntentView = {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  /** What a capture has taken so far (the whole amount for an immediate charge that succeeded). */
  amountCapturedCents: number;
  clientSecret: string;
  declineMessage?: string;
  declineCode?: string;
};

export type RefundView = { id: string; amountCents: number; status: string };

/**
 * A charge to an owner's saved card, off-session, as a destination charge: the washer's connected
 * account receives the amount less the platform's `applicationFeeCents`.
 */
export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  destinationAccountId: string;
  applicationFeeCents: number;
  idempotencyKey: string;
  /** Kept on the payment and echoed in its events: our own ids (appointment, kind of charge). */
  metadata: Record<string, string>;
};

/**
 * A verified webhook event. `object` is the object as it was when the event happened, in Stripe's
 * shape (snake_case fields, `metadata`); `account` names the connected account of a Connect event.
 */
export type ProviderEvent = {
  id: string;
  type: string;
  created: number;
  account: string | null;
  object: { id: string; object: string; metadata?: Record<string, string> } & Record<string, unknown>;
};

export interface PaymentProvider {
  readonly mode: 'stripe' | 'local';

  createCustomer(input: { userId: string; email: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** The start of saving a card: the browser confirms it with `clientSecret` (Stripe.js, or the local form). */
  createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  listCards(customerId: string): Promise<SavedCard[]>;
  detachCard(input: { paymentMethodId: string; idempotencyKey: string }): Promise<void>;

  /** A washer's Express account, to which their share of each charge is transferred. */
  createConnectedAccount(input: { userId: string; email: string; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * Where the washer fills in their details. A link is good for one visit, so this takes no
   * idempotency key: a retried request must get a fresh link, not the spent one.
   */
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  accountStatus(accountId: string): Promise<AccountStatus>;

  /** A hold (manual capture): `requires_capture` once the bank approves it. */
  authorize(input: ChargeInput): Promise<PaymentIntentView>;
  /** Takes `amountToCaptureCents` (the whole hold when absent) and releases the rest. */
  capture(input: {
    paymentIntentId: string;
    amountToCaptureCents?: number;
    applicationFeeCents: number;
    idempotencyKey: string;
  }): Promise<PaymentIntentView>;
  /** Releases a hold that was not captured. */
  cancel(input: { paymentIntentId: string; idempotencyKey: string }): Promise<PaymentIntentView>;
  /** An immediate charge (a tip, a late cancellation fee): `succeeded` once the bank approves it. */
  chargeNow(input: ChargeInput): Promise<PaymentIntentView>;
  /**
   * Gives back part or all of a captured payment: the washer's transfer is reversed and the
   * platform's fee refunded in proportion, so the refund costs each side its own share.
   */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    refundApplicationFee: true;
    idempotencyKey: string;
  }): Promise<RefundView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
  /** The refunds of a PaymentIntent that gave money back or are giving it (succeeded or pending), oldest first. */
  refundsOf(paymentIntentId: string): Promise<RefundView[]>;
  /** The tips charged for an appointment (PaymentIntents with metadata `{ appointmentId, kind: 'tip' }`), in any state. */
  tipIntentsOf(appointmentId: string): Promise<PaymentIntentView[]>;

  /**
   * The event a webhook request carries, once its `Stripe-Signature` header is checked against the
   * raw body by Stripe's own SDK (a stale timestamp fails too). Throws when it does not verify.
   */
  verifyWebhook(rawBody: string, signatureHeader: string): ProviderEvent;
}
